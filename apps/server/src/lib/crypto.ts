import * as nodeCrypto from 'node:crypto';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token: 32 random bytes, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Node's one-shot hash (20.12 and later; Node's types for 20 do not declare it yet): a third of
 * createHash's time, which a member's every cached read pays for its token.
 */
const oneShot = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export const sha256 = oneShot
  ? (value: string): string => oneShot('sha256', value, 'hex')
  : (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** Six digits, uniformly drawn, leading zeros kept. */
export const randomCode = (length = 6) => Array.from({ length }, () => randomInt(0, 10).toString()).join('');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM under a key drawn from the app's secret and what it is for (`purpose`): a database
 * dump alone does not show what is sealed. Sealed text is `iv.tag.body`, each base64url.
 */
export function sealedBox(secret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
