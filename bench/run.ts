import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { Upload } from 'tus-js-client';
import { sql } from 'drizzle-orm';
import type * as DashboardModule from '../apps/server/src/modules/orders/dashboard.js';
import type * as OrderDeskModule from '../apps/server/src/modules/orders/service.js';
import type * as OrderLedgerModule from '../apps/server/src/modules/store/order-ledger.js';
import {
  disposeTemplates,
  freePort,
  log,
  root,
  seededDatabase,
  serverModules,
  startServer,
  stop,
  type Kind,
  type PreparedDatabase,
} from './harness.js';
import { budgetPages, lighthouseReport, measureLighthouse, type LighthouseScore } from './lighthouse.js';
import { measureRetreats, retreatsText } from './retreats.js';
import { table } from './table.js';

/**
 * `npm run bench`: builds the production app, starts the real server on a fresh database with the
 * demo content plus synthetic posts, and measures each endpoint against a bare node:http server
 * replaying the exact same bytes (the limit on this machine), back to back, with autocannon in
 * this process (the server and the replay server each run in their own). Then growth with data,
 * the store console, a retreat course's opening minute on PostgreSQL (200 members applying at once
 * for 50 places: p50/p95/p99 of apply, and no overbooking, checked), the web app's weights, and
 * Lighthouse on the pages of the budget. Prints tables and writes JSON under bench/results/.
 *
 *   npm run bench                 full run (10 s per item, 10,000 posts; growth 1k/10k/100k; Lighthouse 5 runs a page,
 *                                 7 route types in English and Myanmar, median and worst run)
 *   npm run bench -- --quick      half a second per item, 40 applicants for 10 places, Lighthouse once on the home page:
 *                                 proves the benchmark works (CI)
 *   --no-lighthouse               skips Lighthouse
 *   --only orders                 one step only (api, growth, orders, retreats or lighthouse; no results file but
 *                                 for retreats), e.g. the dashboard's budget: npm run bench -- --no-build --only orders --db postgres
 *   --db postgres                 one database only (pglite or postgres; postgres needs DATABASE_URL)
 *   --endpoints news,order        with --only api: only the endpoints whose name contains one of these words, side by side
 *                                 with the limit, without the log-in and the upload, e.g. to compare ratios before and after
 *                                 a change: npm run bench -- --only api --endpoints "page 1,order,cart,notification" --posts 1000
 *   --cpu-prof DIR                with the API step: the server writes a CPU profile (.cpuprofile) into DIR when it stops
 *   --upload-only                 only the large upload below, on a server of its own (`npm run bench:upload`)
 *
 * With the API run, a 500 MB talk is uploaded through the tus endpoint with the server's memory
 * sampled (20 MB in quick mode). `--upload-only` runs that step alone, on a freshly started server
 * with the demo content, so its baseline is an idle server rather than one just out of the load run.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'upload-only': { type: 'boolean', default: false },
    seconds: { type: 'string' },
    posts: { type: 'string' },
    only: { type: 'string' },
    db: { type: 'string' },
    endpoints: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const steps = ['api', 'growth', 'orders', 'retreats', 'lighthouse'] as const;
type Step = (typeof steps)[number];
if (args.only !== undefined && !(steps as readonly string[]).includes(args.only))
  throw new Error(`--only takes one of ${steps.join(', ')}`);
const only = args.only as Step | undefined;
if (args.db !== undefined && args.db !== 'pglite' && args.db !== 'postgres') throw new Error('--db takes pglite or postgres');
if (args.db === 'postgres' && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
const quick = Boolean(args.quick);
// Quick mode proves the measurement works (CI): half a second is thousands of requests an item, and its figures are not compared.
const seconds = Number(args.seconds ?? (quick ? 0.5 : 10));
const volume = Number(args.posts ?? (quick ? 1_000 : 10_000));
/** `--endpoints`: only these endpoints (a word of their name each), without the log-in and the upload. */
const endpointWords = args.endpoints
  ?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const growthSizes = quick ? [1_000] : [1_000, 10_000, 100_000];
/** A retreat course's opening: this many members applying at once for this many places of one group. */
const retreatCrowd = quick ? { applicants: 40, places: 10 } : { applicants: 200, places: 50 };
const CONNECTIONS = 50;
const API_KEY = 'mahasi-web-public-key';
const DEMO = { userName: 'demo@mahasi.org', password: 'Metta2026!', userType: '2' };

interface Endpoint {
  name: string;
  group: 'public' | 'member' | 'login';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  member?: boolean;
}

interface Result {
  endpoint: string;
  group: string;
  rps: number;
  limitRps: number | null;
  ratio: number | null;
  p50: number;
  p99: number;
  limitP99: number | null;
  /** Server CPU time (user + system) per request answered, ours and the limit's: steadier than req/s on a busy machine. */
  cpuUs: number | null;
  limitCpuUs: number | null;
  errors: number;
  serverRssMb: number;
}

