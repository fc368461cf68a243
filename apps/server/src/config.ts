import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** Signs private file URLs and keys confirmation-code hashes. Must be set in production. */
  APP_SECRET: z.string().min(16).default('development-only-app-secret'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (production). */
  WEB_DIST: z.string().optional(),
  SEED_ON_START: boolish.default(true),
  /** Signs the sandbox payment gateway's callbacks. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('development-only-sandbox-secret'),
  /** A pending order not paid within this many minutes can never complete. */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  PAYMENT_MERCHANT_NAME: z.string().min(1).default('Mahasi Meditation Center'),
  /** How long public replies are cached in each process; 0 turns the cache off (the benchmark's growth runs). */
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Behind a reverse proxy or CDN: 'true' trusts X-Forwarded-For from any hop, a number trusts that
   * many hops, otherwise a comma-separated list of proxy addresses or CIDR ranges. Unset: the peer
   * address is the client (each guest's views and rate limits would otherwise be the proxy's).
   */
  TRUST_PROXY: z.string().optional(),
  /** Multiplies the log-in and code rate limits (end-to-end tests log in many times from one address). */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10000).default(1),
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
  payment: { sandboxSecret: string; orderTtlMs: number; merchantName: string };
}

export class ConfigError extends Error {}

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
  if (env.NODE_ENV === 'production' && env.APP_SECRET === 'development-only-app-secret' && env.DATABASE_URL) {
    throw new ConfigError('Invalid environment:\n  APP_SECRET: must be set when running on a shared PostgreSQL server in production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    publicApiKey: env.PUBLIC_API_KEY,
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    orgEmail: env.ORG_EMAIL,
    appSecret: env.APP_SECRET,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : builtWebApp(),
    seedOnStart: env.SEED_ON_START,
    rateLimitMultiplier: env.AUTH_RATE_LIMIT_MULTIPLIER,
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_SECONDS * 1000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    payment: {
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET,
      orderTtlMs: env.PAYMENT_ORDER_TTL_MINUTES * 60 * 1000,
      merchantName: env.PAYMENT_MERCHANT_NAME,
    },
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
