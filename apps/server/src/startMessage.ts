import type { AppConfig } from './config.js';

/**
 * The line the server logs once it listens: the address it really answers on (PORT and HOST
 * decide it, not SITE_URL), written so that a terminal makes it a link. A wildcard or loopback
 * host reads as localhost: http://0.0.0.0:4100 cannot be opened in a browser on every system.
 * The public site address follows only when SITE_URL was set, since it may differ (behind a proxy).
 */
export function startMessage(options: { address: string; database: string; siteUrl?: string | undefined }): string {
  const site = options.siteUrl ? `; public address: ${options.siteUrl}` : '';
  return `Mahasi is running on ${browsableAddress(options.address)} (database: ${options.database})${site}`;
}

const localHosts = new Set(['0.0.0.0', '[::]', '127.0.0.1', '[::1]']);

/** 'http://0.0.0.0:4100' → 'http://localhost:4100'; other addresses as they are. */
export function browsableAddress(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address; // a Unix socket path
  }
  if (localHosts.has(url.hostname)) url.hostname = 'localhost';
  return url.origin;
}

/**
 * The warning a production start logs before it loads the demo content: its accounts sign in with
 * passwords the README prints, so production loads it only when SEED_ON_START=true names it (a demo site).
 */
export function demoContentWarning(config: Pick<AppConfig, 'env' | 'seedOnStart'>): string | undefined {
  if (config.env !== 'production' || !config.seedOnStart) return undefined;
  return (
    'DEMO CONTENT (SEED_ON_START=true): the demo accounts sign in with the passwords printed in the README. ' +
    'A site for real readers starts without it; create its staff with `npm run staff -- create`.'
  );
}
