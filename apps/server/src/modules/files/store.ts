import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';

export type Visibility = 'public' | 'private';

export interface PutOptions {
  visibility: Visibility;
  contentType: string;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where covers, avatars, audio and e-book PDFs live. Two drivers: the local disk (the default,
 * under DATA_DIR/files, served by /files) and any S3-compatible bucket (s3.ts). Large files go
 * through the streaming calls (`putStream`, `moveIn`, `open`), which never hold a file in memory;
 * `put` and `read` are for files that are small or must be whole anyway (images, a PDF that
 * pdf-lib rewrites).
 */
export interface FileStore {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** Streams a body into the store; `size` when known (S3 sends an unknown length in parts). Returns the bytes stored. */
  putStream(key: string, body: Readable, options: PutOptions & { size?: number }): Promise<number>;
  /** Moves a finished file from this machine's disk into the store (the local driver renames it). Returns its bytes. */
  moveIn(key: string, filePath: string, options: PutOptions): Promise<number>;
  delete(key: string, visibility: Visibility): Promise<void>;
  exists(key: string, visibility: Visibility): Promise<boolean>;
  /** The whole file in memory: only for files that are small or must be whole. */
  read(key: string, visibility: Visibility): Promise<Buffer>;
  /** A stream of the file, or of a range of it. */
  open(key: string, visibility: Visibility, range?: ByteRange): Promise<Readable>;
  size(key: string, visibility: Visibility): Promise<number>;
  /** Every key of one visibility (backups), in no particular order. */
  keys(visibility: Visibility): AsyncIterable<string>;
  /** Where a public file is read from: a /files/ path on this site, or the bucket's (or CDN's) absolute URL. */
  publicUrl(key: string): string;
  /** A URL that serves a private file until it expires, saved as `downloadName` when given. */
  signedUrl(key: string, ttlSeconds: number, downloadName?: string): Promise<string>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe file key: ${key}`);
}

/**
 * A fresh key under a folder by month: `dedicated/2026/11/<32 hex>.pdf`. The name is 128 random
 * bits, never a row's id: a private file's key cannot be guessed, so knowing how links are signed
 * is not enough to reach another buyer's book (decision 0040).
 */
export function newFileKey(folder: string, extension: string, at: Date): string {
  const month = at.toISOString().slice(0, 7).replace('-', '/');
  const name = randomBytes(16).toString('hex');
  return `${folder}/${month}/${name}${extension ? `.${extension}` : ''}`;
}

/** Appends a key to a base address (no double slash, each segment encoded). */
export const joinUrl = (base: string, key: string) => `${base.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;

export interface LocalFileStore extends FileStore {
  readonly driver: 'local';
  root: string;
  pathOf(key: string, visibility: Visibility): string;
  /** Checks a signed URL's expiry and signature. */
  verify(key: string, expires: string, signature: string, downloadName: string | undefined): boolean;
}

export function isLocalStore(files: FileStore): files is LocalFileStore {
  return files.driver === 'local';
}

/**
 * The local-disk driver: DATA_DIR/files/{public,private}/<key>. Public files are served by /files
 * (or a CDN in front of it: `publicBaseUrl`); private ones through HMAC-signed expiring URLs.
 */
export function localFileStore(
  dataDir: string,
  secret: string,
  options: { now?: () => number; publicBaseUrl?: string } = {},
): LocalFileStore {
  const now = options.now ?? Date.now;
  const root = path.join(dataDir, 'files');
  const pathOf = (key: string, visibility: Visibility) => {
    assertSafeKey(key);
    return path.join(root, visibility, key);
  };
  const ready = async (key: string, visibility: Visibility) => {
    const file = pathOf(key, visibility);
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  };
  const sign = (key: string, expires: string, name: string) => hmac(secret, `${key}\n${expires}\n${name}`);
  return {
    driver: 'local',
    root,
    pathOf,
    async put(key, body, { visibility }) {
      await writeFile(await ready(key, visibility), body);
    },
    async putStream(key, body, { visibility }) {
      const file = await ready(key, visibility);
      // Written beside and renamed, so that a reader never sees half a file.
      const partial = `${file}.${randomToken(6).replace(/[^a-z0-9]/gi, 'x')}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await stat(file)).size;
    },
    async moveIn(key, filePath, { visibility }) {
      const file = await ready(key, visibility);
      try {
        await rename(filePath, file);
      } catch (error) {
        // Another disk: copied, then the original removed.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(filePath, file);
        await rm(filePath, { force: true });
      }
      return (await stat(file)).size;
    },
    async delete(key, visibility) {
      await rm(pathOf(key, visibility), { force: true });
    },
    async exists(key, visibility) {
      return stat(pathOf(key, visibility)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    publicUrl(key) {
      assertSafeKey(key);
      return options.publicBaseUrl ? joinUrl(options.publicBaseUrl, key) : `/files/${key}`;
    },
    async signedUrl(key, ttlSeconds, downloadName) {
      assertSafeKey(key);
      const expires = String(Math.floor(now() / 1000) + ttlSeconds);
      const params = new URLSearchParams({ expires, signature: sign(key, expires, downloadName ?? '') });
      if (downloadName) params.set('name', downloadName);
      return `/files/private/${key}?${params.toString()}`;
    },
    verify(key, expires, signature, downloadName) {
      if (!SAFE_KEY.test(key) || key.includes('..')) return false;
      const at = Number(expires);
      if (!Number.isInteger(at) || at < Math.floor(now() / 1000)) return false;
      return safeEqual(sign(key, expires, downloadName ?? ''), signature);
    },
    read(key, visibility) {
      return readFile(pathOf(key, visibility));
    },
    async open(key, visibility, range) {
      const file = pathOf(key, visibility);
      // Fails here (ENOENT), not on the stream's first read, like the S3 driver.
      await stat(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async *keys(visibility) {
      const base = path.join(root, visibility);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isFile()) yield path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
    async size(key, visibility) {
      return (await stat(pathOf(key, visibility))).size;
    },
  };
}
