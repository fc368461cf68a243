import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/**
 * Real server processes (the build, as `npm start` runs it) on one PostgreSQL database, for the
 * tests of issue 18: several instances, a process killed mid-checkout, a database restart.
 * Quick by default (CI); RESILIENCE=full runs the same tests with more members and more rounds
 * (the bench runs it so).
 */
export const FULL = process.env.RESILIENCE === 'full';
export const API_KEY = 'resilience-public-key';
export const SANDBOX_SECRET = 'resilience-sandbox-secret';
export const MEMBER_PASSWORD = 'Metta2026!';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.join(here, '../dist/main.js');
const clusterMain = path.join(here, '../dist/cluster.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A new empty database on the PostgreSQL server of `baseUrl` (DATABASE_URL by default). */
export async function freshDatabase(baseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!baseUrl) throw new Error('The resilience tests need a PostgreSQL server: set DATABASE_URL.');
  const name = `mahasi_resilience_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => undefined);
  return {
    url,
    async query(text, values) {
      return (await pool.query(text, values)).rows;
    },
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** What the process printed (the last 200 lines), to say why a test failed. */
  output(): string;
  /** SIGTERM: it drains its requests and exits. */
  stop(): Promise<number | string>;
  /** SIGKILL: gone at once, mid-request. */
  kill(): Promise<number | string>;
}

export interface InstanceOptions {
  name: string;
  databaseUrl: string;
  /** Shared by the instances of a test, as a network volume would be (files and the mail outbox). */
  dataDir: string;
  env?: Record<string, string>;
  /** The port of an instance it replaces (a restart); a free one otherwise. */
  port?: number;
}

/** The environment of a server process of these tests. */
function serverEnv(options: InstanceOptions, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // The demo content and its accounts, asked for by name as production requires.
    SEED_ON_START: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_API_KEY: API_KEY,
    APP_SECRET: 'resilience-app-secret-0123456789',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    AUTH_RATE_LIMIT_MULTIPLIER: '1000',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    // Stopping at once unless a test is about the drain (this harness asks /readyz, so it would apply).
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...options.env,
  };
}

/** Starts the built server and waits until /readyz says it should get traffic. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [serverMain], {
    env: serverEnv(options, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watchProcess(options.name, child, port);
}

/** Keeps what a spawned server prints, and waits until its /readyz says it should get traffic. */
async function watchProcess(name: string, child: ChildProcess, port: number): Promise<Instance> {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    url,
    process: child,
    exited,
    output: () => lines.join('\n'),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
  let ended = false;
  void exited.then(() => (ended = true));
  for (let waited = 0; ; waited += 200) {
    if (ended) throw new Error(`${name} exited before it was ready:\n${instance.output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return instance;
    if (waited > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready after 3 minutes:\n${instance.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Cluster extends Instance {
  /** The primary's log lines (JSON) so far. */
  primaryLog(): { msg: string; worker?: number }[];
  /** Resolves once the primary has logged `message` more than `after` times. */
  logged(message: string, after?: number): Promise<void>;
}

/** `npm run start:cluster` as built (dist/cluster.js): a primary and its workers on one port. */
export async function startCluster(options: InstanceOptions & { workers: number }): Promise<Cluster> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [clusterMain], {
    env: { ...serverEnv(options, port), WEB_CONCURRENCY: String(options.workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entries: { msg: string; worker?: number }[] = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = pending + chunk.toString();
    const lines = text.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; role?: string; worker?: number };
        if (entry.role === 'primary' && entry.msg) entries.push({ msg: entry.msg, worker: entry.worker });
      } catch {
        // a worker's line
      }
    }
  });
  const instance = await watchProcess(options.name, child, port);
  const count = (message: string) => entries.filter((entry) => entry.msg === message).length;
  return {
    ...instance,
    primaryLog: () => [...entries],
    logged: (message, after = 0) => until(async () => (count(message) > after ? true : undefined), 50).then(() => undefined),
  };
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mahasi-resilience-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a test file's instances run on, filled in before its first test. */
export interface Site {
  database: TestDatabase;
  /** The data folder they share (uploads, the outbox, the secrets made on the first start). */
  dataDir: string;
  instances: Instance[];
}

/**
 * Instances named `names` on one fresh database and data folder, for the tests of one file: started
 * one at a time before its first test (the first migrates and seeds; the others find it done), then
 * stopped after its last, the database dropped and the folder removed.
 */
export function siteForFile(names: string[], env?: Record<string, string>): Site {
  const site = { instances: [] as Instance[] } as Site;
  let data: ReturnType<typeof tempDataDir> | undefined;
  beforeAll(async () => {
    site.database = await freshDatabase();
    data = tempDataDir();
    site.dataDir = data.dir;
    for (const name of names) site.instances.push(await startInstance({ name, databaseUrl: site.database.url, dataDir: data.dir, env }));
  });
  afterAll(async () => {
    await Promise.all(site.instances.map((instance) => instance.stop()));
    await site.database?.drop();
    data?.remove();
  });
  return site;
}

export interface Reply<T = unknown> {
  status: number;
  body: { respCode?: string; respMsg?: string; data?: T } & Record<string, unknown>;
}

/** A JSON call to one instance. */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; apiKey?: boolean; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers['x-api-key'] = API_KEY;
  const reply = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await reply.text();
  return { status: reply.status, body: parseBody<T>(text) };
}

function parseBody<T>(text: string): Reply<T>['body'] {
  if (!text) return {};
  try {
    return JSON.parse(text) as Reply<T>['body'];
  } catch {
    return { raw: text };
  }
}

/** `count` confirmed members with the demo member's password (rows written as registration would leave them). */
export async function createMembers(database: TestDatabase, count: number, tag: string): Promise<string[]> {
  const rows = await database.query<{ username: string }>(
    `insert into users (user_full_name, email, username, password_hash, confirmed_at)
     select 'Member ' || g, $1 || g || '@resilience.test', $1 || g || '@resilience.test',
            (select password_hash from users where username = 'demo@mahasi.org'), now()
     from generate_series(1, $2::int) g
     returning username`,
    [`${tag}-`, count],
  );
  return rows.map((row) => row.username);
}

export async function memberLogin(base: string, userName: string): Promise<string> {
  const reply = await call<{ token: string }>(base, 'POST', '/rest-web-api/auth/token', {
    apiKey: true,
    body: { userName, password: MEMBER_PASSWORD, userType: '2' },
  });
  if (reply.body.respCode !== '0000' || !reply.body.data?.token) throw new Error(`login of ${userName} failed: ${JSON.stringify(reply)}`);
  return reply.body.data.token;
}

/** A man's application to a retreat course, every required answer given (the bench's crowd applies with it too). */
export const retreatApplication = (fullName: string) => ({
  group: 'male',
  fullName,
  phoneNo: '09123456789',
  age: 40,
  firstCourse: true,
  physicalHealth: false,
  mentalHealth: false,
  takesMedication: false,
  emergencyName: 'Daw Mya',
  emergencyPhone: '09987654321',
  emergencyRelation: 'Wife',
  arrivalTime: '15:00',
  consent: true,
});

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 (SHA-1, 30 s, 6 digits), as an authenticator app computes it; `step` moves by 30 s. */
export function totp(secret: string, step = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + step));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

