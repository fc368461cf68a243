import type * as records from '@mahasi/contract/staff-records';
import { recordPaths } from '@mahasi/contract/constants/staff-records';
import { staffApi } from './api';

/** What every record desk shares (revisions and bulk actions), from the contract. */
export type {
  BulkAction,
  BulkRefusal,
  NotRestoredPart,
  RecordBulkResult,
  RecordRevision,
  RecordRevisionDetail,
} from '@mahasi/contract/staff-records';
export { BULK_MAX_RECORDS, bulkActions, recordPaths, REVISIONS_KEPT_PER_RECORD } from '@mahasi/contract/constants/staff-records';

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
