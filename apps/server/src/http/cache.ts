import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { compress, preferredEncoding, type Encoding } from './encoding.js';
import { replayBody, type FrontDoor, type FrontReply } from './front.js';
import { SECURITY_HEADERS } from './security.js';
import { bearerToken } from './auth.js';

/** Which invalidations drop a cached reply. */
export interface CacheRule {
  /** Scopes of the data the reply was made from: 'news', 'content', `post:12`… (runs before validation: params are strings). */
  scopes: (request: FastifyRequest) => string[];
  /**
   * The reply is the caller's own (their cart, orders, notifications): kept per member, never
   * shared, sent as private, and dropped with `memberScope(userId)` as well.
   */
  member?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Cache this read's successful replies, revalidated by ETag. A string is a public scope: the
     * reply must then be the same for every caller. See CacheRule for the caller's own data.
     * On a `guest` route, hits of a reply that is not the caller's own are answered by the front
     * door, before any hook; so are hits of a member's own reply, to a session the process
     * remembers (decision 0061). A route with a hook that must run on every request is left out.
     */
    cache?: string | CacheRule;
    /** A non-GET route that only reads: a member calling it does not drop their cached replies. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    cacheKey: string | undefined;
    cacheScopes: string[] | undefined;
    /** The cache's generation when this request started reading: a reply read across an invalidation is not kept. */
    cacheGeneration: number;
    /** A write: how many invalidations this process had sent when it began (see `settled`). */
    cacheSentAtStart: number;
  }
}

const CHANNEL = 'mahasi_cache';
const PUBLIC_CONTROL = 'public, max-age=0, must-revalidate';
const PRIVATE_CONTROL = 'private, no-cache';
/** Smaller replies gain too little from compression to be worth a header. */
const MIN_COMPRESSED_LENGTH = 1024;

/** Every cached reply of one member, and their remembered sessions. */
export const memberScope = (userId: number): string => `member:${userId}`;

interface Entry {
  scopes: string[];
  body: string;
  /** What a hit sends, made once per entry on the first request that needs it: each encoding, and the 304. */
  replies: { br?: FrontReply; gzip?: FrontReply; identity?: FrontReply; notModified?: FrontReply };
  etag: string;
  storedAt: number;
  /** When it last moved to the young end of the LRU order. */
  movedAt: number;
  control: string;
  /** A public reply of a guest route, or a member's own reply: the front door may answer it. */
  front: boolean;
  /** The caller's own reply (kept per member, `Vary: Authorization`); the front door answers it to their session. */
  member: boolean;
  /** The route's pattern ('/post/getDataById/:id'), for counting the front door's hits by route. */
  route: string;
}

/**
 * The encoding a client's Accept-Encoding asks for, remembered by the header's text: clients send
 * a handful of different ones, and parsing each request's was a tenth of what a hit cost.
 */
const encodings = new Map<string, Encoding>();
const MAX_ENCODINGS = 256;
function encodingFor(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return preferredEncoding(undefined, BOTH);
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header, BOTH);
    // Headers made up to fill the memory are parsed every time instead.
    if (encodings.size < MAX_ENCODINGS) encodings.set(header, encoding);
  }
  return encoding;
}
const BOTH = { br: true, gzip: true };

/** The headers every hit of an entry carries, whatever the client asked. */
function hitHeaders(entry: Entry): Record<string, string | number> {
  const out: Record<string, string | number> = { ...SECURITY_HEADERS, etag: entry.etag, 'cache-control': entry.control, 'x-cache': 'hit' };
  if (entry.member) out.vary = 'authorization';
  return out;
}

/** The reply a hit sends in one encoding, made once per entry (the compressed bytes with it). */
function encodedReply(entry: Entry, encoding: Encoding): FrontReply {
  const headers = hitHeaders(entry);
  headers['content-type'] = 'application/json; charset=utf-8';
  if (entry.body.length >= MIN_COMPRESSED_LENGTH) headers.vary = entry.member ? 'authorization, accept-encoding' : 'accept-encoding';
  const body = encoding === 'identity' ? Buffer.from(entry.body) : compress(entry.body, encoding);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  return { status: 200, headers, body };
}

