import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { DatabaseInUseError } from './db/client.js';
import { closePort } from './http/drain.js';
import { seed } from './seed/index.js';
import { isRetire } from './lifecycle.js';
import { demoContentWarning, startMessage } from './startMessage.js';

/**
 * One server process: `npm start`, and each worker of `npm run start:cluster` (cluster.ts).
 * Migrations and the demo seed run under a database lock, so several processes or machines
 * starting at once on one PostgreSQL do them once.
 *
 * On SIGTERM or SIGINT it drains, then stops (decision 0045): for SHUTDOWN_DRAIN_SECONDS /readyz
 * answers 503 while every other request is served as usual, so that load balancers stop sending;
 * then the port closes, every request on a connection it had accepted is answered (read or not yet:
 * http/drain.ts), the database pool closes, and the process exits 0. Requests still open
 * SHUTDOWN_TIMEOUT_SECONDS after the port closed are cut and the process exits 1. The drain is
 * skipped when nothing has asked /readyz since the start (nobody is watching it to stop sending: a
 * developer's Ctrl-C), and for a cluster worker retired by a rolling restart (the other workers
 * keep the port and answer /readyz).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.seedOnStart) {
    const warning = demoContentWarning(config);
    if (warning) app.log.warn(warning);
    const { database, files } = app.ctx;
    const log = (message: string) => app.log.info(message);
    await database.exclusive('seed', () => seed({ db: database.db, files, log, embedded: database.kind === 'pglite' }));
  }

  let stopping = false;
  const RETIRED = 'rolling restart';
  const shutdown = async (reason: string, drainMs: number) => {
    if (stopping) return;
    stopping = true;
    const { lifecycle } = app.ctx;
    // A retired cluster worker stays ready: the port is the other workers' too.
    if (reason !== RETIRED) lifecycle.draining = true;
    if (drainMs > 0 && lifecycle.watched) {
      app.log.info(
        { reason, seconds: drainMs / 1000 },
        'draining: /readyz answers 503, requests are served as usual until the port closes',
      );
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info({ reason }, 'shutting down: answering the requests on open connections');
    const timer = setTimeout(() => {
      app.log.error({ seconds: config.shutdownTimeoutMs / 1000 }, 'requests still open at the shutdown time limit: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await closePort(app.server);
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT', config.shutdownDrainMs));
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownDrainMs));
  if (cluster.isWorker) {
    process.on('message', (message: unknown) => {
      if (isRetire(message)) void shutdown(RETIRED, 0);
    });
    // A hang-up is the primary's to act on (a rolling restart), not each worker's.
    process.on('SIGHUP', () => undefined);
  }

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(startMessage({ address, database: app.ctx.database.kind, siteUrl: config.siteUrlSet ? config.siteUrl : undefined }));
}

void main();
