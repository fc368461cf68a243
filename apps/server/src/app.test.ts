import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { createTestApp, type TestApp } from './test/app.js';
import { createMember } from './test/factories.js';
import { newsFactory } from './modules/news/test-factories.js';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
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
    const url = await files.signedUrl('ebooks/test-book.pdf', 60, 'Book.pdf');
    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('%PDF-1.4 book');
    expect(ok.headers['content-disposition']).toContain("filename*=UTF-8''Book.pdf");

    expect((await t.app.inject({ method: 'GET', url: '/files/private/ebooks/test-book.pdf' })).statusCode).toBe(404);
    const tampered = url.replace(/signature=(\w)/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const expired = await files.signedUrl('ebooks/test-book.pdf', -1);
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
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: '', PORT: '' })).toMatchObject({ smtpUrl: undefined, port: 3000 });
  });

  it('reads the proxy trust as all, none, a hop count or a list of addresses', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    const oneHop = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('keeps files on the local disk unless FILE_STORE=s3, and says what S3 needs', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).files).toEqual({ driver: 'local', publicBaseUrl: undefined });
    expect(loadConfig({ NODE_ENV: 'test', FILES_PUBLIC_URL: 'https://cdn.example.org/files/' }).files.publicBaseUrl).toBe(
      'https://cdn.example.org/files',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORE: 'ftp' })).toThrow(/FILE_STORE: must be local or s3/);
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORE: 's3' })).toThrow(/S3_BUCKET: is required when FILE_STORE=s3/);
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORE: 's3', S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORE: 's3', S3_BUCKET: 'mahasi', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORE: 's3', S3_BUCKET: 'mahasi', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(
      loadConfig({ NODE_ENV: 'test', FILE_STORE: 's3', S3_BUCKET: 'mahasi', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })
        .files,
    ).toEqual({
      driver: 's3',
      publicBaseUrl: undefined,
      s3: {
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        bucket: 'mahasi',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
      },
    });
  });
});

describe('behind a reverse proxy', () => {
  it('tells guests apart by the forwarded address when TRUST_PROXY is set, so each view counts', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const postId = await newsFactory(proxied).post();
      const view = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'GET',
          url: `/rest-api/post/update-view-count/${postId}`,
          headers: { 'x-forwarded-for': forwardedFor, 'user-agent': 'Chromium' },
        });
      await view('203.0.113.7');
      await view('203.0.113.7');
      const third = await view('198.51.100.23');
      expect(third.json().data.viewCount).toBe(2);
    } finally {
      await proxied.close();
    }
  });
});

