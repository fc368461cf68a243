import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seed } from './seed/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  if (config.seedOnStart) {
    await seed({ db: app.ctx.database.db, files: app.ctx.files, log: (message) => app.log.info(message) });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Mahasi is running on ${config.siteUrl} (database: ${app.ctx.database.kind})`);
}

void main();
