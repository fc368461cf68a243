import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { clusterMetrics, metricsServer } from './http/metrics.js';

/**
 * `npm run start:cluster`: one server process per core (WEB_CONCURRENCY to choose) on one port,
 * all on the PostgreSQL server of DATABASE_URL. The processes share nothing in memory that must
 * agree: caches are dropped across them by PostgreSQL notifications, rate limits and sessions live
 * in the database, scheduled jobs take a database lock (decision 0021). This primary process only
 * starts the workers, starts a new one when one dies, sums their metrics, and stops them on
 * SIGTERM, each draining its requests in flight.
 */
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

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

function start(): Worker {
  const worker = cluster.fork();
  worker.on('message', (message: unknown) => metrics.answer(worker, message));
  return worker;
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  const now = Date.now();
  exits.push(now);
  while (exits.length && exits[0]! < now - 60_000) exits.shift();
  const delay = exits.length > workers * 3 ? 5_000 : 0;
  log('a worker stopped; starting another', { worker: worker.process.pid, code, signal, restartInMs: delay });
  setTimeout(start, delay).unref();
});

for (let index = 0; index < workers; index++) start();
log(`started ${workers} workers`, { workers });

if (config.metrics.port) {
  const server = metricsServer(metrics.read);
  server.listen(config.metrics.port, config.metrics.host, () => log('metrics', { port: config.metrics.port, host: config.metrics.host }));
}

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping the workers', { signal });
  const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
  const codes = await Promise.all(
    running.map(
      (worker) =>
        new Promise<number>((resolve) => {
          worker.once('exit', (code) => resolve(code ?? 1));
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  log('stopped', { codes });
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