let adminToken: string | undefined;

/**
 * The seeded admin's session (one for the whole run: sessions live in the database, so it opens
 * staff calls on every instance). On PostgreSQL the first sign-in enrols two-factor.
 */
export async function adminSession(base: string): Promise<string> {
  adminToken ??= await adminSignIn(base);
  return adminToken;
}

async function adminSignIn(base: string): Promise<string> {
  const login = await call<{ step: string; challenge?: string; session?: { token: string } }>(base, 'POST', '/admin-api/auth/login', {
    body: { email: 'admin@mahasi.org', password: 'Satipatthana2026!' },
  });
  const data = login.body.data;
  if (data?.step === 'signedIn') return data.session!.token;
  if (data?.step !== 'enrol') throw new Error(`admin sign-in: ${JSON.stringify(login)}`);
  const started = await call<{ secret: string }>(base, 'POST', '/admin-api/auth/enrol/start', { body: { challenge: data.challenge } });
  const confirmed = await call<{ session: { token: string } }>(base, 'POST', '/admin-api/auth/enrol/confirm', {
    body: { challenge: data.challenge, code: totp(started.body.data!.secret) },
  });
  if (confirmed.body.respCode !== '0000') throw new Error(`admin enrolment: ${JSON.stringify(confirmed)}`);
  return confirmed.body.data!.session.token;
}

