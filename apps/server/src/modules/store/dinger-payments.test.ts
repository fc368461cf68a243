import { generateKeyPairSync } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { createStaff, staffCall } from '../staff/test-factories.js';
import { encryptCallback } from './dinger.js';
import { signCallback } from './gateway.js';
import { orders, paymentEvents, sandboxPayments } from './schema.js';
import { createEbook, seedFees } from './test-factories.js';

const CALLBACK_KEY = 'test-callback-key-0123456789abcd';
const METRICS_TOKEN = 'test-metrics-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  t = await createTestApp({
    PAYMENT_PROVIDER: 'dinger',
    DINGER_CLIENT_ID: 'client-0001',
    DINGER_MERCHANT_KEY: 'merchant.key-0001',
    DINGER_PUBLIC_KEY: 'project-public-key',
    DINGER_KEY_FOR_ENCRYPTION: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    DINGER_SECRET_KEY: 'test-secret-key',
    DINGER_CALLBACK_KEY: CALLBACK_KEY,
    DINGER_PROJECT_NAME: 'Dhamma Books',
    DINGER_MERCHANT_NAME: 'Mahasi',
    DINGER_FORM_URL: 'http://127.0.0.1:9/form',
    METRICS_TOKEN,
  });
  await seedFees(t);
});
afterAll(() => t.close());

const call = async (member: TestMember, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const res = await t.member(method, url, member.token, body);
  return { status: res.statusCode, body: res.json() };
};

async function checkout(member: TestMember, currencyCode: 'MMK' | 'USD' = 'MMK', minMmk = 500000) {
  const cartId = (await call(member, 'POST', '/cart/save-cart', { currencyCode })).body.data.id;
  const book = await createEbook(t, { title: 'Manual of Insight', minMmk, minUsd: 250 });
  const item = (await call(member, 'POST', '/cart/add-item', { cartId, ebookId: book.id, currencyCode, quantity: 1, extraText: '' })).body
    .data;
  return call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: [item.cartItemId], currencyCode });
}

const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const history = (id: number) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id)).orderBy(asc(paymentEvents.id));

/** A callback exactly as Dinger sends it for one of our orders. */
function dingerCallback(orderNo: string, netAmount: number, status = 'SUCCESS', overrides: object = {}) {
  return encryptCallback(
    {
      totalAmount: netAmount / 100,
      createdAt: '20261124 101500',
      transactionStatus: status,
      methodName: 'QR',
      merchantOrderId: orderNo,
      transactionId: `TRX-${orderNo}`,
      customerName: 'U Test Member',
      providerName: 'KBZ Pay',
      ...overrides,
    },
    CALLBACK_KEY,
  );
}

const deliver = (payload: object) => t.app.inject({ method: 'POST', url: '/rest-web-api/payment/paymentCallback', payload });

