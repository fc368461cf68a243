import {
  constants,
  createCipheriv,
  createHash,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Dinger's prebuilt checkout form, for end-to-end tests: it holds a test RSA
 * private key whose public half the app is given as DINGER_KEY_FOR_ENCRYPTION, decrypts the
 * payload (RSA/ECB/PKCS1Padding, block by block), checks `hashValue` (HMAC-SHA256 of the decrypted
 * JSON text under the secret key, as the PHP and C# samples of Dinger's pages compute it), shows the order with Pay and Fail buttons, and then posts the callback as Dinger
 * documents it ({ paymentResult: base64 of AES/ECB/PKCS7 under the callback key's UTF-8 bytes,
 * checksum: SHA-256 hex of the JSON text }) before sending the browser to the return URL.
 */
export interface DingerStandIn {
  /** Where the form is: the app's DINGER_FORM_URL. */
  formUrl: string;
  /** The public half of the test key pair, base64 of the DER key as Dinger gives it. */
  keyForEncryption: string;
  /** Every payload the form received, decrypted. */
  received: Record<string, unknown>[];
  /** How many callbacks it has sent. */
  readonly callbacks: number;
  close(): Promise<void>;
}

export interface StandInOptions {
  secretKey: string;
  callbackKey: string;
  /** The app's callback route (set in Dinger's merchant portal in production). */
  callbackUrl: string;
  /** Where the browser goes after paying (the return URL of the merchant portal). */
  returnUrl: string;
}

function rsaDecrypt(payload: string, key: KeyObject): string {
  const size = (key.asymmetricKeyDetails?.modulusLength ?? 1024) / 8;
  const data = Buffer.from(payload, 'base64');
  if (data.length === 0 || data.length % size !== 0) throw new Error('payload is not whole RSA blocks');
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) {
    // Raw RSA, then the PKCS#1 v1.5 padding (00 02 random 00 data) checked here.
    const block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, data.subarray(at, at + size));
    const end = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || end < 10) throw new Error('bad padding');
    parts.push(block.subarray(end + 1));
  }
  return Buffer.concat(parts).toString('utf8');
}

function encryptResult(text: string, callbackKey: string) {
  const key = Buffer.from(callbackKey, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, key, null);
  return {
    paymentResult: Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64'),
    checksum: createHash('sha256').update(text, 'utf8').digest('hex'),
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function page(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dinger checkout (test stand-in)</title></head><body><main>${body}</main></body></html>`,
  );
}

export async function startDingerStandIn(options: StandInOptions): Promise<DingerStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const open = new Map<string, Record<string, unknown>>();
  const received: Record<string, unknown>[] = [];
  let callbacks = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'GET' && url.pathname === '/form') {
        const payload = url.searchParams.get('payload') ?? '';
        let json: string;
        try {
          json = rsaDecrypt(payload, privateKey);
        } catch {
          return page(response, 400, '<p>Cannot decrypt the payload</p>');
        }
        const expected = createHmac('sha256', options.secretKey).update(json).digest();
        const given = Buffer.from(url.searchParams.get('hashValue') ?? '', 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          return page(response, 400, '<p>hashValue does not match</p>');
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(json) as Record<string, unknown>;
        } catch {
          return page(response, 400, '<p>The payload is not JSON</p>');
        }
        received.push(data);
        const items = JSON.parse(String(data.items)) as { name: string; amount: number; quantity: number }[];
        // Whole kyat, the lines adding up to the total, as the pages' samples send them.
        const amounts = [Number(data.totalAmount), ...items.map((i) => i.amount)];
        const lines = items.reduce((sum, i) => sum + i.amount * i.quantity, 0);
        if (!amounts.every(Number.isInteger) || lines !== data.totalAmount)
          return page(response, 400, '<p>Amounts must be whole kyat that add up to the total</p>');
        const id = randomBytes(8).toString('hex');
        open.set(id, data);
        return page(
          response,
          200,
          `<h1>${escape(String(data.merchantName))} — ${escape(String(data.projectName))}</h1>
<p>Order <strong>${escape(String(data.merchantOrderId))}</strong> for ${escape(String(data.customerName))}</p>
<ul>${items.map((i) => `<li>${escape(i.name)}: ${i.amount} MMK</li>`).join('')}</ul>
<p>Total <strong data-testid="dinger-total">${Number(data.totalAmount)} MMK</strong></p>
<form method="post" action="/form/decide"><input type="hidden" name="id" value="${id}">
<label>Pay with <select name="method"><option value="KBZ Pay|QR">KBZ Pay (QR)</option><option value="Wave Pay|PIN">Wave Pay (PIN)</option></select></label>
<button name="outcome" value="fail">Fail</button> <button name="outcome" value="pay">Pay</button></form>`,
        );
      }
      if (request.method === 'POST' && url.pathname === '/form/decide') {
        const form = new URLSearchParams(await bodyOf(request));
        const data = open.get(form.get('id') ?? '');
        if (!data) return page(response, 404, '<p>No such payment</p>');
        open.delete(form.get('id')!);
        const [providerName, methodName] = (form.get('method') ?? 'KBZ Pay|QR').split('|');
        const result = JSON.stringify({
          totalAmount: data.totalAmount,
          createdAt: new Date().toISOString().replace(/[-:]/g, '').replace('T', ' ').slice(0, 15),
          transactionStatus: form.get('outcome') === 'pay' ? 'SUCCESS' : 'DECLINED',
          methodName,
          merchantOrderId: data.merchantOrderId,
          transactionId: `TRX${randomBytes(6).toString('hex').toUpperCase()}`,
          customerName: data.customerName,
          providerName,
        });
        callbacks += 1;
        await fetch(options.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(encryptResult(result, options.callbackKey)),
        });
        response.writeHead(303, { location: options.returnUrl });
        return response.end();
      }
      page(response, 404, '<p>Not found</p>');
    })().catch((error: unknown) => {
      if (!response.headersSent) page(response, 500, `<p>${escape(String(error))}</p>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    formUrl: `http://127.0.0.1:${port}/form`,
    keyForEncryption: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    received,
    get callbacks() {
      return callbacks;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
