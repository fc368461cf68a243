import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * Runs `work` while holding a database-wide lock named `name`: with several processes or machines
   * starting at once on one PostgreSQL, migrations and the demo seed run in one of them at a time.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The connection pool's use (postgres only), for /metrics. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
}

/** Raised when the embedded database's folder is already open in another process. */
export class DatabaseInUseError extends Error {}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory and is
 * never given back; 32 MB keeps the embedded server near 200 MB (reads beyond it come from the
 * operating system's file cache) and within the 400 MB budget under load.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * Extensions the migrations create, loaded into every embedded database (PostgreSQL has them in
 * contrib): pg_trgm, for search's "did you mean" (drizzle/0013_search_speed.sql).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

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
    // A request waits at most 5 s for a connection: while the server is unreachable it fails (503)
    // instead of hanging. An idle connection that dies (a restart of the server) is dropped and
    // replaced on the next query; unhandled, its 'error' event would end the process.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: 5_000 });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockKey(`mahasi:${name}`)]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockKey(`mahasi:${name}`)]);
        }
      } finally {
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => exclusive('migrate', () => migratePg(drizzlePg(pool), { migrationsFolder })),
      exclusive,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
  let unlock = () => {};
  if (!client) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    try {
      client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    // One process: nothing else can hold the database.
    exclusive: (_name, work) => work(),
    poolStats: () => undefined,
    async close() {
      await pglite.close();
      unlock();
    },
    // PGlite lives inside this one process, so its own notifications reach every listener there is.
    async listen(channel, onMessage) {
      const unlisten = await pglite.listen(channel, onMessage);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
  };
}

/** Connections per process; several processes share the server's max_connections (100 by default). */
const POOL_SIZE = 10;

/** A stable 32-bit advisory lock key from a name (the same in every process). */
function lockKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * PGlite is PostgreSQL inside this process: a second process opening the same folder would write
 * over the first one's files. A lock file holds the owner's process id; a second process is refused
 * with a message saying what to do, and a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'mahasi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in another process (pid ${owner}). PGlite runs in one process at a time: ` +
            'stop that process first (the server, or a command such as npm run seed, notify or staff), ' +
            'or set DATABASE_URL to a PostgreSQL server to run several processes.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
