import type * as records from '@mahasi/contract/staff-records';
import { staffApi } from './api';

/**
 * What every record desk shares (revisions and bulk actions, @mahasi/contract/staff-records),
 * restated for the console as lib/contract.ts does; records.test.ts compares them.
 */
export type {
  BulkAction,
  BulkRefusal,
  NotRestoredPart,
  RecordBulkResult,
  RecordRevision,
  RecordRevisionDetail,
} from '@mahasi/contract/staff-records';

export const REVISIONS_KEPT_PER_RECORD: typeof records.REVISIONS_KEPT_PER_RECORD = 50;
export const BULK_MAX_RECORDS: typeof records.BULK_MAX_RECORDS = 100;
export const bulkActions: typeof records.bulkActions = ['publish', 'unpublish', 'delete', 'restore'];

export const recordPaths: typeof records.recordPaths = (base: string) => ({
  revisions: (id: number) => `${base}/${id}/revisions`,
  revision: (id: number, revisionId: number) => `${base}/${id}/revisions/${revisionId}`,
  restoreRevision: (id: number, revisionId: number) => `${base}/${id}/revisions/${revisionId}/restore`,
  bulk: `${base}/bulk`,
});

/** The revision and bulk calls of one desk (`/catalogue/events`, `/talks`, `/ebooks`); `R` is the desk's record. */
export function recordsApi<R>(base: string) {
  const paths = recordPaths(base);
  return {
    revisions: (id: number) => staffApi.get<records.RecordRevision[]>(paths.revisions(id)),
    revision: (id: number, revisionId: number) => staffApi.get<records.RecordRevisionDetail>(paths.revision(id, revisionId)),
    /** Saves the revision's content as the newest version, from `version` (0108 when someone saved since). */
    restoreRevision: (id: number, revisionId: number, version: number) =>
      staffApi.post<R>(paths.restoreRevision(id, revisionId), { version }),
    bulk: (ids: number[], action: records.BulkAction) => staffApi.post<records.RecordBulkResult>(paths.bulk, { ids, action }),
  };
}
