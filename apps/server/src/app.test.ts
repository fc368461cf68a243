import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { createTestApp, type TestApp } from './test/app.js';
import { createMember } from './test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('answers the health check after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('serves an OpenAPI document that lists the spec routes, and a docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/rest-web-api/auth/token',
        '/rest-web-api/public/userRegister',
        '/rest-api/getLoginUserInfo',
        '/rest-api/user/changeUserPassword',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const member = await createMember(t);
    const res = await t.member('GET', '/no/such/thing', member.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ respCode: '0404', respMsg: 'Resource not found.', data: null });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest-web-api/auth/token',
      headers: { 'x-api-key': 'test-public-api-key', 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ respCode: '0400', data: null });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.publicPost('/public/userRegister', {
      userFullName: 'x'.repeat(300 * 1024),
      email: 'a@example.org',
      password: 'a good password',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().respCode).toBe('0413');
  });

  it('answers a body of the wrong type with 422 naming the field', async () => {
    const res = await t.publicPost('/auth/token', { userName: 12, password: ['x'], userType: '2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['userName', 'password']);
  });
});

describe('private files', () => {
  it('serve through a signed URL until it expires, and never without one', async () => {
    const files = t.app.ctx.files;
    await files.put('ebooks/test-book.pdf', Buffer.from('%PDF-1.4 book'), { visibility: 'private', contentType: 'application/pdf' });
    const url = files.signedUrl('ebooks/test-book.pdf', 60, 'Book.pdf');
    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('%PDF-1.4 book');
    expect(ok.headers['content-disposition']).toContain("filename*=UTF-8''Book.pdf");

    expect((await t.app.inject({ method: 'GET', url: '/files/private/ebooks/test-book.pdf' })).statusCode).toBe(404);
    const tampered = url.replace(/signature=(\w)/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const expired = files.signedUrl('ebooks/test-book.pdf', -1);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
  });

  it('answers range requests on public files (audio seeking)', async () => {
    await mkdir(path.join(t.dataDir, 'files/public/audio'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'files/public/audio/talk.mp3'), Buffer.from('0123456789'));
    const res = await t.app.inject({ method: 'GET', url: '/files/audio/talk.mp3', headers: { range: 'bytes=2-5' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('2345');
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' })).toMatchObject({ smtpUrl: undefined, port: 3000 });
  });
});
