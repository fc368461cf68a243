import { describe, expect, it } from 'vitest';
import * as members from '@mahasi/contract/staff-members';
import * as local from './contract';

describe('the members contract restated for the console', () => {
  it('has the contract’s statuses, sort keys and paths', () => {
    expect([...local.memberStatuses]).toEqual([...members.memberStatuses]);
    expect([...local.memberSortKeys]).toEqual([...members.memberSortKeys]);
    for (const [name, path] of Object.entries(members.memberPaths)) {
      const mine = local.memberPaths[name as keyof typeof members.memberPaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(7)).toBe(path(7));
      else expect(mine).toBe(path);
    }
  });
});
