import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, invalidationsDelivered, openTestDatabase, TEST_API_KEY, type TestApp } from '../test/app.js';
import { createMember } from '../test/factories.js';
import { createStaff, staffCall } from '../modules/staff/test-factories.js';
import {
  DOCS_CONTENT_SECURITY_POLICY,
  fileStoreOrigins,
  inlineScriptHashes,
  overTlsOf,
  pageContentSecurityPolicy,
  redactUrl,
} from './security.js';

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const LOADER_SCRIPT = "var s=document.createElement('script');s.src='/assets/index.js';document.head.appendChild(s);";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers (docs/threat-model.md)', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A web build of two pages, each with inline scripts and a JSON data block.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mahasi-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Mahasi</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script>${LOADER_SCRIPT}</script></body></html>`,
    );
    await writeFile(
      path.join(webDist, 'admin.html'),
      `<!doctype html><html lang="en"><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" crossorigin src="/assets/admin.js"></script></body></html>`,
    );
    t = await createTestApp({ WEB_DIST: webDist });
    behindProxy = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await behindProxy?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("names each inline script by its hash, never data blocks or scripts with src, and never 'unsafe-inline'", () => {
    const html = `<script>${THEME_SCRIPT}</script><script type="application/json" id="first-screen">{"a":1}</script><script type="module" src="/x.js"></script><script type="module">${LOADER_SCRIPT}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(THEME_SCRIPT), sha(LOADER_SCRIPT)]);
    const policy = pageContentSecurityPolicy(html, { files: { driver: 'local', publicBaseUrl: 'https://cdn.example.org/files' } });
    const scripts = /script-src ([^;]*)/.exec(policy)![1]!;
    expect(scripts).toBe(`'self' ${sha(THEME_SCRIPT)} ${sha(LOADER_SCRIPT)}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.org/);
  });

  it('sends the page and the console their policy, with the hashes of their own inline scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/news' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha(THEME_SCRIPT)} ${sha(LOADER_SCRIPT)};`);
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(/script-src [^;]*unsafe-inline/.test(policy)).toBe(false);
    expect(policy).toContain("frame-ancestors 'none'");

    const console = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(console.statusCode).toBe(200);
    expect(String(console.headers['content-security-policy'])).toContain(`script-src 'self' ${sha(THEME_SCRIPT)};`);
  });

  /** One directive's sources. */
  const directiveOf = (policy: string, name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];

  it('lets images and fetches reach this site and the file store only, and forms post here only (images and fetches went to any HTTPS host)', () => {
    const local = pageContentSecurityPolicy('', { files: { driver: 'local', publicBaseUrl: undefined } });
    expect(directiveOf(local, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directiveOf(local, 'connect-src')).toEqual(["'self'"]);
    expect(directiveOf(local, 'form-action')).toEqual(["'self'"]);
    // Audio, video and frames from the hosts staff link (podcast hosts, players).
    expect(directiveOf(local, 'media-src')).toContain('https:');
    expect(directiveOf(local, 'frame-src')).toEqual(['https:']);

    const cdn = pageContentSecurityPolicy('', { files: { driver: 'local', publicBaseUrl: 'https://cdn.example.org/files' } });
    expect(directiveOf(cdn, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.org']);
    expect(directiveOf(cdn, 'connect-src')).toEqual(["'self'", 'https://cdn.example.org']);

    // With S3, the bucket's own address serves presigned links (and public files without a CDN).
    const s3 = {
      endpoint: undefined,
      region: 'ap-southeast-1',
      bucket: 'mahasi',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    };
    expect(fileStoreOrigins({ driver: 's3', publicBaseUrl: undefined, s3 })).toEqual(['https://mahasi.s3.ap-southeast-1.amazonaws.com']);
    expect(fileStoreOrigins({ driver: 's3', publicBaseUrl: 'https://cdn.example.org', s3 })).toEqual([
      'https://cdn.example.org',
      'https://mahasi.s3.ap-southeast-1.amazonaws.com',
    ]);
    expect(
      fileStoreOrigins({
        driver: 's3',
        publicBaseUrl: undefined,
        s3: { ...s3, endpoint: 'https://minio.example.org:9000', forcePathStyle: true },
      }),
    ).toEqual(['https://minio.example.org:9000']);

    // The broadcast's HLS host is fetched by the page; the console previews any address staff type.
    const live = pageContentSecurityPolicy(
      '',
      { files: { driver: 'local', publicBaseUrl: undefined } },
      { streams: ['https://stream.example.net'] },
    );
    expect(directiveOf(live, 'connect-src')).toEqual(["'self'", 'https://stream.example.net']);
    expect(directiveOf(live, 'img-src')).not.toContain('https://stream.example.net');
    const console = pageContentSecurityPolicy('', { files: { driver: 'local', publicBaseUrl: undefined } }, { console: true });
    expect(directiveOf(console, 'connect-src')).toEqual(["'self'", 'https:']);
    expect(directiveOf(console, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("adds the active broadcast's HLS host to the pages' fetches, and follows it when staff change it", async () => {
    const editor = await createStaff(t, 'editor');
    const live = async (streamKind: 'hls' | 'embed', streamUrl: string) => {
      const made = await staffCall(t, 'POST', '/catalogue/live', editor.token, {
        titleEn: 'Evening talk',
        titleMm: 'ညနေ တရား',
        streamKind,
        streamUrl,
        scheduleEn: 'Daily 7 pm',
        scheduleMm: 'နေ့စဉ် ည ၇ နာရီ',
      });
      const { id, version } = made.json().data as { id: number; version: number };
      expect((await staffCall(t, 'POST', `/catalogue/live/${id}/publish`, editor.token, { version })).statusCode).toBe(200);
      await invalidationsDelivered(t);
    };
    const connect = async (url: string) =>
      directiveOf(String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']), 'connect-src');

    expect(await connect('/live')).toEqual(["'self'"]);
    await live('hls', 'https://stream.example.net/mahasi/index.m3u8');
    expect(await connect('/live')).toEqual(["'self'", 'https://stream.example.net']);
    expect(await connect('/news')).toEqual(["'self'", 'https://stream.example.net']);
    // Another broadcast made active: its host replaces the last one's.
    await live('hls', 'https://cdn.other-stream.example/live.m3u8');
    expect(await connect('/live')).toEqual(["'self'", 'https://cdn.other-stream.example']);
    // A player in a frame is not fetched by the page; a playlist of this site is this site.
    await live('embed', 'https://www.youtube.com/embed/live_stream?channel=x');
    expect(await connect('/live')).toEqual(["'self'"]);
    await live('hls', '/files/live/mahasi-24-7.m3u8');
    expect(await connect('/live')).toEqual(["'self'"]);
    expect(await connect('/admin/login')).toEqual(["'self'", 'https:']);
  });

  it('gives the API documentation (/docs) a policy of its own: its own scripts and styles, calls to this site only (it had none)', async () => {
    for (const url of ['/docs', '/docs/', '/docs/static/swagger-ui-bundle.js', '/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toBe(DOCS_CONTENT_SECURITY_POLICY);
      expect(directiveOf(policy, 'script-src'), url).toEqual(["'self'"]);
      expect(directiveOf(policy, 'connect-src'), url).toEqual(["'self'"]);
      expect(directiveOf(policy, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends nosniff, no framing and a referrer policy on every reply: pages, API, errors, files and cached hits', async () => {
    const replies = [
      await t.app.inject({ method: 'GET', url: '/news' }),
      await t.app.inject({ method: 'GET', url: '/rest-api/ebook/getStatusList' }),
      await t.app.inject({ method: 'GET', url: '/rest-api/ebook/getStatusList' }),
      await t.app.inject({ method: 'GET', url: '/rest-api/getLoginUserInfo' }),
      await t.app.inject({ method: 'GET', url: '/feeds/podcasts.xml' }),
      await t.app.inject({ method: 'GET', url: '/files/private/x?expires=1&signature=x' }),
    ];
    for (const res of replies) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only over TLS as a trusted proxy reports it, never on an untrusted X-Forwarded-Proto', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const spoofed = await t.app.inject({ method: 'GET', url: '/news', headers: https });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/news' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/news', '/rest-api/ebook/getStatusList']) {
      const proxied = await behindProxy.app.inject({ method: 'GET', url, headers: https });
      expect(proxied.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    // A proxy that is not the trusted one cannot turn it on.
    const stranger = await behindProxy.app.inject({ method: 'GET', url: '/news', headers: https, remoteAddress: '203.0.113.9' });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on cached replies the front door answers before Fastify, under the same rule', async () => {
    await behindProxy.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = behindProxy.app.server.address() as AddressInfo;
    const get = (headers: Record<string, string>) =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        const req = http.get({ port, host: '127.0.0.1', path: '/rest-api/ebook/getStatusList', headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        });
        req.on('error', reject);
      });
    await get({});
    const overTls = await get({ 'x-forwarded-proto': 'http, https' });
    expect(overTls['x-cache']).toBe('hit');
    expect(overTls['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overTls['x-frame-options']).toBe('DENY');
    const plain = await get({ 'x-forwarded-proto': 'http' });
    expect(plain['x-cache']).toBe('hit');
    expect(plain['strict-transport-security']).toBeUndefined();
  });

  it('decides TLS as Fastify does: the last forwarded protocol, only from a trusted proxy', () => {
    const request = (remoteAddress: string, proto?: string, encrypted = false) =>
      ({ headers: proto ? { 'x-forwarded-proto': proto } : {}, socket: { remoteAddress, encrypted } }) as unknown as http.IncomingMessage;
    const trustLocal = overTlsOf(['127.0.0.1']);
    expect(trustLocal(request('127.0.0.1', 'https'))).toBe(true);
    expect(trustLocal(request('127.0.0.1', 'https, http'))).toBe(false);
    expect(trustLocal(request('203.0.113.9', 'https'))).toBe(false);
    expect(trustLocal(request('203.0.113.9', undefined, true))).toBe(true);
    expect(overTlsOf(false)(request('127.0.0.1', 'https'))).toBe(false);
    expect(overTlsOf(true)(request('203.0.113.9', 'https'))).toBe(true);
  });
});

describe('cookies and tokens never in logs', () => {
  it('redacts secrets in logged addresses', () => {
    expect(redactUrl('/files/private/ebooks/a.pdf?expires=123&signature=abc&name=Book.pdf')).toBe(
      '/files/private/ebooks/a.pdf?expires=123&signature=[redacted]&name=Book.pdf',
    );
    expect(redactUrl('/admin-api/auth/setup/s3cr3t-token?x=1')).toBe('/admin-api/auth/setup/[redacted]?x=1');
    expect(redactUrl('/x?X-Amz-Signature=1&X-Amz-Credential=2&token=3&a=4')).toBe(
      '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&token=[redacted]&a=4',
    );
    expect(redactUrl('/news?%ZZ=1')).toBe('/news?%ZZ=1');
  });

  it('logs no password, token, cookie, signed link, set-up link or code sent to or by the server', async () => {
    const { database, drop } = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-log-'));
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    // Production settings: no SMTP, so codes go to the outbox (as an SMS would) and are logged there.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      PUBLIC_API_KEY: TEST_API_KEY,
      SEED_ON_START: 'false',
      APP_SECRET: 'a-test-secret-of-some-length',
      PAYMENT_PROVIDER: 'sandbox',
    });
    const app = await buildApp({ config, database, logger: true, logStream: stream, scheduler: false });
    await app.ready();
    const t = {
      app,
      database,
      publicPost: (url: string, body: unknown) =>
        app.inject({ method: 'POST', url: `/rest-web-api${url}`, headers: { [API_KEY_HEADER]: TEST_API_KEY }, payload: body as object }),
    } as unknown as TestApp;
    try {
      const member = await createMember(t, { password: 'my very secret password' });
      await app.inject({
        method: 'GET',
        url: '/rest-api/getLoginUserInfo',
        headers: { authorization: `Bearer ${member.token}`, cookie: 'locale=mm; session=cookie-secret-value' },
      });
      // A wrong body with a password in it: refused, and its body not logged.
      await t.publicPost('/auth/token', { userName: member.email, password: 'wrong but secret guess', userType: 'x' });
      // A phone member asks for a code: it goes to the outbox (the SMS stand-in), not to the log.
      const registered = await t.publicPost('/public/userRegister', {
        userFullName: 'Log Test',
        phoneNo: '09123456789',
        password: 'another secret password',
      });
      expect(registered.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: '/admin-api/auth/setup/setup-token-secret-value' });
      await app.inject({ method: 'GET', url: '/files/private/ebooks/a.pdf?expires=99999999999&signature=signature-secret-value' });
      await app.inject({ method: 'POST', url: '/rest-api/auth/logout', headers: { authorization: `Bearer ${member.token}` } });

      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('/files/private/ebooks/a.pdf?expires=99999999999&signature=[redacted]');
      const { readdir, readFile } = await import('node:fs/promises');
      const outbox = await Promise.all(
        (await readdir(path.join(dataDir, 'outbox'))).map((f) => readFile(path.join(dataDir, 'outbox', f), 'utf8')),
      );
      const code = /Your code is (\d{6})/.exec(outbox.join(''))![1]!;
      for (const secret of [
        member.token,
        member.password,
        'wrong but secret guess',
        'another secret password',
        'cookie-secret-value',
        'setup-token-secret-value',
        'signature-secret-value',
        `Your code is ${code}`,
        config.appSecret,
        config.payment.provider.name === 'sandbox' ? config.payment.provider.secret : 'no sandbox',
        'authorization',
        'Bearer',
      ]) {
        expect(log.includes(secret), secret).toBe(false);
      }
    } finally {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
