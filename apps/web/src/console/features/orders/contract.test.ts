import { describe, expect, it } from 'vitest';
import * as orders from '@mahasi/contract/staff-orders';
import * as local from './contract';

describe('the orders contract restated for the console', () => {
  it('has the contract’s statuses, sort keys and paths', () => {
    expect([...local.staffOrderStatuses]).toEqual([...orders.staffOrderStatuses]);
    expect([...local.staffOrderSortKeys]).toEqual([...orders.staffOrderSortKeys]);
    for (const [name, path] of Object.entries(orders.orderPaths)) {
      const mine = local.orderPaths[name as keyof typeof orders.orderPaths];
      if (typeof path === 'function') expect((mine as (id: number, other: number) => string)(7, 9)).toBe(path(7, 9));
      else expect(mine).toBe(path);
    }
  });
});
