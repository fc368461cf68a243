import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './modules/files/s3.js';
import { aesAlgorithm, rsaPublicKey, type DingerSettings } from './modules/store/dinger.js';
import type { ProviderName } from './modules/store/gateway.js';
import {
  keptSecrets,
  processSecrets,
  PUBLISHED_SECRETS,
  SECRET_NAMES,
  SecretsFileError,
  type SecretName,
  type SiteSecrets,
} from './secrets.js';

const boolish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The public client's fixed API key: a client identifier, not a secret. */
  PUBLIC_API_KEY: z.string().min(8).default('mahasi-web-public-key'),
  /** The organisation's site address; image paths not starting with http are prefixed with it. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to the local outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Mahasi Meditation Center <no-reply@mahasi.local>'),
  /** The organisation's inbox: contact-form messages are mailed here. */
  ORG_EMAIL: z.email().default('info@mahasi.org.mm'),
  /**
   * Signs private file URLs, keys confirmation-code hashes, seals staff TOTP secrets. Unset: made on
   * the first start and kept in DATA_DIR/secrets.json; required in production on PostgreSQL.
   */
  APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (production). */
  WEB_DIST: z.string().optional(),
  /**
   * Load the demo content (with its accounts, whose passwords the README prints) on the first start.
   * Default: yes, except in production, where it must be asked for by name (a demo site).
   */
  SEED_ON_START: boolish.optional(),
  /** Signs the sandbox payment gateway's callbacks; unset, kept in DATA_DIR/secrets.json like APP_SECRET. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A pending order not paid within this many minutes can never complete. */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * A pending order is asked about with the provider (or expired once due) when it is this many
   * seconds old: younger, the payer may still be on the form. Default 300, or the order TTL if shorter.
   */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60)
    .optional(),
  /** How often the reconciliation job looks at pending orders. */
  PAYMENT_RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PAYMENT_MERCHANT_NAME: z.string().min(1).default('Mahasi Meditation Center'),
  /**
   * Which payment provider takes the store's payments: the built-in sandbox (payers approve their own
   * payments: no real money moves) or Dinger's checkout form. Unset: the sandbox, except in production,
   * where it must be named.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'dinger'], { error: 'must be sandbox or dinger' }).optional(),
  DINGER_CLIENT_ID: z.string().min(1).optional(),
  DINGER_MERCHANT_KEY: z.string().min(1).optional(),
  DINGER_PUBLIC_KEY: z.string().min(1).optional(),
  DINGER_KEY_FOR_ENCRYPTION: z.string().min(1).optional(),
  DINGER_SECRET_KEY: z.string().min(1).optional(),
  DINGER_CALLBACK_KEY: z.string().optional(),
  DINGER_PROJECT_NAME: z.string().min(1).optional(),
  DINGER_MERCHANT_NAME: z.string().min(1).optional(),
  /** Staging form by default; production is https://form.dinger.asia. */
  DINGER_FORM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://prebuilt.dinger.asia'),
  /** How long public replies are cached in each process; 0 turns the cache off (the benchmark's growth runs). */
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Behind a reverse proxy or CDN: 'true' trusts X-Forwarded-For from any hop, a number trusts that
   * many hops, otherwise a comma-separated list of proxy addresses or CIDR ranges. Unset: the peer
   * address is the client (each guest's views and rate limits would otherwise be the proxy's).
   */
  TRUST_PROXY: z.string().optional(),
  /** Where files live: the local disk under DATA_DIR (default) or an S3-compatible bucket. */
  FILE_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  /** An S3-compatible server's address (MinIO, R2, …); unset means AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path rather than the host name (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: boolish.default(false),
  /** Where public files are read from (a CDN, or the bucket's public address); a file's key is appended. */
  FILES_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Multiplies the log-in and code rate limits (end-to-end tests log in many times from one address). */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10000).default(1),
  /** /metrics on the public port, for a scraper that sends `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** /metrics on a port of its own (no token; bind it where only the scraper can reach it). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** How long a stopping instance waits for the requests it is answering. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** On SIGTERM, how long /readyz answers 503 while everything else is served, before the port closes (once something has asked /readyz). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Worker processes of `npm run start:cluster` (default: one per core). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicApiKey: string;
  siteUrl: string;
  /** Whether SITE_URL was set; otherwise siteUrl is the development default, not where the server listens. */
  siteUrlSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  orgEmail: string;
  appSecret: string;
  sessionTtlMs: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  seedOnStart: boolean;
  rateLimitMultiplier: number;
  responseCacheTtlMs: number;
  /** Fastify's trustProxy: all, none, the first N hops, or these addresses. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  payment: {
    orderTtlMs: number;
    /** Reconciliation looks at pending orders this old (never later than they expire)… */
    reconcileAfterMs: number;
    /** …this often. */
    reconcileEveryMs: number;
    merchantName: string;
    /** The sandbox (with the secret its callbacks are signed with) unless PAYMENT_PROVIDER=dinger, whose settings were checked at start. */
    provider: { name: 'sandbox'; secret: string } | { name: 'dinger'; dinger: DingerSettings };
  };
  /** Prometheus metrics: off unless a token or a port of their own is set. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  shutdownTimeoutMs: number;
  shutdownDrainMs: number;
  workers: number | undefined;
  files: FilesConfig;
}

export type FilesConfig =
  | { driver: 'local'; publicBaseUrl: string | undefined }
  | { driver: 's3'; publicBaseUrl: string | undefined; s3: Omit<S3Settings, 'publicBaseUrl'> };

export class ConfigError extends Error {}

/** The configuration of a starting process: a bad value prints its message and ends the process (exit 1). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset (VAR= in a shell or a .env file).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const providerName = providerNameOf(env);
  checkSecrets(env, providerName);
  const files = filesConfigOf(env);
  const reconcileAfterMs = reconcileAfterOf(env);
  const dinger = providerName === 'dinger' ? dingerSettingsOf(env) : undefined;
  const dataDir = path.resolve(env.DATA_DIR);
  // Last, once everything else is known to be right: a refused start leaves no file behind.
  const secrets = secretsOf(env, providerName, dataDir);
  const provider: AppConfig['payment']['provider'] = dinger
    ? { name: 'dinger', dinger }
    : { name: 'sandbox', secret: secrets.PAYMENT_SANDBOX_SECRET! };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    publicApiKey: env.PUBLIC_API_KEY,
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
    siteUrlSet: present.SITE_URL !== undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    orgEmail: env.ORG_EMAIL,
    appSecret: secrets.APP_SECRET,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : builtWebApp(),
    seedOnStart: env.SEED_ON_START ?? env.NODE_ENV !== 'production',
    rateLimitMultiplier: env.AUTH_RATE_LIMIT_MULTIPLIER,
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_SECONDS * 1000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    payment: {
      orderTtlMs: env.PAYMENT_ORDER_TTL_MINUTES * 60 * 1000,
      reconcileAfterMs,
      reconcileEveryMs: env.PAYMENT_RECONCILE_EVERY_SECONDS * 1000,
      merchantName: env.PAYMENT_MERCHANT_NAME,
      provider,
    },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    workers: env.WEB_CONCURRENCY,
    files,
  };
}

/** The file store's settings; what FILE_STORE=s3 needs is checked here, naming the variable. */
function filesConfigOf(env: Env): FilesConfig {
  const publicBaseUrl = env.FILES_PUBLIC_URL?.replace(/\/+$/, '');
  if (env.FILE_STORE === 'local') return { driver: 'local', publicBaseUrl };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('  S3_BUCKET: is required when FILE_STORE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      env.S3_ACCESS_KEY_ID
        ? '  S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set'
        : '  S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set',
    );
  }
  if (problems.length) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    driver: 's3',
    publicBaseUrl,
    s3: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}

