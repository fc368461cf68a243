import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { REVISIONS_KEPT_PER_RECORD, type RecordRevision, type RecordRevisionDetail } from '@mahasi/contract/staff-records';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordRevisions } from './schema.js';
import type { Actor } from '../../lib/staffCaller.js';

type Content = Record<string, unknown>;
type RevisionRow = typeof recordRevisions.$inferSelect;

export interface NewRevision {
  /** The desk's name for the kind of record: 'events', 'talks', 'ebooks'… */
  kind: string;
  recordId: number;
  /** The record's version after this save. */
  version: number;
  actor: Actor;
  autosave: boolean;
  /** The version whose content was restored by this save. */
  restoredFrom?: number | null;
  content: Content;
  at: Date;
  /**
   * The record as it was before this save. When it has no revision yet (a record from before the
   * console kept revisions, or the seed's), that content is kept first, so the first edit can be undone.
   */
  before?: { version: number; content: Content; at: Date; by: string | null };
}

/**
 * The uploads a content names: every `…UploadId` and every `uploadId` inside it (a gallery's
 * photos). A revision keeps them from the unused-upload purge, so an older version can be restored
 * with its cover, audio or PDF.
 */
export function uploadIdsIn(content: unknown): number[] {
  const found = new Set<number>();
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) for (const item of value) walk(item, '');
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === 'number' && Number.isInteger(value) && value > 0 && /(^u|U)ploadId$/.test(key)) found.add(value);
  };
  walk(content, '');
  return [...found].sort((a, b) => a - b);
}

/** Keeps a save's content (in the save's transaction) and lets the oldest beyond the limit go. */
export async function keepRevision(tx: Db, revision: NewRevision): Promise<void> {
  const { kind, recordId } = revision;
  const ofRecord = and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, recordId));
  if (revision.before) {
    const [any] = await tx.select({ id: recordRevisions.id }).from(recordRevisions).where(ofRecord).limit(1);
    if (!any) {
      const { before } = revision;
      await tx.insert(recordRevisions).values({
        kind,
        recordId,
        version: before.version,
        staffId: null,
        staffName: before.by,
        content: before.content,
        uploadIds: uploadIdsIn(before.content),
        createdAt: before.at,
      });
    }
  }
  await tx.insert(recordRevisions).values({
    kind,
    recordId,
    version: revision.version,
    staffId: revision.actor.staffId,
    staffName: revision.actor.name,
    autosave: revision.autosave,
    restoredFrom: revision.restoredFrom ?? null,
    content: revision.content,
    uploadIds: uploadIdsIn(revision.content),
    createdAt: revision.at,
  });
  // Only the newest REVISIONS_KEPT_PER_RECORD stay (ids grow with time; the record is locked while saving).
  await tx.execute(sql`delete from record_revisions where kind = ${kind} and record_id = ${recordId} and id not in (
    select id from record_revisions where kind = ${kind} and record_id = ${recordId} order by id desc limit ${REVISIONS_KEPT_PER_RECORD})`);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toRevision(row: RevisionRow): RecordRevision {
  return {
    id: row.id,
    version: row.version,
    at: row.createdAt.toISOString(),
    staffName: row.staffName,
    autosave: row.autosave,
    restoredFrom: row.restoredFrom,
    titleEn: text(row.content.titleEn),
    titleMm: text(row.content.titleMm),
  };
}

/** A record's revisions, newest first. */
export async function listRevisions(db: Db, kind: string, recordId: number): Promise<RecordRevision[]> {
  const rows = await db
    .select()
    .from(recordRevisions)
    .where(and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, recordId)))
    .orderBy(desc(recordRevisions.id));
  return rows.map(toRevision);
}

/** One revision of the record with its content; 404 when the record has no such revision. */
export async function findRevision(db: Db, kind: string, recordId: number, revisionId: number): Promise<RecordRevisionDetail> {
  const [row] = await db
    .select()
    .from(recordRevisions)
    .where(and(eq(recordRevisions.id, revisionId), eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, recordId)))
    .limit(1);
  if (!row) throw notFound();
  return { ...toRevision(row), content: row.content };
}

/** Removes the revisions of records that are gone for good (the bin's purge). */
export async function forgetRevisions(tx: Db, kind: string, recordIds: number[]): Promise<void> {
  if (!recordIds.length) return;
  await tx.delete(recordRevisions).where(and(eq(recordRevisions.kind, kind), inArray(recordRevisions.recordId, recordIds)));
}

/**
 * True for an upload that a kept revision names (the unused-upload purge leaves it): a cover, audio,
 * PDF or photo in a revision of any kind (`upload_ids`; the pictures in a news post's body are never
 * let go, see keepImagesIn). A trimmed revision, or one removed with its purged record, names
 * nothing: what only it named goes at the next purge.
 */
export const namedByRevision = (uploadId: AnyColumn): SQL =>
  sql`exists (select 1 from record_revisions r where r.upload_ids @> array[${uploadId}]::integer[])`;
