import { constants, createHmac, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { asciiJson, dingerGateway, encryptCallback, itemsInKyat, openCallback, paymentNameOf, type DingerSettings } from './dinger.js';

/** The testing callback key and the first sample callback of Dinger's page "Revoke Transaction Status to Merchant URL". */
const DOCS_KEY = 'd655c33205363f5450427e6b6193e466';
const DOCS_SAMPLE = {
  paymentResult:
    '5zDOSGSI/YE7wsmX/IlBZb6iH0NpwgRuUL13RY9sEKIvo8oebHCh1FKZ0MKTkvlKPQ6Cn2qYg7UDQssBuMbkVAGWcVPK0WvvrrACrx480jdydrNUcsqX4vsaqHuRlCQa/7Qfur+W6WNKO4exvOvN25FtE8hDB7ENu37r54wUlGC21bojhq9M15/Ql5P9+w1x/+Ep13nmyptGOHfI4a4V3D57v0HQ8KqUnOy5P6E4FYOSeOVeVuCJ516RK94OIVAUB3F9jqy4NLm9jqc243pWOR9fwGJK5YplMbOuQFEZKt0=',
  checksum: '3e6dc224539d382f300f658a26775e75029b26ba0b885196e7ec66feb6a756ae',
};

/**
 * RSA/ECB/PKCS1Padding decryption block by block, as the form does (raw RSA, then the padding
 * checked by hand): each block's plain bytes, and the JSON text they make joined.
 */
function rsaDecrypt(payload: string, key: KeyObject): { pieces: Buffer[]; text: string } {
  const size = (key.asymmetricKeyDetails?.modulusLength ?? 1024) / 8;
  const data = Buffer.from(payload, 'base64');
  if (data.length % size !== 0) throw new Error('not whole blocks');
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) {
    const block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, data.subarray(at, at + size));
    if (block[0] !== 0 || block[1] !== 2) throw new Error('bad padding');
    pieces.push(block.subarray(block.indexOf(0, 2) + 1));
  }
  return { pieces, text: Buffer.concat(pieces).toString('utf8') };
}

function testSettings(): { settings: DingerSettings; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return {
    privateKey,
    settings: {
      clientId: 'client-0001',
      merchantKey: 'merchant.key-0001',
      publicKey: 'project-public-key',
      keyForEncryption: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      secretKey: 'test-secret-key',
      callbackKey: 'abcdefabcdefabcdefabcdefabcdef12',
      projectName: 'Dhamma Books',
      merchantName: 'Mahasi',
      formBaseUrl: 'https://prebuilt.dinger.asia',
    },
  };
}