/**
 * What a hit sends: 304 when the client has it, else the reply in the encoding it prefers. Each is
 * made once per entry, so a hit allocates nothing: the HTTP server reads the headers, never changes them.
 */
function hitReply(entry: Entry, headers: FastifyRequest['headers']): FrontReply {
  if (headers['if-none-match'] === entry.etag) return (entry.replies.notModified ??= { status: 304, headers: hitHeaders(entry), body: '' });
  const encoding = entry.body.length >= MIN_COMPRESSED_LENGTH ? encodingFor(headers['accept-encoding']) : 'identity';
  return (entry.replies[encoding] ??= encodedReply(entry, encoding));
}

/** An entry's key: the member for their own replies (empty for public ones), method, URL, body. */
const keyOf = (member: number | undefined, method: string, url: string, body: string) => `${member ?? ''} ${method} ${url} ${body}`;

/** Drops a scope here at once and, through NOTIFY at commit, in every process. Pass the transaction that wrote. */
export type Invalidate = (scope: string, tx?: Db) => Promise<void>;

export interface ResponseCache {
  invalidate: Invalidate;
  /** Runs on every invalidation, from this process or another ('*': everything). */
  onInvalidate(listener: (scope: string) => void): void;
  /** Grows with every invalidation: compare before and after a read to know whether it may be stale. */
  generation(): number;
  ttlMs: number;
  stats(): { entries: number; hits: number; misses: number };
  /** Runs for every hit the front door answers (before Fastify, whose hooks never see it). */
  onFrontHit(listener: (method: string, route: string, status: number) => void): void;
  /**
   * Lets the front door answer members' own cached replies: `memberOf` gives the member whose
   * session a bearer token is, from memory only (remembered sessions), or undefined to let
   * Fastify check it.
   */
  answerMembers(memberOf: (token: string) => number | undefined): void;
}

