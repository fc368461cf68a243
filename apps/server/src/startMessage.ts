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
