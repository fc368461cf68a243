import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDedicationPage } from '../../lib/pdf/dedication.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { encryptedPdf, mp3, pdfBook, wav } from '../../test/media.js';
import { createStaffTeam, createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { uploads } from './schema.js';

let t: TestApp;
let origin: string;
let author: TestStaff, editor: TestStaff, store: TestStaff, care: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [author, editor, store, care] = await createStaffTeam(t, ['author', 'editor', 'store', 'care']);
});
afterAll(() => t.close());

// The tus protocol (1.0.0) spoken by hand, as tus-js-client speaks it.
const TUS = '/admin-api/uploads/tus';
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

function create(token: string | undefined, kind: string, size: number | 'deferred', filename = 'talk.mp3') {
  return fetch(`${origin}${TUS}`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      ...(size === 'deferred' ? { 'upload-defer-length': '1' } : { 'upload-length': String(size) }),
      'upload-metadata': metadata({ kind, filename }),
      ...auth(token),
    },
  });
}

async function start(token: string, kind: string, size: number, filename?: string): Promise<string> {
  const res = await create(token, kind, size, filename);
  expect(res.status, await res.clone().text()).toBe(201);
  return new URL(res.headers.get('location')!, origin).toString();
}

const patch = (token: string | undefined, url: string, offset: number, body: Buffer) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...auth(token),
    },
    body,
  });

const head = (token: string | undefined, url: string) =>
  fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...auth(token) } });

/** A whole file sent in one PATCH; its tus id. */
async function send(by: TestStaff, kind: 'audio' | 'pdf', body: Buffer, filename = 'talk.mp3'): Promise<string> {
  const url = await start(by.token, kind, body.length, filename);
  const res = await patch(by.token, url, 0, body);
  expect(res.status).toBe(204);
  return url.split('/').at(-1)!;
}

const finish = (by: TestStaff, kind: 'audio' | 'pdf', tusId: string) => staffCall(t, 'POST', `/uploads/${kind}`, by.token, { tusId });

/** A PATCH whose connection drops after `sent` bytes of `body`. */
function droppedPatch(token: string, url: string, body: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
        ...auth(token),
      },
    });
    request.on('error', () => resolve());
    request.write(body.subarray(0, sent), () => {
      // Long enough for the bytes to reach the server's disk, then the line goes dead.
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300);
    });
  });
}

const partialFiles = () => readdir(path.join(t.dataDir, 'partial-uploads')).catch(() => [] as string[]);
/** Whether anything of this transfer is left on the disk. */
const leftOf = async (tusId: string) => (await partialFiles()).filter((name) => name.startsWith(tusId));
const rowsOf = async (tusId: string) => t.database.db.select().from(uploads).where(eq(uploads.tusId, tusId));

