import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { checkoutAttempts, orders, sandboxPayments, transactionFees } from './schema.js';
import { createEbook, seedFees } from './test-factories.js';

/**
 * Issue 27, one order per checkout: a double click, a retry after a lost reply or two tabs send
 * the same checkout again, and each used to make a pending order with a payment form of its own.
 * On PostgreSQL (TEST_DB=postgres) the concurrent calls run on separate pooled connections.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-0123' });
  await seedFees(t);
});
afterAll(() => t.close());

interface Started {
  status: number;
  respCode?: string;
  data?: { orderId: number; orderNo: string; redirectUrl: string; netAmount: number };
  errors?: { field: string; message: string }[];
}

async function basket(member: TestMember, count = 1): Promise<{ cartId: number; itemIds: number[] }> {
  const cart = await t.member('POST', '/cart/save-cart', member.token, { currencyCode: 'MMK' });
  const cartId = cart.json().data.id as number;
  const itemIds: number[] = [];
  for (let index = 0; index < count; index++) {
    const book = await createEbook(t);
    const added = await t.member('POST', '/cart/add-item', member.token, { cartId, ebookId: book.id, currencyCode: 'MMK', quantity: 1 });
    itemIds.push(added.json().data.cartItemId);
  }
  return { cartId, itemIds };
}

async function checkout(member: TestMember, body: object, key?: string): Promise<Started> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest-api/payment/checkoutPayment',
    headers: { authorization: `Bearer ${member.token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
  const json = res.json();
  return { status: res.statusCode, respCode: json.respCode, data: json.data ?? undefined, errors: json.errors };
}

const ordersOf = (member: TestMember) => t.database.db.select().from(orders).where(eq(orders.userId, member.id)).orderBy(orders.id);

async function pay(redirectUrl: string) {
  await t.app.inject({
    method: 'POST',
    url: `${redirectUrl}/decide`,
    payload: 'outcome=paid',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('the same checkout sent more than once', () => {
  it('five at once give one order, one payment with the provider, and the same reply to each', async () => {
    const member = await createMember(t);
    const { itemIds } = await basket(member, 2);
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' })));
    expect(replies.map((reply) => [reply.status, reply.respCode])).toEqual(replies.map(() => [200, '0000']));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.data))).size).toBe(1);
    const made = await ordersOf(member);
    expect(made).toHaveLength(1);
    const payments = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, made[0]!.id));
    expect(payments).toHaveLength(1);
    expect(replies[0]!.data).toMatchObject({ orderId: made[0]!.id, redirectUrl: `/sandbox-pay/${payments[0]!.reference}` });
  });

  it('answers a checkout sent again later with its pending order; once that is paid, the same items make a new order', async () => {
    const member = await createMember(t);
    const { itemIds } = await basket(member);
    const first = await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' });
    const again = await checkout(member, {
      cartItemIds: [...itemIds].reverse(),
      currencyCode: 'MMK',
      expectedNetAmount: first.data!.netAmount,
    });
    expect(again.data).toEqual(first.data);
    await pay(first.data!.redirectUrl);
    // Paid, the books left the cart: put one back and buy it again.
    const { itemIds: next } = await basket(member);
    const later = await checkout(member, { cartItemIds: next, currencyCode: 'MMK' });
    expect(later.data!.orderId).not.toBe(first.data!.orderId);
    expect((await ordersOf(member)).map((order) => order.status)).toEqual(['c', 'p']);
  });

  it('starts a new order when the engraving, the items or a fee changed; the old one stays pending until it expires', async () => {
    const member = await createMember(t);
    const { cartId, itemIds } = await basket(member, 2);
    const first = await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' });
    const item = (await t.member('GET', `/cart/cart-item-list/${cartId}`, member.token)).json().data.items[0];
    await t.member('POST', '/cart/update-item', member.token, {
      cartId,
      cartItemId: item.cartItemId,
      ebookId: item.ebookId,
      extraText: 'For my mother',
    });
    const engraved = await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' });
    const fewer = await checkout(member, { cartItemIds: itemIds.slice(1), currencyCode: 'MMK' });
    const [fee] = await t.database.db.select().from(transactionFees).where(eq(transactionFees.currency, 'MMK'));
    await t.database.db
      .update(transactionFees)
      .set({ transactionFee: fee!.transactionFee + 10000 })
      .where(eq(transactionFees.id, fee!.id));
    try {
      const dearer = await checkout(member, { cartItemIds: itemIds.slice(1), currencyCode: 'MMK' });
      const ids = [first, engraved, fewer, dearer].map((reply) => reply.data!.orderId);
      expect(new Set(ids).size).toBe(4);
      expect(dearer.data!.netAmount).toBe(fewer.data!.netAmount + 10000);
    } finally {
      await t.database.db.update(transactionFees).set({ transactionFee: fee!.transactionFee }).where(eq(transactionFees.id, fee!.id));
    }
    expect((await ordersOf(member)).map((order) => order.status)).toEqual(['p', 'p', 'p', 'p']);
  });

  it('does not hand out again an order about to expire: the payer needs time on the form', async () => {
    const member = await createMember(t);
    const { itemIds } = await basket(member);
    const first = await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' });
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 30_000) })
      .where(eq(orders.id, first.data!.orderId));
    const again = await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' });
    expect(again.data!.orderId).not.toBe(first.data!.orderId);
  });

  it('keeps members apart: the same books in two members’ carts are two orders', async () => {
    const [one, two] = [await createMember(t), await createMember(t)];
    const book = await createEbook(t);
    const replies = await Promise.all(
      [one, two].map(async (member) => {
        const cart = await t.member('POST', '/cart/save-cart', member!.token, { currencyCode: 'MMK' });
        const cartId = cart.json().data.id;
        const added = await t.member('POST', '/cart/add-item', member!.token, {
          cartId,
          ebookId: book.id,
          currencyCode: 'MMK',
          quantity: 1,
        });
        return checkout(member!, { cartItemIds: [added.json().data.cartItemId], currencyCode: 'MMK' });
      }),
    );
    const mine = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.userId, [one!.id, two!.id]));
    expect([new Set(replies.map((reply) => reply.data!.orderId)).size, mine.length]).toEqual([2, 2]);
  });
});

describe('the Idempotency-Key header', () => {
  /** A new member's one-book checkout sent with this key, and paid. */
  const paidWithKey = async (key: string) => {
    const member = await createMember(t);
    const { itemIds } = await basket(member);
    const body = { cartItemIds: itemIds, currencyCode: 'MMK' };
    const first = await checkout(member, body, key);
    await pay(first.data!.redirectUrl);
    return { member, body, first };
  };

  it('gets the same reply for the same key, even after the order was paid and the cart changed', async () => {
    const { member, body, first } = await paidWithKey('attempt-7f3c2a');
    const retried = await checkout(member, body, 'attempt-7f3c2a');
    expect([retried.status, retried.data]).toEqual([200, first.data]);
    expect(await ordersOf(member)).toHaveLength(1);
  });

  it('answers 422 naming the header when a key comes again with another body, and orders nothing', async () => {
    const member = await createMember(t);
    const { itemIds } = await basket(member, 2);
    await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' }, 'attempt-one');
    const other = await checkout(member, { cartItemIds: itemIds.slice(0, 1), currencyCode: 'MMK' }, 'attempt-one');
    expect(other.status).toBe(422);
    expect(other.errors).toEqual([
      {
        field: 'Idempotency-Key',
        message: 'The Idempotency-Key header was used for another checkout: send a new key for a new checkout',
      },
    ]);
    expect(await ordersOf(member)).toHaveLength(1);
  });

  it('is one member’s own: another member’s same key is another attempt', async () => {
    const [one, two] = [await createMember(t), await createMember(t)];
    const a = await checkout(one!, { cartItemIds: (await basket(one!)).itemIds, currencyCode: 'MMK' }, 'shared-key');
    const b = await checkout(two!, { cartItemIds: (await basket(two!)).itemIds, currencyCode: 'MMK' }, 'shared-key');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data!.orderId).not.toBe(a.data!.orderId);
  });

  it('answers 422 naming the header for a key that is empty, too long or not visible characters', async () => {
    const member = await createMember(t);
    const { itemIds } = await basket(member);
    for (const key of ['', 'x'.repeat(256), 'two words', 'ключ']) {
      const reply = await checkout(member, { cartItemIds: itemIds, currencyCode: 'MMK' }, key);
      expect([reply.status, reply.errors?.[0]?.field], JSON.stringify(key)).toEqual([422, 'Idempotency-Key']);
    }
    expect(await ordersOf(member)).toHaveLength(0);
  });

  it('forgets attempts after a day', async () => {
    const { member, first } = await paidWithKey('attempt-old');
    await t.database.db
      .update(checkoutAttempts)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(checkoutAttempts.key, 'attempt-old'));
    await t.app.ctx.jobs.runJob('store.forgetCheckoutAttempts');
    const { itemIds: next } = await basket(member);
    const later = await checkout(member, { cartItemIds: next, currencyCode: 'MMK' }, 'attempt-old');
    expect(later.data!.orderId).not.toBe(first.data!.orderId);
  });
});
