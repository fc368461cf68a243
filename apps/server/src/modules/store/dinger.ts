import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPublicKey,
  publicEncrypt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';
import type { CurrencyCode } from '@mahasi/contract/money';
import type { CallbackEvent, PaymentGateway, PaymentRequest, Verification } from './gateway.js';

/**
 * Dinger's prebuilt checkout form (its developer pages "Prebuilt Checkout form workflow", "Payload
 * and Redirect", "Encryption & Decryption" and "Revoke Transaction Status to Merchant URL";
 * decisions 0024 and 0031).
 *
 * Redirect: the order as JSON text (ASCII, other characters as \u escapes), encrypted with
 * RSA/ECB/PKCS1Padding under the "key for encryption" in pieces of 64 bytes, the blocks joined and
 * base64-encoded (`payload`); `hashValue` = HMAC-SHA256 of that JSON text under the merchant's
 * secret key, as the pages' PHP and C# samples compute it; the browser goes to
 * `{formBaseUrl}?payload=…&hashValue=…`. Amounts are whole kyat.
 * Callback: `{ paymentResult, checksum }`, where paymentResult is base64 of AES/ECB/PKCS7 under the
 * callback key's UTF-8 bytes and checksum the SHA-256 hex of the decrypted JSON text.
 */
export interface DingerSettings {
  clientId: string;
  merchantKey: string;
  /** The project's public key from the merchant portal: sent inside the payload, not used to encrypt. */
  publicKey: string;
  /** The RSA public key Dinger gives for encrypting the payload (base64 DER or PEM). */
  keyForEncryption: string;
  secretKey: string;
  callbackKey: string;
  projectName: string;
  merchantName: string;
  formBaseUrl: string;
}

export const DINGER_NAME = 'Dinger';

/** Dinger settles in kyat only. */
export const DINGER_CURRENCIES: readonly CurrencyCode[] = ['MMK'];

/** Reads the key for encryption, given as Dinger shows it (base64 of the DER key) or as PEM; throws when it is not an RSA public key. */
export function rsaPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return key;
}

/** The callback key as an AES key: its UTF-8 bytes, 16, 24 or 32 of them. */
export function aesAlgorithm(callbackKey: string): string {
  const bytes = Buffer.byteLength(callbackKey, 'utf8');
  if (bytes !== 16 && bytes !== 24 && bytes !== 32) throw new Error('must be 16, 24 or 32 characters');
  return `aes-${bytes * 8}-ecb`;
}

/** The size of the pieces the JSON is encrypted in: what the Java and C# samples of Dinger's pages use. */
export const RSA_PIECE_BYTES = 64;

/**
 * RSA/ECB/PKCS1Padding over a text longer than one block, as Dinger's samples do it: the bytes in
 * pieces of 64, each encrypted on its own, the blocks joined in order (then base64 once).
 */
export function rsaEncrypt(text: string, key: KeyObject): Buffer {
  const data = Buffer.from(text, 'utf8');
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += RSA_PIECE_BYTES) {
    blocks.push(publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, data.subarray(at, at + RSA_PIECE_BYTES)));
  }
  return Buffer.concat(blocks);
}

/**
 * JSON in ASCII, every other character as a \u escape, as PHP's json_encode and Python's json.dumps
 * write it in Dinger's samples: a Myanmar name survives whatever the form does with the bytes (the
 * C# sample signs the text as ASCII), and no 64-byte piece ends inside a character.
 */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `hashValue`: HMAC-SHA256 of the JSON text (before encryption) under the secret key, hex. */
export const hashValueOf = (json: string, secretKey: string) => createHmac('sha256', secretKey).update(json, 'utf8').digest('hex');

/** What Dinger sends to the callback URL (also what the local stand-in of the form sends). */
export function encryptCallback(result: object | string, callbackKey: string): { paymentResult: string; checksum: string } {
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  const cipher = createCipheriv(aesAlgorithm(callbackKey), Buffer.from(callbackKey, 'utf8'), null);
  const paymentResult = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
  return { paymentResult, checksum: createHash('sha256').update(text, 'utf8').digest('hex') };
}