describe('a talk sent with tus', () => {
  it('arrives in pieces, resumes after a dropped connection, and is read as audio: duration, bitrate and format', async () => {
    const talk = mp3(60);
    const url = await start(author.token, 'audio', talk.length, 'Vipassana talk.mp3');
    await droppedPatch(author.token, url, talk, 400_000);

    // The server kept what arrived: the offset to resume from (polled until the dropped request is done with).
    let offset = -1;
    for (let tries = 0; tries < 50; tries++) {
      const res = await head(author.token, url);
      const now = Number(res.headers.get('upload-offset'));
      if (now === offset && now > 0) break;
      offset = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(400_000);

    const rest = await patch(author.token, url, offset, talk.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(talk.length);

    const tusId = url.split('/').at(-1)!;
    const res = await finish(author, 'audio', tusId);
    expect(res.statusCode, res.body).toBe(200);
    const audio = res.json().data;
    expect(audio).toMatchObject({
      bytes: talk.length,
      contentType: 'audio/mpeg',
      format: 'mp3',
      durationSeconds: 60,
      bitrate: 128000,
      originalName: 'Vipassana talk.mp3',
    });
    expect(audio.url).toMatch(/^\/files\/audio\/\d{4}\/\d{2}\/[a-z0-9]+\.mp3$/);

    // Served as it was sent, with seeking (range requests).
    const file = await t.app.inject({ method: 'GET', url: audio.url });
    expect(file.rawPayload.equals(talk)).toBe(true);
    const seek = await t.app.inject({ method: 'GET', url: audio.url, headers: { range: `bytes=384-767` } });
    expect(seek.statusCode).toBe(206);
    expect(seek.rawPayload.equals(talk.subarray(384, 768))).toBe(true);

    const [row] = await rowsOf(tusId);
    expect(row).toMatchObject({ id: audio.uploadId, kind: 'audio', byteSize: talk.length, staffId: author.id, attachedAt: null });
    expect(row!.meta).toMatchObject({ format: 'mp3', durationSeconds: 60, bitrate: 128000, sampleRate: 48000, channels: 1 });
    // Nothing of the transfer is left, and it cannot be resumed or finished into a second upload.
    expect(await leftOf(tusId)).toEqual([]);
    expect((await head(author.token, url)).status).toBe(404);
    const again = await finish(author, 'audio', tusId);
    expect(again.json().data.uploadId).toBe(audio.uploadId);
    expect(await rowsOf(tusId)).toHaveLength(1);
  });

  it('reads a WAV file as audio too', async () => {
    const res = await finish(editor, 'audio', await send(editor, 'audio', wav(3), 'chant.wav'));
    expect(res.json().data).toMatchObject({ format: 'wav', contentType: 'audio/wav', durationSeconds: 3, bitrate: 128000 });
    expect(res.json().data.url).toMatch(/\.wav$/);
  });

  it('refuses a file that is not audio, whatever its name says, and keeps nothing', async () => {
    for (const body of [Buffer.from('Not a talk, only words. '.repeat(2000)), await pdfBook(1)]) {
      const tusId = await send(author, 'audio', body, 'talk.mp3');
      const res = await finish(author, 'audio', tusId);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        expect.objectContaining({
          field: 'file',
          message: 'File must be an audio file (MP3, M4A, Ogg, Opus, FLAC, WAV or WebM) that plays',
        }),
      ]);
      expect(await rowsOf(tusId)).toEqual([]);
      expect(await leftOf(tusId)).toEqual([]);
    }
    const audioFiles = await readdir(path.join(t.dataDir, 'files/public/audio'), { recursive: true }).catch(() => []);
    const kept = (await t.database.db.select().from(uploads).where(eq(uploads.kind, 'audio'))).length;
    expect(audioFiles.filter((name) => /\.\w+$/.test(name))).toHaveLength(kept);
  });

  it('refuses a file over 1 GB, and one of unknown size, before a byte is sent', async () => {
    const big = await create(author.token, 'audio', 1024 ** 3 + 1);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ respCode: '0413', errors: [{ field: 'file', message: 'File must be at most 1 GB' }] });
    expect((await create(author.token, 'audio', 1024 ** 3)).status).toBe(201);

    const deferred = await create(author.token, 'audio', 'deferred');
    expect(deferred.status).toBe(422);
    expect(((await deferred.json()) as { errors: object[] }).errors[0]).toMatchObject({
      field: 'file',
      message: 'File must have a known size',
    });
    const unknownKind = await create(author.token, 'video', 100);
    expect(unknownKind.status).toBe(422);
    expect(((await unknownKind.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('kind');
  });

  it('will not finish a transfer that has not arrived whole, nor one that does not exist', async () => {
    const talk = mp3(5);
    const url = await start(author.token, 'audio', talk.length);
    await patch(author.token, url, 0, talk.subarray(0, 1000));
    const res = await finish(author, 'audio', url.split('/').at(-1)!);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'tusId', message: 'Upload is not finished: send the rest of the file first' });
    const none = await finish(author, 'audio', 'f'.repeat(32));
    expect(none.json().errors[0]).toMatchObject({ field: 'tusId', message: 'Upload is not an upload of this server' });
    expect((await finish(author, 'audio', '../../etc/passwd')).statusCode).toBe(422);
  });
});

