import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../db/client.js';
import { openTestDatabase } from '../test/app.js';
import { registerResponseCache, type ResponseCache } from './cache.js';
import { frontDoor } from './front.js';

let first: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database: first, drop } = await openTestDatabase());
  await first.db.execute(sql`create table cache_probe (id int primary key, title text)`);
  await first.db.execute(sql`insert into cache_probe values (1, 'Metta')`);
});
afterAll(() => drop());

/** A server process with one cached route that reads the probe row. */
async function serverOn(database: Database): Promise<{ app: FastifyInstance; cache: ResponseCache; reads: () => number }> {
  const app = Fastify();
  const cache = await registerResponseCache(app, database);
  let reads = 0;
  app.get('/title', { config: { cache: 'probe' } }, async () => {
    reads++;
    const [row] = rowsOf<{ title: string }>(await database.db.execute(sql`select title from cache_probe where id = 1`));
    return { respCode: '0000', respMsg: 'Success', data: row!.title };
  });
  await app.ready();
  return { app, cache, reads: () => reads };
}

describe('the response cache', () => {
  it('answers repeated reads from memory with an ETag, and 304 when the client has it', async () => {
    const server = await serverOn(first);
    const a = await server.app.inject({ method: 'GET', url: '/title' });
    const b = await server.app.inject({ method: 'GET', url: '/title' });
    expect(a.headers['x-cache']).toBe('miss');
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.body).toBe(a.body);
    expect(server.reads()).toBe(1);
    const revalidated = await server.app.inject({ method: 'GET', url: '/title', headers: { 'if-none-match': String(a.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await server.app.close();
  });

  it('drops a scope in every process sharing the database when one of them writes', async () => {
    // A second process: its own connection on PostgreSQL; on PGlite the same embedded database.
    const second = inject('testDb') === 'postgres' ? await openDatabase({ databaseUrl: first.url, dataDir: os.tmpdir() }) : first;
    expect(second.kind).toBe(first.kind);
    const reader = await serverOn(second);
    const writer = await serverOn(first);
    expect(JSON.parse((await reader.app.inject({ method: 'GET', url: '/title' })).body).data).toBe('Metta');
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`update cache_probe set title = 'Karuna' where id = 1`);
      await writer.cache.invalidate('probe', tx);
    });
    await expect.poll(async () => JSON.parse((await reader.app.inject({ method: 'GET', url: '/title' })).body).data).toBe('Karuna');
    await reader.app.close();
    await writer.app.close();
    if (second !== first) await second.close();
  });
});

describe('a write’s reply', () => {
  it('goes out once its invalidation has come back from the database, as it comes to every other process', async () => {
    const writer = Fastify();
    const cache = await registerResponseCache(writer, first);
    const seen: string[] = [];
    cache.onInvalidate((scope) => seen.push(scope));
    writer.post('/title', async (request) => {
      await first.db.transaction(async (tx) => {
        await tx.execute(sql`update cache_probe set title = ${(request.body as { title: string }).title} where id = 1`);
        await cache.invalidate('probe', tx);
      });
      return { respCode: '0000', respMsg: 'Success', data: null };
    });
    await writer.ready();
    try {
      for (const title of ['Mudita', 'Upekkha']) {
        seen.length = 0;
        await writer.inject({ method: 'POST', url: '/title', payload: { title } });
        // Dropped here when it was sent, and again when PostgreSQL delivered it to the listeners.
        expect(seen).toEqual(['probe', 'probe']);
      }
    } finally {
      await writer.close();
    }
  });
});

