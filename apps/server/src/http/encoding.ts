import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those available (q=0 refuses one). */
export function preferredEncoding(header: string | undefined, available: { br?: unknown; gzip?: unknown }): Encoding {
  if (!header) return 'identity';
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (available.br && accepted.has('br')) return 'br';
  if (available.gzip && accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compresses a reply that is sent many times (a cached one): a fast Brotli level, since it runs
 * while a request waits, once per entry and encoding.
 */
export function compress(body: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : gzipSync(body, { level: 6 });
}
