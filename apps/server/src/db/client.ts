import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
/** Queries use the builder (`db.select().from(table)`), so the client needs no schema object. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's connection string (postgres only). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Receives NOTIFY messages on a channel (sent with `select pg_notify(channel, payload)`, delivered
   * at commit). On a PostgreSQL server this reaches every process; `onGap` runs after a lost
   * connection is restored, when messages may have been missed. Returns a function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory and is
 * never given back; 32 MB keeps the embedded server near 200 MB (reads beyond it come from the
 * operating system's file cache) and within the 400 MB budget under load.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An already open PGlite (tests load a migrated snapshot into one). */
  pglite?: PGlite;
}

/** PGlite under DATA_DIR unless a PostgreSQL URL is given; the same schema and queries run on both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      async listen(channel, onMessage, onGap) {
        const stop = await listenOnServer(options.databaseUrl!, channel, onMessage, onGap);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  }
  const pglite = client;
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    close: () => pglite.close(),
    // PGlite lives inside this one process, so its own notifications reach every listener there is.
    async listen(channel, onMessage) {
      const unlisten = await pglite.listen(channel, onMessage);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
  };
}

/** Rows of a raw `db.execute(sql)` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A dedicated connection that LISTENs, reconnecting with back-off when it drops. */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 250;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped) return;
      void next.end().catch(() => undefined);
      setTimeout(() => void reconnect(), delay).unref();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    delay = 250;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onGap?.();
    } catch {
      delay = Math.min(delay * 2, 10_000);
      setTimeout(() => void reconnect(), delay).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