/** A server with a member's own cached read and a write; the caller comes from an x-user header. */
async function memberServerOn(database: Database) {
  const app = Fastify();
  app.decorateRequest('caller', undefined);
  app.addHook('onRequest', async (request) => {
    const userId = Number(request.headers['x-user']);
    request.caller = userId ? { userId, sessionId: userId } : undefined;
  });
  const cache = await registerResponseCache(app, database);
  let reads = 0;
  let gate: Promise<void> | undefined;
  app.get('/mine', { config: { cache: { member: true, scopes: () => ['probe'] } } }, async (request) => {
    reads++;
    await gate;
    return { respCode: '0000', respMsg: 'Success', data: `reads ${reads} for ${request.caller?.userId}` };
  });
  app.post('/write', async () => ({ respCode: '0000', respMsg: 'Success', data: null }));
  await app.ready();
  const get = (user: number) => app.inject({ method: 'GET', url: '/mine', headers: { 'x-user': String(user) } });
  return {
    app,
    cache,
    get,
    write: (user: number) => app.inject({ method: 'POST', url: '/write', headers: { 'x-user': String(user) }, payload: {} }),
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

describe("the cache of a member's own replies", () => {
  it('keeps each member their own reply, private, until that member writes', async () => {
    const server = await memberServerOn(first);
    const a = await server.get(1);
    const b = await server.get(2);
    expect(a.json().data).toBe('reads 1 for 1');
    expect(b.json().data).toBe('reads 2 for 2');
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(a.headers.vary).toBe('authorization');
    expect((await server.get(1)).json().data).toBe('reads 1 for 1');
    expect((await server.get(1)).headers['x-cache']).toBe('hit');

    await server.write(2);
    expect((await server.get(1)).headers['x-cache']).toBe('hit');
    const afterOwnWrite = await server.get(2);
    expect(afterOwnWrite.headers['x-cache']).toBe('miss');
    expect(afterOwnWrite.json().data).toBe('reads 3 for 2');

    // A scope shared by every member's replies drops them all.
    await server.cache.invalidate('probe');
    expect((await server.get(1)).headers['x-cache']).toBe('miss');
    await server.app.close();
  });

  it('does not keep a reply that was read while its data was being written', async () => {
    const server = await memberServerOn(first);
    const release = server.hold();
    const pending = server.get(1);
    await expect.poll(() => server.cache.stats().misses).toBe(1);
    await server.cache.invalidate('probe');
    release();
    expect((await pending).headers['x-cache']).toBe('miss');
    // The next read goes to the data again instead of answering what the first one read.
    expect((await server.get(1)).headers['x-cache']).toBe('miss');
    expect((await server.get(1)).headers['x-cache']).toBe('hit');
    await server.app.close();
  });
});

describe('compressed cached replies', () => {
  it('are sent in the encoding the client prefers, and decode to the same reply', async () => {
    const app = Fastify();
    await registerResponseCache(app, first);
    const long = 'ဗုဒ္ဓ Dhamma '.repeat(400);
    app.get('/long', { config: { cache: 'probe' } }, async () => ({ respCode: '0000', respMsg: 'Success', data: long }));
    await app.ready();
    const get = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/long', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    const plain = await get('br, gzip');
    expect(plain.headers['x-cache']).toBe('miss');
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await get();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    await app.close();
  });
});

/** A request over a real socket (the front door sits in the HTTP server, which inject() skips). */
function send(port: number, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; text: string }>((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method, path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, bytes, text: bytes.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the front door', () => {
  /** A listening server whose guest reads are cached; counts what reaches Fastify and the handlers. */
  async function frontServer() {
    const front = frontDoor();
    const app = Fastify({ serverFactory: front.serverFactory });
    const cache = await registerResponseCache(app, first, { front });
    let routed = 0;
    let reads = 0;
    app.addHook('onRequest', async () => void routed++);
    const long = 'ဗုဒ္ဓ Dhamma '.repeat(200);
    app.get('/posts/:id', { config: { guest: true, cache: { scopes: () => ['probe'] } } }, async (request) => {
      reads++;
      return { respCode: '0000', respMsg: 'Success', data: `${(request.params as { id: string }).id} ${long}` };
    });
    app.post('/search', { config: { guest: true, cache: 'probe' } }, async (request) => {
      reads++;
      return { respCode: '0000', respMsg: 'Success', data: (request.body as { q: string }).q };
    });
    // Not a guest route: whoever calls it must pass its hooks every time.
    app.get('/signed-in', { config: { cache: 'probe' } }, async () => {
      reads++;
      return { respCode: '0000', respMsg: 'Success', data: 'for members' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, cache, port, counts: () => ({ routed, reads }) };
  }

  it('answers a cached guest read before Fastify, in the same bytes, headers and encodings', async () => {
    const server = await frontServer();
    const miss = await send(server.port, 'GET', '/posts/7');
    expect(miss.headers['x-cache']).toBe('miss');
    expect(server.counts()).toEqual({ routed: 1, reads: 1 });

    const hit = await send(server.port, 'GET', '/posts/7');
    expect(server.counts()).toEqual({ routed: 1, reads: 1 });
    expect(hit.status).toBe(200);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers).toMatchObject({
      'x-cache': 'hit',
      etag: miss.headers.etag,
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(miss.bytes.length),
      vary: 'accept-encoding',
    });

    const revalidated = await send(server.port, 'GET', '/posts/7', { headers: { 'if-none-match': String(miss.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    const br = await send(server.port, 'GET', '/posts/7', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(miss.text);
    expect(server.counts()).toEqual({ routed: 1, reads: 1 });

    // Another address is another entry; a write drops both, and the next read is Fastify's again.
    await send(server.port, 'GET', '/posts/8');
    await server.cache.invalidate('probe');
    expect((await send(server.port, 'GET', '/posts/7')).headers['x-cache']).toBe('miss');
    expect(server.counts()).toEqual({ routed: 3, reads: 3 });
    await server.app.close();
  });

  it('reads the body of a cached POST, and hands a miss to Fastify with that body', async () => {
    const server = await frontServer();
    const post = (body: string) => send(server.port, 'POST', '/search', { headers: { 'content-type': 'application/json' }, body });
    expect(JSON.parse((await post('{"q":"metta"}')).text).data).toBe('metta');
    expect((await post('{"q":"metta"}')).headers['x-cache']).toBe('hit');
    expect(server.counts()).toEqual({ routed: 1, reads: 1 });

    // The same request written differently: Fastify parses it and answers from the cache.
    const spaced = await post('{ "q": "metta" }');
    expect(spaced.headers['x-cache']).toBe('hit');
    expect(server.counts()).toEqual({ routed: 2, reads: 1 });

    // A miss: the handler gets the body the front door read.
    const other = await post('{"q":"karuna"}');
    expect(JSON.parse(other.text).data).toBe('karuna');
    expect(server.counts()).toEqual({ routed: 3, reads: 2 });
    const invalid = await post('{"q":');
    expect(invalid.status).toBe(400);
    await server.app.close();
  });

  it('leaves routes that are not open to guests to Fastify and their hooks', async () => {
    const server = await frontServer();
    await send(server.port, 'GET', '/signed-in');
    const second = await send(server.port, 'GET', '/signed-in');
    expect(second.headers['x-cache']).toBe('hit');
    expect(server.counts()).toEqual({ routed: 2, reads: 1 });
    await server.app.close();
  });
});
