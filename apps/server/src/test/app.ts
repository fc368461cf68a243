import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../db/client.js';
import { smtpMailer } from '../mail/mailer.js';
import { publishInvalidation } from '../http/cache.js';
import { startSmtpServer, startSwitchableSmtpServer, type ReceivedMail, type SmtpMode } from './mail.js';

export const TEST_API_KEY = 'test-public-api-key';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  inbox: ReceivedMail[];
  /** Turns the mail server down, silent or up again (only with `switchableSmtp`). */
  smtp: { set(mode: SmtpMode): void };
  dataDir: string;
  /** Holds mail at the SMTP server until the returned function is called (a slow mail server). */
  holdMail(): () => void;
  /**
   * A JSON call to the public client (API key sent). It resolves once the mail the call sent after
   * its reply has arrived, so that a test reads the code next; `publicPostReply` resolves at the reply.
   */
  publicPostReply(url: string, body: unknown): Promise<LightMyRequestResponse>;
  publicPost(url: string, body: unknown): Promise<LightMyRequestResponse>;
  /** A call to the member client with a bearer token. */
  member(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh database of the kind this project runs on (TEST_DB), migrated, behind a real app. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (inject('testDb') === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `mahasi_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    return {
      database,
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tarball = await readFile(inject('pgliteSnapshot'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ dataDir: os.tmpdir(), pglite });
  return { database, drop: () => database.close() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { switchableSmtp?: boolean; mailWaitMs?: number | (() => number) } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mahasi-app-'));
  const smtp = options.switchableSmtp
    ? await startSwitchableSmtpServer()
    : {
        ...(await startSmtpServer()),
        set() {
          throw new Error('createTestApp(env, { switchableSmtp: true }) to switch the mail server');
        },
      };
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_API_KEY: TEST_API_KEY,
    SMTP_URL: smtp.url,
    SEED_ON_START: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    mailer: smtpMailer(smtp.url, config.mailFrom),
    logger: false,
    ...(options.mailWaitMs === undefined ? {} : { mailWaitMs: options.mailWaitMs }),
  });
  await app.ready();
  const publicPostReply = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/rest-web-api${url}`, headers: { [API_KEY_HEADER]: TEST_API_KEY }, payload: body as object });
  const delivered = async (res: LightMyRequestResponse) => {
    await app.ctx.deliveries.settled();
    return res;
  };
  return {
    app,
    database,
    inbox: smtp.inbox,
    smtp,
    dataDir,
    holdMail: () => smtp.hold(),
    publicPostReply,
    publicPost: async (url, body) => delivered(await publicPostReply(url, body)),
    member: async (method, url, token, body) =>
      delivered(
        await app.inject({
          method,
          url: `/rest-api${url}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body === undefined ? {} : { payload: body as object }),
        }),
      ),
    async close() {
      await app.close();
      await drop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once every invalidation sent so far has come back to this process. On PostgreSQL a
 * NOTIFY reaches the sender's own LISTEN connection a little later (in order); on PGlite at once.
 */
export async function invalidationsDelivered(t: TestApp): Promise<void> {
  const marker = `test-marker:${Math.random().toString(36).slice(2)}`;
  const seen = new Promise<void>((resolve) => t.app.ctx.cache.onInvalidate((scope) => scope === marker && resolve()));
  await publishInvalidation(t.database.db, marker);
  await seen;
}