/** The sandbox gateway's signature of a callback, as its hosted page makes it (modules/store/gateway.ts). */
export function signSandboxCallback(event: {
  eventId: string;
  reference: string;
  orderNo: string;
  outcome: string;
  amount: number;
  currency: string;
}) {
  const text = [event.eventId, event.reference, event.orderNo, event.outcome, event.amount, event.currency].join('|');
  return createHmac('sha256', SANDBOX_SECRET).update(text).digest('hex');
}

/** Polls until `check` returns a value that is not undefined (the tests' own time-out ends a wait that never comes). */
export async function until<T>(check: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface PrivatePostgres {
  /** The server's URL (database `postgres`). */
  url: string;
  /** A fast restart, as an operator or a failover would: connections are cut, the data stays. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL server of the tests' own (initdb in a temporary folder, its own port), so that a
 * test can restart it without touching the server other work on this machine uses. As root (CI
 * here) it runs as the `postgres` system user, since PostgreSQL refuses to run as root.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const { execFile } = await import('node:child_process');
  const { chownSync, existsSync } = await import('node:fs');
  const { userInfo } = await import('node:os');
  const run = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const asRoot = userInfo().uid === 0;
      const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
      execFile(command!, rest, { maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${args.join(' ')} failed: ${stderr || stdout || error.message}`)) : resolve(),
      );
    });
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL's server programs are not in ${PG_BIN} (set PG_BIN).`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mahasi-private-pg-'));
  if (userInfo().uid === 0) {
    const { uid, gid } = await new Promise<{ uid: number; gid: number }>((resolve, reject) =>
      execFile('id', ['-u', 'postgres'], (error, uidText) =>
        error
          ? reject(error)
          : execFile('id', ['-g', 'postgres'], (e2, gidText) =>
              e2 ? reject(e2) : resolve({ uid: Number(uidText), gid: Number(gidText) }),
            ),
      ),
    );
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run([path.join(PG_BIN, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (action: string[]) =>
    run([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, ...action]);
  await ctl(['start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl(['restart', '-m', 'fast']),
    async stop() {
      await ctl(['stop', '-m', 'immediate']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BalancerFigures {
  requests: number;
  /** Replies by HTTP status. */
  byStatus: Record<string, number>;
  /** Requests that got no reply at all (a reset, a refused connection). */
  connectionErrors: string[];
  /** Replies of 500 and above. */
  serverErrors: string[];
  /** The balancer's own /readyz probes, by status ('refused' while nothing listens). */
  probes: Record<string, number>;
}

/**
 * A load balancer as an operator puts in front of the instances (HAProxy, a cloud load balancer,
 * Kubernetes' endpoints): it asks each target's /readyz every `probeEveryMs` and sends requests,
 * round robin, only to targets whose last answer was 200. Connections are kept open (fetch's
 * keep-alive pool), as a proxy keeps its upstream connections. It never retries: every request
 * that got no reply or a 5xx is counted.
 */
export function readinessBalancer(targets: string[], probeEveryMs = 100) {
  const ready = new Set<string>();
  const figures: BalancerFigures = { requests: 0, byStatus: {}, connectionErrors: [], serverErrors: [], probes: {} };
  let probing = true;
  const probes = targets.map(async (target) => {
    while (probing) {
      const status = await fetch(`${target}/readyz`).then(
        async (reply) => {
          await reply.arrayBuffer();
          return reply.status;
        },
        () => 'refused',
      );
      figures.probes[status] = (figures.probes[status] ?? 0) + 1;
      if (status === 200) ready.add(target);
      else ready.delete(target);
      await sleep(probeEveryMs);
    }
  });
  let next = 0;
  const pick = async (): Promise<string> => {
    for (;;) {
      const live = targets.filter((target) => ready.has(target));
      if (live.length) return live[next++ % live.length]!;
      await sleep(20);
    }
  };
  return {
    figures,
    isReady: (target: string) => ready.has(target),
    /** One request through the balancer; undefined when it got no reply. */
    async send<T>(label: string, run: (base: string) => Promise<Reply<T>>): Promise<Reply<T> | undefined> {
      const base = await pick();
      figures.requests++;
      try {
        const reply = await run(base);
        figures.byStatus[reply.status] = (figures.byStatus[reply.status] ?? 0) + 1;
        if (reply.status >= 500) figures.serverErrors.push(`${label} on ${base}: ${reply.status} ${JSON.stringify(reply.body)}`);
        return reply;
      } catch (error) {
        const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
        figures.connectionErrors.push(`${label} on ${base}: ${cause?.code ?? cause?.message ?? String(error)}`);
        return undefined;
      }
    },
    async stop(): Promise<void> {
      probing = false;
      await Promise.all(probes);
    },
  };
}

export type Balancer = ReturnType<typeof readinessBalancer>;

export interface Shopper {
  member: string;
  token: string;
  cartId: number;
}

/** Members signed in with a cart, ready to buy. */
export async function prepareShoppers(database: TestDatabase, base: string, count: number, tag: string): Promise<Shopper[]> {
  const members = await createMembers(database, count, tag);
  return Promise.all(
    members.map(async (member) => {
      const token = await memberLogin(base, member);
      const cart = await call<{ id: number }>(base, 'POST', '/rest-api/cart/save-cart', { token, body: { currencyCode: 'MMK' } });
      return { member, token, cartId: cart.body.data!.id };
    }),
  );
}

export interface Checkout {
  member: string;
  key: string;
  orderId: number;
}

/**
 * Steady traffic through a balancer until stopped: guests reading the news, and members each
 * buying in a loop (add a book, check out with an Idempotency-Key of its own, pay or cancel on the
 * sandbox's page). Every reply that is not what the step expects is kept in `unexpected`.
 */
export function steadyLoad(lb: Balancer, options: { shoppers: Shopper[]; books: number[]; readers: number; pauseMs?: number }) {
  let running = true;
  // Bounded: each guest and member waits between requests, as people do, so the machine keeps room to start instances.
  const pause = () => sleep(options.pauseMs ?? (FULL ? 10 : 40));
  const checkouts: Checkout[] = [];
  const unexpected: string[] = [];
  const newsList = { searchObj: {}, pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC' };

  const reader = async () => {
    while (running) {
      const list = await lb.send('news list', (base) =>
        call<{ dataList: { id: number }[] }>(base, 'POST', '/rest-api/post/getDataByPagination', { body: newsList }),
      );
      await pause();
      const id = list?.body.data?.dataList[0]?.id;
      if (id) await lb.send('news detail', (base) => call(base, 'GET', `/rest-api/post/getDataById/${id}`));
      await pause();
    }
  };

  const shopper = async (shopper: Shopper, index: number) => {
    const { token, cartId } = shopper;
    for (let round = 0; running; round++) {
      const ebookId = options.books[(index + round) % options.books.length]!;
      const added = await lb.send('add to cart', (base) =>
        call(base, 'POST', '/rest-api/cart/add-item', { token, body: { cartId, ebookId, currencyCode: 'MMK', quantity: 1 } }),
      );
      if (added && !['0000', '0030'].includes(added.body.respCode ?? '')) unexpected.push(`add: ${JSON.stringify(added.body)}`);
      await pause();
      const items = await lb.send('cart', (base) =>
        call<{ items: { cartItemId: number }[] }>(base, 'GET', `/rest-api/cart/cart-item-list/${cartId}`, { token }),
      );
      const cartItemIds = items?.body.data?.items.map((item) => item.cartItemId) ?? [];
      await pause();
      if (!cartItemIds.length) continue;
      const key = `${shopper.member}-${round}`;
      const checkout = await lb.send('checkout', (base) =>
        call<{ orderId: number; redirectUrl: string }>(base, 'POST', '/rest-api/payment/checkoutPayment', {
          token,
          headers: { 'idempotency-key': key },
          body: { cartItemIds, currencyCode: 'MMK' },
        }),
      );
      if (!checkout) continue;
      if (checkout.body.respCode !== '0000') {
        unexpected.push(`checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
        continue;
      }
      const { orderId, redirectUrl } = checkout.body.data!;
      checkouts.push({ member: shopper.member, key, orderId });
      await pause();
      const outcome = round % 3 === 2 ? 'cancelled' : 'paid';
      const decided = await lb.send('pay', async (base) => {
        const reply = await fetch(`${base}${redirectUrl}/decide`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `outcome=${outcome}`,
          redirect: 'manual',
        });
        await reply.arrayBuffer();
        return { status: reply.status, body: {} };
      });
      if (decided && decided.status !== 303) unexpected.push(`pay: ${decided.status}`);
      await pause();
    }
  };

  const work = [...Array.from({ length: options.readers }, () => reader()), ...options.shoppers.map((one, index) => shopper(one, index))];
  return {
    checkouts,
    unexpected,
    async stop(): Promise<void> {
      running = false;
      await Promise.all(work);
    },
  };
}
