import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { localFileStore } from './modules/files/store.js';
import { signCallback } from './modules/store/gateway.js';
import { orders } from './modules/store/schema.js';
import { createEbook, sandboxSecretOf, seedFees } from './modules/store/test-factories.js';
import { openTestDatabase, TEST_API_KEY, type TestApp } from './test/app.js';
import { createMember } from './test/factories.js';
import { PUBLISHED_SECRETS, SECRETS_FILE } from './secrets.js';

/** Decision 0040: no secret a production site runs on is one printed in this project's code. */

const folders: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-secrets-'));
  folders.push(dir);
  return dir;
};
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ...env });
const sandboxSecret = (config: ReturnType<typeof loadConfig>) =>
  config.payment.provider.name === 'sandbox' ? config.payment.provider.secret : undefined;

describe('the site’s secrets', () => {
  it('are made on the first start, kept in DATA_DIR/secrets.json for its owner only, and the same on the next start', async () => {
    const dir = await dataDir();
    const first = production({ DATA_DIR: dir });
    const file = path.join(dir, SECRETS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(await readFile(file, 'utf8'));
    expect(kept).toEqual({ APP_SECRET: first.appSecret, PAYMENT_SANDBOX_SECRET: sandboxSecret(first) });
    expect(first.appSecret).toMatch(/^[\w-]{43}$/);
    expect(first.appSecret).not.toBe(sandboxSecret(first));

    const next = production({ DATA_DIR: dir });
    expect([next.appSecret, sandboxSecret(next)]).toEqual([first.appSecret, sandboxSecret(first)]);
    // Another site's folder: other secrets.
    expect(production({ DATA_DIR: await dataDir() }).appSecret).not.toBe(first.appSecret);
  });

  it('are the variables’ values when set, the kept ones for the others', async () => {
    const dir = await dataDir();
    const config = production({ DATA_DIR: dir, APP_SECRET: 'an-app-secret-of-our-own' });
    expect(config.appSecret).toBe('an-app-secret-of-our-own');
    const kept = JSON.parse(await readFile(path.join(dir, SECRETS_FILE), 'utf8'));
    expect(sandboxSecret(config)).toBe(kept.PAYMENT_SANDBOX_SECRET);
    // Both set: nothing is written.
    const other = await dataDir();
    production({ DATA_DIR: other, APP_SECRET: 'an-app-secret-of-our-own', PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-of-our-own' });
    await expect(stat(path.join(other, SECRETS_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('in tests, are made once per process and written nowhere', async () => {
    const dir = await dataDir();
    const a = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const b = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    expect(a.appSecret).toBe(b.appSecret);
    expect(Object.values(PUBLISHED_SECRETS)).not.toContain(a.appSecret);
    await expect(stat(path.join(dir, SECRETS_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('are the same in processes starting at once on one machine (cluster workers)', async () => {
    const dir = await dataDir();
    const go = path.join(dir, 'go');
    // Each process loads the configuration once `go` exists, all within a millisecond or so.
    const script = `
      const { existsSync } = await import('node:fs');
      const { loadConfig } = await import('./src/config.ts');
      console.log('ready');
      while (!existsSync(process.argv[1])) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      const config = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', DATA_DIR: process.argv[2] });
      console.log(JSON.stringify([config.appSecret, config.payment.provider.secret]));`;
    const serverRoot = fileURLToPath(new URL('..', import.meta.url));
    const workers = Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, go, dir], {
        cwd: serverRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      const ready = new Promise<void>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('ready')) resolve();
        }),
      );
      const done = new Promise<string>((resolve, reject) =>
        child.on('exit', (code) => (code === 0 ? resolve(out.split('\n').filter(Boolean).at(-1)!) : reject(new Error(`exit ${code}`)))),
      );
      return { ready, done };
    });
    await Promise.all(workers.map((worker) => worker.ready));
    await writeFile(go, '');
    const seen = await Promise.all(workers.map((worker) => worker.done));
    expect(new Set(seen).size).toBe(1);
    const kept = JSON.parse(await readFile(path.join(dir, SECRETS_FILE), 'utf8'));
    expect(JSON.parse(seen[0]!)).toEqual([kept.APP_SECRET, kept.PAYMENT_SANDBOX_SECRET]);
  });

  it('stop the start, naming the file, when secrets.json is damaged', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, SECRETS_FILE), '{"APP_SECRET": "short"}');
    const refused = (() => {
      try {
        production({ DATA_DIR: dir });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toContain(`${path.join(dir, SECRETS_FILE)} is damaged`);
  });

  it('are never the old development values printed in the code, naming the variable', async () => {
    const dir = await dataDir();
    for (const env of ['production', 'development']) {
      expect(() =>
        loadConfig({ NODE_ENV: env, DATA_DIR: dir, PAYMENT_PROVIDER: 'sandbox', APP_SECRET: 'development-only-app-secret' }),
      ).toThrow(/APP_SECRET: is the old development value printed in this project's code/);
      expect(() =>
        loadConfig({
          NODE_ENV: env,
          DATA_DIR: dir,
          PAYMENT_PROVIDER: 'sandbox',
          PAYMENT_SANDBOX_SECRET: 'development-only-sandbox-secret',
        }),
      ).toThrow(/PAYMENT_SANDBOX_SECRET: is the old development value printed in this project's code/);
    }
  });

  it('are required in production on a shared PostgreSQL server, where every machine must have the same', async () => {
    const DATABASE_URL = 'postgres://mahasi@db.example.org/mahasi';
    const DATA_DIR = await dataDir();
    expect(() => production({ DATABASE_URL, DATA_DIR })).toThrow(
      /APP_SECRET: must be set when running on a shared PostgreSQL server in production\n {2}PAYMENT_SANDBOX_SECRET: must be set when the sandbox takes payments/,
    );
    expect(() => production({ DATABASE_URL, DATA_DIR, APP_SECRET: 'an-app-secret-of-our-own' })).toThrow(
      /PAYMENT_SANDBOX_SECRET: must be set when the sandbox takes payments on a shared PostgreSQL server in production/,
    );
    const config = production({
      DATABASE_URL,
      DATA_DIR,
      APP_SECRET: 'an-app-secret-of-our-own',
      PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-0001',
    });
    expect([config.appSecret, sandboxSecret(config)]).toEqual(['an-app-secret-of-our-own', 'a-sandbox-secret-0001']);
    await expect(stat(path.join(DATA_DIR, SECRETS_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('the payment provider', () => {
  it('must be named in production, sandbox included', async () => {
    const DATA_DIR = await dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR })).toThrow(
      /PAYMENT_PROVIDER: must be set in production: dinger to take real payments, or sandbox for a site where no real money moves/,
    );
    // A refused start leaves nothing behind.
    await expect(stat(path.join(DATA_DIR, SECRETS_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR, PAYMENT_PROVIDER: 'sandbox' }).payment.provider.name).toBe('sandbox');
    // In development (a fresh `npm start`) the sandbox without being named.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR }).payment.provider.name).toBe('sandbox');
  });
});

describe('a production server started with no secret set', () => {
  let app: FastifyInstance;
  let t: TestApp;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const config = production({ DATA_DIR: await dataDir(), LOG_LEVEL: 'warn', PUBLIC_API_KEY: TEST_API_KEY, SEED_ON_START: 'false' });
    app = await buildApp({ config, database: opened.database, logger: true, logStream: stream, scheduler: false });
    await app.ready();
    t = {
      app,
      database: opened.database,
      publicPost: (url: string, body: unknown) =>
        app.inject({ method: 'POST', url: `/rest-web-api${url}`, headers: { [API_KEY_HEADER]: TEST_API_KEY }, payload: body as object }),
      member: (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
        app.inject({ method, url: `/rest-api${url}`, headers: { authorization: `Bearer ${token}` }, payload: body as object }),
    } as unknown as TestApp;
    await seedFees(t);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('says loudly at start that payments are test payments and no real money moves', () => {
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const warning = logged.find((line) => line.msg.includes('NO REAL MONEY MOVES'));
    expect(warning).toMatchObject({ level: 40, msg: expect.stringMatching(/^PAYMENTS ARE TEST PAYMENTS/) });
  });

  it('refuses a download link signed with the old development secret', async () => {
    const key = 'ebooks/2026/11/a-book-for-the-test.pdf';
    await app.ctx.files.put(key, Buffer.from('%PDF-1.7 a book'), { visibility: 'private', contentType: 'application/pdf' });
    const forged = await localFileStore(os.tmpdir(), PUBLISHED_SECRETS.APP_SECRET).signedUrl(key, 300);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    // The site's own link to the same file works.
    const own = await app.ctx.files.signedUrl(key, 300);
    expect(new URL(own, 'http://x').pathname).toBe(new URL(forged, 'http://x').pathname);
    expect((await app.inject({ method: 'GET', url: own })).statusCode).toBe(200);
  });

  it('refuses a sandbox callback signed with the old development secret, and the order stays unpaid', async () => {
    const member = await createMember(t);
    const book = await createEbook(t);
    const cartId = (await t.member('POST', '/cart/save-cart', member.token, { currencyCode: 'MMK' })).json().data.id;
    const item = (await t.member('POST', '/cart/add-item', member.token, { cartId, ebookId: book.id, currencyCode: 'MMK' })).json().data;
    const orderId = (
      await t.member('POST', '/payment/checkoutPayment', member.token, { cartItemIds: [item.cartItemId], currencyCode: 'MMK' })
    ).json().data.orderId as number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const event = {
      eventId: 'evt_published_secret',
      reference: order!.paymentRef!,
      orderNo: order!.orderNo,
      outcome: 'paid' as const,
      amount: order!.netAmount,
      currency: 'MMK',
    };
    const deliver = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/rest-web-api/payment/paymentCallback',
        payload: { ...event, signature: signCallback(secret, event) },
      });
    expect((await deliver(PUBLISHED_SECRETS.PAYMENT_SANDBOX_SECRET)).statusCode).toBe(401);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('p');
    // Signed with the site's own secret, the same event is applied.
    expect((await deliver(sandboxSecretOf(t))).statusCode).toBe(200);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('c');
  });
});