/** Item names without quotes: the form's parser trips on them (the docs suggest replacing them). */
const plain = (text: string) => text.replace(/'/g, '’').replace(/"/g, '”').slice(0, 100);

/** Whole kyat, as Dinger counts them, from the store's minor units; the order's total is whole (computeFees' wholeUnits). */
function wholeKyat(minor: number): number {
  if (!Number.isInteger(minor) || minor % 100 !== 0) throw new Error(`Dinger takes whole kyat, not ${minor / 100}`);
  return minor / 100;
}

/**
 * The order's lines in whole kyat, adding up to the total: a price with pya (a donation of
 * 3,333.50) shows its whole kyat, and the last line (the service fee) takes what is left over.
 */
export function itemsInKyat(items: { name: string; amount: number }[], total: number) {
  const whole = items.map((item) => ({ name: plain(item.name), amount: Math.floor(item.amount / 100), quantity: 1 }));
  const last = whole.at(-1);
  if (last) last.amount += wholeKyat(total) - whole.reduce((sum, item) => sum + item.amount, 0);
  return whole;
}

const callbackBody = z.object({ paymentResult: z.string().min(1).max(20000), checksum: z.string() });

const paymentResult = z.object({
  totalAmount: z.coerce.number().finite().nonnegative(),
  transactionStatus: z.string().min(1),
  merchantOrderId: z.string().min(1),
  transactionId: z.string().optional(),
  methodName: z.string().optional(),
  providerName: z.string().optional(),
  customerName: z.string().optional(),
  createdAt: z.string().optional(),
});

const PAID = new Set(['SUCCESS', 'SETTLED']);
const FAILED = new Set(['CANCELLED', 'TIMEOUT', 'DECLINED', 'ERROR', 'SYSTEM_ERROR']);

/** "KBZ Pay (QR)": the provider and method the donor used, as shown in their orders. */
export function paymentNameOf(providerName: string | undefined, methodName: string | undefined): string | undefined {
  const provider = providerName?.trim();
  const method = methodName?.trim();
  if (!provider) return undefined;
  return method ? `${provider} (${method})` : provider;
}

/**
 * Checks and opens a callback body: the checksum against the SHA-256 of the decrypted text (in
 * constant time), then the fields. Every refusal says why, for the payment history and the log.
 */
export function openCallback(body: unknown, callbackKey: string): Verification {
  const parsed = callbackBody.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'not a Dinger callback (paymentResult and checksum expected)' };
  let text: string;
  try {
    const decipher = createDecipheriv(aesAlgorithm(callbackKey), Buffer.from(callbackKey, 'utf8'), null);
    text = Buffer.concat([decipher.update(Buffer.from(parsed.data.paymentResult, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return { ok: false, reason: 'paymentResult does not decrypt under the callback key' };
  }
  const expected = createHash('sha256').update(text, 'utf8').digest();
  const given = /^[0-9a-f]{64}$/i.test(parsed.data.checksum) ? Buffer.from(parsed.data.checksum, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'checksum does not match' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'paymentResult is not JSON' };
  }
  const result = paymentResult.safeParse(json);
  if (!result.success) return { ok: false, reason: `paymentResult lacks ${result.error.issues[0]?.path.join('.') || 'fields'}` };
  const r = result.data;
  const status = r.transactionStatus.toUpperCase();
  if (!PAID.has(status) && !FAILED.has(status)) return { ok: false, reason: `transaction status ${r.transactionStatus} is not final` };
  const event: CallbackEvent = {
    eventId: `${r.transactionId ?? 'no-transaction'}:${status}`,
    reference: r.merchantOrderId,
    orderNo: r.merchantOrderId,
    outcome: PAID.has(status) ? 'paid' : 'cancelled',
    amount: Math.round(r.totalAmount * 100),
    currency: 'MMK',
    providerStatus: status,
  };
  const name = paymentNameOf(r.providerName, r.methodName);
  if (name) event.paymentName = name;
  return { ok: true, event };
}

export function dingerGateway(settings: DingerSettings): PaymentGateway {
  const encryptionKey = rsaPublicKey(settings.keyForEncryption);
  aesAlgorithm(settings.callbackKey);
  return {
    name: DINGER_NAME,
    provider: 'dinger',
    currencies: DINGER_CURRENCIES,
    wholeUnits: DINGER_CURRENCIES,
    async createPayment(request: PaymentRequest) {
      const data = {
        clientId: settings.clientId,
        publicKey: settings.publicKey,
        items: asciiJson(itemsInKyat(request.items, request.amount)),
        customerName: plain(request.customerName),
        totalAmount: wholeKyat(request.amount),
        merchantOrderId: request.orderNo,
        merchantKey: settings.merchantKey,
        projectName: settings.projectName,
        merchantName: settings.merchantName,
      };
      const json = asciiJson(data);
      const url = new URL(settings.formBaseUrl);
      url.searchParams.set('payload', rsaEncrypt(json, encryptionKey).toString('base64'));
      url.searchParams.set('hashValue', hashValueOf(json, settings.secretKey));
      // Dinger knows the payment by our order number.
      return { reference: request.orderNo, redirectUrl: url.toString() };
    },
    verifyCallback: (body) => openCallback(body, settings.callbackKey),
  };
}
