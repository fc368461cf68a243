import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { DatabaseInUseError } from '../db/client.js';
import { newsFactory } from '../modules/news/test-factories.js';
import { createStaff, staffSignIn, type TestStaff } from '../modules/staff/test-factories.js';
import type { TestApp } from '../test/app.js';
import { backup, backupFiles, restore, restoreFiles } from './backup.js';
import { s3FileStore } from '../modules/files/s3.js';
import { localFileStore, type FileStore } from '../modules/files/store.js';
import { startTestS3 } from '../test/s3.js';

/**
 * Issue 18: a backup restored into an empty database and folder gives a working site: the post
 * written before the backup is served by a server started on the restored copy, with its file,
 * and its staff sign in with the authenticator they set up (the secrets of DATA_DIR/secrets.json
 * travel with the backup, decision 0040).
 */

const cover = Buffer.from('a cover image, byte for byte');

async function tempFolders(): Promise<[string, string, string]> {
  const make = (name: string) => mkdtemp(path.join(os.tmpdir(), `mahasi-backup-${name}-`));
  return [await make('src'), await make('dst'), await make('out')];
}

/** A site as it runs (not a test's): its secrets made on the first start and kept in DATA_DIR. */
const siteConfig = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...env });

/** A server on the given database and folder: what it serves of the post and the file, and whether the admin signs in. */
async function served(env: Record<string, string>, site: WrittenSite) {
  const app = await buildApp({ config: siteConfig(env), logger: false, scheduler: false });
  try {
    const post = await app.inject({ method: 'GET', url: `/rest-api/post/getDataById/${site.postId}` });
    const file = await app.inject({ method: 'GET', url: '/files/news/backup-cover.webp' });
    const { email, password, secret } = site.admin;
    // The next step's code: the one signed in with before the backup may not be used twice.
    const signedIn = await staffSignIn({ app } as unknown as TestApp, email, password, secret, 1).then(
      () => true,
      () => false,
    );
    return {
      status: post.statusCode,
      title: (post.json() as { data?: { title: string } }).data?.title,
      file: file.rawPayload,
      signedIn,
    };
  } finally {
    await app.close();
  }
}

interface WrittenSite {
  postId: number;
  /** An admin with two-factor on: the key their authenticator has is sealed with APP_SECRET. */
  admin: TestStaff;
}

/** A server's context written like a test app, for the news and staff factories. */
async function writeSite(env: Record<string, string>): Promise<WrittenSite> {
  const app = await buildApp({ config: siteConfig(env), logger: false, scheduler: false });
  try {
    const t = { app, database: app.ctx.database } as unknown as TestApp;
    const postId = await newsFactory(t).post({ title: 'Written before the backup' });
    await app.ctx.files.put('news/backup-cover.webp', cover, { visibility: 'public', contentType: 'image/webp' });
    const admin = await createStaff(t, 'admin');
    return { postId, admin };
  } finally {
    await app.close();
  }
}

const written = { status: 200, title: 'Written before the backup', file: cover, signedIn: true };

