import { describe, expect, it } from 'vitest';
import * as records from '@mahasi/contract/staff-records';
import * as local from './records';

describe('the record desks’ shared contract restated for the console', () => {
  it('has the contract’s limits and actions', () => {
    expect(local.REVISIONS_KEPT_PER_RECORD).toBe(records.REVISIONS_KEPT_PER_RECORD);
    expect(local.BULK_MAX_RECORDS).toBe(records.BULK_MAX_RECORDS);
    expect([...local.bulkActions]).toEqual([...records.bulkActions]);
  });

  it('has the contract’s paths', () => {
    for (const base of ['/catalogue/events', '/talks', '/ebooks']) {
      const mine = local.recordPaths(base);
      const theirs = records.recordPaths(base);
      expect(Object.keys(mine).sort()).toEqual(Object.keys(theirs).sort());
      expect(mine.bulk).toBe(theirs.bulk);
      expect(mine.revisions(7)).toBe(theirs.revisions(7));
      expect(mine.revision(7, 9)).toBe(theirs.revision(7, 9));
      expect(mine.restoreRevision(7, 9)).toBe(theirs.restoreRevision(7, 9));
    }
  });
});
