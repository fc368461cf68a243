import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * The data directory's tarball without the files of the other databases (`template0` and
 * `template1`, which no test connects to or copies): 28 MB instead of 44, and each test file's
 * PGlite loads it in about 0.75 s of CPU instead of 1.3 s, most of it unpacking. The archive is plain
 * ustar (512-byte headers, data padded to 512 bytes), as PGlite's `dumpDataDir('none')` writes it.
 * (docs/decisions/0070)
 */
export function onlyDatabase(tar: Buffer, oid: number): Buffer {
  const text = (from: number, to: number, at: number) => tar.toString('latin1', at + from, at + to).replace(/\0.*$/s, '');
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar.subarray(at, at + 512).some((byte) => byte !== 0)) {
    const prefix = text(345, 500, at);
    const name = `${prefix ? `${prefix}/` : ''}${text(0, 100, at)}`;
    const size = parseInt(text(124, 136, at).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const database = /^\/?base\/(\d+)(\/|$)/.exec(name)?.[1];
    if (database === undefined || Number(database) === oid) kept.push(tar.subarray(at, end));
    at = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

/**
 * Migrates once per run: a PGlite data directory dumped to a tarball that every test file loads
 * (0.3 s instead of 3-4 s for a fresh initdb), or a PostgreSQL template database that every test
 * file clones.
 */
export default async function setup(project: TestProject) {
  // The project's `test.env` reaches the test workers, not this process: read it from the project
  // (process.env.TEST_DB here was always unset, and the PostgreSQL project ran on PGlite).
  const kind = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDb', kind);
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-test-'));
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ dataDir: dir, pglite });
    await database.migrate();
    const { rows } = await pglite.query<{ oid: number }>('select oid from pg_database where datname = current_database()');
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, onlyDatabase(Buffer.from(await dump.arrayBuffer()), rows[0]!.oid));
    await pglite.close();
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return async () => rm(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const template = `mahasi_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: os.tmpdir() });
  await database.migrate();
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
