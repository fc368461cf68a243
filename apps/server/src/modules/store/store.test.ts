import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@mahasi/contract/money';
import { computeFees } from '@mahasi/contract/store';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { signCallback } from './gateway.js';
import { orderItems, orders, paymentEvents, sandboxPayments } from './schema.js';
import { createEbook, seedFees } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-0123' });
  await seedFees(t);
});
afterAll(() => t.close());

const call = async (member: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.member(method, url, member.token, body);
  return { status: res.statusCode, body: res.json() };
};

async function cartOf(member: TestMember, currencyCode = 'MMK'): Promise<number> {
  return (await call(member, 'POST', '/cart/save-cart', { currencyCode })).body.data.id;
}

async function addBook(member: TestMember, cartId: number, ebookId: number, extra: object = {}) {
  return call(member, 'POST', '/cart/add-item', { cartId, ebookId, currencyCode: 'MMK', quantity: 1, extraText: '', ...extra });
}

describe('the cart', () => {
  it('is created once per member; save-cart returns the same cart again', async () => {
    const member = await createMember(t);
    const first = await cartOf(member);
    expect(await cartOf(member)).toBe(first);
  });

  it("answers '9999' while empty, lists added items, and answers '0030' for a book already in it", async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    expect((await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body).toMatchObject({ respCode: '9999', data: null });
    const book = await createEbook(t, { minMmk: 500000, minUsd: 250 });
    const added = await addBook(member, cartId, book.id);
    expect(added.body).toMatchObject({
      respCode: '0000',
      respMsg: 'Item added to cart successfully.',
      data: { ebookId: book.id, unitMinPrice: 500000, unitDonatePrice: 500000 },
    });
    expect((await addBook(member, cartId, book.id)).body).toMatchObject({ respCode: '0030', respMsg: 'Item is already in your cart.' });
    const list = (await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body;
    expect(list.respCode).toBe('0000');
    expect(list.data.items).toHaveLength(1);
  });

  it("answers '0031' for an e-book that is listed but not on sale yet, and 404 for one no visitor can see", async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    const comingSoon = await createEbook(t, { status: 'coming_soon' });
    const notYet = await addBook(member, cartId, comingSoon.id);
    expect(notYet.status).toBe(200);
    expect(notYet.body).toMatchObject({ respCode: '0031', respMsg: 'This e-book is not available yet.' });
    const draft = await createEbook(t, { published: false });
    expect((await addBook(member, cartId, draft.id)).status).toBe(404);
    expect((await addBook(member, cartId, 999999)).status).toBe(404);
    expect((await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body.respCode).toBe('9999');
  });

  it('reads prices from the database: a lower donation is refused, a higher one kept, a forged minimum ignored', async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    const cheap = await createEbook(t, { minMmk: 300000, minUsd: 150 });
    const other = await createEbook(t, { minMmk: 300000, minUsd: 150 });
    const tooLow = await addBook(member, cartId, cheap.id, { unitMinPrice: 1, unitDonatePrice: 100 });
    expect(tooLow.status).toBe(422);
    expect(tooLow.body.errors[0].field).toBe('unitDonatePrice');
    const generous = await addBook(member, cartId, other.id, { unitMinPrice: 1, unitDonatePrice: 1000000 });
    expect(generous.body.data).toMatchObject({ unitMinPrice: 300000, unitDonatePrice: 1000000 });
  });

  it('refuses quantities other than 1 and engravings over 100 characters', async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    const book = await createEbook(t);
    const res = await addBook(member, cartId, book.id, { quantity: 2, extraText: 'x'.repeat(101) });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['extraText', 'quantity']);
  });

  it('saves the engraving, converting Zawgyi to Unicode', async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    const book = await createEbook(t);
    const item = (await addBook(member, cartId, book.id)).body.data;
    const res = await call(member, 'POST', '/cart/update-item', {
      cartId,
      cartItemId: item.cartItemId,
      ebookId: book.id,
      extraText: 'ျမန္မာ',
    });
    expect(res.body).toMatchObject({ respCode: '0000', respMsg: 'Engraving text updated successfully.' });
    const list = (await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body.data;
    expect(list.items[0].engravedText).toBe('မြန်မာ');
  });

  it('reprices every item when the currency changes, keeping the donation ratio', async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    const a = await createEbook(t, { minMmk: 500000, minUsd: 300 });
    const b = await createEbook(t, { minMmk: 200000, minUsd: 100 });
    await addBook(member, cartId, a.id, { unitDonatePrice: 1000000 }); // twice the minimum
    await addBook(member, cartId, b.id);
    expect((await call(member, 'POST', '/cart/change-currency', { cartId, currencyCode: 'USD' })).body.respMsg).toBe(
      'Currency changed successfully.',
    );
    const cart = (await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body.data;
    expect(cart.currencyCode).toBe('USD');
    expect(cart.items.map((i: { unitMinPrice: number; unitDonatePrice: number }) => [i.unitMinPrice, i.unitDonatePrice])).toEqual([
      [300, 600],
      [100, 100],
    ]);
  });

  it("answers 403 for someone else's cart or item and 404 for one that does not exist", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const cartId = await cartOf(owner);
    const book = await createEbook(t);
    const item = (await addBook(owner, cartId, book.id)).body.data;
    expect((await call(other, 'GET', `/cart/cart-item-list/${cartId}`)).status).toBe(403);
    expect((await addBook(other, cartId, book.id)).status).toBe(403);
    expect((await call(other, 'DELETE', `/cart/remove-item/${item.cartItemId}`)).status).toBe(403);
    expect(
      (await call(other, 'POST', '/cart/update-item', { cartId, cartItemId: item.cartItemId, ebookId: book.id, extraText: 'x' })).status,
    ).toBe(403);
    expect((await call(owner, 'DELETE', '/cart/remove-item/999999')).status).toBe(404);
    expect((await call(owner, 'GET', `/cart/cart-item-list/${cartId}`)).body.data.items).toHaveLength(1);
  });

  it('removes one item and clears the rest', async () => {
    const member = await createMember(t);
    const cartId = await cartOf(member);
    const [a, b, c] = [await createEbook(t), await createEbook(t), await createEbook(t)];
    const first = (await addBook(member, cartId, a.id)).body.data;
    await addBook(member, cartId, b.id);
    await addBook(member, cartId, c.id);
    expect((await call(member, 'DELETE', `/cart/remove-item/${first.cartItemId}`)).body.respMsg).toBe(
      'Item removed from cart successfully.',
    );
    expect((await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body.data.items).toHaveLength(2);
    expect((await call(member, 'DELETE', '/cart/clear')).body.respMsg).toBe('Cart cleared successfully.');
    expect((await call(member, 'GET', `/cart/cart-item-list/${cartId}`)).body.respCode).toBe('9999');
  });

  it('needs a session', async () => {
    expect((await t.member('POST', '/cart/save-cart', undefined, { currencyCode: 'MMK' })).statusCode).toBe(401);
  });
});

