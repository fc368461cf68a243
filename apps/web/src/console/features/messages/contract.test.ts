import { describe, expect, it } from 'vitest';
import * as messages from '@mahasi/contract/staff-messages';
import * as local from './contract';

describe('the messages contract restated for the console', () => {
  it('has the contract’s statuses, limit and paths', () => {
    expect([...local.messageStatuses]).toEqual([...messages.messageStatuses]);
    expect(local.REPLY_MAX_CHARS).toBe(messages.REPLY_MAX_CHARS);
    for (const [name, path] of Object.entries(messages.messagePaths)) {
      const mine = local.messagePaths[name as keyof typeof messages.messagePaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(7)).toBe(path(7));
      else expect(mine).toBe(path);
    }
  });
});
