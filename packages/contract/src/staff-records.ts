import { z } from 'zod';
import { positiveId, rowId } from './request.js';
import { envelope, fieldError } from './envelope.js';
import { BULK_MAX_RECORDS, bulkActions, type RecordKindDeclaration } from './constants/staff-records.js';
export * from './constants/staff-records.js';

/**
 * What every record desk of the staff console shares beyond the news desk (under `/admin-api`):
 * the catalogue's kinds (`/catalogue/{kind}`), talks (`/talks`) and e-books (`/ebooks`).
 *
 * **Revisions.** Every create, save, autosave and restore keeps the record's content as the console
 * edits it (the kind's save payload), with who and when; the newest `REVISIONS_KEPT_PER_RECORD` of a
 * record stay. `POST {base}/{id}/revisions/{revisionId}/restore` with the `version` the editor
 * holds saves that content again as a new version: a stale version is refused with 0108 as any save,
 * and the record's rules apply as they do today (a published record must stay publishable). What of
 * the revision is gone for good (a gallery photo removed since whose file is gone) is left out, and a
 * catalogue restore names it in `notRestored` (decision 0037). Files a kept revision names, news
 * revisions' covers included, are kept from the unused-upload cleanup.
 *
 * **Bulk actions.** `POST {base}/bulk` with `ids` and one `action` changes every record it can in one
 * transaction and reports the others with their reason: `refused[].respCode` is the code the single
 * action would have answered (0111 not in a state for it, 0422 with `errors` naming the missing
 * fields, 0403, 0404).
 */

export const recordRevision = z.object({
  id: z.number().int(),
  /** The record's version this save made. */
  version: z.number().int(),
  at: z.string(),
  /** Null for the content a record had before its first save in the console. */
  staffName: z.string().nullable(),
  autosave: z.boolean(),
  /** The version whose content this save restored, if it was a restore. */
  restoredFrom: z.number().int().nullable(),
  titleEn: z.string(),
  titleMm: z.string(),
});
export type RecordRevision = z.infer<typeof recordRevision>;
export const recordRevisionListReply = envelope(z.array(recordRevision));

export const recordRevisionDetail = recordRevision.extend({
  /** The content in the shape of the kind's save payload. */
  content: z.record(z.string(), z.unknown()),
});
export type RecordRevisionDetail = z.infer<typeof recordRevisionDetail>;
export const recordRevisionReply = envelope(recordRevisionDetail);

export const recordRevisionParams = z.object({ id: positiveId(), revisionId: positiveId() });

/**
 * A part of a restored revision that could not be brought back because it is gone for good (a
 * gallery photo removed since whose file is gone): the restore saves the rest and names it here.
 */
export const notRestoredPart = z.object({
  /** The content's field holding it ('photos'). */
  field: z.string(),
  /** Its place in the revision's list, from 1. */
  position: z.number().int(),
  /** How the revision named it (a photo's caption), in either language; empty when it had none. */
  labelEn: z.string(),
  labelMm: z.string(),
});
export type NotRestoredPart = z.infer<typeof notRestoredPart>;
export const recordRestorePayload = z.object({ version: z.number({ error: 'Is required' }).int().positive() });

export const recordBulkPayload = z.object({
  ids: z.array(rowId()).min(1, 'Is required').max(BULK_MAX_RECORDS, `Must have at most ${BULK_MAX_RECORDS} items`),
  action: z.enum(bulkActions, { error: `Must be one of ${bulkActions.join(', ')}` }),
});
export type RecordBulkPayload = z.input<typeof recordBulkPayload>;

export const bulkRefusal = z.object({
  id: z.number().int(),
  respCode: z.string(),
  respMsg: z.string(),
  /** 0422: what the record lacks, field by field. */
  errors: z.array(fieldError).optional(),
});
export type BulkRefusal = z.infer<typeof bulkRefusal>;

export const recordBulkResult = z.object({
  /** How many records changed. */
  changed: z.number().int(),
  done: z.array(z.number().int()),
  refused: z.array(bulkRefusal),
});
export type RecordBulkResult = z.infer<typeof recordBulkResult>;
export const recordBulkReply = envelope(recordBulkResult);

const required = 'Is required';
/** '', null and 0 are no filter. */
const blank = (value: unknown) => (value === '' || value === null || value === 0 ? undefined : value);
/** The version an edit started from. */
const versionField = () => z.number({ error: required }).int().positive();

/**
 * A record kind's request schemas, made from its declaration (`recordKind`): the list's filter (text,
 * state, the kind's own `search` fields, page, sort), the version a lifecycle action names, the save
 * payload (the kind's content with `version` and `autosave`) and the id in a path.
 */
export function recordKindSchemas<
  const Statuses extends readonly [string, ...string[]],
  const SortKeys extends readonly [string, ...string[]],
  const StatusField extends string,
  const Search extends z.ZodRawShape,
>(kind: Omit<RecordKindDeclaration<string, Statuses, SortKeys, StatusField>, 'base' | 'deletedDays'>, search: Search) {
  const { statuses, sortKeys, statusField, defaultSort } = kind;
  const status = z.preprocess(blank, z.enum(statuses, { error: `Must be one of ${statuses.join(', ')}` }).optional());
  const state = { [statusField]: status } as { [K in StatusField]: typeof status };
  const saveFields = z.object({ version: versionField(), autosave: z.boolean().default(false) });
  return {
    filter: z.object({
      searchObj: z
        .object({
          /** The title (and what else the kind searches) in either language contains (Zawgyi is converted). */
          text: z.preprocess(blank, z.string().trim().max(100, 'Must be at most 100 characters').optional()),
          /** Absent: every state but deleted. */
          ...state,
          ...search,
        })
        // Every field is optional: no searchObj is every record (the generic shape cannot show it).
        .prefault({} as never),
      pageNo: z.coerce.number().int().min(1, 'Must be at least 1').default(1),
      pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
      sortBy: z.preprocess(blank, z.enum(sortKeys, { error: `Must be one of ${sortKeys.join(', ')}` }).default(defaultSort as never)),
      orderBy: z.preprocess(blank, z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }).default('DESC')),
    }),
    versionPayload: z.object({ version: versionField() }),
    /** `version` and `autosave`, which every save names beside the kind's content. */
    saveFields,
    /** The kind's content with `version` and `autosave`. */
    savePayload: <Content extends z.ZodObject>(content: Content) => content.extend(saveFields.shape),
    idParam: z.object({ id: positiveId() }),
  };
}