async function appliedMetric(outcome: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith(`mahasi_payments_applied_total{outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('checkout with Dinger', () => {
  it('sends the browser to the form and keeps the order’s first events in its history', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    expect(res.body.respCode).toBe('0000');
    const url = new URL(res.body.data.redirectUrl);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/form');
    expect(url.searchParams.get('payload')).toBeTruthy();
    expect(url.searchParams.get('hashValue')).toMatch(/^[0-9a-f]{64}$/);
    const row = await orderRow(res.body.data.orderId);
    expect(row).toMatchObject({ status: 'p', paymentName: 'Dinger', paymentRef: row.orderNo });
    expect((await history(row.id)).map((e) => [e.kind, e.provider])).toEqual([
      ['created', 'dinger'],
      ['redirected', 'dinger'],
    ]);
  });

  it('charges whole kyat: a total that would end in pya is rounded up in the commission', async () => {
    const member = await createMember(t);
    // 3,333.50 + 2.5 % (83.34) + 500.00 = 3,916.84 → 3,917.00
    const res = await checkout(member, 'MMK', 333350);
    expect(res.body.data.netAmount).toBe(391700);
    expect(await orderRow(res.body.data.orderId)).toMatchObject({
      subtotal: 333350,
      commissionFee: 8350,
      transFee: 50000,
      serviceFee: 58350,
    });
  });

  it('tells a cart in a currency Dinger does not take, before any order is made', async () => {
    const member = await createMember(t);
    expect((await call(member, 'GET', '/payment/options')).body.data).toEqual({
      provider: 'Dinger',
      currencies: ['MMK'],
      wholeUnits: ['MMK'],
    });
    const before = (await t.database.db.select().from(orders).where(eq(orders.userId, member.id))).length;
    const res = await checkout(member, 'USD');
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'currencyCode', message: 'Currency is not taken by Dinger: change the cart to MMK' });
    expect((await t.database.db.select().from(orders).where(eq(orders.userId, member.id))).length).toBe(before);
  });
});

describe("Dinger's callback", () => {
  it('completes the order, names the payment "KBZ Pay (QR)" and keeps the verified callback in the history', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const appliedBefore = await appliedMetric('completed');
    const reply = await deliver(dingerCallback(res.body.data.orderNo, res.body.data.netAmount));
    expect(reply.json()).toMatchObject({ respCode: '0000', data: { result: 'applied' } });
    const order = (await call(member, 'GET', `/order/getDataById/${res.body.data.orderId}`)).body.data;
    expect(order).toMatchObject({ status: 'c', paymentName: 'KBZ Pay (QR)' });
    expect(order.orderItemList[0].paymentName).toBe('KBZ Pay (QR)');
    expect((await call(member, 'GET', `/payment/checkStatus/${order.id}`)).body.data.status).toBe('c');
    const events = await history(order.id);
    expect(events.map((e) => [e.kind, e.applied])).toEqual([
      ['created', 'no'],
      ['redirected', 'no'],
      ['callback', 'no'],
      ['applied', 'yes'],
    ]);
    expect(events[2]!.detail).toBe('verified: SUCCESS (KBZ Pay (QR))');
    expect(await appliedMetric('completed')).toBe(appliedBefore + 1);
  });

  it('moves the order once for 20 identical callbacks at once and a failure after them: one e-mail, one download', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const { orderId, orderNo, netAmount } = res.body.data;
    const success = dingerCallback(orderNo, netAmount);
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(success)));
    const results = replies.map((r) => r.json().data.result);
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'ignored')).toHaveLength(19);
    const late = await deliver(dingerCallback(orderNo, netAmount, 'DECLINED', { transactionId: 'TRX-late' }));
    expect(late.json().data.result).toBe('ignored');

    expect((await orderRow(orderId)).status).toBe('c');
    const events = await history(orderId);
    expect(events.filter((e) => e.applied === 'yes')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'callback')).toHaveLength(21);
    expect(events.filter((e) => e.kind === 'refused').map((e) => e.detail)).toEqual(Array(20).fill('already completed'));
    expect(t.inbox.filter((m) => m.to.includes(member.email) && m.raw.includes(orderNo))).toHaveLength(1);
    const notes = (await call(member, 'POST', '/notification/viewDataByPagination', { searchObj: { notiType: 2 } })).body.data;
    expect(notes.numOfRows).toBe(1);
    const order = (await call(member, 'GET', `/order/getDataById/${orderId}`)).body.data;
    expect(order.orderItemList).toHaveLength(1);
    const link = (await call(member, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl: order.orderItemList[0].ebookDownloadUrl }))
      .body.data.presignUrl;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('marks the order failed on a failure callback, the books kept in the cart', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const reply = await deliver(dingerCallback(res.body.data.orderNo, res.body.data.netAmount, 'CANCELLED'));
    expect(reply.json().data.result).toBe('applied');
    expect((await orderRow(res.body.data.orderId)).status).toBe('f');
  });

  it('refuses a changed byte, a wrong key and a wrong checksum with 401, keeping each in the history', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const good = dingerCallback(res.body.data.orderNo, res.body.data.netAmount);
    const bytes = Buffer.from(good.paymentResult, 'base64');
    bytes[5] = bytes[5]! ^ 0x20;
    const forged = [
      { ...good, paymentResult: bytes.toString('base64') },
      encryptCallback(
        { totalAmount: res.body.data.netAmount / 100, transactionStatus: 'SUCCESS', merchantOrderId: res.body.data.orderNo },
        'another-callback-key-0123456789a',
      ),
      { ...good, checksum: 'f'.repeat(64) },
    ];
    const unverifiedBefore = (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.kind, 'callback'))).filter((e) =>
      e.detail.startsWith('not verified'),
    ).length;
    for (const body of forged) {
      const reply = await deliver(body);
      expect(reply.statusCode).toBe(401);
    }
    expect((await orderRow(res.body.data.orderId)).status).toBe('p');
    const unverified = (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.kind, 'callback'))).filter((e) =>
      e.detail.startsWith('not verified'),
    );
    expect(unverified.length - unverifiedBefore).toBe(3);
  });

  it('refuses an unknown order, another amount and another currency, changing nothing', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const { orderId, orderNo, netAmount } = res.body.data;

    const unknown = await deliver(dingerCallback('MH-19990101-999999', netAmount));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.result).toBe('refused');

    const cheaper = await deliver(dingerCallback(orderNo, netAmount - 100));
    expect(cheaper.json().data.result).toBe('refused');
    expect((await orderRow(orderId)).status).toBe('p');

    // The same order priced in dollars (Dinger always pays in kyat): the currency differs.
    await t.database.db.update(orders).set({ currencyCode: 'USD' }).where(eq(orders.id, orderId));
    const otherCurrency = await deliver(dingerCallback(orderNo, netAmount));
    expect(otherCurrency.json().data.result).toBe('refused');
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'p', paymentName: 'Dinger' });

    const refusals = (await history(orderId)).filter((e) => e.kind === 'refused').map((e) => e.detail);
    expect(refusals).toEqual([
      `amount ${((netAmount - 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} MMK differs from the order's ${(netAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} MMK`,
      expect.stringMatching(/MMK differs from the order's .* USD$/),
    ]);
    const orphan = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.detail, 'no order MH-19990101-999999'));
    expect(orphan).toHaveLength(1);
    expect(orphan[0]!.orderId).toBeNull();
  });
});

