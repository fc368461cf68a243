import { describe, expect, it } from 'vitest';
import * as fees from '@mahasi/contract/staff-fees';
import * as local from './contract';

describe('the fees desk contract restated for the console', () => {
  it('has the contract’s statuses, platforms and paths', () => {
    expect([...local.feeStatuses]).toEqual([...fees.feeStatuses]);
    expect([...local.feePlatforms]).toEqual([...fees.feePlatforms]);
    for (const [name, path] of Object.entries(fees.feePaths)) {
      const mine = local.feePaths[name as keyof typeof fees.feePaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(7)).toBe((path as (id: number) => string)(7));
      else expect(mine).toBe(path);
    }
    expect(Object.keys(local.feePaths).sort()).toEqual(Object.keys(fees.feePaths).sort());
  });
});
