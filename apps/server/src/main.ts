import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { DatabaseInUseError } from './db/client.js';
import { seed } from './seed/index.js';
import { demoContentWarning, startMessage } from './startMessage.js';

/**
 * One server process: `npm start`, and each worker of `npm run start:cluster` (cluster.ts).
 * Migrations and the demo seed run under a database lock, so several processes or machines
 * starting at once on one PostgreSQL do them once.
 *
 * On SIGTERM or SIGINT it drains: /readyz answers 503, the port stops taking connections, requests
 * in flight are answered (for at most SHUTDOWN_TIMEOUT_SECONDS), the database pool closes, and the
 * process exits 0. Requests still open after the time limit are cut and the process exits 1.
 */
async function main(): Promise<void> {
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.ctx.lifecycle.draining = true;
    app.log.info({ signal }, 'shutting down: answering the requests in flight');
    const timer = setTimeout(() => {
      app.log.error({ seconds: config.shutdownTimeoutMs / 1000 }, 'requests still open at the shutdown time limit: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(startMessage({ address, database: app.ctx.database.kind, siteUrl: config.siteUrlSet ? config.siteUrl : undefined }));
}

void main();
