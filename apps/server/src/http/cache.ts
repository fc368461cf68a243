import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope of public content this route reads (e.g. 'news', 'content'). Its successful replies
     * are cached and revalidated by ETag. Only for replies that are the same for every caller.
     */
    cache?: string;
  }
  interface FastifyRequest {
    cacheKey: string | undefined;
  }
}

const CHANNEL = 'mahasi_cache';

interface Entry {
  scope: string;
  body: string;
  etag: string;
  storedAt: number;
}

export interface ResponseCache {
  /** Drops a scope here and, through NOTIFY at commit, in every other server process. Pass the transaction that wrote. */
  invalidate(scope: string, tx?: Db): Promise<void>;
  stats(): { entries: number; hits: number; misses: number };
}

/**
 * A response cache for public reads. Each process keeps replies in memory, keyed by method, URL and
 * validated body. Writers call `invalidate(scope)`, which NOTIFYs every process sharing the database
 * (LISTEN/NOTIFY on PostgreSQL; in-process on PGlite). Entries also expire after `ttlMs`, so that
 * items scheduled for a future publish time appear without a write, and a missed notification
 * (while a connection was being restored) drops everything.
 */
export async function registerResponseCache(
  app: FastifyInstance,
  database: Database,
  options: { ttlMs?: number; maxEntries?: number } = {},
): Promise<ResponseCache> {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  const dropScope = (scope: string) => {
    for (const [key, entry] of entries) if (scope === '*' || entry.scope === scope) entries.delete(key);
  };
  const stopListening = await database.listen(CHANNEL, dropScope, () => entries.clear());
  app.addHook('onClose', async () => stopListening());

  app.decorateRequest('cacheKey', undefined);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const scope = request.routeOptions.config.cache;
    if (!scope || ttlMs === 0) return;
    const key = `${request.method} ${request.url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`;
    request.cacheKey = key;
    const entry = entries.get(key);
    if (!entry || Date.now() - entry.storedAt > ttlMs) {
      misses++;
      return;
    }
    hits++;
    // Refresh its place in the LRU order.
    entries.delete(key);
    entries.set(key, entry);
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate').header('x-cache', 'hit');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.routeOptions.config.cache;
    if (!scope || !request.cacheKey || reply.getHeader('x-cache') === 'hit') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"respCode":"0000"')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(request.cacheKey, { scope, body: payload, etag, storedAt: Date.now() });
    reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate').header('x-cache', 'miss');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  return {
    async invalidate(scope, tx = database.db) {
      dropScope(scope);
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${scope})`);
    },
    stats: () => ({ entries: entries.size, hits, misses }),
  };
}
