import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createContentEbook, createTalkWithAudio } from './test-factories.js';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('podcast audio', () => {
  it('is served from its public URL with range requests (206 and the exact bytes)', async () => {
    const { row, wav } = await createTalkWithAudio(t);
    const audioUrl = (await t.member('GET', `/podcast/getDataById/${row.id}`, undefined)).json().data.audioUrl as string;
    expect(audioUrl).toMatch(/^\/files\/podcasts\/.+\.wav$/);
    const full = await t.app.inject({ method: 'GET', url: audioUrl });
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${wav.length}`);
    expect(Buffer.compare(part.rawPayload, wav.subarray(100, 1100))).toBe(0);
    const tail = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=-44' } });
    expect(Buffer.compare(tail.rawPayload, wav.subarray(wav.length - 44))).toBe(0);
  });
});

describe('e-book PDFs', () => {
  it('are private: no reply names them and no public URL serves them', async () => {
    const key = 'ebooks/private-test-book.pdf';
    await t.app.ctx.files.put(key, Buffer.from('%PDF-1.7 test'), { visibility: 'private', contentType: 'application/pdf' });
    const book = await createContentEbook(t, { fileKey: key });
    const detail = await t.member('GET', `/ebook/getDataById/${book.id}`, undefined);
    const page = await t.member('POST', '/ebook/getDataByPagination', undefined, { pageSize: 0 });
    expect(detail.statusCode).toBe(200);
    for (const body of [detail.body, page.body]) {
      expect(body).not.toContain('private-test-book');
      expect(body).not.toMatch(/fileKey|\.pdf/);
    }
    for (const url of [`/files/${key}`, `/files/private/${key}`, `/files/private/${key}?expires=9999999999&signature=forged`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Path tricks fall through to the single-page app's index (when built) or 404, never the file.
    for (const url of [
      `/files/../private/${key}`,
      `/files/%2e%2e/private/${key}`,
      `/files/..%2fprivate/${key}`,
      `/files/public/../private/${key}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '', url).not.toContain('pdf');
      expect(res.body, url).not.toContain('%PDF');
    }
    // The store's signed link is the only way in.
    const signed = await t.app.inject({ method: 'GET', url: await t.app.ctx.files.signedUrl(key, 60) });
    expect(signed.body).toContain('%PDF');
  });
});
