import { RespCode } from '@mahasi/contract/codes';
import type { BulkRefusal, RecordBulkResult } from '@mahasi/contract/staff-records';
import type { Db } from '../../db/client.js';
import { BusinessError, HttpError } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';

/** Why one record of a bulk action was left as it was, in the words its single action would have answered. */
function refusalOf(id: number, error: unknown): BulkRefusal | null {
  if (error instanceof ValidationError) return { id, respCode: RespCode.VALIDATION, respMsg: error.message, errors: error.errors };
  if (error instanceof BusinessError || error instanceof HttpError) return { id, respCode: error.respCode, respMsg: error.message };
  return null;
}

/**
 * One action on several records in one transaction: each record is tried under a savepoint, so a
 * refused one (not in a state for it, not publishable, not the caller's) is rolled back alone and
 * reported, and the others commit together. Records are locked in id order, so two bulk actions on
 * overlapping records wait for each other instead of deadlocking. An unexpected failure undoes all.
 * `afterAll` runs in the same transaction when anything changed (the cache drop, once).
 */
export async function bulkInOneTransaction(
  db: Db,
  ids: readonly number[],
  each: (tx: Db, id: number) => Promise<void>,
  afterAll: (tx: Db, done: number[]) => Promise<void>,
): Promise<RecordBulkResult> {
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const done: number[] = [];
    const refused: BulkRefusal[] = [];
    for (const id of ordered) {
      try {
        await tx.transaction((savepoint) => each(savepoint, id));
        done.push(id);
      } catch (error) {
        const refusal = refusalOf(id, error);
        if (!refusal) throw error;
        refused.push(refusal);
      }
    }
    if (done.length) await afterAll(tx, done);
    return { changed: done.length, done, refused };
  });
}
