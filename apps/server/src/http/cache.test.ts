import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../db/client.js';
import { openTestDatabase } from '../test/app.js';
import { registerResponseCache, type ResponseCache } from './cache.js';

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
