import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, DatabaseInUseError } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerErrorHandling } from './errors.js';

/** Issue 18: what an operator, a load balancer and a scraper rely on. */

const TOKEN = 'a-metrics-token-of-some-length';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers /healthz without the database, and /readyz once the database answers with this build’s migrations', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', database: t.database.kind });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: t.database.kind }]);
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const [newest] = (
      (await t.database.db.execute(
        sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as {
        rows: { id: number; created_at: string }[];
      }
    ).rows;
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = 0 where id = ${newest!.id}`);
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect([reply.statusCode, reply.json()]).toEqual([503, { status: 'unavailable', reason: 'migrations not applied' }]);
      // Liveness does not depend on it: restarting the process would not help.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest!.created_at} where id = ${newest!.id}`);
    }
  });

  it('is not ready while it shuts down', async () => {
    t.app.ctx.lifecycle.draining = true;
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect([reply.statusCode, reply.json()]).toEqual([503, { status: 'unavailable', reason: 'shutting down' }]);
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });

  it('has no /metrics when no token or port is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 in the envelope with Retry-After, never 500, whatever layer wraps the driver’s error', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const failures: Record<string, () => Error> = {
      refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      shutdown: () =>
        new Error('Failed query: select 1', {
          cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
        }),
      starting: () =>
        new Error('Failed query', { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }),
      terminated: () => new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      poolTimeout: () => new Error('timeout exceeded when trying to connect'),
      fault: () => new Error('a bug'),
    };
    for (const [name, failure] of Object.entries(failures)) {
      app.get(`/${name}`, async () => {
        throw failure();
      });
    }
    for (const name of ['refused', 'shutdown', 'starting', 'terminated', 'poolTimeout']) {
      const reply = await app.inject({ method: 'GET', url: `/${name}` });
      expect([name, reply.statusCode, reply.headers['retry-after'], reply.json()]).toEqual([
        name,
        503,
        '5',
        { respCode: '0503', respMsg: 'The service is restarting. Please try again in a moment.', data: null },
      ]);
    }
    expect((await app.inject({ method: 'GET', url: '/fault' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('metrics', () => {
  let t: TestApp;
  let port: number;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const scrape = async (token?: string) =>
    fetch(`http://127.0.0.1:${port}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('are behind the token on the public port', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('a-wrong-token-of-the-same-size')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(200);
  });

  it('count requests by route pattern (front-door cache hits included) and time them, with the cache’s hits and jobs run', async () => {
    const read = () =>
      fetch(`http://127.0.0.1:${port}/rest-api/category/getDataByPagination`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ searchObj: { categoryName: '' }, pageNo: 1, pageSize: 0, sortBy: 'total_count', orderBy: 'DESC' }),
      });
    expect((await read()).headers.get('x-cache')).toBe('miss');
    expect((await read()).headers.get('x-cache')).toBe('hit');
    await fetch(`http://127.0.0.1:${port}/rest-api/post/getDataById/424242`);
    await t.app.ctx.jobs.runJob('news.publishDue');

    const text = await (await scrape(TOKEN)).text();
    expect(text).toContain('mahasi_http_requests_total{method="POST",route="/rest-api/category/getDataByPagination",status="200"} 2');
    expect(text).toContain('mahasi_http_requests_total{method="GET",route="/rest-api/post/getDataById/:id",status="404"} 1');
    expect(text).toMatch(
      /mahasi_http_request_duration_seconds_count\{method="POST",route="\/rest-api\/category\/getDataByPagination"\} 1\b/,
    );
    expect(text).toMatch(/mahasi_response_cache_hits_total [1-9]/);
    expect(text).toContain('mahasi_jobs_runs_total{job="news.publishDue",outcome="ran"} 1');
    expect(text).toContain('mahasi_process_resident_memory_bytes');
    if (inject('testDb') === 'postgres') expect(text).toMatch(/mahasi_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('are served without a token on a port of their own, and nothing else is', async () => {
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('mahasi_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/news`)).status).toBe(404);
  });
});

describe('the embedded database folder', () => {
  it('is refused while another running process holds it, with a message saying what to do', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-lock-'));
    const lock = path.join(dataDir, 'pglite', 'mahasi.lock');
    try {
      const first = await openDatabase({ dataDir });
      expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
      await first.close();
      await expect(readFile(lock, 'utf8')).rejects.toThrow(/ENOENT/);
      // Another process that runs (this test runner's parent) holds the folder.
      await writeFile(lock, String(process.ppid));
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
      await expect(second).rejects.toThrow(new RegExp(`open in another process \\(pid ${process.ppid}\\).*DATABASE_URL`, 's'));
      await rm(lock);
      await (await openDatabase({ dataDir })).close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-lock-'));
    try {
      // A process id far above any pid_max: certainly not running.
      await (await openDatabase({ dataDir })).close();
      await writeFile(path.join(dataDir, 'pglite', 'mahasi.lock'), '2147483000');
      const database = await openDatabase({ dataDir });
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