describe("Dinger's callback", () => {
  it("opens the docs' sample under the testing key: order 0586, 1000 kyat, paid by KBZ Pay (QR)", () => {
    const opened = openCallback(DOCS_SAMPLE, DOCS_KEY);
    expect(opened).toEqual({
      ok: true,
      event: {
        eventId: 'TRX312720215216085254:SUCCESS',
        reference: '0586',
        orderNo: '0586',
        outcome: 'paid',
        amount: 100000,
        currency: 'MMK',
        providerStatus: 'SUCCESS',
        paymentName: 'KBZ Pay (QR)',
      },
    });
  });

  it('refuses the sample with one byte changed', () => {
    const bytes = Buffer.from(DOCS_SAMPLE.paymentResult, 'base64');
    for (const at of [0, 40, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x01;
      const opened = openCallback({ ...DOCS_SAMPLE, paymentResult: changed.toString('base64') }, DOCS_KEY);
      expect(opened.ok).toBe(false);
    }
  });

  it('refuses it under another key, and with another checksum', () => {
    expect(openCallback(DOCS_SAMPLE, 'ffffc33205363f5450427e6b6193e466')).toMatchObject({ ok: false });
    const wrongSum = openCallback({ ...DOCS_SAMPLE, checksum: `0${DOCS_SAMPLE.checksum.slice(1)}` }, DOCS_KEY);
    expect(wrongSum).toEqual({ ok: false, reason: 'checksum does not match' });
    expect(openCallback({ ...DOCS_SAMPLE, checksum: 'short' }, DOCS_KEY)).toEqual({ ok: false, reason: 'checksum does not match' });
    expect(openCallback({ paymentResult: DOCS_SAMPLE.paymentResult }, DOCS_KEY)).toMatchObject({ ok: false });
  });

  it('reads a failure as cancelled and refuses a pending status (Dinger sends none, so it is not final)', () => {
    const key = 'abcdefabcdefabcdefabcdefabcdef12';
    const base = { totalAmount: 3500, merchantOrderId: 'MH-1', transactionId: 'T1', providerName: 'Wave Pay', methodName: 'PIN' };
    const declined = openCallback(encryptCallback({ ...base, transactionStatus: 'DECLINED' }, key), key);
    expect(declined).toMatchObject({ ok: true, event: { outcome: 'cancelled', amount: 350000, paymentName: 'Wave Pay (PIN)' } });
    expect(openCallback(encryptCallback({ ...base, transactionStatus: 'PENDING' }, key), key)).toMatchObject({ ok: false });
  });

  it('names the payment by provider and method', () => {
    expect(paymentNameOf('KBZ Pay', 'QR')).toBe('KBZ Pay (QR)');
    expect(paymentNameOf('MPU', '')).toBe('MPU');
    expect(paymentNameOf(undefined, 'QR')).toBeUndefined();
  });
});

describe("Dinger's redirect", () => {
  const request = {
    orderId: 7,
    orderNo: 'MH-20261124-000007',
    amount: 1075000,
    currency: 'MMK',
    customerName: 'Daw "Mya" Mya',
    items: [
      { name: "Manual of Insight's Guide", amount: 1000000 },
      { name: 'Service Fee', amount: 75000 },
    ],
  };

  it('encrypts the order for the form in 64-byte pieces, the blocks joined, as the samples of Dinger’s pages do', async () => {
    const { settings, privateKey } = testSettings();
    const gateway = dingerGateway(settings);
    const started = await gateway.createPayment(request);
    expect(started.reference).toBe('MH-20261124-000007');
    const url = new URL(started.redirectUrl);
    expect(url.origin).toBe('https://prebuilt.dinger.asia');
    const payload = url.searchParams.get('payload')!;
    const { pieces, text } = rsaDecrypt(payload, privateKey);
    // Longer than one block: every piece but the last is 64 bytes, each its own 128-byte block.
    expect(pieces.length).toBeGreaterThan(2);
    expect(Buffer.from(payload, 'base64').length).toBe(pieces.length * 128);
    expect(pieces.slice(0, -1).every((piece) => piece.length === 64)).toBe(true);
    expect(pieces.at(-1)!.length).toBeLessThanOrEqual(64);
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      clientId: 'client-0001',
      publicKey: 'project-public-key',
      merchantKey: 'merchant.key-0001',
      projectName: 'Dhamma Books',
      merchantName: 'Mahasi',
      totalAmount: 10750,
      merchantOrderId: 'MH-20261124-000007',
      customerName: 'Daw ”Mya” Mya',
    });
    expect(typeof data.items).toBe('string');
    expect(JSON.parse(data.items)).toEqual([
      { name: 'Manual of Insight’s Guide', amount: 10000, quantity: 1 },
      { name: 'Service Fee', amount: 750, quantity: 1 },
    ]);
    expect(gateway.currencies).toEqual(['MMK']);
    expect(gateway.wholeUnits).toEqual(['MMK']);
  });

  it('signs the JSON text before encryption (hashValue), not the base64 payload, as the PHP and C# samples do', async () => {
    const { settings, privateKey } = testSettings();
    const url = new URL((await dingerGateway(settings).createPayment(request)).redirectUrl);
    const payload = url.searchParams.get('payload')!;
    const { text } = rsaDecrypt(payload, privateKey);
    const hashValue = url.searchParams.get('hashValue');
    expect(hashValue).toBe(createHmac('sha256', 'test-secret-key').update(text).digest('hex'));
    expect(hashValue).not.toBe(createHmac('sha256', 'test-secret-key').update(payload).digest('hex'));
  });

  it('writes the JSON in ASCII, a Myanmar name as \\u escapes (as PHP’s json_encode does), so no piece splits a character', async () => {
    const { settings, privateKey } = testSettings();
    const name = 'ဒေါ်သီတာ';
    const url = new URL((await dingerGateway(settings).createPayment({ ...request, customerName: name })).redirectUrl);
    const { pieces, text } = rsaDecrypt(url.searchParams.get('payload')!, privateKey);
    expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
    expect(text).toContain('\\u1012\\u1031\\u102b\\u103a');
    expect(JSON.parse(text).customerName).toBe(name);
    // Each piece is text on its own (the form may join strings rather than bytes).
    expect(pieces.map((piece) => piece.toString('utf8')).join('')).toBe(text);
    expect(asciiJson({ a: 'ä"😀' })).toBe('{"a":"\\u00e4\\"\\ud83d\\ude00"}');
    expect(JSON.parse(asciiJson({ a: 'ä"😀' }))).toEqual({ a: 'ä"😀' });
  });

  it('sends whole kyat: lines with pya show their whole kyat and the last line takes the rest; a total with pya is refused', async () => {
    expect(
      itemsInKyat(
        [
          { name: 'Manual of Insight', amount: 333350 },
          { name: 'Service Fee', amount: 58350 },
        ],
        391700,
      ),
    ).toEqual([
      { name: 'Manual of Insight', amount: 3333, quantity: 1 },
      { name: 'Service Fee', amount: 584, quantity: 1 },
    ]);
    const { settings } = testSettings();
    await expect(dingerGateway(settings).createPayment({ ...request, amount: 1075050 })).rejects.toThrow(/whole kyat/);
  });
});

