import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { mp3, pdfBook } from '../../test/media.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { uploads } from './schema.js';

/** The same uploads with FILE_STORE=s3, against a real S3-compatible server started here (s3rver). */
let s3: TestS3;
let t: TestApp;
let origin: string;
let editor: TestStaff;

beforeAll(async () => {
  s3 = await startTestS3('mahasi-uploads');
  t = await createTestApp(s3.env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  editor = await createStaff(t, 'editor');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function send(kind: 'audio' | 'pdf', body: Buffer, filename: string): Promise<string> {
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${editor.token}` };
  const created = await fetch(`${origin}/admin-api/uploads/tus`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(body.length),
      'upload-metadata': `kind ${Buffer.from(kind).toString('base64')},filename ${Buffer.from(filename).toString('base64')}`,
    },
  });
  const url = new URL(created.headers.get('location')!, origin);
  // Two PATCHes, as a client sending in chunks does.
  const half = Math.floor(body.length / 2);
  for (const [offset, part] of [
    [0, body.subarray(0, half)],
    [half, body.subarray(half)],
  ] as const) {
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: part,
    });
    expect(res.status).toBe(204);
  }
  return url.pathname.split('/').at(-1)!;
}

describe('uploads with the files in S3', () => {
  it('puts a talk in the bucket, served from its public address, and /files/ sends there', async () => {
    const talk = mp3(30);
    const res = await staffCall(t, 'POST', '/uploads/audio', editor.token, { tusId: await send('audio', talk, 'talk.mp3') });
    expect(res.statusCode, res.body).toBe(200);
    const audio = res.json().data;
    expect(audio).toMatchObject({ durationSeconds: 30, bitrate: 128000, format: 'mp3' });
    expect(audio.url).toMatch(new RegExp(`^${s3.settings.endpoint}/mahasi-uploads/public/audio/\\d{4}/\\d{2}/[a-z0-9]+\\.mp3$`));
    const file = await fetch(audio.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(talk)).toBe(true);
    const seek = await fetch(audio.url, { headers: { range: 'bytes=0-383' } });
    expect(seek.status).toBe(206);

    const key = new URL(audio.url).pathname.replace('/mahasi-uploads/public/', '');
    const old = await t.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(audio.url);
    expect((await t.app.inject({ method: 'GET', url: `/files/private/${key}` })).statusCode).toBe(404);
  });

  it('keeps a book private in the bucket, opened only through a presigned link', async () => {
    const book = await pdfBook(4);
    const res = await staffCall(t, 'POST', '/uploads/pdf', editor.token, { tusId: await send('pdf', book, 'book.pdf') });
    expect(res.json().data.pageCount).toBe(4);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, res.json().data.uploadId));
    const key = row!.fileKeys[0]!;
    expect(await t.app.ctx.files.exists(key, 'private')).toBe(true);
    expect(await t.app.ctx.files.exists(key, 'public')).toBe(false);
    const link = await t.app.ctx.files.signedUrl(key, 300, 'Book.pdf');
    expect(link).toContain(`/mahasi-uploads/private/${key}?`);
    expect(link).toContain('X-Amz-Signature=');
    const pdf = await fetch(link);
    expect((await PDFDocument.load(await pdf.arrayBuffer())).getPageCount()).toBe(4);
  });
});
