import { describe, expect, it } from 'vitest';
import * as desk from '@mahasi/contract/staff-news';
import * as local from './contract';

describe('the news desk contract restated for the console', () => {
  it('has the contract’s statuses, sort keys, limits and bulk actions', () => {
    expect([...local.deskStatuses]).toEqual([...desk.deskStatuses]);
    expect([...local.deskSortKeys]).toEqual([...desk.deskSortKeys]);
    expect(local.DELETED_POST_DAYS).toBe(desk.DELETED_POST_DAYS);
    expect(local.IMAGE_UPLOAD_MAX_BYTES).toBe(desk.IMAGE_UPLOAD_MAX_BYTES);
    expect([...local.imageUploadTypes]).toEqual([...desk.imageUploadTypes]);
    expect([...local.bulkActions]).toEqual([...desk.deskBulkPayload.shape.action.options]);
  });

  it('has the contract’s paths', () => {
    for (const [name, path] of Object.entries(desk.deskPaths)) {
      const mine = local.deskPaths[name as keyof typeof desk.deskPaths];
      if (typeof path === 'function')
        expect((mine as (...args: number[]) => string)(7, 9)).toBe((path as (...args: number[]) => string)(7, 9));
      else expect(mine).toBe(path);
    }
    expect(Object.keys(local.deskPaths).sort()).toEqual(Object.keys(desk.deskPaths).sort());
  });
});
