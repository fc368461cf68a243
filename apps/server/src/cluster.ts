import cluster, { type Worker } from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config.js';
import { clusterMetrics, metricsServer } from './http/metrics.js';
import { RETIRE } from './lifecycle.js';

/**
 * `npm run start:cluster`: one server process per core (WEB_CONCURRENCY to choose) on one port,
 * all on the PostgreSQL server of DATABASE_URL. The processes share nothing in memory that must
 * agree: caches are dropped across them by PostgreSQL notifications, rate limits and sessions live
 * in the database, scheduled jobs take a database lock (decision 0021). This primary process only
 * starts the workers, starts a new one when one dies, sums their metrics, replaces them one at a
 * time on SIGHUP (a rolling restart, after a new build), and stops them on SIGTERM, each draining
 * as a single server does (decision 0045). Its process id is in DATA_DIR/cluster.pid, for
 * `kill -HUP "$(cat data/cluster.pid)"`.
 */
const config = loadConfigOrExit();

if (!config.databaseUrl) {
  console.error(
    'npm run start:cluster runs several server processes on one database: set DATABASE_URL to a PostgreSQL server.\n' +
      'The embedded database (PGlite, used without DATABASE_URL) lives inside one process: use npm start for it.',
  );
  process.exit(1);
}

const workers = config.workers ?? os.availableParallelism();
const log = (message: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg: message }));

cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.js', import.meta.url)) });
const metrics = clusterMetrics();
let stopping = false;
/** Recent unexpected exits: a worker that dies at once again and again is restarted more slowly. */
const exits: number[] = [];
/** A new worker of a rolling restart that is not listening by then is given up on. */
const START_LIMIT_MS = 3 * 60 * 1000;
/** Workers a rolling restart has replaced or is trying out: their exit is no accident. */
const replaced = new Set<number>();
let restarting = false;

function start(): Worker {
  const worker = cluster.fork();
  worker.on('message', (message: unknown) => metrics.answer(worker, message));
  return worker;
}

cluster.on('listening', (worker) => log('a worker is ready', { worker: worker.process.pid }));

cluster.on('exit', (worker, code, signal) => {
  if (stopping || replaced.delete(worker.id)) return;
  const now = Date.now();
  exits.push(now);
  while (exits.length && exits[0]! < now - 60_000) exits.shift();
  const delay = exits.length > workers * 3 ? 5_000 : 0;
  log('a worker stopped; starting another', { worker: worker.process.pid, code, signal, restartInMs: delay });
  setTimeout(start, delay).unref();
});

const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
const exited = (worker: Worker) => new Promise<number>((resolve) => worker.once('exit', (code) => resolve(code ?? 1)));

/**
 * A rolling restart: each worker in turn is replaced by a new one (the code on disk now, a new
 * build), which takes connections before the old one stops; the old one answers what it has and
 * exits. The port stays open throughout, so no request fails. A new worker that does not start (a
 * broken build, a bad setting) ends the restart and the old workers keep serving.
 */
async function rollingRestart(): Promise<void> {
  if (restarting || stopping) return;
  restarting = true;
  const before = running();
  log('rolling restart', { workers: before.length });
  try {
    for (const old of before) {
      if (stopping) return;
      if (old.isDead()) continue;
      const next = start();
      replaced.add(next.id);
      let timer: NodeJS.Timeout | undefined;
      const started = await Promise.race([
        new Promise<true>((resolve) => next.once('listening', () => resolve(true))),
        exited(next).then(() => false),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), START_LIMIT_MS))),
      ]);
      clearTimeout(timer);
      if (!started) {
        if (!next.isDead()) next.process.kill('SIGKILL');
        log('rolling restart stopped: a new worker did not start; the running workers stay', { worker: next.process.pid });
        return;
      }
      replaced.delete(next.id);
      replaced.add(old.id);
      const gone = exited(old);
      // A worker whose channel is gone is told by signal instead.
      old.send(RETIRE, (error: Error | null) => {
        if (error && !old.isDead()) old.process.kill('SIGTERM');
      });
      await gone;
    }
    log('rolling restart done', { workers: running().length });
  } finally {
    restarting = false;
  }
}

for (let index = 0; index < workers; index++) start();
log(`started ${workers} workers`, { workers });
const pidFile = path.join(config.dataDir, 'cluster.pid');
try {
  writeFileSync(pidFile, `${process.pid}\n`);
} catch (error) {
  log('could not write the process id file', { pidFile, error: String(error) });
}
process.on('exit', () => rmSync(pidFile, { force: true }));

if (config.metrics.port) {
  const server = metricsServer(metrics.read);
  server.listen(config.metrics.port, config.metrics.host, () => log('metrics', { port: config.metrics.port, host: config.metrics.host }));
}

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping the workers', { signal });
  const codes = await Promise.all(
    running().map((worker) => {
      const gone = exited(worker);
      worker.process.kill('SIGTERM');
      return gone;
    }),
  );
  log('stopped', { codes });
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGHUP', () => void rollingRestart());
