import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, rowsOf, type Database } from '../db/client.js';

/** The newest migration this build carries (drizzle-kit's journal): the database must have it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Liveness and readiness, apart. `/healthz`: the process answers (a load balancer or an orchestrator
 * restarts it otherwise); it does not touch the database, so a database restart does not get every
 * instance killed. `/readyz`: this instance should get traffic: the database answers, its
 * migrations are this build's, and the instance is not shutting down (503 while it drains). Being
 * asked marks the instance as watched: a stopping instance drains only then (main.ts).
 */
export function healthRoutes(database: Database, state: { draining: boolean; watched: boolean }) {
  const expected = newestMigration();
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', database: database.kind }));

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      state.watched = true;
      const unready = (reason: string) => reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', reason });
      if (state.draining) return unready('shutting down');
      let applied: number;
      try {
        const rows = rowsOf<{ newest: string | number | null }>(
          await database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
        );
        applied = Number(rows[0]?.newest ?? 0);
      } catch {
        return unready('database unreachable');
      }
      if (applied < expected) return unready('migrations not applied');
      return reply.header('cache-control', 'no-store').send({ status: 'ready', database: database.kind });
    });
  };
}
