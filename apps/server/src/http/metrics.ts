import cluster from 'node:cluster';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { safeEqual } from '../lib/crypto.js';
import type { ResponseCache } from './cache.js';

/**
 * Prometheus metrics (prom-client). Off unless METRICS_TOKEN or METRICS_PORT is set, so that an
 * instance nobody scrapes pays nothing per request. Counted: requests and their latency per route
 * (Fastify's route pattern, never the raw URL, so labels stay few), the response cache's hits and
 * misses, the database pool's connections, scheduled jobs run, payments applied.
 *
 * Under `npm run start:cluster` each worker counts its own; the primary process sums them
 * (prom-client's AggregatorRegistry): on METRICS_PORT the primary answers, and a worker asked on
 * the public port with the token asks the primary for the sum.
 */
export interface Metrics {
  registry: Registry;
  jobRun(job: string, outcome: 'ran' | 'skipped' | 'failed'): void;
  paymentApplied(outcome: string): void;
}

/** Cheap no-ops when metrics are off: callers need not ask. */
const off: Metrics = { registry: new Registry(), jobRun: () => undefined, paymentApplied: () => undefined };

export function metricsEnabled(config: AppConfig): boolean {
  return Boolean(config.metrics.token || config.metrics.port);
}

const PREFIX = 'mahasi_';

/**
 * A metric's child per method, route and status, made on first use and then found through three
 * maps (routes are Fastify's patterns and statuses a few, so they stay few).
 */
function labelled<T>(make: (method: string, route: string, status: number) => T) {
  const children = new Map<string, Map<string, Map<number, T>>>();
  return (method: string, route: string, status: number): T => {
    let byRoute = children.get(method);
    if (!byRoute) children.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (child === undefined) byStatus.set(status, (child = make(method, route, status)));
    return child;
  };
}

export function createMetrics(app: FastifyInstance, config: AppConfig, sources: { cache: ResponseCache; database: Database }): Metrics {
  if (!metricsEnabled(config)) return off;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by method, route and status (cache hits answered before routing count under their route)',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request that reached the router, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  // Each label set's child is found once and kept: a request makes no label object and hashes no labels.
  const counted = labelled((method, route, status: number) => requests.labels(method, route, String(status)));
  const timed = labelled((method, route) => latency.labels(method, route));
  app.addHook('onResponse', async (request, reply) => {
    // Unknown addresses share one label: a crawler's misses must not make a label each.
    const route = request.routeOptions.url ?? 'unmatched';
    counted(request.method, route, reply.statusCode).inc();
    timed(request.method, route, 0).observe(reply.elapsedTime / 1000);
  });
  sources.cache.onFrontHit((method, route, status) => counted(method, route, status).inc());

  new Gauge({
    name: `${PREFIX}response_cache_entries`,
    help: 'Replies held by the response cache',
    registers: [registry],
    collect() {
      this.set(sources.cache.stats().entries);
    },
  });
  new Counter({
    name: `${PREFIX}response_cache_hits_total`,
    help: 'Reads answered from the response cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.cache.stats().hits);
    },
  });
  new Counter({
    name: `${PREFIX}response_cache_misses_total`,
    help: 'Cacheable reads that were not in the response cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.cache.stats().misses);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const jobs = new Counter({
    name: `${PREFIX}jobs_runs_total`,
    help: 'Scheduled job runs by job and outcome (skipped: another process held its lock)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: `${PREFIX}payments_applied_total`,
    help: 'Payment outcomes applied to orders (callbacks and status checks), by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  if (cluster.isWorker) AggregatorRegistry.setRegistries([registry]);
  return {
    registry,
    jobRun: (job, outcome) => jobs.inc({ job, outcome }),
    paymentApplied: (outcome) => payments.inc({ outcome }),
  };
}

/** The text a scrape gets: this process's metrics, or every worker's summed when in a cluster. */
async function scrape(registry: Registry): Promise<{ body: string; contentType: string }> {
  if (cluster.isWorker && process.send) return askPrimary();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/**
 * GET /metrics on the public port when METRICS_TOKEN is set (bearer token, compared in constant
 * time), and a listener of its own on METRICS_PORT when that is set and this is a single process.
 */
export async function registerMetricsRoutes(app: FastifyInstance, config: AppConfig, metrics: Metrics): Promise<void> {
  const { token, port, host } = config.metrics;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!safeEqual(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
      const { body, contentType } = await scrape(metrics.registry);
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  }
  // In a cluster the primary serves METRICS_PORT (cluster.ts).
  if (port && !cluster.isWorker) {
    const server = metricsServer(() => scrape(metrics.registry));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
    app.addHook('onClose', async () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}

/** A bare listener that answers GET /metrics and nothing else. */
export function metricsServer(read: () => Promise<{ body: string; contentType: string }>): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    read().then(
      ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
}

const ASK = 'mahasi:metrics?';
const ANSWER = 'mahasi:metrics=';
let asked = 0;

/** A worker's request for the cluster's sum, answered by the primary (cluster.ts answerMetricsRequests). */
function askPrimary(): Promise<{ body: string; contentType: string }> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the metrics'));
    }, 5_000);
    const onMessage = (message: unknown) => {
      const answer = message as { type?: string; id?: number; body?: string; contentType?: string; error?: string };
      if (answer?.type !== ANSWER || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (answer.error || answer.body === undefined) reject(new Error(answer.error ?? 'no metrics'));
      else resolve({ body: answer.body, contentType: answer.contentType ?? 'text/plain' });
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** In the primary: sums every worker's metrics for a scrape (METRICS_PORT, or a worker asking). */
export function clusterMetrics() {
  const aggregator = new AggregatorRegistry();
  const read = async () => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
  return {
    read,
    /** Answers a worker's request (its message) with the sum. */
    answer(worker: { send(message: unknown): boolean }, message: unknown): void {
      const ask = message as { type?: string; id?: number };
      if (ask?.type !== ASK) return;
      read().then(
        ({ body, contentType }) => worker.send({ type: ANSWER, id: ask.id, body, contentType }),
        (error: unknown) => worker.send({ type: ANSWER, id: ask.id, error: String(error) }),
      );
    },
  };
}
