import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir, PGLITE_EXTENSIONS, PGLITE_SETTINGS } from '../db/client.js';
import type { FileStore, Visibility } from '../modules/files/store.js';
import { SECRETS_FILE } from '../secrets.js';

const run = promisify(execFile);

/**
 * Backups of the whole site: the database and the files (covers, audio, e-book PDFs). One folder a
 * backup, with a manifest saying what is in it:
 * - PostgreSQL: `pg_dump --format=custom` (consistent while the site runs), restored by
 *   `pg_restore` into an empty database.
 * - PGlite: the data folder itself, copied while no process has it open (the server must be
 *   stopped: the folder's lock refuses otherwise), after a clean open and close.
 * - Files: DATA_DIR/files as a tar archive, or with FILE_STORE=s3 every object of the bucket's
 *   public/ and private/ prefixes, copied through this machine into the same archive (so a backup
 *   restores into either driver). Files are written once and never changed, so a copy while the
 *   site runs is consistent enough: a file written during it is missing, never torn.
 * - Secrets: DATA_DIR/secrets.json when the site made its own (decision 0040). APP_SECRET seals the
 *   staff's two-factor keys and keys the codes' hashes: a database restored without it has staff
 *   who can no longer sign in with their authenticator. A backup is therefore as secret as the site.
 * Restoring into a database or folder that already holds data is refused unless `force` is given
 * (an embedded database and the files are then moved aside, never deleted).
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The driver the files were copied from (the archive is the same for both). */
  files: 'local' | 's3';
  /** Whether DATA_DIR/secrets.json is in it (absent in backups made before it could be). */
  secrets?: boolean;
}

export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The configured file store; absent means the local folder DATA_DIR/files. */
  files?: FileStore;
}

const VISIBILITIES: Visibility[] = ['public', 'private'];

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_TAR = 'database-pglite.tar.gz';
const FILES_TAR = 'files.tar.gz';

async function tool(command: string, args: string[], hint: string): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${command} is not installed: ${hint}`, { cause: error });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${command} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

const pgHint = 'install the PostgreSQL client of the server’s version or newer (Debian: apt-get install postgresql-client)';

/** Writes a backup into a new folder under `outDir` and returns the folder. */
export async function backup(target: BackupTarget, outDir: string, now = new Date()): Promise<string> {
  const folder = path.resolve(outDir, `mahasi-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(folder, { recursive: true });
  if (target.databaseUrl) {
    await tool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, PG_DUMP)}`, target.databaseUrl],
      pgHint,
    );
  } else {
    const dir = path.join(target.dataDir, 'pglite');
    if (!existsSync(dir)) throw new Error(`There is no embedded database in ${dir}.`);
    const unlock = lockDataDir(dir);
    try {
      // A clean open and close: anything left in the write-ahead log is in the data files.
      const pglite = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS, extensions: PGLITE_EXTENSIONS });
      await pglite.close();
      await tool(
        'tar',
        ['--create', '--gzip', `--file=${path.join(folder, PGLITE_TAR)}`, '--exclude=mahasi.lock', `--directory=${dir}`, '.'],
        'tar',
      );
    } finally {
      unlock();
    }
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: target.databaseUrl ? 'postgres' : 'pglite',
    files: await backupFiles(target, folder),
    secrets: await backupSecrets(target.dataDir, folder),
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

/** Restores a backup folder into the configured database and DATA_DIR. */
export async function restore(target: BackupTarget, folder: string, options: { force?: boolean } = {}): Promise<BackupManifest> {
  const manifestFile = path.join(folder, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${folder} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`This backup's format (${String(manifest.format)}) is not one this version reads.`);
  const toPostgres = Boolean(target.databaseUrl);
  if ((manifest.database === 'postgres') !== toPostgres) {
    throw new Error(
      `This backup holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} database; the configuration points at ` +
        `${toPostgres ? 'a PostgreSQL server (DATABASE_URL)' : 'the embedded database (no DATABASE_URL)'}.`,
    );
  }

  if (target.databaseUrl) {
    if (!options.force && !(await postgresIsEmpty(target.databaseUrl))) {
      throw new Error(
        'The database of DATABASE_URL is not empty: restore into a new, empty database (or pass --force to restore over it).',
      );
    }
    await tool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(options.force ? ['--clean', '--if-exists'] : []),
        `--dbname=${target.databaseUrl}`,
        path.join(folder, PG_DUMP),
      ],
      pgHint,
    );
  } else {
    const dir = path.join(target.dataDir, 'pglite');
    await mkdir(target.dataDir, { recursive: true });
    if (await hasEntries(dir)) {
      if (!options.force)
        throw new Error(`${dir} already holds a database: stop the server and pass --force (it is moved aside, not deleted).`);
      const unlock = lockDataDir(dir);
      unlock();
      await rename(dir, `${dir}.before-restore-${Date.now()}`);
    }
    await mkdir(dir, { recursive: true });
    await tool('tar', ['--extract', '--gzip', `--file=${path.join(folder, PGLITE_TAR)}`, `--directory=${dir}`], 'tar');
  }

  await restoreFiles(target, folder, options);
  if (manifest.secrets) await restoreSecrets(target.dataDir, folder);
  return manifest;
}