/** Sends an invalidation to every server process (a script or a service without the app's cache). */
export async function publishInvalidation(db: Db, scope: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${scope})`);
}

/** A notification's payload: the scope, and who sent it (so that the sender knows its own echo). */
const TAG = '\u001f';
const tagged = (scope: string, origin: string, seq: number) => `${scope}${TAG}${origin}:${seq}`;
function untag(payload: string): { scope: string; origin?: string; seq?: number } {
  const at = payload.indexOf(TAG);
  if (at < 0) return { scope: payload };
  const [origin, seq] = payload.slice(at + 1).split(':');
  return { scope: payload.slice(0, at), origin, seq: Number(seq) };
}

/** How long a write's reply waits for its invalidations to have gone round (a rolled-back one never does). */
const SETTLE_MS = 250;

/**
 * A response cache for reads. Each process keeps replies in memory, keyed by method, URL, validated
 * body and, for a member's own data, the member. Writers call `invalidate(scope)`, which NOTIFYs
 * every process sharing the database (LISTEN/NOTIFY on PostgreSQL; in-process on PGlite). A member's
 * successful write (any non-GET call that is not a read) drops that member's replies before its
 * reply goes out, so their next read is fresh. Entries also expire after `ttlMs`, so that items
 * scheduled for a later time appear without a write, and a missed notification (while a connection
 * was being restored) drops everything.
 */
export async function registerResponseCache(
  app: FastifyInstance,
  database: Database,
  options: { ttlMs?: number; maxEntries?: number; front?: FrontDoor } = {},
): Promise<ResponseCache> {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, Entry>();
  const listeners: ((scope: string) => void)[] = [];
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const dropScope = (scope: string) => {
    generation++;
    if (scope === '*') entries.clear();
    else for (const [key, entry] of entries) if (entry.scopes.includes(scope)) entries.delete(key);
    for (const listener of listeners) listener(scope);
  };
  // Invalidations this process sent whose notification has not come back yet (seq → sent at).
  const origin = randomUUID();
  let sent = 0;
  const inFlight = new Map<number, number>();
  let echoed: (() => void)[] = [];
  const onMessage = (payload: string) => {
    const message = untag(payload);
    if (message.origin === origin && message.seq !== undefined) {
      inFlight.delete(message.seq);
      const waiting = echoed;
      echoed = [];
      for (const wake of waiting) wake();
    }
    dropScope(message.scope);
  };
  const stopListening = await database.listen(CHANNEL, onMessage, () => dropScope('*'));
  app.addHook('onClose', async () => stopListening());

  const invalidate = async (scope: string, tx: Db = database.db) => {
    dropScope(scope);
    const seq = ++sent;
    inFlight.set(seq, Date.now());
    await tx.execute(sql`select pg_notify(${CHANNEL}, ${tagged(scope, origin, seq)})`);
  };

  /**
   * Resolves once the invalidations sent after `since` have come back to this process's own
   * LISTEN connection: PostgreSQL has then handed them to every process listening, so a reader
   * sent to another instance right after this reply finds its cache already dropped. A write's
   * reply waits for it (at most SETTLE_MS: a notification of a rolled-back transaction never comes).
   */
  async function settled(since: number): Promise<void> {
    const started = Date.now();
    for (;;) {
      let waiting = false;
      for (const [seq, at] of inFlight) {
        if (at < started - SETTLE_MS) inFlight.delete(seq);
        else if (seq > since) waiting = true;
      }
      const left = SETTLE_MS - (Date.now() - started);
      if (!waiting || left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        echoed.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  const writeStarts = async (request: FastifyRequest) => {
    request.cacheSentAtStart = sent;
  };
  const writeSettles = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (sent > request.cacheSentAtStart) await settled(request.cacheSentAtStart);
    return payload;
  };

  app.decorateRequest('cacheKey', undefined);
  app.decorateRequest('cacheScopes', undefined);
  app.decorateRequest('cacheGeneration', 0);
  app.decorateRequest('cacheSentAtStart', 0);

  /** A hit: counted, and moved to the young end of the LRU order (at most once a second: a hot entry is young anyway). */
  const touch = (key: string, entry: Entry, at: number) => {
    hits++;
    if (at - entry.movedAt < 1_000) return;
    entry.movedAt = at;
    entries.delete(key);
    entries.set(key, entry);
  };

  // Before validation: a hit skips it (only a reply to a valid request is ever stored, under the
  // same raw body), which is most of what a cached read costs.
  const lookup = (rule: CacheRule | string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (ttlMs === 0) return;
    const member = typeof rule === 'object' && rule.member ? request.caller?.userId : undefined;
    if (typeof rule === 'object' && rule.member && member === undefined) return;
    const scopes = typeof rule === 'string' ? [rule] : rule.scopes(request);
    if (member !== undefined) scopes.push(memberScope(member));
    const body = request.body === undefined || request.body === null ? '' : JSON.stringify(request.body);
    const key = keyOf(member, request.method, request.url, body);
    request.cacheKey = key;
    request.cacheScopes = scopes;
    request.cacheGeneration = generation;
    const entry = entries.get(key);
    const at = Date.now();
    if (!entry || at - entry.storedAt > ttlMs) {
      misses++;
      return;
    }
    touch(key, entry, at);
    const hit = hitReply(entry, request.headers);
    return reply.code(hit.status).headers(hit.headers).send(hit.body);
  };

  const store = (rule: CacheRule | string, front: boolean) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.cacheKey;
    const scopes = request.cacheScopes;
    if (!key || !scopes || reply.getHeader('x-cache') === 'hit') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"respCode":"0000"')) return payload;
    const isMember = typeof rule === 'object' && Boolean(rule.member);
    const control = isMember ? PRIVATE_CONTROL : PUBLIC_CONTROL;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    // Something was written while this reply was being read: send it, but do not keep it.
    if (request.cacheGeneration === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, {
        scopes,
        body: payload,
        replies: {},
        etag,
        storedAt: Date.now(),
        movedAt: Date.now(),
        control,
        front,
        member: isMember,
        route: request.routeOptions.url ?? '',
      });
    }
    reply.header('etag', etag).header('cache-control', control).header('x-cache', 'miss');
    // The same URL is sent compressed from the cache: shared caches must keep the variants apart.
    const vary = [...(isMember ? ['authorization'] : []), ...(payload.length >= MIN_COMPRESSED_LENGTH ? ['accept-encoding'] : [])];
    if (vary.length) reply.header('vary', vary.join(', '));
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  };

  // A member's write: their cached replies (and remembered session) go before they can read again.
  const memberWrite = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.caller && reply.statusCode < 400) await invalidate(memberScope(request.caller.userId));
    return payload;
  };

  // The hooks are given to the routes that need them, with their rule, as each route is declared:
  // a request pays for no hook it does not use, nor for looking up its route's options.
  const frontPosts = new Set<string>();
  app.addHook('onRoute', (route) => {
    const rule = route.config?.cache;
    const methods = [route.method].flat();
    const writes = methods.some((method) => method !== 'GET' && method !== 'HEAD') && !route.config?.readOnly;
    if (rule) {
      // Any caller may read a guest route, and a public scope's reply is the same for all of them;
      // a member's own reply is answered there to the session that was answered it (decision 0061).
      const member = typeof rule === 'object' && Boolean(rule.member);
      const front = Boolean(options.front) && (member || route.config?.guest === true);
      if (front && methods.includes('POST') && !/[:*]/.test(route.url)) {
        frontPosts.add(route.url);
        route.preParsing = [...[route.preParsing ?? []].flat(), replayBody];
      }
      route.preValidation = [...[route.preValidation ?? []].flat(), lookup(rule)];
      route.onSend = [...[route.onSend ?? []].flat(), store(rule, front)];
    } else if (writes) {
      route.onRequest = [...[route.onRequest ?? []].flat(), writeStarts];
      route.onSend = [...[route.onSend ?? []].flat(), memberWrite, writeSettles];
    }
  });

  const frontHits: ((method: string, route: string, status: number) => void)[] = [];
  let sessionOf: ((token: string) => number | undefined) | undefined;
  /** A fresh entry the front door may answer under `key`, counted and moved up the LRU order. */
  const frontEntry = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    const at = Date.now();
    if (!entry?.front || at - entry.storedAt > ttlMs) return undefined;
    touch(key, entry, at);
    return entry;
  };
  if (options.front && ttlMs > 0) {
    const front = options.front;
    // Fastify logs 'request completed' at info; a hit here says it too, and builds nothing when info is off.
    const logsInfo = () => {
      const level = app.log.level;
      return level === 'info' || level === 'debug' || level === 'trace';
    };
    front.open(
      (method, url, body, headers) => {
        // A reply that is the same for every caller, whoever sends it (a stale token reads on as a guest).
        let entry = frontEntry(keyOf(undefined, method, url, body));
        if (!entry) {
          // The caller's own: only to a session this process has checked and remembers (sessions.ts).
          const token = sessionOf && bearerToken(headers.authorization);
          const member = token ? sessionOf!(token) : undefined;
          entry = member === undefined ? undefined : frontEntry(keyOf(member, method, url, body));
          if (!entry) return undefined;
        }
        const hit = hitReply(entry, headers);
        for (const listener of frontHits) listener(method, entry.route, hit.status);
        return hit;
      },
      frontPosts,
      (method, url, statusCode) => {
        if (logsInfo()) app.log.info({ req: { method, url }, res: { statusCode }, cache: 'front' }, 'request completed');
      },
    );
    app.addHook('preClose', async () => front.close());
  }

  return {
    invalidate,
    onInvalidate: (listener) => void listeners.push(listener),
    generation: () => generation,
    ttlMs,
    stats: () => ({ entries: entries.size, hits, misses }),
    onFrontHit: (listener) => void frontHits.push(listener),
    answerMembers: (lookup) => void (sessionOf = lookup),
  };
}