async function embeddedBackup(): Promise<void> {
  {
    const [source, target, out] = await tempFolders();
    try {
      const site = await writeSite({ DATA_DIR: source });

      // While a server has it open (another running process: this runner's parent stands in).
      const lock = path.join(source, 'pglite', 'mahasi.lock');
      await writeFile(lock, String(process.ppid));
      await expect(backup({ databaseUrl: undefined, dataDir: source }, out)).rejects.toBeInstanceOf(DatabaseInUseError);
      await rm(lock);

      const folder = await backup({ databaseUrl: undefined, dataDir: source }, out);
      expect((await readdir(folder)).sort()).toEqual(['database-pglite.tar.gz', 'files.tar.gz', 'manifest.json', 'secrets.json']);
      expect((await stat(path.join(folder, 'secrets.json'))).mode & 0o777).toBe(0o600);
      // `npm run restore` loads the configuration first, which makes the new folder secrets of its own.
      const made = siteConfig({ DATA_DIR: target }).appSecret;
      await restore({ databaseUrl: undefined, dataDir: target }, folder);
      expect(await served({ DATA_DIR: target }, site)).toEqual(written);
      expect(await readFile(path.join(target, 'secrets.json'), 'utf8')).toBe(await readFile(path.join(source, 'secrets.json'), 'utf8'));
      expect((await stat(path.join(target, 'secrets.json'))).mode & 0o777).toBe(0o600);
      // The secrets it replaced are kept aside, never deleted.
      const aside = (await readdir(target)).filter((name) => name.startsWith('secrets.json.before-restore-'));
      expect(aside).toHaveLength(1);
      expect(JSON.parse(await readFile(path.join(target, aside[0]!), 'utf8')).APP_SECRET).toBe(made);

      // Over a database that is there: only when told, and what was there is kept aside.
      await expect(restore({ databaseUrl: undefined, dataDir: target }, folder)).rejects.toThrow(/already holds a database.*--force/);
      await restore({ databaseUrl: undefined, dataDir: target }, folder, { force: true });
      expect((await readdir(target)).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    } finally {
      await Promise.all([source, target, out].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }
}

async function postgresBackup(): Promise<void> {
  {
    const base = new URL(process.env.DATABASE_URL!);
    const names = ['src', 'dst'].map((part) => `mahasi_backup_${part}_${process.pid}`);
    const [sourceUrl, targetUrl] = names.map((name) => Object.assign(new URL(base), { pathname: `/${name}` }).toString()) as [
      string,
      string,
    ];
    const [source, target, out] = await tempFolders();
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    try {
      for (const name of names) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`create database ${name}`);
      }
      const site = await writeSite({ DATABASE_URL: sourceUrl!, DATA_DIR: source });

      const folder = await backup({ databaseUrl: sourceUrl, dataDir: source }, out);
      expect((await readdir(folder)).sort()).toEqual(['database.pgdump', 'files.tar.gz', 'manifest.json', 'secrets.json']);
      await restore({ databaseUrl: targetUrl, dataDir: target }, folder);
      expect(await served({ DATABASE_URL: targetUrl!, DATA_DIR: target }, site)).toEqual(written);

      await expect(restore({ databaseUrl: targetUrl, dataDir: target }, folder)).rejects.toThrow(/not empty/);
      // A backup of the other kind is not restored into this one.
      await expect(restore({ databaseUrl: undefined, dataDir: target }, folder)).rejects.toThrow(/holds a PostgreSQL database/);
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await Promise.all([source, target, out].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }
}

describe('a backup', () => {
  // PGlite's: refused while the server has the database open (stop it first), copied as a folder.
  // PostgreSQL's: pg_dump while the site runs, restored into a new empty database.
  it('restores into an empty database and folder as a working site, and never over data unless told', async () => {
    if (inject('testDb') === 'postgres') await postgresBackup();
    else await embeddedBackup();
  }, 180_000);
});

describe('the files of a backup', () => {
  it('are every object of an S3 bucket, and go back into another bucket or into a local folder', async () => {
    const s3 = await startTestS3('mahasi-backup-source');
    const [folder, local] = [
      await mkdtemp(path.join(os.tmpdir(), 'mahasi-files-out-')),
      await mkdtemp(path.join(os.tmpdir(), 'mahasi-files-local-')),
    ];
    const source = s3FileStore(s3.settings);
    const other = s3FileStore({ ...s3.settings, bucket: 'mahasi-backup-target' });
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    await new S3Client({
      region: s3.settings.region,
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: 'mahasi-backup-target' }));
    const contents = {
      'covers/2026/hall-480.webp': { visibility: 'public' as const, body: Buffer.from('a cover') },
      'talks/metta.mp3': { visibility: 'public' as const, body: Buffer.from('a talk') },
      'ebooks/sutta.pdf': { visibility: 'private' as const, body: Buffer.from('%PDF a book') },
    };
    const listed = async (files: FileStore) => {
      const out: Record<string, string> = {};
      for (const visibility of ['public', 'private'] as const) {
        for await (const key of files.keys(visibility)) out[`${visibility}:${key}`] = (await files.read(key, visibility)).toString();
      }
      return out;
    };
    try {
      for (const [key, { visibility, body }] of Object.entries(contents))
        await source.put(key, body, { visibility, contentType: 'application/octet-stream' });
      const expected = await listed(source);
      expect(Object.keys(expected)).toHaveLength(3);
      expect(await backupFiles({ dataDir: local, files: source }, folder)).toBe('s3');

      await restoreFiles({ dataDir: local, files: other }, folder);
      expect(await listed(other)).toEqual(expected);
      await restoreFiles({ dataDir: local }, folder);
      expect(await listed(localFileStore(local, 'a-secret-of-some-length'))).toEqual(expected);
    } finally {
      await s3.close();
      await rm(folder, { recursive: true, force: true });
      await rm(local, { recursive: true, force: true });
    }
  });
});