describe('fees', () => {
  it('lists the fee records the checkout page computes with', async () => {
    const member = await createMember(t);
    const body = { pageNo: 1, pageSize: 0, sortBy: 'id', orderBy: 'ASC' };
    const transaction = (await call(member, 'POST', '/transactionFee/getDataByPagination', body)).body.data.dataList;
    const commission = (await call(member, 'POST', '/appCommissionFee/getDataByPagination', body)).body.data.dataList;
    expect(transaction).toEqual(expect.arrayContaining([expect.objectContaining({ currency: 'MMK', status: '0', transactionFee: 50000 })]));
    expect(commission).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: 'MMK', status: '0', platformType: 'web', appCommissionFee: 250 })]),
    );
  });
});

async function checkout(member: TestMember, books: { id: number }[], donations: number[] = []) {
  const cartId = await cartOf(member);
  const ids: number[] = [];
  for (const [i, book] of books.entries()) {
    ids.push((await addBook(member, cartId, book.id, donations[i] ? { unitDonatePrice: donations[i] } : {})).body.data.cartItemId);
  }
  const res = await call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: ids, currencyCode: 'MMK' });
  return { cartId, itemIds: ids, ...res };
}

async function pay(redirectUrl: string, outcome: 'paid' | 'cancelled') {
  return t.app.inject({
    method: 'POST',
    url: `${redirectUrl}/decide`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('checkout and payment', () => {
  it('creates a pending order whose totals follow the fee formula', async () => {
    const member = await createMember(t);
    const a = await createEbook(t, { minMmk: 500000 });
    const b = await createEbook(t, { minMmk: 300000 });
    const res = await checkout(member, [a, b], [700000]);
    expect(res.body.respCode).toBe('0000');
    const expected = computeFees(
      1000000,
      'MMK',
      [{ id: 1, currency: 'MMK', status: '0', transactionFee: 50000 }],
      [{ id: 1, currency: 'MMK', status: '0', platformType: 'web', appCommissionFee: 250 }],
    );
    expect(expected).toEqual({ subtotal: 1000000, commissionFee: 25000, transactionFee: 50000, serviceFee: 75000, grandTotal: 1075000 });
    expect(res.body.data).toMatchObject({
      netAmount: 1075000,
      currencyCode: 'MMK',
      redirectUrl: expect.stringMatching(/^\/sandbox-pay\//),
    });
    expect(res.body.data.orderNo).toMatch(/^MH-\d{8}-\d{6}$/);
    const status = (await call(member, 'GET', `/payment/checkStatus/${res.body.data.orderId}`)).body.data;
    expect(status.status).toBe('p');
  });

  it('needs at least one selected item from the caller’s own cart', async () => {
    const member = await createMember(t);
    await cartOf(member);
    const none = await call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: [], currencyCode: 'MMK' });
    expect(none.status).toBe(422);
    const other = await createMember(t);
    const theirs = await checkout(other, [await createEbook(t)]);
    const stolen = await call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: theirs.itemIds, currencyCode: 'MMK' });
    expect(stolen.status).toBe(422);
  });

  it('completes on a paid callback: items leave the cart, an E-Book notification and a receipt arrive', async () => {
    const member = await createMember(t);
    const book = await createEbook(t, { title: 'Manual of Insight' });
    const keep = await createEbook(t, { title: 'Kept in the cart' });
    const res = await checkout(member, [book]);
    await addBook(member, res.cartId, keep.id);
    // Read before paying: the member's replies are cached, and what they read after must be fresh.
    const orderList = () => call(member, 'POST', '/order/getDataByPagination', { searchObj: { status: 'c' } });
    const unread = async () => (await call(member, 'GET', '/notification/getUnreadCount')).body.data.count;
    expect((await call(member, 'GET', `/cart/cart-item-list/${res.cartId}`)).body.data.items).toHaveLength(2);
    expect((await orderList()).body.data.numOfRows).toBe(0);
    const unreadBefore = await unread();
    const page = await t.app.inject({ method: 'GET', url: res.body.data.redirectUrl });
    expect(page.body).toContain(res.body.data.orderNo);
    expect(page.body).toContain(formatMoney(res.body.data.netAmount, 'MMK'));
    const back = await pay(res.body.data.redirectUrl, 'paid');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/result?orderId=${res.body.data.orderId}`);
    expect((await call(member, 'GET', `/payment/checkStatus/${res.body.data.orderId}`)).body.data.status).toBe('c');
    const cart = (await call(member, 'GET', `/cart/cart-item-list/${res.cartId}`)).body.data;
    expect(cart.items.map((i: { title: string }) => i.title)).toEqual(['Kept in the cart']);
    const notes = (await call(member, 'POST', '/notification/viewDataByPagination', { searchObj: { notiType: 2 } })).body.data.dataList;
    expect(notes[0].subject).toContain(res.body.data.orderNo);
    expect((await orderList()).body.data.dataList.map((o: { id: number }) => o.id)).toEqual([res.body.data.orderId]);
    expect(await unread()).toBe(unreadBefore + 1);
    expect(t.inbox.some((m) => m.to.includes(member.email) && m.raw.includes(res.body.data.orderNo))).toBe(true);
  });

  it('rejects a callback with a bad signature and leaves the order pending', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    const event = {
      eventId: 'evt_forged',
      reference: order!.paymentRef!,
      orderNo: order!.orderNo,
      outcome: 'paid' as const,
      amount: order!.netAmount,
      currency: 'MMK',
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/rest-web-api/payment/paymentCallback',
      payload: { ...event, signature: signCallback('wrong-secret-0000000', event) },
    });
    expect(forged.statusCode).toBe(401);
    expect((await call(member, 'GET', `/payment/checkStatus/${order!.id}`)).body.data.status).toBe('p');
  });

  it('applies the same callback sent 20 times at once exactly once', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    const event = {
      eventId: 'evt_repeat',
      reference: order!.paymentRef!,
      orderNo: order!.orderNo,
      outcome: 'paid' as const,
      amount: order!.netAmount,
      currency: 'MMK',
    };
    const payload = { ...event, signature: signCallback('test-sandbox-secret-0123', event) };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/rest-web-api/payment/paymentCallback', payload })),
    );
    const results = replies.map((r) => r.json().data?.result);
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'ignored')).toHaveLength(19);
    const notes = (await call(member, 'POST', '/notification/viewDataByPagination', { searchObj: { notiType: 2 } })).body.data;
    expect(notes.numOfRows).toBe(1);
  });

  it('marks the order failed when the payer cancels', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    await pay(res.body.data.redirectUrl, 'cancelled');
    expect((await call(member, 'GET', `/payment/checkStatus/${res.body.data.orderId}`)).body.data.status).toBe('f');
    expect((await call(member, 'GET', `/cart/cart-item-list/${res.cartId}`)).body.data.items).toHaveLength(1);
  });

  it('never completes an expired order', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    const failedOrders = async () =>
      (await call(member, 'POST', '/order/getDataByPagination', { searchObj: { status: 'f' } })).body.data.numOfRows;
    expect(await failedOrders()).toBe(0);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, res.body.data.orderId));
    await pay(res.body.data.redirectUrl, 'paid');
    expect((await call(member, 'GET', `/payment/checkStatus/${res.body.data.orderId}`)).body.data.status).toBe('f');
    // Expired on its own, not by the member: their cached failed-orders tab shows it all the same.
    expect(await failedOrders()).toBe(1);
  });
});

describe('reconciliation of pending orders', () => {
  it('asks the sandbox about a payment whose callback never came, and completes the order through the same path', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    const { orderId, orderNo } = res.body.data;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    // The payer pressed Pay; the callback was lost on the way.
    await t.database.db.update(sandboxPayments).set({ state: 'paid' }).where(eq(sandboxPayments.reference, order!.paymentRef!));
    expect((await t.app.ctx.jobs.runJob('payments.reconcile')).result).not.toContain(orderId);
    expect((await call(member, 'GET', `/payment/checkStatus/${orderId}`)).body.data.status).toBe('p');

    await t.database.db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(orders.id, orderId));
    expect((await t.app.ctx.jobs.runJob('payments.reconcile')).result).toContain(orderId);
    expect((await call(member, 'GET', `/payment/checkStatus/${orderId}`)).body.data.status).toBe('c');
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
    expect(events.map((e) => e.kind)).toEqual(['created', 'redirected', 'status_check', 'applied']);
    expect(events[3]!.detail).toBe('completed by status check');
    await expect.poll(() => t.inbox.filter((m) => m.to.includes(member.email) && m.raw.includes(orderNo)).length).toBe(1);
    // Asked again, nothing moves.
    expect((await t.app.ctx.jobs.runJob('payments.reconcile')).result).not.toContain(orderId);
  });

  it('leaves a payment the sandbox still has open pending until its time, then expires it', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    const { orderId } = res.body.data;
    await t.database.db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(orders.id, orderId));
    expect((await t.app.ctx.jobs.runJob('payments.reconcile')).result).not.toContain(orderId);
    expect((await call(member, 'GET', `/payment/checkStatus/${orderId}`)).body.data.status).toBe('p');
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect((await t.app.ctx.jobs.runJob('payments.reconcile')).result).toContain(orderId);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('f');
  });
});

describe('orders and downloads', () => {
  it('lists only the caller’s settled orders, by tab, 10 a page, newest number first', async () => {
    const member = await createMember(t);
    const paid: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await checkout(member, [await createEbook(t)]);
      await pay(res.body.data.redirectUrl, 'paid');
      paid.push(res.body.data.orderId);
    }
    const failed = await checkout(member, [await createEbook(t)]);
    await pay(failed.body.data.redirectUrl, 'cancelled');
    await checkout(member, [await createEbook(t)]); // stays pending: never listed
    const other = await createMember(t);
    const page = (body: object) =>
      call(member, 'POST', '/order/getDataByPagination', { pageNo: 1, pageSize: 10, sortBy: 'order_no', orderBy: 'DESC', ...body });
    const all = (await page({ searchObj: { userId: other.id, status: '', showNotExpiredOrder: true } })).body.data;
    expect(all.numOfRows).toBe(12);
    expect(all.numOfPages).toBe(2);
    expect(all.dataList).toHaveLength(10);
    expect(all.dataList[0].orderNo > all.dataList[1].orderNo).toBe(true);
    expect((await page({ searchObj: { status: 'c' } })).body.data.numOfRows).toBe(11);
    expect((await page({ searchObj: { status: 'f' } })).body.data.numOfRows).toBe(1);
  });

  it("answers 403 for someone else's order and download", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const res = await checkout(owner, [await createEbook(t)]);
    await pay(res.body.data.redirectUrl, 'paid');
    expect((await call(other, 'GET', `/order/getDataById/${res.body.data.orderId}`)).status).toBe(403);
    const order = (await call(owner, 'GET', `/order/getDataById/${res.body.data.orderId}`)).body.data;
    const fileUrl = order.orderItemList[0].ebookDownloadUrl;
    expect(fileUrl).toMatch(/^https:\/\//);
    expect((await call(other, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl })).status).toBe(403);
  });

  it('gives a buyer a short-lived link to the book with the dedication page in front', async () => {
    const member = await createMember(t, { userFullName: 'Ko Aung Min' });
    const book = await createEbook(t, { title: 'The Progress of Insight' });
    const cartId = await cartOf(member);
    const item = (await addBook(member, cartId, book.id)).body.data;
    await call(member, 'POST', '/cart/update-item', { cartId, cartItemId: item.cartItemId, ebookId: book.id, extraText: 'မိခင်အား ရည်စူး၍' });
    const res = await call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: [item.cartItemId], currencyCode: 'MMK' });
    await pay(res.body.data.redirectUrl, 'paid');
    const order = (await call(member, 'GET', `/order/getDataById/${res.body.data.orderId}`)).body.data;
    expect(order.orderItemList[0]).toMatchObject({
      ebookTitle: 'The Progress of Insight',
      orderDesc: 'မိခင်အား ရည်စူး၍',
      paymentName: 'Sandbox Pay',
    });
    const link = (await call(member, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl: order.orderItemList[0].ebookDownloadUrl }))
      .body.data.presignUrl;
    const pdf = await t.app.inject({ method: 'GET', url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('The%20Progress%20of%20Insight.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(book.pages + 1);
    // The presigned link stops working when it expires.
    const expired = link.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
  });

  describe('dedicated copies', () => {
    /** A paid order of two books, each with a dedication; its items' ids and their download addresses. */
    async function twoDedicated() {
      const member = await createMember(t);
      const cartId = await cartOf(member);
      const ids: number[] = [];
      for (const text of ['For my teacher', 'For my mother']) {
        const item = (await addBook(member, cartId, (await createEbook(t)).id, { extraText: text })).body.data;
        ids.push(item.cartItemId);
      }
      const res = await call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: ids, currencyCode: 'MMK' });
      await pay(res.body.data.redirectUrl, 'paid');
      const order = (await call(member, 'GET', `/order/getDataById/${res.body.data.orderId}`)).body.data;
      const items = order.orderItemList as { id: number; ebookDownloadUrl: string }[];
      const link = async (fileUrl: string) =>
        (await call(member, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl })).body.data.presignUrl as string;
      const keyOf = async (id: number) => (await t.database.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!.dedicatedFileKey;
      return { items, link, keyOf };
    }

    it('are kept under random keys, never made from the item’s id', async () => {
      const { items, link, keyOf } = await twoDedicated();
      const links = [await link(items[0]!.ebookDownloadUrl), await link(items[1]!.ebookDownloadUrl)];
      const keys = [await keyOf(items[0]!.id), await keyOf(items[1]!.id)];
      // Items one id apart (their old keys were dedicated/order-item-N.pdf and -N+1.pdf).
      expect(items[1]!.id).toBe(items[0]!.id + 1);
      for (const [i, key] of keys.entries()) {
        expect(key).toMatch(/^dedicated\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
        expect(new URL(links[i]!, 'http://x').pathname).toBe(`/files/private/${key}`);
      }
      expect(keys[0]).not.toBe(keys[1]);
      // Kept: the next download hands out the same copy.
      await link(items[0]!.ebookDownloadUrl);
      expect(await keyOf(items[0]!.id)).toBe(keys[0]);
    });

    it('kept under the old key made from the item’s id move to a random key, byte for byte', async () => {
      const { items, link, keyOf } = await twoDedicated();
      const item = items[0]!;
      await link(item.ebookDownloadUrl);
      const made = (await keyOf(item.id))!;
      const bytes = await t.app.ctx.files.read(made, 'private');
      const old = `dedicated/order-item-${item.id}.pdf`;
      await t.app.ctx.files.put(old, bytes, { visibility: 'private', contentType: 'application/pdf' });
      await t.database.db.update(orderItems).set({ dedicatedFileKey: old }).where(eq(orderItems.id, item.id));
      await t.app.ctx.files.delete(made, 'private');

      const fresh = await link(item.ebookDownloadUrl);
      const moved = await keyOf(item.id);
      expect(moved).toMatch(/^dedicated\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
      expect(new URL(fresh, 'http://x').pathname).toBe(`/files/private/${moved}`);
      expect((await t.app.inject({ method: 'GET', url: fresh })).rawPayload.equals(bytes)).toBe(true);
      expect(await t.app.ctx.files.exists(old, 'private')).toBe(false);
    });
  });

  it('gives no link for an order that is not completed', async () => {
    const member = await createMember(t);
    const res = await checkout(member, [await createEbook(t)]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(row!.status).toBe('p');
    const item = (await call(member, 'GET', `/order/getDataById/${res.body.data.orderId}`)).body.data.orderItemList[0];
    expect(item.ebookDownloadUrl).toBeNull();
  });
});