/**
 * How old a pending order is before reconciliation looks at it: five minutes, or the order's TTL
 * when that is shorter. Set longer than the TTL, orders would stay pending past their time until
 * someone looked at them, so that stops the start.
 */
function reconcileAfterOf(env: Env): number {
  const ttlSeconds = env.PAYMENT_ORDER_TTL_MINUTES * 60;
  const seconds = env.PAYMENT_RECONCILE_AFTER_SECONDS;
  if (seconds === undefined) return Math.min(5 * 60, ttlSeconds) * 1000;
  if (seconds > ttlSeconds) {
    throw new ConfigError(
      `Invalid environment:\n  PAYMENT_RECONCILE_AFTER_SECONDS: must be at most PAYMENT_ORDER_TTL_MINUTES in seconds (${ttlSeconds}), or pending orders outlive their time`,
    );
  }
  return seconds * 1000;
}

/**
 * The sandbox lets payers approve their own payments: a production site takes it only when named
 * (a site where no real money moves), never because a variable was forgotten.
 */
function providerNameOf(env: Env): ProviderName {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.NODE_ENV !== 'production') return 'sandbox';
  throw new ConfigError(
    'Invalid environment:\n  PAYMENT_PROVIDER: must be set in production: dinger to take real payments, ' +
      'or sandbox for a site where no real money moves (payers approve their own payments)',
  );
}

