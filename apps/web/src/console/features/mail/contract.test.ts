import { describe, expect, it } from 'vitest';
import * as mail from '@mahasi/contract/staff-mail';
import * as local from './contract';

describe('the mail contract restated for the console', () => {
  it('has the contract’s kinds and paths', () => {
    expect([...local.mailKinds]).toEqual([...mail.mailKinds]);
    expect(local.mailPaths.waiting).toBe(mail.mailPaths.waiting);
    expect(local.mailPaths.retry(7)).toBe(mail.mailPaths.retry(7));
  });
});
