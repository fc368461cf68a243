import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import { loadConfig } from './config.js';
import { browsableAddress, demoContentWarning, startMessage } from './startMessage.js';
import { createTestApp, type TestApp } from './test/app.js';

describe('the start-up message', () => {
  it('names the address the server listens on, not the default site address', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4100' });
    expect(config.siteUrlSet).toBe(false);
    expect(
      startMessage({ address: 'http://0.0.0.0:4100', database: 'pglite', siteUrl: config.siteUrlSet ? config.siteUrl : undefined }),
    ).toBe('Mahasi is running on http://localhost:4100 (database: pglite)');
  });

  it('adds the public address when SITE_URL is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4100', SITE_URL: 'https://www.mahasi.org.mm/' });
    expect(config.siteUrlSet).toBe(true);
    expect(startMessage({ address: 'http://[::]:4100', database: 'postgres', siteUrl: config.siteUrl })).toBe(
      'Mahasi is running on http://localhost:4100 (database: postgres); public address: https://www.mahasi.org.mm',
    );
  });

  it('shows wildcard and loopback hosts as localhost and other hosts as they are', () => {
    expect(browsableAddress('http://127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(browsableAddress('http://[::1]:3000')).toBe('http://localhost:3000');
    expect(browsableAddress('http://192.168.1.20:4100')).toBe('http://192.168.1.20:4100');
    expect(browsableAddress('/tmp/mahasi.sock')).toBe('/tmp/mahasi.sock');
  });
});

describe('the demo content in production', () => {
  it('is loaded on a first start by default, but in production only when SEED_ON_START names it, with a warning', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).seedOnStart).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      APP_SECRET: 'a-production-secret-0123',
      PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-01234',
    };
    const quiet = loadConfig({ ...production, DATA_DIR: os.tmpdir() });
    expect(quiet.seedOnStart).toBe(false);
    expect(demoContentWarning(quiet)).toBeUndefined();
    const demo = loadConfig({ ...production, DATA_DIR: os.tmpdir(), SEED_ON_START: 'true' });
    expect(demo.seedOnStart).toBe(true);
    expect(demoContentWarning(demo)).toMatch(/^DEMO CONTENT .*passwords printed in the README/);
    expect(demoContentWarning(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
  });
});

describe('the address in the message', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers requests when the server listens on all interfaces', async () => {
    const address = await t.app.listen({ host: '0.0.0.0', port: 0 });
    const message = startMessage({ address, database: t.database.kind });
    const url = /running on (http:\/\/localhost:\d+) /.exec(message)?.[1];
    expect(url, message).toBeDefined();
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