describe('who may upload', () => {
  it('answers 401 without a staff session, and to a member token', async () => {
    const member = await createMember(t);
    expect((await create(undefined, 'audio', 100)).status).toBe(401);
    const asMember = await create(member.token, 'audio', 100);
    expect(asMember.status).toBe(401);
    expect(((await asMember.json()) as { respCode: string }).respCode).toBe('0401');
    expect((await staffCall(t, 'POST', '/uploads/audio', member.token, { tusId: 'a'.repeat(32) })).statusCode).toBe(401);
  });

  it('lets authors, editors and admins send audio, editors, admins and the store send PDFs, and nobody else', async () => {
    const admin = await createStaff(t, 'admin');
    for (const staff of [author, editor, admin]) expect((await create(staff.token, 'audio', 100)).status, staff.role).toBe(201);
    for (const staff of [editor, admin, store]) expect((await create(staff.token, 'pdf', 100, 'b.pdf')).status, staff.role).toBe(201);
    expect((await create(store.token, 'audio', 100)).status).toBe(403);
    expect((await create(author.token, 'pdf', 100, 'b.pdf')).status).toBe(403);
    const asCare = await create(care.token, 'audio', 100);
    expect(asCare.status).toBe(403);
    expect(((await asCare.json()) as { respCode: string }).respCode).toBe('0403');
    expect((await staffCall(t, 'POST', '/uploads/audio', store.token, { tusId: 'a'.repeat(32) })).statusCode).toBe(403);
    expect((await staffCall(t, 'POST', '/uploads/pdf', author.token, { tusId: 'a'.repeat(32) })).statusCode).toBe(403);
  });

  it("keeps one person's transfer from everyone else", async () => {
    const talk = mp3(2);
    const url = await start(author.token, 'audio', talk.length);
    expect((await head(editor.token, url)).status).toBe(404);
    expect((await patch(editor.token, url, 0, talk)).status).toBe(404);
    expect((await fetch(url, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', ...auth(editor.token) } })).status).toBe(404);
    await patch(author.token, url, 0, talk);
    const tusId = url.split('/').at(-1)!;
    expect((await finish(editor, 'audio', tusId)).json().errors[0].field).toBe('tusId');
    expect((await finish(author, 'audio', tusId)).statusCode).toBe(200);
    // Finished, it is still only the author's.
    expect((await finish(editor, 'audio', tusId)).statusCode).toBe(422);
  });

  it('lets the sender cancel a transfer, leaving nothing', async () => {
    const url = await start(author.token, 'audio', 1000);
    const id = url.split('/').at(-1)!;
    expect((await partialFiles()).some((name) => name.startsWith(id))).toBe(true);
    expect((await fetch(url, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', ...auth(author.token) } })).status).toBe(204);
    expect((await partialFiles()).some((name) => name.startsWith(id))).toBe(false);
  });
});

describe('cleaning up', () => {
  it('removes transfers nobody has written to for a day, finished or not, and keeps the others', async () => {
    const talk = mp3(3);
    const stale = await start(author.token, 'audio', talk.length);
    await patch(author.token, stale, 0, talk.subarray(0, 5000));
    const staleDone = await send(author, 'audio', talk);
    const fresh = await start(author.token, 'audio', talk.length);
    await patch(author.token, fresh, 0, talk.subarray(0, 5000));

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const id of [stale.split('/').at(-1)!, staleDone]) {
      for (const file of [id, `${id}.json`]) await utimes(path.join(t.dataDir, 'partial-uploads', file), dayAgo, dayAgo);
    }
    await writeFile(path.join(t.dataDir, 'partial-uploads', 'stray'), 'left by a crash');
    await utimes(path.join(t.dataDir, 'partial-uploads', 'stray'), dayAgo, dayAgo);

    const ran = await t.app.ctx.jobs.runJob('uploads.purgePartial');
    expect(ran.result).toBe(3);
    expect((await head(author.token, stale)).status).toBe(404);
    expect((await finish(author, 'audio', staleDone)).statusCode).toBe(422);
    expect(Number((await head(author.token, fresh)).headers.get('upload-offset'))).toBe(5000);
  });

  it('removes an uploaded talk and an uploaded book that no record uses a day later, with their files', async () => {
    const audio = (await finish(editor, 'audio', await send(editor, 'audio', mp3(2)))).json().data;
    const pdf = (await finish(editor, 'pdf', await send(editor, 'pdf', await pdfBook(2), 'book.pdf'))).json().data;
    const [audioRow] = await t.database.db.select().from(uploads).where(eq(uploads.id, audio.uploadId));
    const [pdfRow] = await t.database.db.select().from(uploads).where(eq(uploads.id, pdf.uploadId));
    expect(await t.app.ctx.files.exists(audioRow!.fileKeys[0]!, 'public')).toBe(true);
    expect(await t.app.ctx.files.exists(pdfRow!.fileKeys[0]!, 'private')).toBe(true);
    await t.database.db.update(uploads).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) });
    await t.app.ctx.jobs.runJob('uploads.purgeUnattached');
    expect(await t.app.ctx.files.exists(audioRow!.fileKeys[0]!, 'public')).toBe(false);
    expect(await t.app.ctx.files.exists(pdfRow!.fileKeys[0]!, 'private')).toBe(false);
  });
});

describe('an e-book PDF sent with tus', () => {
  it('is opened to count its pages and kept private', async () => {
    const book = await pdfBook(7);
    const tusId = await send(store, 'pdf', book, 'Manual of Insight.pdf');
    const res = await finish(store, 'pdf', tusId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bytes: book.length, pageCount: 7, originalName: 'Manual of Insight.pdf' });
    const [row] = await rowsOf(tusId);
    expect(row).toMatchObject({ kind: 'pdf', meta: { pageCount: 7 } });
    const key = row!.fileKeys[0]!;
    expect(key).toMatch(/^ebooks\/\d{4}\/\d{2}\/[a-z0-9]+\.pdf$/);
    expect(await t.app.ctx.files.exists(key, 'private')).toBe(true);
    expect(await t.app.ctx.files.exists(key, 'public')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/files/private/${key}` })).statusCode).toBe(404);
  });

  it('is refused, naming the field, when it is broken, protected by a password or not a PDF, and nothing is kept', async () => {
    const book = await pdfBook(3);
    const cases: [Buffer, string][] = [
      [book.subarray(0, Math.floor(book.length / 2)), 'File must be a PDF that opens'],
      [await encryptedPdf(), 'File is protected by a password: save it without one and upload it again'],
      [mp3(1), 'File must be a PDF file'],
    ];
    for (const [body, message] of cases) {
      const tusId = await send(store, 'pdf', body, 'book.pdf');
      const res = await finish(store, 'pdf', tusId);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'file', message })]);
      expect(await rowsOf(tusId)).toEqual([]);
      expect(await leftOf(tusId)).toEqual([]);
    }
  });

  it('over 100 MB is refused before a byte is sent', async () => {
    const res = await create(store.token, 'pdf', 100 * 1024 * 1024 + 1, 'big.pdf');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('File must be at most 100 MB');
  });

  it('takes the dedication page, as a buyer’s download makes it', async () => {
    for (const book of [await pdfBook(3), await pdfBook(2, { objectStreams: false, size: [612, 792] })]) {
      const tusId = await send(editor, 'pdf', book, 'book.pdf');
      expect((await finish(editor, 'pdf', tusId)).statusCode).toBe(200);
      const [row] = await rowsOf(tusId);
      const stored = await t.app.ctx.files.read(row!.fileKeys[0]!, 'private');
      const dedicated = await addDedicationPage(stored, {
        bookTitle: 'A book made in the test',
        text: 'မိခင်အား ရည်စူး၍ In loving memory',
        donorName: 'Ko Aung Min',
        date: '23-11-2026',
      });
      const pages = (await PDFDocument.load(dedicated)).getPageCount();
      expect(pages).toBe((await PDFDocument.load(book)).getPageCount() + 1);
      const file = path.join(t.dataDir, `dedicated-${tusId}.pdf`);
      await writeFile(file, dedicated);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Ko Aung Min');
      expect(text).toContain('Chapter 1');
      expect(existsSync(file)).toBe(true);
    }
  });
});