function build(): void {
  log('Building the production app…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A fresh database with the demo content and `posts` synthetic published posts in all. */
async function prepareDatabase(kind: Kind, posts: number): Promise<PreparedDatabase> {
  const { m, database, env, dispose } = await seededDatabase(kind, {
    name: `mahasi_bench_${process.pid}_${posts}`,
    folder: 'mahasi-bench-',
  });
  const existing = Number(
    m.rowsOf<{ c: number }>(await database.db.execute(sql.raw(`select count(*)::int as c from posts where status = 'published'`)))[0]!.c,
  );
  const extra = Math.max(0, posts - existing);
  if (extra > 0) {
    await database.db.execute(
      sql.raw(`with src as (select row_number() over (order by id) - 1 as k, * from posts where status = 'published'),
        n as (select count(*) as c from src)
        insert into posts (title, author, body, excerpt, language, image, tag_list, status, public_date, view_count, like_count, unlike_count)
        select s.title || ' · ' || g, s.author, s.body, s.excerpt, s.language, s.image, s.tag_list, 'published',
          now() - (g || ' minutes')::interval, g % 997, 0, 0
        from generate_series(1, ${extra}) g join src s on s.k = g % (select c from n)`),
    );
    await database.db.execute(
      sql.raw(`insert into post_categories (post_id, category_id)
        select p.id, c.id from posts p join lateral (
          select id from news_categories order by id offset (p.id % (select count(*) from news_categories)) limit 1) c on true
        where not exists (select 1 from post_categories pc where pc.post_id = p.id)`),
    );
    await database.db.execute(sql.raw('analyze'));
  }
  await database.close();
  return { env, dispose };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function call(url: string, endpoint: Endpoint, token?: string) {
  const res = await fetch(`${url}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(endpoint.path.startsWith('/rest-web-api') ? { 'x-api-key': API_KEY } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')),
  };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  maxRss: number;
  cpuUs: number | null;
}

/** A process's CPU time so far (user + system), in ms; undefined when it cannot be read. */
function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function load(
  url: string,
  endpoint: Endpoint,
  token: string | undefined,
  options: { connections: number; pid?: number; bodies?: () => unknown; seconds?: number },
): Promise<Load> {
  let maxRss = 0;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(options.pid))), 200);
  const cpuBefore = cpuMs(options.pid);
  const headers: Record<string, string> = {
    ...(endpoint.body === undefined && !options.bodies ? {} : { 'content-type': 'application/json' }),
    ...(endpoint.path.startsWith('/rest-web-api') ? { 'x-api-key': API_KEY } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const duration = options.seconds ?? seconds;
  const result = await autocannon({
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    headers,
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
    connections: options.connections,
    duration,
    // autocannon stops at its first sample after the duration: a run shorter than its default second would last one.
    sampleInt: Math.min(1_000, duration * 1_000),
    ...(options.bodies
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const next = options.bodies!();
                return typeof next === 'string' ? { ...request, path: next } : { ...request, body: JSON.stringify(next) };
              },
            },
          ],
        }
      : {}),
  });
  clearInterval(sampler);
  maxRss = Math.max(maxRss, rssMb(options.pid));
  const cpuAfter = cpuMs(options.pid);
  const answered = result.requests.total;
  return {
    cpuUs:
      cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? Math.round(((cpuAfter - cpuBefore) * 1000) / answered) : null,
    // Per second whatever the sample's length (the average is per sample).
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    maxRss,
  };
}

async function memberSetup(url: string): Promise<{ token: string; cartId: number }> {
  const login = await call(url, { name: 'login', group: 'login', method: 'POST', path: '/rest-web-api/auth/token', body: DEMO });
  const token = login.json().data.token as string;
  const cart = await call(
    url,
    { name: 'cart', group: 'member', method: 'POST', path: '/rest-api/cart/save-cart', body: { currencyCode: 'MMK' } },
    token,
  );
  const cartId = cart.json().data.id as number;
  const books = await call(url, {
    name: 'ebooks',
    group: 'public',
    method: 'POST',
    path: '/rest-api/ebook/getDataByPagination',
    body: { pageNo: 1, pageSize: 3 },
  });
  for (const book of books.json().data.dataList as { id: number }[]) {
    await call(
      url,
      {
        name: 'add',
        group: 'member',
        method: 'POST',
        path: '/rest-api/cart/add-item',
        body: { cartId, ebookId: book.id, currencyCode: 'MMK', quantity: 1 },
      },
      token,
    );
  }
  return { token, cartId };
}

function endpoints(cartId: number, deepPage: number, postId: number): Endpoint[] {
  const news = (pageNo: number) => ({ pageNo, pageSize: 9, sortBy: 'id', orderBy: 'DESC', searchObj: {} });
  return [
    { name: 'news list, page 1', group: 'public', method: 'POST', path: '/rest-api/post/getDataByPagination', body: news(1) },
    {
      name: `news list, page ${deepPage}`,
      group: 'public',
      method: 'POST',
      path: '/rest-api/post/getDataByPagination',
      body: news(deepPage),
    },
    { name: 'post detail', group: 'public', method: 'GET', path: `/rest-api/post/getDataById/${postId}` },
    {
      name: 'category list',
      group: 'public',
      method: 'POST',
      path: '/rest-api/category/getDataByPagination',
      body: { pageNo: 1, pageSize: 0, sortBy: 'total_count', orderBy: 'DESC', searchObj: { categoryName: '' } },
    },
    {
      name: 'e-book list',
      group: 'public',
      method: 'POST',
      path: '/rest-api/ebook/getDataByPagination',
      body: { pageNo: 1, pageSize: 12 },
    },
    {
      name: 'podcast list',
      group: 'public',
      method: 'POST',
      path: '/rest-api/podcast/getDataByPagination',
      body: { pageNo: 1, pageSize: 12 },
    },
    { name: 'cart item list', group: 'member', member: true, method: 'GET', path: `/rest-api/cart/cart-item-list/${cartId}` },
    {
      name: 'order list',
      group: 'member',
      member: true,
      method: 'POST',
      path: '/rest-api/order/getDataByPagination',
      body: { pageNo: 1, pageSize: 10, sortBy: 'order_no', orderBy: 'DESC', searchObj: { status: '', showNotExpiredOrder: true } },
    },
    {
      name: 'notification page',
      group: 'member',
      member: true,
      method: 'POST',
      path: '/rest-api/notification/viewDataByPagination',
      body: { pageNo: 1, pageSize: 50, sortBy: 'updated_time', orderBy: 'DESC', searchObj: { status: '0', type: 'in_app' } },
    },
  ];
}

/**
 * The headers the limit sends with the recorded body: ours, the same bytes on the wire, but for those
 * node:http writes itself (date, connection, keep-alive, the length) and the compression fetch undid
 * (autocannon asks for none, and gets the body recorded).
 */
function replayedHeaders(headers: Record<string, string>): Record<string, string> {
  const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));
}

async function startReplay(recordings: object[]): Promise<{ url: string; process: ChildProcess }> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mahasi-replay-')), 'recordings.json');
  writeFileSync(file, JSON.stringify(recordings));
  const port = await freePort();
  const child = fork(path.join(here, 'replay.ts'), [file, String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`replay server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

async function measureApi(kind: Kind): Promise<{ results: Result[]; upload?: UploadMeasure }> {
  log(`\n[${kind}] preparing a database with ${volume.toLocaleString('en')} posts…`);
  const prepared = await prepareDatabase(kind, volume);
  const cpuProfile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : undefined;
  const server = await startServer(prepared.env, {}, undefined, cpuProfile);
  try {
    const { token, cartId } = await memberSetup(server.url);
    const first = await call(server.url, {
      name: 'probe',
      group: 'public',
      method: 'POST',
      path: '/rest-api/post/getDataByPagination',
      body: { pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC', searchObj: {} },
    });
    const firstPage = first.json().data;
    const deepPage = Math.max(1, Math.floor(firstPage.numOfPages * 0.9));
    const list = endpoints(cartId, deepPage, firstPage.dataList[0].id).filter(
      (endpoint) => !endpointWords || endpointWords.some((word) => endpoint.name.includes(word)),
    );
    const recordings = [];
    for (const endpoint of list) {
      const reply = await call(server.url, endpoint, endpoint.member ? token : undefined);
      if (reply.status !== 200 || reply.json().respCode !== '0000')
        throw new Error(`${endpoint.name}: ${reply.status} ${reply.bytes.toString().slice(0, 200)}`);
      recordings.push({
        method: endpoint.method,
        path: endpoint.path,
        body: endpoint.body === undefined ? '' : JSON.stringify(endpoint.body),
        status: reply.status,
        headers: replayedHeaders(reply.headers),
        response: reply.bytes.toString('base64'),
      });
    }
    const replay = await startReplay(recordings);
    const results: Result[] = [];
    try {
      // One unmeasured second of each first: the JIT, and the jobs a fresh server runs at start, are not the endpoint's.
      // Not in quick mode, which proves the measurement works (CI) and whose half-second figures say little anyway:
      // the warm-up was 36 of its 175 s.
      if (!quick)
        for (const endpoint of list) {
          const auth = endpoint.member ? token : undefined;
          await load(server.url, endpoint, auth, { connections: CONNECTIONS, seconds: 1 });
          await load(replay.url, endpoint, auth, { connections: CONNECTIONS, seconds: 1 });
        }
      for (const endpoint of list) {
        const auth = endpoint.member ? token : undefined;
        const ours = await load(server.url, endpoint, auth, { connections: CONNECTIONS, pid: server.process.pid });
        const limit = await load(replay.url, endpoint, auth, { connections: CONNECTIONS, pid: replay.process.pid });
        results.push({
          endpoint: endpoint.name,
          group: endpoint.group,
          rps: ours.rps,
          limitRps: limit.rps,
          ratio: limit.rps ? ours.rps / limit.rps : null,
          p50: ours.p50,
          p99: ours.p99,
          limitP99: limit.p99,
          cpuUs: ours.cpuUs,
          limitCpuUs: limit.cpuUs,
          errors: ours.errors,
          serverRssMb: ours.maxRss,
        });
        log(`  ${endpoint.name}: ${ours.rps} req/s (limit ${limit.rps}), p99 ${ours.p99} ms`);
      }
    } finally {
      await stop(replay.process);
    }
    if (endpointWords) return { results };
    const loginEndpoint: Endpoint = {
      name: 'log-in (argon2id)',
      group: 'login',
      method: 'POST',
      path: '/rest-web-api/auth/token',
      body: DEMO,
    };
    const login = await load(server.url, loginEndpoint, undefined, { connections: 10, pid: server.process.pid });
    results.push({
      endpoint: loginEndpoint.name,
      group: 'login',
      rps: login.rps,
      limitRps: null,
      ratio: null,
      p50: login.p50,
      p99: login.p99,
      limitP99: null,
      cpuUs: login.cpuUs,
      limitCpuUs: null,
      errors: login.errors,
      serverRssMb: login.maxRss,
    });
    const upload = await measureUpload(server.url, server.process.pid);
    return { results, upload };
  } finally {
    await stop(server.process);
    await prepared.dispose();
  }
}

interface UploadMeasure {
  megabytes: number;
  /** From the first tus request to the finishing call's answer. */
  seconds: number;
  mbPerSecond: number;
  /** The finishing call alone (the file read by music-metadata, then kept). */
  finishSeconds: number;
  /** The server's RSS, idle, just before the upload (the highest of 2 s of samples). */
  serverRssBeforeMb: number;
  /** The most seen while the file was sent (tus PATCH requests), and while it was finished. */
  serverRssSendingMaxMb: number;
  serverRssFinishingMaxMb: number;
  serverRssMaxMb: number;
  /** Once it was done. */
  serverRssAfterMb: number;
  /** RSS samples taken (every 50 ms). */
  samples: number;
  durationSeconds: number;
}

/** A constant-bitrate MP3 of about `megabytes` (MPEG-1 Layer III, 128 kbps, 48 kHz, silent frames), written frame by frame. */
async function writeMp3(file: string, megabytes: number): Promise<number> {
  const frame = Buffer.alloc(384);
  frame.set([0xff, 0xfb, 0x94, 0xc4]);
  const block = Buffer.concat(Array.from({ length: 2730 }, () => frame));
  const out = createWriteStream(file);
  let frames = Math.floor((megabytes * 1024 * 1024) / frame.length);
  while (frames > 0) {
    const count = Math.min(frames, 2730);
    if (!out.write(count === 2730 ? block : block.subarray(0, count * frame.length))) await once(out, 'drain');
    frames -= count;
  }
  out.end();
  await once(out, 'finish');
  return statSync(file).size;
}

/**
 * A talk's audio sent through the tus endpoint as the console sends it (tus-js-client, 8 MB
 * pieces, streamed from disk), then finished (read by music-metadata): the server's memory is
 * sampled every 50 ms throughout. 500 MB in the full run, 20 MB in quick mode. Reported, not
 * asserted (budget: 400 MB on PGlite).
 */
async function measureUpload(url: string, pid: number | undefined): Promise<UploadMeasure> {
  const megabytes = quick ? 20 : 500;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mahasi-upload-'));
  const file = path.join(dir, 'talk.mp3');
  const size = await writeMp3(file, megabytes);
  try {
    const signIn = await fetch(`${url}/admin-api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'author@mahasi.org', password: 'Anicca2026!' }),
    });
    const token = ((await signIn.json()) as { data: { session: { token: string } } }).data.session.token;
    // The idle baseline: a moment after the sign-in settles.
    let before = 0;
    for (let i = 0; i < 20; i++) {
      before = Math.max(before, rssMb(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
    let phase: 'sending' | 'finishing' = 'sending';
    const max = { sending: before, finishing: 0 };
    let samples = 0;
    const sampler = setInterval(() => {
      max[phase] = Math.max(max[phase], rssMb(pid));
      samples++;
    }, 50);
    const started = performance.now();
    try {
      const location = await new Promise<string>((resolve, reject) => {
        const upload = new Upload(createReadStream(file), {
          endpoint: `${url}/admin-api/uploads/tus`,
          uploadSize: size,
          chunkSize: 8 * 1024 * 1024,
          metadata: { kind: 'audio', filename: 'bench talk.mp3' },
          headers: { authorization: `Bearer ${token}` },
          retryDelays: [0, 1000],
          onSuccess: () => resolve(upload.url!),
          onError: reject,
        });
        upload.start();
      });
      max.sending = Math.max(max.sending, rssMb(pid));
      phase = 'finishing';
      const finishStarted = performance.now();
      const finished = await fetch(`${url}/admin-api/uploads/audio`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ tusId: location.split('/').at(-1) }),
      });
      const reply = (await finished.json()) as { respCode: string; data: { durationSeconds: number } };
      if (reply.respCode !== '0000') throw new Error(`finishing the upload: ${JSON.stringify(reply)}`);
      const now = performance.now();
      max.finishing = Math.max(max.finishing, rssMb(pid));
      const seconds = (now - started) / 1000;
      return {
        megabytes: Math.round(size / 1024 / 1024),
        seconds: round(seconds),
        mbPerSecond: Math.round(size / 1024 / 1024 / seconds),
        finishSeconds: round((now - finishStarted) / 1000),
        serverRssBeforeMb: before,
        serverRssSendingMaxMb: max.sending,
        serverRssFinishingMaxMb: max.finishing,
        serverRssMaxMb: Math.max(max.sending, max.finishing),
        serverRssAfterMb: rssMb(pid),
        samples,
        durationSeconds: reply.data.durationSeconds,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const uploadLine = (kind: Kind, upload: UploadMeasure) =>
  `\n### Large upload on ${kind}: ${upload.megabytes} MB of audio through tus in ${upload.seconds} s (${upload.mbPerSecond} MB/s, of which ${upload.finishSeconds} s finishing), read as ${upload.durationSeconds} s of audio; server RSS ${upload.serverRssBeforeMb} MB idle before, at most ${upload.serverRssSendingMaxMb} MB while sent and ${upload.serverRssFinishingMaxMb} MB while finished, ${upload.serverRssAfterMb} MB after (${upload.samples} samples; budget 400 MB on PGlite)\n`;

/** `--upload-only`: the large upload alone, on a server started for it with the demo content. */
async function uploadOnly(kinds: Kind[], stamp: string, machine: string): Promise<void> {
  for (const kind of kinds) {
    log(`\n[${kind}] large upload…`);
    const prepared = await prepareDatabase(kind, 0);
    const server = await startServer(prepared.env);
    let upload: UploadMeasure;
    try {
      upload = await measureUpload(server.url, server.process.pid);
    } finally {
      await stop(server.process);
      await prepared.dispose();
    }
    process.stdout.write(uploadLine(kind, upload));
    const file = path.join(here, 'results', `${stamp.slice(0, 10)}-upload-${kind}${quick ? '-quick' : ''}.json`);
    writeFileSync(file, JSON.stringify({ date: stamp, machine, kind, quick, upload }, null, 2));
    log(`wrote ${path.relative(root, file)}`);
  }
}

interface Growth {
  posts: number;
  listFirstP50: number;
  listFirstP99: number;
  listDeepP50: number;
  listDeepP99: number;
  detailP50: number;
  detailP99: number;
}

/** Latency with the response cache off, so that every request reaches the database. */
async function measureGrowth(kind: Kind): Promise<Growth[]> {
  const rows: Growth[] = [];
  for (const size of growthSizes) {
    log(`\n[${kind}] growth: ${size.toLocaleString('en')} posts…`);
    const prepared = await prepareDatabase(kind, size);
    const server = await startServer(prepared.env, { RESPONSE_CACHE_TTL_SECONDS: '0' });
    try {
      const probe = await call(server.url, {
        name: 'probe',
        group: 'public',
        method: 'POST',
        path: '/rest-api/post/getDataByPagination',
        body: { pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC', searchObj: {} },
      });
      const { numOfPages, dataList } = probe.json().data;
      const newest = dataList[0].id as number;
      const listEndpoint: Endpoint = {
        name: 'list',
        group: 'public',
        method: 'POST',
        path: '/rest-api/post/getDataByPagination',
        body: {},
      };
      const first = await load(server.url, listEndpoint, undefined, {
        connections: 10,
        bodies: () => ({ pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC', searchObj: {} }),
      });
      const deepFrom = Math.floor(numOfPages * 0.8);
      const deep = await load(server.url, listEndpoint, undefined, {
        connections: 10,
        bodies: () => ({
          pageNo: deepFrom + Math.floor(Math.random() * (numOfPages - deepFrom)) + 1,
          pageSize: 9,
          sortBy: 'id',
          orderBy: 'DESC',
          searchObj: {},
        }),
      });
      const detailEndpoint: Endpoint = { name: 'detail', group: 'public', method: 'GET', path: `/rest-api/post/getDataById/${newest}` };
      const detail = await load(server.url, detailEndpoint, undefined, {
        connections: 10,
        bodies: () => `/rest-api/post/getDataById/${newest - Math.floor(Math.random() * Math.min(size, 1000))}`,
      });
      rows.push({
        posts: size,
        listFirstP50: first.p50,
        listFirstP99: first.p99,
        listDeepP50: deep.p50,
        listDeepP99: deep.p99,
        detailP50: detail.p50,
        detailP99: detail.p99,
      });
    } finally {
      await stop(server.process);
      await prepared.dispose();
    }
  }
  return rows;
}

interface OrdersMeasure {
  orders: number;
  members: number;
  dashboardP50Ms: number;
  dashboardMaxMs: number;
  exportRows: number;
  exportMb: number;
  exportSeconds: number;
  rssBeforeMb: number;
  rssMaxMb: number;
}

/**
 * The store console with `size` orders and `size` members: the dashboard's queries (an admin's, every
 * part), timed over a few runs, and the CSV export of every order streamed to nowhere with this
 * process's memory sampled after each batch. In process, on the server's own modules (dist).
 */
async function measureOrders(kind: Kind): Promise<OrdersMeasure> {
  const size = quick ? 1_000 : 100_000;
  log(`\n[${kind}] orders: ${size.toLocaleString('en')} orders and members…`);
  const prepared = await prepareDatabase(kind, 0);
  const m = await serverModules();
  const dist = path.join(root, 'apps/server/dist');
  const { dashboardService } = (await import(path.join(dist, 'modules/orders/dashboard.js'))) as typeof DashboardModule;
  const { orderDesk } = (await import(path.join(dist, 'modules/orders/service.js'))) as typeof OrderDeskModule;
  const { orderLedger } = (await import(path.join(dist, 'modules/store/order-ledger.js'))) as typeof OrderLedgerModule;
  const database = await m.openDatabase({ databaseUrl: prepared.env.DATABASE_URL || undefined, dataDir: prepared.env.DATA_DIR! });
  try {
    await database.db.execute(
      sql.raw(`insert into users (user_full_name, username, email, phone_no, password_hash, created_at)
        select 'ဒေါ်ခင် Member ' || g, 'bench-' || g, 'bench-' || g || '@example.org', null, 'x',
          now() - ((g % 400) || ' days')::interval
        from generate_series(1, ${size}) g`),
    );
    await database.db.execute(
      sql.raw(`insert into orders (order_no, user_id, status, currency_code, subtotal, commission_fee, trans_fee, service_fee, net_amount,
          payment_name, order_date, expires_at, settled_at)
        select 'MH-BENCH-' || lpad(g::text, 7, '0'), u.id, case when g % 10 = 0 then 'f' when g % 17 = 0 then 'p' else 'c' end,
          case when g % 5 = 0 then 'USD' else 'MMK' end, 300000, 1000, 500, 1500, 301500, 'Sandbox Pay',
          now() - ((g % 365) || ' days')::interval, now() - ((g % 365) || ' days')::interval + interval '30 minutes',
          case when g % 17 = 0 then null else now() - ((g % 365) || ' days')::interval end
        from generate_series(1, ${size}) g join users u on u.username = 'bench-' || g`),
    );
    await database.db.execute(
      sql.raw(`insert into order_items (order_id, ebook_id, ebook_title, engraved_text, unit_price)
        select id, 1 + id % 5, 'Book ' || (1 + id % 5), '', 300000 from orders where order_no like 'MH-BENCH-%'`),
    );
    // Reads and plays of every post and talk on each of the last 400 days (the dashboard sums this month's).
    for (const [table, column, value, source] of [
      ['post_views_daily', 'post_id', 'views', 'posts'],
      ['podcast_plays_daily', 'podcast_id', 'plays', 'podcasts'],
    ] as const) {
      await database.db.execute(
        sql.raw(`insert into ${table} (day, ${column}, ${value})
          select (now() - (g || ' days')::interval)::date, s.id, 1 + (s.id * 7 + g) % 50
          from generate_series(0, 399) g, ${source} s on conflict do nothing`),
      );
    }
    await database.db.execute(sql.raw('analyze'));
    const dashboard = dashboardService({ db: database.db, now: () => new Date(), paymentProvider: 'sandbox' });
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      await dashboard.forRole('admin');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const desk = orderDesk({
      db: database.db,
      store: { resendReceipt: async () => undefined, checkStatusNow: async () => false, reconcileAfterMs: 0 },
      ledger: orderLedger(database.db),
      downloads: { regenerate: async () => '' },
      now: () => new Date(),
    });
    const rssBefore = process.memoryUsage().rss;
    let rssMax = rssBefore;
    let bytes = 0;
    let rows = -1;
    const started = performance.now();
    for await (const chunk of desk.exportCsv({ staffId: null, name: 'bench' }, {})) {
      bytes += Buffer.byteLength(chunk);
      rows += chunk.split('\r\n').length - 1;
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
    }
    return {
      orders: size,
      members: size,
      dashboardP50Ms: round(times[Math.floor(times.length / 2)]!),
      dashboardMaxMs: round(times.at(-1)!),
      exportRows: rows,
      exportMb: round(bytes / 2 ** 20),
      exportSeconds: round((performance.now() - started) / 1000),
      rssBeforeMb: Math.round(rssBefore / 2 ** 20),
      rssMaxMb: Math.round(rssMax / 2 ** 20),
    };
  } finally {
    await database.close();
    await prepared.dispose();
  }
}

interface WebWeights {
  route: string;
  jsGzipKb: number;
  cssGzipKb: number;
}

/** Gzip weight of what each route needs, from Vite's manifest: the entry, the route module and their static imports. */
function webWeights():
  { routes: WebWeights[]; homeBeforeRender: WebWeights; staffConsole?: WebWeights; consoleInPublic: string[] } | undefined {
  const dist = path.join(root, 'apps/web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; name?: string }
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const weigh = (keys: Set<string>) => {
    let js = 0;
    let css = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      js += gz(manifest[key]!.file);
      for (const file of manifest[key]!.css ?? []) cssFiles.add(file);
    }
    for (const file of cssFiles) css += gz(file);
    return { js, css };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry && /Page\.tsx$|Layout\.tsx$/.test(k))
    .map((key) => {
      const keys = closure(key, new Set(entry));
      const { js, css } = weigh(keys);
      return { route: path.basename(key, '.tsx'), jsGzipKb: round(js), cssGzipKb: round(css) };
    })
    .sort((a, b) => b.jsGzipKb - a.jsGzipKb);
  const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/home/HomePage.tsx'));
  const home = weigh(homeKey ? closure(homeKey, new Set(entry)) : entry);
  // The staff console is its own build: no module of it may be among the public pages' chunks.
  const consoleInPublic = Object.keys(manifest).filter((key) => key.startsWith('src/console/') || key === 'admin.html');
  return {
    routes,
    homeBeforeRender: { route: 'home (entry + HomePage)', jsGzipKb: round(home.js), cssGzipKb: round(home.css) },
    staffConsole: consoleWeight(dist),
    consoleInPublic,
  };
}

/** The console's first load (admin.html's entry and its static imports), from its own manifest. */
function consoleWeight(dist: string): WebWeights | undefined {
  const file = path.join(dist, '.vite/manifest-console.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) return undefined;
  visit(entry);
  const gz = (name: string) => gzipSync(readFileSync(path.join(dist, name))).length / 1024;
  const files = [...seen].map((key) => manifest[key]!);
  const css = new Set(files.flatMap((chunk) => chunk.css ?? []));
  return {
    route: 'staff console (its own page)',
    jsGzipKb: round(files.reduce((sum, chunk) => sum + gz(chunk.file), 0)),
    cssGzipKb: round([...css].reduce((sum, name) => sum + gz(name), 0)),
  };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The budget's seven route types in English and in Myanmar (light), as a first-time visitor sees them, with the
 * normal volume of posts, on a freshly started server: the first run of each page is its first render.
 */
async function lighthouseScores(): Promise<LighthouseScore[]> {
  log(`\n[pglite] Lighthouse, ${volume.toLocaleString('en')} posts…`);
  const started = Date.now();
  const prepared = await prepareDatabase('pglite', volume);
  const server = await startServer(prepared.env);
  try {
    // Quick mode (CI) proves the measurement works: the home page once, in English.
    if (quick) return await measureLighthouse(server.url, [{ name: 'home', path: '/' }], { runs: 1 });
    const pages = await budgetPages(server.url);
    // Five runs a page, the median and the worst reported: Lighthouse's own advice for its run-to-run variance.
    const scores: LighthouseScore[] = [];
    for (const language of ['en', 'mm'] as const) scores.push(...(await measureLighthouse(server.url, pages, { runs: 5, language })));
    return scores;
  } finally {
    await stop(server.process);
    await prepared.dispose();
    log(`  Lighthouse took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/** The printed sections of a run, one function a step. */
const apiText = (kind: Kind, stamp: string, machine: string, api: Result[], upload?: UploadMeasure): string =>
  [
    `\n## API on ${kind} — ${stamp.slice(0, 10)}, ${machine}, ${CONNECTIONS} connections, ${seconds} s each, ${volume.toLocaleString('en')} posts${quick ? ' (quick mode)' : ''}\n`,
    table(
      [
        'endpoint',
        'req/s ours',
        'req/s limit',
        'ratio',
        'p50 ms',
        'p99 ms',
        'limit p99',
        'CPU µs/req ours / limit',
        'errors',
        'server RSS MB',
      ],
      api.map((r) => [
        r.endpoint,
        r.rps,
        r.limitRps ?? '—',
        r.ratio === null ? '—' : `${Math.round(r.ratio * 100)} %`,
        r.p50,
        r.p99,
        r.limitP99 ?? '—',
        `${r.cpuUs ?? '—'} / ${r.limitCpuUs ?? '—'}`,
        r.errors,
        r.serverRssMb,
      ]),
    ),
    upload
      ? uploadLine(kind, upload)
      : `load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')}`,
  ].join('\n');

const growthText = (kind: Kind, growth: Growth[]): string =>
  [
    `\n### Growth on ${kind} (response cache off, 10 connections)\n`,
    table(
      ['posts', 'list p1 p50/p99 ms', 'list deep p50/p99 ms', 'detail p50/p99 ms'],
      growth.map((g) => [
        g.posts.toLocaleString('en'),
        `${g.listFirstP50} / ${g.listFirstP99}`,
        `${g.listDeepP50} / ${g.listDeepP99}`,
        `${g.detailP50} / ${g.detailP99}`,
      ]),
    ),
  ].join('\n');

const ordersText = (kind: Kind, orders: OrdersMeasure): string =>
  [
    `\n### Store console on ${kind}: ${orders.orders.toLocaleString('en')} orders, ${orders.members.toLocaleString('en')} members\n`,
    `Dashboard (every part, an admin's): p50 ${orders.dashboardP50Ms} ms, slowest ${orders.dashboardMaxMs} ms of 7 (budget 300 ms on PostgreSQL).`,
    `CSV export of every order: ${orders.exportRows.toLocaleString('en')} rows, ${orders.exportMb} MB in ${orders.exportSeconds} s; RSS ${orders.rssBeforeMb} MB before, at most ${orders.rssMaxMb} MB while streaming.`,
  ].join('\n');

/** `--only <step>`: that step on each database, printed; no Lighthouse and no results file. */
async function runOnly(step: Step, kinds: Kind[], stamp: string, machine: string): Promise<void> {
  if (step === 'lighthouse') {
    process.stdout.write(
      `\n## Lighthouse (mobile, simulated throttling) — ${stamp.slice(0, 10)}, ${machine}\n\n${lighthouseReport(await lighthouseScores())}\n`,
    );
    return;
  }
  for (const kind of kinds) {
    if (step === 'api') {
      const { results, upload } = await measureApi(kind);
      process.stdout.write(`${apiText(kind, stamp, machine, results, upload)}\n`);
      if (results.some((r) => r.errors > 0)) process.exitCode = 1;
    } else if (step === 'growth') process.stdout.write(`${growthText(kind, await measureGrowth(kind))}\n`);
    else if (step === 'retreats') {
      const retreats = await measureRetreats(kind, retreatCrowd);
      process.stdout.write(`${retreatsText(kind, retreats)}\n`);
      // Kept like the upload's: the README quotes it.
      mkdirSync(path.join(here, 'results'), { recursive: true });
      const file = path.join(here, 'results', `${stamp.slice(0, 10)}-retreats-${kind}${quick ? '-quick' : ''}.json`);
      writeFileSync(file, JSON.stringify({ date: stamp, machine, kind, quick, retreats }, null, 2));
      log(`wrote ${path.relative(root, file)}`);
      if (retreats.problems.length) process.exitCode = 1;
    } else process.stdout.write(`${ordersText(kind, await measureOrders(kind))}\n`);
  }
}

async function main(): Promise<void> {
  if (!args['no-build']) build();
  const kinds: Kind[] = args.db ? [args.db as Kind] : process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const stamp = new Date().toISOString();
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  if (only) return runOnly(only, kinds, stamp, machine);
  mkdirSync(path.join(here, 'results'), { recursive: true });
  if (args['upload-only']) return uploadOnly(kinds, stamp, machine);
  const web = webWeights();
  const lighthouse = args['no-lighthouse'] ? undefined : await lighthouseScores();
  const failures: string[] = [];
  if (web?.consoleInPublic.length) failures.push(`the public build carries staff console modules: ${web.consoleInPublic.join(', ')}`);
  for (const kind of kinds) {
    const { results: api, upload } = await measureApi(kind);
    const growth = await measureGrowth(kind);
    const orders = await measureOrders(kind);
    // Where applications can race (PGlite runs one transaction at a time; the in-process tests cover it).
    const retreats = kind === 'postgres' ? await measureRetreats(kind, retreatCrowd) : undefined;
    for (const r of api) if (r.errors > 0) failures.push(`${kind}: ${r.endpoint} answered ${r.errors} errors under load`);
    for (const problem of retreats?.problems ?? []) failures.push(`${kind}: retreats: ${problem}`);
    const out = [
      apiText(kind, stamp, machine, api, upload),
      growthText(kind, growth),
      ordersText(kind, orders),
      ...(retreats ? [retreatsText(kind, retreats)] : []),
    ].join('\n');
    process.stdout.write(`${out}\n`);
    const file = path.join(here, 'results', `${stamp.slice(0, 10)}-${kind}${quick ? '-quick' : ''}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: stamp,
          machine,
          kind,
          quick,
          connections: CONNECTIONS,
          seconds,
          posts: volume,
          api,
          upload,
          growth,
          orders,
          retreats,
          web,
          lighthouse,
        },
        null,
        2,
      ),
    );
    log(`wrote ${path.relative(root, file)}`);
  }
  if (web) {
    process.stdout.write(
      `\n## Web (gzip)\n\nHome page before the app renders it (the page the server rendered paints before any of it): ${web.homeBeforeRender.jsGzipKb} KB JS, ${web.homeBeforeRender.cssGzipKb} KB CSS\n\n`,
    );
    process.stdout.write(
      `${table(
        ['route', 'JS KB', 'CSS KB'],
        web.routes.map((r) => [r.route, r.jsGzipKb, r.cssGzipKb]),
      )}\n`,
    );
    if (web.staffConsole)
      process.stdout.write(
        `\nStaff console, loaded only under /admin: ${web.staffConsole.jsGzipKb} KB JS, ${web.staffConsole.cssGzipKb} KB CSS before its first screen; no console module in the public build.\n`,
      );
  }
  if (lighthouse) process.stdout.write(`\n## Lighthouse (mobile, simulated throttling)\n\n${lighthouseReport(lighthouse)}\n`);
  // Numbers are reported, never asserted; a request that failed under load, or a place given twice, means the server (or the benchmark) is broken.
  if (failures.length) {
    log(`\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

main()
  .finally(disposeTemplates)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
