import { describe, expect, it } from 'vitest';
import * as sent from '@mahasi/contract/staff-notifications';
import * as local from './contract';

describe('the notifications contract restated for the console', () => {
  it('has the contract’s types, statuses, limit and paths', () => {
    expect([...local.composeTypes]).toEqual([...sent.composeTypes]);
    expect([...local.sentStatuses]).toEqual([...sent.sentStatuses]);
    expect(local.NOTIFICATION_CONTENT_MAX_CHARS).toBe(sent.NOTIFICATION_CONTENT_MAX_CHARS);
    expect([...local.personalNotificationRoles]).toEqual([...sent.personalNotificationRoles]);
    for (const [name, path] of Object.entries(sent.notificationPaths)) {
      const mine = local.notificationPaths[name as keyof typeof sent.notificationPaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(7)).toBe(path(7));
      else expect(mine).toBe(path);
    }
  });
});
