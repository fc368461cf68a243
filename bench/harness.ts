import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type * as ClientModule from '../apps/server/src/db/client.js';
import type * as FilesModule from '../apps/server/src/modules/files/store.js';
import type * as SeedModule from '../apps/server/src/seed/index.js';

/**
 * What the benchmarks share (`run.ts`, `search.ts`, `load.ts`): the server's modules from the build,
 * a fresh database with the demo content, the real server started on a free port and stopped.
 */

/** The project's root (the benchmarks run the build under apps/server/dist, as `npm start` does). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Kind = 'pglite' | 'postgres';

export const log = (line: string) => process.stderr.write(`${line}\n`);

/** Server modules are imported from the build, exactly what `npm start` runs. */
export async function serverModules() {
  const dist = path.join(root, 'apps/server/dist');
  const client = (await import(path.join(dist, 'db/client.js'))) as typeof ClientModule;
  const seedModule = (await import(path.join(dist, 'seed/index.js'))) as typeof SeedModule;
  const files = (await import(path.join(dist, 'modules/files/store.js'))) as typeof FilesModule;
  return { ...client, ...seedModule, ...files };
}

export type ServerModules = Awaited<ReturnType<typeof serverModules>>;
export type Database = Awaited<ReturnType<ServerModules['openDatabase']>>;

/** A database of its own for one measurement: the server's environment for it, and its removal. */
export interface PreparedDatabase {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** The demo content seeded once per database kind in this process, copied for every database after that. */
interface Template {
  dataDir: string;
  /** The PostgreSQL database the others are created from (no connection left open to it). */
  database?: string;
}
const templates = new Map<Kind, Promise<Template>>();

/**
 * Migrating and seeding took 10-20 s on PGlite (6-7 s on PostgreSQL) each time, and a run prepares a
 * database for each step: the seeded folder is copied instead (under a second), and a PostgreSQL database
 * is created with the seeded one as its template. What each step measures starts from the same demo
 * content as before.
 */
function template(kind: Kind): Promise<Template> {
  let made = templates.get(kind);
  if (!made) {
    made = (async () => {
      const m = await serverModules();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mahasi-bench-template-'));
      let databaseUrl: string | undefined;
      let database: string | undefined;
      if (kind === 'postgres') {
        database = `mahasi_bench_template_${process.pid}`;
        databaseUrl = await createDatabase(database);
      }
      const opened = await m.openDatabase({ databaseUrl, dataDir });
      await opened.migrate();
      await m.seed({ db: opened.db, files: m.localFileStore(dataDir, 'bench-secret-0123456789'), log: () => undefined });
      await opened.close();
      return { dataDir, ...(database ? { database } : {}) };
    })();
    templates.set(kind, made);
  }
  return made;
}

/** A new database on DATABASE_URL's server (empty, or a copy of `template`), in place of any of that name: its URL. */
async function createDatabase(name: string, template?: string): Promise<string> {
  await onServer(async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Removes the seeded templates: the end of a benchmark's run. */
export async function disposeTemplates(): Promise<void> {
  for (const [kind, made] of templates) {
    templates.delete(kind);
    const { dataDir, database } = await made;
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await onServer((admin) => admin.query(`drop database if exists ${database} with (force)`));
  }
}

/**
 * A fresh database (PGlite in a new data folder named after `folder`, or a new database on
 * DATABASE_URL's server named `name`), migrated and seeded with the demo content (a copy of the run's
 * template); open, for the caller to add to and close.
 */
export async function seededDatabase(
  kind: Kind,
  { name, folder }: { name: string; folder: string },
): Promise<PreparedDatabase & { m: ServerModules; database: Database }> {
  const m = await serverModules();
  const seeded = await template(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), folder));
  // The folder's contents: PGlite's data and the demo content's files.
  execFileSync('cp', ['-a', `${seeded.dataDir}/.`, dataDir]);
  const databaseUrl = kind === 'postgres' ? await createDatabase(name, seeded.database) : undefined;
  const database = await m.openDatabase({ databaseUrl, dataDir });
  return {
    m,
    database,
    env: databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: '' },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  process: ChildProcess;
}

/**
 * The built server (apps/server/dist/main.js) on a free port with `env` over this process's
 * environment, once `readyPath` answers; killed with `signal` if it does not within `waitMs`.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: {
    readyPath?: string;
    waitMs?: number;
    pollMs?: number;
    signal?: NodeJS.Signals;
    failure?: string;
    /** Node's own options for the server process (`--cpu-prof`, …). */
    nodeArgs?: string[];
  } = {},
): Promise<Server> {
  const { readyPath = '/healthz', waitMs = 30_000, pollMs = 100, signal = 'SIGTERM', failure = 'the server did not start' } = options;
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < waitMs; waited += pollMs) {
    const ready = await fetch(`${url}${readyPath}`).then(
      (reply) => reply.ok,
      () => false, // not listening yet
    );
    if (ready) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill(signal);
  throw new Error(failure);
}

/**
 * The server as the API and search benchmarks run it: production, on the database `env` names,
 * no seeding, the sandbox taking payments, sign-in limits out of the way, quiet logs.
 */
export function startServer(
  env: Record<string, string>,
  extra: Record<string, string> = {},
  waitMs?: number,
  nodeArgs?: string[],
): Promise<Server> {
  return spawnServer(
    {
      ...env,
      ...extra,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      AUTH_RATE_LIMIT_MULTIPLIER: '10000',
      SMTP_URL: '',
      // Production on a shared PostgreSQL server takes no secret it did not make itself, and the sandbox only when named.
      APP_SECRET: 'bench-app-secret-0123456789',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'bench-sandbox-secret-0123456789',
    },
    { waitMs, nodeArgs },
  );
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
