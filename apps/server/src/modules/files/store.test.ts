import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { defaultPublicBaseUrl, S3_PART_BYTES, s3FileStore } from './s3.js';
import { localFileStore, type FileStore, type LocalFileStore } from './store.js';

/**
 * The driver suite: the same behaviour asked of the local disk and of a real S3-compatible
 * server (s3rver, started here on a free port).
 */
let dir: string;
let s3: TestS3;
const drivers: Record<'local' | 's3', FileStore> = {} as never;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-files-'));
  s3 = await startTestS3();
  drivers.local = localFileStore(dir, 'a test secret of some length');
  drivers.s3 = s3FileStore(s3.settings);
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/** `total` bytes in 64 KiB chunks of a repeating pattern, made as they are read (never whole in memory). */
function patterned(total: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(size);
      for (let i = 0; i < size; i++) chunk[i] = (sent + i) % 251;
      sent += size;
      this.push(chunk);
    },
  });
}

describe.each(['local', 's3'] as const)('the %s file store', (name) => {
  const files = () => drivers[name];

  it('keeps a file, tells its size, reads it back and deletes it', async () => {
    const body = Buffer.from('%PDF-1.4 a small book');
    await files().put('ebooks/small.pdf', body, { visibility: 'private', contentType: 'application/pdf' });
    expect(await files().exists('ebooks/small.pdf', 'private')).toBe(true);
    expect(await files().size('ebooks/small.pdf', 'private')).toBe(body.length);
    expect(await files().read('ebooks/small.pdf', 'private')).toEqual(body);
    await files().delete('ebooks/small.pdf', 'private');
    expect(await files().exists('ebooks/small.pdf', 'private')).toBe(false);
    // Deleting what is not there is not an error (a purge may run twice).
    await files().delete('ebooks/small.pdf', 'private');
  });

  it('keeps public and private files apart', async () => {
    await files().put('covers/a.webp', Buffer.from('public one'), { visibility: 'public', contentType: 'image/webp' });
    expect(await files().exists('covers/a.webp', 'private')).toBe(false);
    await expect(files().read('covers/a.webp', 'private')).rejects.toThrow();
  });

  it('lists the keys of each visibility, nested folders included (backups read them)', async () => {
    await files().put('listed/a/one.webp', Buffer.from('1'), { visibility: 'public', contentType: 'image/webp' });
    await files().put('listed/two.webp', Buffer.from('2'), { visibility: 'public', contentType: 'image/webp' });
    await files().put('listed/three.pdf', Buffer.from('3'), { visibility: 'private', contentType: 'application/pdf' });
    const keys = async (visibility: 'public' | 'private') => {
      const found: string[] = [];
      for await (const key of files().keys(visibility)) if (key.startsWith('listed/')) found.push(key);
      return found.sort();
    };
    expect(await keys('public')).toEqual(['listed/a/one.webp', 'listed/two.webp']);
    expect(await keys('private')).toEqual(['listed/three.pdf']);
  });

  it('streams in a body of unknown length larger than one upload part, and streams it out whole or by range', async () => {
    const total = 2 * S3_PART_BYTES + 12_345;
    const stored = await files().putStream('audio/long.mp3', patterned(total), { visibility: 'public', contentType: 'audio/mpeg' });
    expect(stored).toBe(total);
    expect(await files().size('audio/long.mp3', 'public')).toBe(total);
    expect(await sha256Of(await files().open('audio/long.mp3', 'public'))).toBe(await sha256Of(patterned(total)));

    const start = S3_PART_BYTES - 10;
    const range = await bytesOf(await files().open('audio/long.mp3', 'public', { start, end: start + 19 }));
    expect([...range]).toEqual(Array.from({ length: 20 }, (_, i) => (start + i) % 251));
    const tail = await bytesOf(await files().open('audio/long.mp3', 'public', { start: total - 5 }));
    expect(tail).toHaveLength(5);
  });

  it('streams in a body of known length', async () => {
    const stored = await files().putStream('audio/known.mp3', patterned(100_000), {
      visibility: 'public',
      contentType: 'audio/mpeg',
      size: 100_000,
    });
    expect(stored).toBe(100_000);
    expect(await files().size('audio/known.mp3', 'public')).toBe(100_000);
  });

  it('moves a finished file in from the disk, leaving nothing behind', async () => {
    const source = path.join(dir, `finished-${name}.bin`);
    await writeFile(source, Buffer.alloc(300_000, 7));
    expect(await files().moveIn('audio/moved.mp3', source, { visibility: 'public', contentType: 'audio/mpeg' })).toBe(300_000);
    expect(existsSync(source)).toBe(false);
    expect(await files().read('audio/moved.mp3', 'public')).toEqual(Buffer.alloc(300_000, 7));
  });

  it('fails to open a file that is not there', async () => {
    await expect(files().open('audio/missing.mp3', 'public')).rejects.toThrow();
    expect(await files().exists('audio/missing.mp3', 'public')).toBe(false);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b']) {
      await expect(files().put(key, Buffer.from('x'), { visibility: 'public', contentType: 'text/plain' })).rejects.toThrow(/Unsafe/);
    }
  });

  it('gives a signed link to a private file that opens it, for the time asked', async () => {
    await files().put('ebooks/book.pdf', Buffer.from('%PDF-1.4 the book'), { visibility: 'private', contentType: 'application/pdf' });
    const url = await files().signedUrl('ebooks/book.pdf', 300, 'The Book.pdf');
    if (name === 's3') {
      const link = new URL(url);
      expect(link.pathname).toBe(`/${s3.settings.bucket}/private/ebooks/book.pdf`);
      expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('%PDF-1.4 the book');
      expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''The%20Book.pdf");
    } else {
      const link = new URL(url, 'http://site');
      const store = files() as LocalFileStore;
      const [expires, signature] = [link.searchParams.get('expires')!, link.searchParams.get('signature')!];
      expect(Number(expires) - Date.now() / 1000).toBeGreaterThan(295);
      expect(store.verify('ebooks/book.pdf', expires, signature, 'The Book.pdf')).toBe(true);
      expect(store.verify('ebooks/other.pdf', expires, signature, 'The Book.pdf')).toBe(false);
      expect(store.verify('ebooks/book.pdf', String(Number(expires) + 1), signature, 'The Book.pdf')).toBe(false);
    }
  });

  it('gives public files an address that serves them', async () => {
    await files().put('covers/b.webp', Buffer.from('cover bytes'), { visibility: 'public', contentType: 'image/webp' });
    const url = files().publicUrl('covers/b.webp');
    if (name === 's3') {
      expect(url).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}/public/covers/b.webp`);
      const res = await fetch(url);
      expect(await res.text()).toBe('cover bytes');
      expect(res.headers.get('content-type')).toBe('image/webp');
    } else {
      expect(url).toBe('/files/covers/b.webp');
    }
  });
});

describe('public addresses', () => {
  it('use the configured CDN or public address when there is one, for either driver', () => {
    expect(localFileStore(dir, 'a test secret of some length', { publicBaseUrl: 'https://cdn.example.org/' }).publicUrl('a/b.webp')).toBe(
      'https://cdn.example.org/a/b.webp',
    );
    expect(s3FileStore({ ...s3.settings, publicBaseUrl: 'https://media.example.org/public' }).publicUrl('covers/x.webp')).toBe(
      'https://media.example.org/public/covers/x.webp',
    );
  });

  it("default to the bucket's own address: path style, virtual host, or AWS", () => {
    const bucket = 'mahasi-files';
    expect(defaultPublicBaseUrl({ endpoint: 'http://minio:9000', bucket, region: 'x', forcePathStyle: true })).toBe(
      'http://minio:9000/mahasi-files/public',
    );
    expect(defaultPublicBaseUrl({ endpoint: 'https://r2.example.com', bucket, region: 'auto', forcePathStyle: false })).toBe(
      'https://mahasi-files.r2.example.com/public',
    );
    expect(defaultPublicBaseUrl({ endpoint: undefined, bucket, region: 'ap-southeast-1', forcePathStyle: false })).toBe(
      'https://mahasi-files.s3.ap-southeast-1.amazonaws.com/public',
    );
  });
});