/**
 * No secret may be one anyone can read in this project's code. Instances on several machines share
 * one PostgreSQL server and must share their secrets too, so there the variables are required: a
 * secret made on one machine would not verify on another.
 */
function checkSecrets(env: Env, providerName: ProviderName): void {
  const problems: string[] = [];
  for (const name of SECRET_NAMES) {
    if (env[name] === PUBLISHED_SECRETS[name]) {
      problems.push(
        `  ${name}: is the old development value printed in this project's code, which anyone can read: ` +
          `set one of your own (for example the output of: openssl rand -base64 32)`,
      );
    }
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    if (!env.APP_SECRET) problems.push('  APP_SECRET: must be set when running on a shared PostgreSQL server in production');
    if (providerName === 'sandbox' && !env.PAYMENT_SANDBOX_SECRET) {
      problems.push('  PAYMENT_SANDBOX_SECRET: must be set when the sandbox takes payments on a shared PostgreSQL server in production');
    }
  }
  if (problems.length) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
}

/**
 * The variables' values; for those unset, the secrets made on the first start and kept in
 * DATA_DIR/secrets.json (tests: made for the process, kept nowhere).
 */
function secretsOf(env: Env, providerName: ProviderName, dataDir: string): Partial<SiteSecrets> & { APP_SECRET: string } {
  const needed: SecretName[] = providerName === 'sandbox' ? ['APP_SECRET', 'PAYMENT_SANDBOX_SECRET'] : ['APP_SECRET'];
  const given = { APP_SECRET: env.APP_SECRET, PAYMENT_SANDBOX_SECRET: env.PAYMENT_SANDBOX_SECRET };
  if (needed.every((name) => given[name])) return given as Partial<SiteSecrets> & { APP_SECRET: string };
  let made: SiteSecrets;
  try {
    made = env.NODE_ENV === 'test' ? processSecrets() : keptSecrets(dataDir);
  } catch (error) {
    if (error instanceof SecretsFileError) throw new ConfigError(error.message, { cause: error });
    throw error;
  }
  return {
    APP_SECRET: given.APP_SECRET ?? made.APP_SECRET,
    PAYMENT_SANDBOX_SECRET: given.PAYMENT_SANDBOX_SECRET ?? made.PAYMENT_SANDBOX_SECRET,
  };
}

/** PAYMENT_PROVIDER=dinger needs every Dinger setting, and keys that work: checked here, not at a donor's checkout. */
function dingerSettingsOf(env: Env): DingerSettings {
  const required = [
    'DINGER_CLIENT_ID',
    'DINGER_MERCHANT_KEY',
    'DINGER_PUBLIC_KEY',
    'DINGER_KEY_FOR_ENCRYPTION',
    'DINGER_SECRET_KEY',
    'DINGER_CALLBACK_KEY',
    'DINGER_PROJECT_NAME',
    'DINGER_MERCHANT_NAME',
  ] as const;
  const problems = required.filter((name) => !env[name]).map((name) => `  ${name}: is required when PAYMENT_PROVIDER=dinger`);
  if (env.DINGER_KEY_FOR_ENCRYPTION) {
    try {
      rsaPublicKey(env.DINGER_KEY_FOR_ENCRYPTION);
    } catch {
      problems.push('  DINGER_KEY_FOR_ENCRYPTION: must be an RSA public key (base64 as Dinger gives it, or PEM)');
    }
  }
  if (env.DINGER_CALLBACK_KEY) {
    try {
      aesAlgorithm(env.DINGER_CALLBACK_KEY);
    } catch {
      problems.push('  DINGER_CALLBACK_KEY: must be 16, 24 or 32 characters (Dinger gives 32)');
    }
  }
  if (problems.length) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    clientId: env.DINGER_CLIENT_ID!,
    merchantKey: env.DINGER_MERCHANT_KEY!,
    publicKey: env.DINGER_PUBLIC_KEY!,
    keyForEncryption: env.DINGER_KEY_FOR_ENCRYPTION!,
    secretKey: env.DINGER_SECRET_KEY!,
    callbackKey: env.DINGER_CALLBACK_KEY!,
    projectName: env.DINGER_PROJECT_NAME!,
    merchantName: env.DINGER_MERCHANT_NAME!,
    formBaseUrl: env.DINGER_FORM_URL,
  };
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The web app built beside the server in this repository (apps/web/dist), when it has been built. */
function builtWebApp(): string | undefined {
  const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}