describe('reconciliation with Dinger (no status enquiry)', () => {
  it('expires an abandoned order at its time, once, even with two app instances on one database', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const { orderId } = res.body.data;
    const young = await t.app.ctx.jobs.runJob('payments.reconcile');
    expect(young.result).not.toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('p');

    const past = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db
      .update(orders)
      .set({ orderDate: past, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const database = t.database.kind === 'postgres' ? await openDatabase({ databaseUrl: t.database.url!, dataDir: t.dataDir }) : t.database;
    const second = await buildApp({ config: t.app.ctx.config, database, logger: false, scheduler: false });
    await second.ready();
    try {
      const runs = await Promise.all([t.app.ctx.jobs.runJob('payments.reconcile'), second.ctx.jobs.runJob('payments.reconcile')]);
      const moved = runs.flatMap((run) => (run.result as number[] | undefined) ?? []);
      expect(moved.filter((id) => id === orderId)).toEqual([orderId]);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
    expect((await orderRow(orderId)).status).toBe('f');
    expect((await history(orderId)).filter((e) => e.kind === 'expired')).toHaveLength(1);
    expect((await call(member, 'GET', `/payment/checkStatus/${orderId}`)).body.data.status).toBe('f');
    // A success arriving after the expiry changes nothing.
    const late = await deliver(dingerCallback(res.body.data.orderNo, res.body.data.netAmount));
    expect(late.json().data.result).toBe('ignored');
    expect((await orderRow(orderId)).status).toBe('f');
  });
});

describe('the sandbox beside Dinger', () => {
  it('is not served at all: no payment page, no decision, no callback signed its way', async () => {
    const member = await createMember(t);
    const res = await checkout(member);
    const order = await orderRow(res.body.data.orderId);
    // A sandbox payment of this order, as a sandbox site would have kept it: its page would open there.
    const reference = `sbx_${order.orderNo}`;
    await t.database.db
      .insert(sandboxPayments)
      .values({ reference, orderId: order.id, orderNo: order.orderNo, amount: order.netAmount, currency: 'MMK' });
    expect((await t.app.inject({ method: 'GET', url: `/sandbox-pay/${reference}` })).statusCode).toBe(404);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${reference}/decide`,
      payload: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(404);
    const event = {
      eventId: 'evt_sandbox',
      reference,
      orderNo: order.orderNo,
      outcome: 'paid' as const,
      amount: order.netAmount,
      currency: 'MMK',
    };
    for (const secret of ['development-only-sandbox-secret', 'any-sandbox-secret-at-all']) {
      expect((await deliver({ ...event, signature: signCallback(secret, event) })).statusCode).toBe(401);
    }
    expect((await orderRow(order.id)).status).toBe('p');
  });

  it('is not what the console’s dashboard names as the provider', async () => {
    const store = await createStaff(t, 'store');
    const data = (await staffCall(t, 'GET', '/dashboard', store.token)).json().data;
    expect(data.paymentProvider).toBe('dinger');
  });
});
