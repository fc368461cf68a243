import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The saved versions of the console's records (docs/decisions/0032, 0051): one table for
 * every kind, named by `kind` ('events', 'talks', 'ebooks', 'news'…) and `record_id`. No foreign key can
 * name several tables, so a desk removes a record's revisions when it purges the record.
 */
export const recordRevisions = pgTable(
  'record_revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    /** The record's version this save made. */
    version: integer('version').notNull(),
    staffId: integer('staff_id'),
    /** Null for the content a record had before its first save in the console. */
    staffName: text('staff_name'),
    autosave: boolean('autosave').notNull().default(false),
    /** The version whose content this save restored. */
    restoredFrom: integer('restored_from'),
    /** The content as the console edits it: the kind's save payload. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The uploads the content names: kept (not purged as unused) while a revision names them. */
    uploadIds: integer('upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_revisions_record_idx').on(t.kind, t.recordId, t.id),
    index('record_revisions_uploads_idx').using('gin', t.uploadIds),
  ],
);