/** DATA_DIR/secrets.json into the backup, readable by its owner only; false when the site has none (its secrets are variables). */
async function backupSecrets(dataDir: string, folder: string): Promise<boolean> {
  const file = path.join(dataDir, SECRETS_FILE);
  if (!existsSync(file)) return false;
  await writeFile(path.join(folder, SECRETS_FILE), await readFile(file), { mode: 0o600 });
  return true;
}

/**
 * The backup's secrets become the site's: the database restored was sealed with them. Secrets that
 * were there and differ are moved aside, never deleted (the restore got here because the database
 * and files it replaced were empty, or because it was told to replace them).
 */
async function restoreSecrets(dataDir: string, folder: string): Promise<void> {
  const file = path.join(dataDir, SECRETS_FILE);
  const theirs = await readFile(path.join(folder, SECRETS_FILE));
  if (existsSync(file)) {
    if ((await readFile(file)).equals(theirs)) return;
    await rename(file, `${file}.before-restore-${Date.now()}`);
  }
  await writeFile(file, theirs, { mode: 0o600, flag: 'wx' });
}

/** The files into `folder/files.tar.gz`: DATA_DIR/files, or every object of the bucket. */
export async function backupFiles(target: Omit<BackupTarget, 'databaseUrl'>, folder: string): Promise<'local' | 's3'> {
  const bucket = target.files?.driver === 's3' ? target.files : undefined;
  const staging = bucket ? await mkdtemp(path.join(os.tmpdir(), 'mahasi-backup-files-')) : undefined;
  try {
    if (bucket && staging) await copyOut(bucket, staging);
    const files = staging ?? path.join(target.dataDir, 'files');
    await mkdir(files, { recursive: true });
    await tool('tar', ['--create', '--gzip', `--file=${path.join(folder, FILES_TAR)}`, `--directory=${files}`, '.'], 'tar');
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
  return bucket ? 's3' : 'local';
}

/** `folder/files.tar.gz` into the bucket (same names replaced) or into an empty DATA_DIR/files. */
export async function restoreFiles(
  target: Omit<BackupTarget, 'databaseUrl'>,
  folder: string,
  options: { force?: boolean } = {},
): Promise<void> {
  if (target.files?.driver === 's3') {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'mahasi-restore-files-'));
    try {
      await tool('tar', ['--extract', '--gzip', `--file=${path.join(folder, FILES_TAR)}`, `--directory=${staging}`], 'tar');
      await copyIn(target.files, staging);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    return;
  }
  const files = path.join(target.dataDir, 'files');
  if (await hasEntries(files)) {
    if (!options.force) throw new Error(`${files} already holds files: pass --force (they are moved aside, not deleted).`);
    await rename(files, `${files}.before-restore-${Date.now()}`);
  }
  await mkdir(files, { recursive: true });
  await tool('tar', ['--extract', '--gzip', `--file=${path.join(folder, FILES_TAR)}`, `--directory=${files}`], 'tar');
}

async function hasEntries(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

/** No table of ours (nor drizzle's migration table) in the database. */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return Number(rows[0]?.count ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/** Every object of the store into `dir/public/…` and `dir/private/…`, one stream at a time. */
async function copyOut(files: FileStore, dir: string): Promise<void> {
  for (const visibility of VISIBILITIES) {
    for await (const key of files.keys(visibility)) {
      const file = path.join(dir, visibility, key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(await files.open(key, visibility), createWriteStream(file));
    }
  }
}

/** The files of `dir/public` and `dir/private` into the store. */
async function copyIn(files: FileStore, dir: string): Promise<void> {
  for (const visibility of VISIBILITIES) {
    const base = path.join(dir, visibility);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(base, file).split(path.sep).join('/');
      const { size } = await stat(file);
      await files.putStream(key, createReadStream(file), { visibility, contentType: contentTypeOf(key), size });
    }
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