describe('PAYMENT_PROVIDER', () => {
  const dingerEnv = () => {
    const { settings } = testSettings();
    return {
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'dinger',
      DINGER_CLIENT_ID: settings.clientId,
      DINGER_MERCHANT_KEY: settings.merchantKey,
      DINGER_PUBLIC_KEY: settings.publicKey,
      DINGER_KEY_FOR_ENCRYPTION: settings.keyForEncryption,
      DINGER_SECRET_KEY: settings.secretKey,
      DINGER_CALLBACK_KEY: settings.callbackKey,
      DINGER_PROJECT_NAME: settings.projectName,
      DINGER_MERCHANT_NAME: settings.merchantName,
    };
  };

  it('is the sandbox unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payment.provider).toMatchObject({ name: 'sandbox' });
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be sandbox or dinger/);
  });

  it('takes Dinger with every setting present and valid', () => {
    const config = loadConfig(dingerEnv());
    expect(config.payment.provider).toMatchObject({
      name: 'dinger',
      dinger: { formBaseUrl: 'https://prebuilt.dinger.asia', projectName: 'Dhamma Books' },
    });
  });

  it('stops at start naming a missing or bad Dinger setting', () => {
    const missing = { ...dingerEnv(), DINGER_SECRET_KEY: '' };
    expect(() => loadConfig(missing)).toThrow(ConfigError);
    expect(() => loadConfig(missing)).toThrow(/DINGER_SECRET_KEY: is required when PAYMENT_PROVIDER=dinger/);
    expect(() => loadConfig({ ...dingerEnv(), DINGER_KEY_FOR_ENCRYPTION: 'bm90IGEga2V5' })).toThrow(
      /DINGER_KEY_FOR_ENCRYPTION: must be an RSA public key/,
    );
    expect(() => loadConfig({ ...dingerEnv(), DINGER_CALLBACK_KEY: 'short' })).toThrow(
      /DINGER_CALLBACK_KEY: must be 16, 24 or 32 characters/,
    );
    expect(() => loadConfig({ ...dingerEnv(), DINGER_FORM_URL: 'ftp://x' })).toThrow(/DINGER_FORM_URL/);
  });
});

describe('reconciliation settings', () => {
  it('looks at pending orders after five minutes, every minute, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payment).toMatchObject({ reconcileAfterMs: 300_000, reconcileEveryMs: 60_000 });
    // Never later than the orders expire.
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_ORDER_TTL_MINUTES: '2' }).payment.reconcileAfterMs).toBe(120_000);
    const short = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_ORDER_TTL_MINUTES: '1',
      PAYMENT_RECONCILE_AFTER_SECONDS: '20',
      PAYMENT_RECONCILE_EVERY_SECONDS: '2',
    });
    expect(short.payment).toMatchObject({ orderTtlMs: 60_000, reconcileAfterMs: 20_000, reconcileEveryMs: 2_000 });
  });

  it('stops at start naming a bad value', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_RECONCILE_EVERY_SECONDS: '0' })).toThrow(/PAYMENT_RECONCILE_EVERY_SECONDS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_RECONCILE_EVERY_SECONDS: 'often' })).toThrow(/PAYMENT_RECONCILE_EVERY_SECONDS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_RECONCILE_AFTER_SECONDS: '1.5' })).toThrow(/PAYMENT_RECONCILE_AFTER_SECONDS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_ORDER_TTL_MINUTES: '1', PAYMENT_RECONCILE_AFTER_SECONDS: '61' })).toThrow(
      /PAYMENT_RECONCILE_AFTER_SECONDS: must be at most PAYMENT_ORDER_TTL_MINUTES in seconds \(60\)/,
    );
  });
});
