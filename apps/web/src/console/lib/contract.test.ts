import { describe, expect, it } from 'vitest';
import * as staff from '@mahasi/contract/staff';
import * as local from './contract';

describe('the staff contract restated for the console', () => {
  it('has the contract’s base path, roles, codes and limits', () => {
    expect(local.STAFF_API_BASE).toBe(staff.STAFF_API_BASE);
    expect([...local.staffRoles]).toEqual([...staff.staffRoles]);
    expect([...local.TWO_FACTOR_REQUIRED_ROLES]).toEqual([...staff.TWO_FACTOR_REQUIRED_ROLES]);
    expect(local.StaffRespCode).toEqual(staff.StaffRespCode);
    expect(local.RECOVERY_CODE_COUNT).toBe(staff.RECOVERY_CODE_COUNT);
    expect(local.STAFF_SESSION_IDLE_HOURS).toBe(staff.STAFF_SESSION_IDLE_HOURS);
    expect(local.STAFF_PASSWORD_MIN).toBe(staff.STAFF_PASSWORD_MIN);
    expect([...local.staffSortKeys]).toEqual([...staff.staffSortKeys]);
    expect([...local.staffStatuses]).toEqual([...staff.staffAccount.shape.status.options]);
  });

  it('has the contract’s paths', () => {
    for (const [name, path] of Object.entries(staff.staffPaths)) {
      const mine = local.staffPaths[name as keyof typeof staff.staffPaths];
      if (typeof path === 'function')
        expect((mine as (arg: never) => string)(7 as never)).toBe((path as (arg: never) => string)(7 as never));
      else expect(mine).toBe(path);
    }
    expect(Object.keys(local.staffPaths).sort()).toEqual(Object.keys(staff.staffPaths).sort());
  });
});
