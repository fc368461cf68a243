import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { hmac, safeEqual } from '../../lib/crypto.js';

export type Visibility = 'public' | 'private';

/**
 * Where covers, avatars, audio and e-book PDFs live. The local-disk driver keeps them under
 * DATA_DIR/files; an S3-compatible driver implements the same interface with presigned URLs.
 */
export interface FileStore {
  put(key: string, body: Buffer, options: { visibility: Visibility; contentType: string }): Promise<void>;
  delete(key: string, visibility: Visibility): Promise<void>;
  exists(key: string, visibility: Visibility): Promise<boolean>;
  read(key: string, visibility: Visibility): Promise<Buffer>;
  /** A URL path that serves a public file (relative to the site address). */
  publicUrl(key: string): string;
  /** A URL that serves a private file until it expires. */
  signedUrl(key: string, ttlSeconds: number, downloadName?: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe file key: ${key}`);
}

export interface LocalFileStore extends FileStore {
  root: string;
  pathOf(key: string, visibility: Visibility): string;
  /** Checks a signed URL's expiry and signature; returns the key when valid. */
  verify(key: string, expires: string, signature: string, downloadName: string | undefined): boolean;
  open(key: string, visibility: Visibility): Readable;
  size(key: string, visibility: Visibility): Promise<number>;
}

export function localFileStore(dataDir: string, secret: string, now: () => number = Date.now): LocalFileStore {
  const root = path.join(dataDir, 'files');
  const pathOf = (key: string, visibility: Visibility) => {
    assertSafeKey(key);
    return path.join(root, visibility, key);
  };
  const sign = (key: string, expires: string, name: string) => hmac(secret, `${key}\n${expires}\n${name}`);
  return {
    root,
    pathOf,
    async put(key, body, { visibility }) {
      const file = pathOf(key, visibility);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
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
      return `/files/${key}`;
    },
    signedUrl(key, ttlSeconds, downloadName) {
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
    open(key, visibility) {
      return createReadStream(pathOf(key, visibility));
    },
    async size(key, visibility) {
      return (await stat(pathOf(key, visibility))).size;
    },
  };
}
