import { describe, expect, it } from 'vitest';
import * as auth from '@mahasi/contract/auth';
import * as store from '@mahasi/contract/store';
import * as user from '@mahasi/contract/user';
import * as local from './contractConstants';

describe('constants restated from the contract', () => {
  it('match the contract', () => {
    expect(local.EMAIL_PATTERN.source).toBe(auth.EMAIL_PATTERN.source);
    expect(local.PHONE_PATTERN.source).toBe(auth.PHONE_PATTERN.source);
    expect(local.AVATAR_MAX_BYTES).toBe(user.AVATAR_MAX_BYTES);
    expect([...local.AVATAR_TYPES]).toEqual([...user.AVATAR_TYPES]);
    expect(local.API_KEY_HEADER).toBe(auth.API_KEY_HEADER);
    expect(local.IDEMPOTENCY_KEY_HEADER).toBe(store.IDEMPOTENCY_KEY_HEADER);
  });
});
