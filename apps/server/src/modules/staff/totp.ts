import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { sealedBox } from '../../lib/crypto.js';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 30-second steps, 6
 * digits, the defaults every authenticator app uses. A code is accepted one step either side of
 * now, for a phone whose clock is a little off.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 section 5.3: dynamic truncation of HMAC-SHA1(secret, counter). */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code an authenticator shows at this time (tests and the command line use it). */
export const totpAt = (secretBase32: string, at: Date) => hotp(base32Decode(secretBase32), stepAt(at));

/**
 * The step the code belongs to, if it is right within the window and newer than `lastStep` (a code
 * already used, or an older one, is refused: a code seen over a shoulder cannot be replayed).
 */
export function verifyTotp(secretBase32: string, code: string, at: Date, lastStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = base32Decode(secretBase32);
  const now = stepAt(at);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (constantEqual(hotp(secret, step), code)) return step;
  }
  return undefined;
}

function constantEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** 20 random bytes (160 bits, RFC 4226's recommended length), as base32 for the authenticator. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export function otpauthUrl(secretBase32: string, account: string, issuer = 'Mahasi'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** Secrets at rest are encrypted under a key derived from APP_SECRET, so a database dump alone cannot mint codes. */
export function secretBox(appSecret: string): ReturnType<typeof sealedBox> {
  return sealedBox(appSecret, 'staff-totp-secret');
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'k7m2p-x9q4r': ten characters from an alphabet without look-alikes (0/o, 1/l/i), about 49 bits. */
export function newRecoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/** What a typed recovery code is compared as: lower case, no spaces or dashes. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
