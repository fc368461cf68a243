import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, PGLITE_EXTENSIONS, rowsOf, type Db } from './client.js';

/** A database migrated up to (and without) a migration, with data written the way that schema kept it, then migrated on. */

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations up to and without `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mahasi-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

interface Migrating {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the run's kind (PGlite, or a new PostgreSQL database). */
async function emptyDatabase(): Promise<Migrating> {
  if (inject('testDb') === 'postgres') {
    const name = `mahasi_test_migrations_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // As the app's pool (db/client.ts): a connection that dies while idle or closing is dropped, not an unhandled error.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      async close() {
        await pool.end();
        // Without force: PostgreSQL waits for the pool's sessions, still closing, to end. Forced, it terminated one
        // whose client then reported it as an error after the test.
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(pglite);
  return { db: db as unknown as Db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => pglite.close() };
}

describe('0016 news on the record engine', () => {
  let database: Migrating;
  let before: { folder: string; remove: () => Promise<void> };
  beforeAll(async () => {
    database = await emptyDatabase();
    before = await migrationsBefore('0016_news_on_record_engine');
  });
  afterAll(async () => {
    await database.close();
    await before.remove();
  });

  it('keeps every revision a post kept, in its order, with the cover it names kept from the purge', async () => {
    const { db } = database;
    await database.migrate(before.folder);
    const [post] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into posts (title, author, body, excerpt, language, title_en, body_en, version)
        values ('Vesak', 'U Pandita', '<p>Vesak</p>', 'Vesak', 'en', 'Vesak', '<p>Vesak</p>', 2) returning id`),
    );
    const first = { titleEn: 'Vesak', titleMm: '', bodyEn: '<p>Vesak</p>', author: 'U Pandita', coverUploadId: null, image: null };
    const second = {
      ...first,
      titleEn: 'Vesak day',
      coverUploadId: 41,
      image: { width: 800, height: 600, variants: [{ key: 'images/41-800.webp', width: 800 }] },
    };
    await db.execute(sql`insert into post_revisions (post_id, version, staff_id, staff_name, autosave, content, created_at) values
      (${post!.id}, 1, null, 'Ma Editor', false, ${JSON.stringify(first)}::jsonb, '2026-05-01T03:00:00Z'),
      (${post!.id}, 2, null, 'Ma Editor', true, ${JSON.stringify(second)}::jsonb, '2026-05-01T03:05:00Z')`);

    await database.migrate(migrationsFolder);

    const kept = rowsOf<{
      kind: string;
      record_id: number;
      version: number;
      staff_name: string;
      autosave: boolean;
      restored_from: number | null;
      content: unknown;
      upload_ids: number[];
      created_at: Date | string;
    }>(
      await db.execute(
        sql`select kind, record_id, version, staff_name, autosave, restored_from, content, upload_ids, created_at from record_revisions order by id`,
      ),
    );
    expect(kept.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))).toEqual([
      {
        kind: 'news',
        record_id: post!.id,
        version: 1,
        staff_name: 'Ma Editor',
        autosave: false,
        restored_from: null,
        content: first,
        upload_ids: [],
        created_at: '2026-05-01T03:00:00.000Z',
      },
      {
        kind: 'news',
        record_id: post!.id,
        version: 2,
        staff_name: 'Ma Editor',
        autosave: true,
        restored_from: null,
        content: second,
        upload_ids: [41],
        created_at: '2026-05-01T03:05:00.000Z',
      },
    ]);
    const [gone] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('public.post_revisions')::text as name`));
    expect(gone!.name).toBeNull();
  });
});