describe('the built web app', () => {
  it('is sent precompressed: each page path gets index.html, hashed assets are cached for a year', async () => {
    const dist = path.join(t.dataDir, 'web');
    const html = `<!doctype html><title>Mahasi</title>${'<!-- padding -->'.repeat(100)}`;
    const script = `console.log(${JSON.stringify('ဗုဒ္ဓ '.repeat(500))});`;
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    for (const [file, body] of [
      ['index.html', html],
      ['assets/index-abc123.js', script],
    ] as const) {
      await writeFile(path.join(dist, file), body);
      await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(body));
      await writeFile(path.join(dist, `${file}.gz`), gzipSync(body));
    }
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/news/12', headers: { 'accept-encoding': 'gzip, br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
      const gzipped = await web.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);
      expect((await web.app.inject({ method: 'GET', url: '/' })).body).toBe(html);

      const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
      // An API path is never answered with the page.
      expect((await web.app.inject({ method: 'GET', url: '/rest-api/nothing' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('carries the first screen of a public page from the server build, cached until content changes', async () => {
    // A stand-in for apps/web/dist-server/entry-server.js (the real one renders the app's React
    // components; the end-to-end tests cover it): it shows what it was asked and one API reply.
    const root = path.join(t.dataDir, 'first-screen');
    const dist = path.join(root, 'web');
    await mkdir(path.join(root, 'dist-server'), { recursive: true });
    await mkdir(dist, { recursive: true });
    const template = '<!doctype html><html lang="en"><head><title>Mahasi</title></head><body><div id="root"></div></body></html>';
    await writeFile(path.join(dist, 'index.html'), template);
    const entry = path.join(root, 'dist-server', 'entry-server.js');
    await writeFile(
      entry,
      `let api; let renders = 0;
      export async function setup(options) { api = options; }
      export const renderCount = () => renders;
      export async function renderFirstScreen(url, locale) {
        if (url.startsWith('/profile')) return null;
        if (url === '/broken') throw new Error('a page that fails to render');
        renders++;
        if (url.startsWith('/no-such-page')) return { html: '<h1>Page not found</h1>', state: {}, status: 404 };
        const health = await (await api.fetch('/healthz')).json();
        return { html: '<title>' + url + ' · ' + locale + '</title><p>' + url + ' in ' + locale + ' on ' + health.database + ', ' + api.sanitize('<b onclick="x()">ok</b>') + '</p>', state: { text: '</script><i>' } };
      }`,
    );
    const renderer = (await import(pathToFileURL(entry).href)) as { renderCount(): number };
    const web = await createTestApp({ WEB_DIST: dist });
    const get = async (url: string, cookie?: string) =>
      brotliDecompressSync(
        (await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } })).rawPayload,
      ).toString();
    try {
      const page = await get('/news?page=2');
      expect(page).toContain('<html lang="en"><head><title>/news?page=2 · en</title></head>');
      expect(page).toContain(`<div id="root" inert><p>/news?page=2 in en on ${web.database.kind}, <b>ok</b></p></div>`);
      // The data travels as JSON that cannot end its script element early.
      expect(page).toContain('<script id="first-screen" type="application/json">{"text":"\\u003c/script>\\u003ci>"}</script>');
      expect(await get('/news?page=2', 'theme=dark; locale=mm')).toContain('<html lang="my"><head><title>/news?page=2 · mm</title>');
      expect(renderer.renderCount()).toBe(2);

      // Kept per address and language until content changes; a member's own change keeps it.
      await get('/news?page=2');
      expect(renderer.renderCount()).toBe(2);
      await web.app.ctx.cache.invalidate('member:1');
      await get('/news?page=2');
      expect(renderer.renderCount()).toBe(2);
      await web.app.ctx.cache.invalidate('news');
      await get('/news?page=2');
      expect(renderer.renderCount()).toBe(3);

      // Member pages, and a page whose render fails, get the plain page for the browser to render.
      expect((await web.app.inject({ method: 'GET', url: '/profile/cart' })).body).toBe(template);
      const broken = await web.app.inject({ method: 'GET', url: '/broken' });
      expect([broken.statusCode, broken.body]).toEqual([200, template]);

      // The not-found page answers 404, in the reader's language, and is rendered each time (not kept).
      const rendered = renderer.renderCount();
      for (const cookie of [undefined, 'locale=mm']) {
        const missing = await web.app.inject({ method: 'GET', url: '/no-such-page', headers: cookie ? { cookie } : {} });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(missing.body).toContain('<div id="root" inert><h1>Page not found</h1></div>');
        expect(missing.body).toContain(cookie ? '<html lang="my">' : '<html lang="en">');
      }
      expect(renderer.renderCount()).toBe(rendered + 2);
      const head = await web.app.inject({ method: 'HEAD', url: '/no-such-page' });
      expect([head.statusCode, head.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
      expect((await web.app.inject({ method: 'HEAD', url: '/news?page=2' })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('answers unknown API, file, feed and asset addresses with 404, never with a page', async () => {
    const dist = path.join(t.dataDir, 'web-404');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Mahasi</title><div id="root"></div>');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      for (const url of [
        '/rest-api/no-such-call',
        '/rest-web-api/public/nothing',
        '/admin-api/nothing',
        '/files/no/such.webp',
        '/rest-api?x=1',
      ]) {
        const reply = await web.app.inject({ method: 'GET', url });
        expect([url, reply.statusCode, reply.json()]).toEqual([url, 404, { respCode: '0404', respMsg: 'Resource not found.', data: null }]);
      }
      for (const url of ['/feeds/nothing.xml', '/feeds', '/assets/index-gone.js']) {
        const reply = await web.app.inject({ method: 'GET', url });
        expect([url, reply.statusCode, reply.headers['content-type'], reply.body]).toEqual([
          url,
          404,
          'text/plain; charset=utf-8',
          'Not found',
        ]);
      }
      // Without the server build, a page address gets the app, which shows its own 404 page.
      expect((await web.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });
});
