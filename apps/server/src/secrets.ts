import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secrets a site can be given by variable or have made for it (decision 0040). */
export const SECRET_NAMES = ['APP_SECRET', 'PAYMENT_SANDBOX_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type SiteSecrets = Record<SecretName, string>;

/** Where the made secrets are kept, inside DATA_DIR; `npm run backup` carries the file. */
export const SECRETS_FILE = 'secrets.json';

/**
 * Values this project's code once used when the variables were unset. Anyone can read them, so a
 * site given one of them would accept links and callbacks signed by anyone: they are refused.
 */
export const PUBLISHED_SECRETS: SiteSecrets = {
  APP_SECRET: 'development-only-app-secret',
  PAYMENT_SANDBOX_SECRET: 'development-only-sandbox-secret',
};

export class SecretsFileError extends Error {}

/** 256 random bits, as text that fits any variable or header. */
const newSecret = () => randomBytes(32).toString('base64url');
const newSecrets = (): SiteSecrets => Object.fromEntries(SECRET_NAMES.map((name) => [name, newSecret()])) as SiteSecrets;

let perProcess: SiteSecrets | undefined;

/** Tests: made once per process, never written anywhere. */
export function processSecrets(): SiteSecrets {
  perProcess ??= newSecrets();
  return perProcess;
}

/**
 * The secrets kept in DATA_DIR/secrets.json, made on the first start. The file is created
 * exclusively, so processes starting at once on one machine (cluster workers, a script beside the
 * server) all end up with the first one's secrets; the others read the file it wrote.
 */
export function keptSecrets(dataDir: string): SiteSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  const kept = settled(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const made = newSecrets();
  try {
    writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unusable(file, error);
  }
  return settled(file) ?? damaged(file);
}

/**
 * The file's secrets, or undefined when there is no file. A file found empty or cut short may be
 * one another process has just created and is still writing (a few bytes, written at once): it is
 * read again for a moment before it counts as damaged.
 */
function settled(file: string): SiteSecrets | undefined {
  for (let attempt = 0; attempt < 100; attempt++) {
    const read = readSecrets(file);
    if (read.state === 'missing') return undefined;
    if (read.state === 'whole') return read.secrets;
    sleep(10);
  }
  return damaged(file);
}

type Read = { state: 'missing' } | { state: 'incomplete' } | { state: 'whole'; secrets: SiteSecrets };

function readSecrets(file: string): Read {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    throw unusable(file, error);
  }
  let record: Record<string, unknown>;
  try {
    record = (JSON.parse(text) ?? {}) as Record<string, unknown>;
  } catch {
    return { state: 'incomplete' };
  }
  const whole = SECRET_NAMES.every((name) => typeof record[name] === 'string' && (record[name] as string).length >= 16);
  if (!whole) return { state: 'incomplete' };
  return { state: 'whole', secrets: Object.fromEntries(SECRET_NAMES.map((name) => [name, record[name]])) as SiteSecrets };
}

function damaged(file: string): never {
  throw new SecretsFileError(
    `${file} is damaged (it must hold ${SECRET_NAMES.join(' and ')}). Put back the copy from your latest backup ` +
      '(npm run backup keeps it); deleting it makes new secrets, and then download links, codes in flight and staff two-factor set-ups stop working.',
  );
}

function unusable(file: string, error: unknown): SecretsFileError {
  return new SecretsFileError(`${file} cannot be used: ${(error as Error).message}`, { cause: error });
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
