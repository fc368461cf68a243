import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPaths } from '@mahasi/contract/news';
import { staffRoles } from '@mahasi/contract/staff';
import { rowsOf } from '../../db/client.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, unique, type TestMember } from '../../test/factories.js';
import { posts as postsTable, postViews, postViewsDaily } from '../news/schema.js';
import { newsFactory } from '../news/test-factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { orderItems, orders, paymentEvents, sandboxPayments } from '../store/schema.js';
import { orderNumber } from '../store/order-book.js';
import { createEbook, seedFees } from '../store/test-factories.js';
import { periodsAt } from './dashboard.js';
import { EXPORT_BATCH } from './service.js';

let t: TestApp;
let admin: TestStaff;
let store: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t);
  admin = await createStaff(t, 'admin', { fullName: 'Admin Aye' });
  store = await createStaff(t, 'store', { fullName: 'Store Ko Min' });
});
afterAll(() => t.close());

interface Made {
  status?: 'p' | 'c' | 'f';
  currencyCode?: 'MMK' | 'USD';
  netAmount?: number;
  paymentName?: string;
  orderDate?: Date;
  settledAt?: Date | null;
  items?: { ebookId?: number; title?: string; engravedText?: string; unitPrice?: number }[];
}

let ebookSeq = 0;

/** Orders written straight to the table (checkout has its own tests). */
async function makeOrders(member: TestMember, list: Made[]) {
  const db = t.database.db;
  const made = [];
  for (const o of list) {
    const at = o.orderDate ?? new Date();
    const status = o.status ?? 'c';
    const [row] = await db
      .insert(orders)
      .values({
        orderNo: `TMP-${unique()}`,
        userId: member.id,
        status,
        currencyCode: o.currencyCode ?? 'MMK',
        subtotal: (o.netAmount ?? 500000) - 100,
        commissionFee: 60,
        transFee: 40,
        serviceFee: 100,
        netAmount: o.netAmount ?? 500000,
        paymentName: o.paymentName ?? 'Sandbox Pay',
        orderDate: at,
        expiresAt: new Date(at.getTime() + 30 * 60_000),
        settledAt: o.settledAt === undefined ? (status === 'p' ? null : at) : o.settledAt,
      })
      .returning();
    const orderNo = orderNumber(row!.id, at);
    await db.update(orders).set({ orderNo }).where(eq(orders.id, row!.id));
    const items = o.items ?? [{}];
    await db.insert(orderItems).values(
      items.map((item, i) => ({
        orderId: row!.id,
        ebookId: item.ebookId ?? 800000 + ++ebookSeq,
        ebookTitle: item.title ?? `Book ${i + 1}`,
        engravedText: item.engravedText ?? '',
        unitPrice: item.unitPrice ?? 500000,
      })),
    );
    made.push({ ...row!, orderNo });
  }
  return made;
}

const list = (token: string, body: object = {}) => staffCall(t, 'POST', '/orders/list', token, body);
const ids = (res: { json(): { data: { dataList: { id: number }[] } } }) => res.json().data.dataList.map((row) => row.id);

describe('orders: who may do what', () => {
  it.each(staffRoles.filter((role) => role !== 'admin' && role !== 'store'))('answers 403 to %s on every orders call', async (role) => {
    const someone = await createStaff(t, role);
    const member = await createMember(t);
    const [order] = await makeOrders(member, [{ items: [{ engravedText: 'For my mother' }] }]);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    for (const [method, url] of [
      ['POST', '/orders/list'],
      ['POST', '/orders/export'],
      ['GET', `/orders/${order!.id}`],
      ['POST', `/orders/${order!.id}/resend-email`],
      ['POST', `/orders/${order!.id}/items/${item!.id}/regenerate`],
      ['POST', `/orders/${order!.id}/check-status`],
    ] as const) {
      const res = await staffCall(t, method, url, someone.token, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
    }
    expect(t.inbox.filter((mail) => mail.to.includes(member.email))).toHaveLength(0);
  });

  it('answers 401 without a staff token and with a member token', async () => {
    const member = await createMember(t);
    expect((await list('')).statusCode).toBe(401);
    expect((await list(member.token)).statusCode).toBe(401);
  });
});

describe('orders: search, filters, sort and pages', () => {
  it('finds an order by its number, the member’s name, e-mail or phone, for store and admin', async () => {
    const tag = unique();
    const phone = `09${Math.floor(Math.random() * 1e9)}`;
    const member = await createMember(t, { userFullName: `ဒေါ်ခင် ${tag}`, email: `khin-${tag}@example.org`, phoneNo: phone });
    const [order] = await makeOrders(member, [{}]);
    await makeOrders(await createMember(t), [{}]);
    for (const staff of [store, admin]) {
      for (const text of [order!.orderNo, `ဒေါ်ခင် ${tag}`, `KHIN-${tag}`, `${phone.slice(0, 2)} ${phone.slice(2, 5)}-${phone.slice(5)}`]) {
        const res = await list(staff.token, { searchObj: { text } });
        expect(res.statusCode, text).toBe(200);
        expect(ids(res), text).toEqual([order!.id]);
      }
    }
    const row = (await list(store.token, { searchObj: { text: order!.orderNo } })).json().data.dataList[0];
    expect(row).toMatchObject({ orderNo: order!.orderNo, memberId: member.id, email: member.email, itemCount: 1, status: 'c' });
  });

  it('binds the search text: quotes, % and _ are plain characters', async () => {
    for (const text of ["' or 1=1 --", '%', '_', "%' union select password_hash from users --"]) {
      const res = await list(store.token, { searchObj: { text } });
      expect(res.statusCode, text).toBe(200);
      expect(res.json().data.numOfRows, text).toBe(0);
    }
  });

  it('filters by status, currency, payment method and dates (Myanmar time), sorts and pages', async () => {
    const member = await createMember(t);
    const pay = `Test Pay ${unique()}`;
    // 23:50 on 1 March in Yangon is still 1 March there, and 17:20 UTC.
    const [a, b, c, d] = await makeOrders(member, [
      { status: 'c', currencyCode: 'MMK', paymentName: pay, netAmount: 700000, orderDate: new Date('2026-03-01T17:20:00Z') },
      { status: 'f', currencyCode: 'USD', paymentName: pay, netAmount: 300, orderDate: new Date('2026-03-01T18:00:00Z') },
      { status: 'p', currencyCode: 'MMK', paymentName: pay, netAmount: 900000, orderDate: new Date('2026-03-03T05:00:00Z') },
      { status: 'c', currencyCode: 'USD', paymentName: pay, netAmount: 500, orderDate: new Date('2026-03-05T05:00:00Z') },
    ]);
    const find = async (searchObj: object, extra: object = {}) =>
      ids(await list(store.token, { searchObj: { paymentName: pay, ...searchObj }, ...extra }));
    expect(await find({}, { sortBy: 'order_date', orderBy: 'ASC' })).toEqual([a!.id, b!.id, c!.id, d!.id]);
    expect(await find({ status: 'c' }, { sortBy: 'order_date', orderBy: 'ASC' })).toEqual([a!.id, d!.id]);
    expect(await find({ currencyCode: 'USD' }, { sortBy: 'order_date', orderBy: 'ASC' })).toEqual([b!.id, d!.id]);
    expect(await find({ from: '2026-03-01', to: '2026-03-01' })).toEqual([a!.id]);
    // 18:00 UTC on 1 March is half past midnight on 2 March in Yangon.
    expect(await find({ from: '2026-03-02', to: '2026-03-03' })).toEqual([c!.id, b!.id]);
    expect(await find({ currencyCode: 'MMK' }, { sortBy: 'net_amount', orderBy: 'DESC' })).toEqual([c!.id, a!.id]);
    // Empty filters are no filter.
    expect(await find({ status: '', currencyCode: null, from: '', to: '', text: ' ' }, { sortBy: '', orderBy: '' })).toEqual([
      d!.id,
      c!.id,
      b!.id,
      a!.id,
    ]);
    const page = (
      await list(store.token, { searchObj: { paymentName: pay }, pageNo: 2, pageSize: 3, sortBy: 'order_date', orderBy: 'ASC' })
    ).json().data;
    expect(page).toMatchObject({ currentPageNo: 2, pageSize: 3, numOfPages: 2, numOfRows: 4 });
    expect(page.dataList.map((row: { id: number }) => row.id)).toEqual([d!.id]);
  });

  it('answers 422 naming the field for bad input', async () => {
    for (const [body, field] of [
      [{ searchObj: { status: 'x' } }, 'Status'],
      [{ searchObj: { currencyCode: 'EUR' } }, 'Currency'],
      [{ searchObj: { from: '1 March' } }, 'From date'],
      [{ sortBy: 'password_hash' }, 'Sort by'],
      [{ pageSize: 1000 }, 'Page size'],
    ] as const) {
      const res = await list(store.token, body);
      expect(res.statusCode, field).toBe(422);
      expect(JSON.stringify(res.json().errors), field).toContain(field);
    }
  });
});

describe('orders: detail', () => {
  it('shows the items with their dedications, the amounts and fees, the member, and the payment history in time order', async () => {
    const member = await createMember(t);
    const [order] = await makeOrders(member, [
      { items: [{ title: 'Manual of Insight', engravedText: 'မိခင်အတွက်' }, { title: 'Satipatthana' }] },
    ]);
    const db = t.database.db;
    const base = Date.now() - 60_000;
    await db.insert(paymentEvents).values([
      { orderId: order!.id, kind: 'callback', eventId: 'e2', outcome: 'paid', detail: 'verified', receivedAt: new Date(base + 2000) },
      { orderId: order!.id, kind: 'created', eventId: '', outcome: '', detail: 'Sandbox Pay', receivedAt: new Date(base) },
      { orderId: order!.id, kind: 'applied', eventId: 'e2', outcome: 'paid', applied: 'yes', receivedAt: new Date(base + 3000) },
    ]);
    const res = await staffCall(t, 'GET', `/orders/${order!.id}`, store.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderNo: order!.orderNo,
      memberId: member.id,
      netAmount: 500000,
      serviceFee: 100,
      commissionFee: 60,
      transFee: 40,
      canCheckStatus: false,
    });
    expect(data.items.map((i: { ebookTitle: string; engravedText: string }) => [i.ebookTitle, i.engravedText])).toEqual([
      ['Manual of Insight', 'မိခင်အတွက်'],
      ['Satipatthana', ''],
    ]);
    expect(data.history.map((e: { kind: string }) => e.kind)).toEqual(['created', 'callback', 'applied']);
    expect((await staffCall(t, 'GET', '/orders/999999', store.token)).statusCode).toBe(404);
    expect((await staffCall(t, 'GET', '/orders/abc', store.token)).statusCode).toBe(422);
  });
});

describe('orders: CSV export', () => {
  it('streams the filtered list with a BOM, in batches, neutralising formulas, and logs who exported', async () => {
    const member = await createMember(t, { userFullName: `=HYPERLINK("http://x") ${unique()}` });
    const pay = `Export Pay ${unique()}`;
    const db = t.database.db;
    const count = EXPORT_BATCH + 7;
    const start = Date.parse('2026-01-10T00:00:00Z');
    await db.insert(orders).values(
      Array.from({ length: count }, (_, i) => ({
        orderNo: `EXP-${pay}-${String(i).padStart(5, '0')}`,
        userId: member.id,
        status: 'c',
        currencyCode: 'MMK',
        subtotal: 100,
        commissionFee: 0,
        transFee: 0,
        serviceFee: 0,
        netAmount: 100 + i,
        paymentName: pay,
        // Some share a time, so the batches must not lose or repeat rows with equal keys.
        orderDate: new Date(start + Math.floor(i / 3) * 60_000),
        expiresAt: new Date(start + 86_400_000),
      })),
    );
    // PostgreSQL keeps microseconds, as now() writes them; the batches must not lose them.
    await db.execute(sql`update orders set order_date = order_date + interval '123 microseconds' where payment_name = ${pay}`);
    for (const orderBy of ['ASC', 'DESC']) {
      const both = await staffCall(t, 'POST', '/orders/export', store.token, { searchObj: { paymentName: pay }, orderBy });
      expect(both.body.trim().split('\r\n'), orderBy).toHaveLength(count + 1);
    }
    const res = await staffCall(t, 'POST', '/orders/export', store.token, {
      searchObj: { paymentName: pay },
      sortBy: 'order_date',
      orderBy: 'ASC',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Order number"');
    expect(lines).toHaveLength(count + 1);
    const numbers = lines.slice(1).map((line) => line.split(',')[0]!.replace(/"/g, ''));
    expect(new Set(numbers).size).toBe(count);
    expect(numbers[0]).toBe(`EXP-${pay}-00000`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")`);
    expect(lines[1]).toContain('"2026-01-10 06:30"');
    expect(lines[1]).toContain('"1.00"');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.export'), eq(auditLog.staffId, store.id)));
    expect(entry).toMatchObject({ staffName: 'Store Ko Min', entityType: 'order' });
    expect(JSON.stringify(entry!.changes)).toContain(pay);
    const bad = await staffCall(t, 'POST', '/orders/export', store.token, { searchObj: { status: 'paid' } });
    expect(bad.statusCode).toBe(422);
  });

  it('neutralises cells that start with =, +, - or @', async () => {
    const { csvCell } = await import('./service.js');
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'ok'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      '"ok"',
    ]);
  });
});

describe('orders: support actions', () => {
  it('resends the download e-mail of a completed order to the member, and only of a completed one', async () => {
    const member = await createMember(t);
    const [done, pending] = await makeOrders(member, [{ status: 'c' }, { status: 'p' }]);
    const before = t.inbox.length;
    const res = await staffCall(t, 'POST', `/orders/${done!.id}/resend-email`, store.token, {});
    expect(res.json()).toMatchObject({ respCode: '0000', data: { sentTo: expect.stringContaining('*') } });
    const mail = t.inbox.slice(before).find((m) => m.to.includes(member.email));
    expect(mail?.text).toContain(done!.orderNo);
    expect(mail?.text).toContain(`/profile/orders/${done!.id}`);
    expect((await staffCall(t, 'POST', `/orders/${pending!.id}/resend-email`, admin.token, {})).json().respCode).toBe('0111');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.resendEmail'), eq(auditLog.entityId, String(done!.id))));
    expect(entry?.staffName).toBe('Store Ko Min');
  });

  it('makes the dedicated PDF of an item again', async () => {
    const member = await createMember(t);
    const book = await createEbook(t, { pages: 2 });
    const [order] = await makeOrders(member, [{ items: [{ ebookId: book.id, engravedText: 'For my teacher' }, { ebookId: book.id }] }]);
    const [dedicated, plain] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
      .orderBy(asc(orderItems.id));
    const res = await staffCall(t, 'POST', `/orders/${order!.id}/items/${dedicated!.id}/regenerate`, store.token, {});
    expect(res.json()).toMatchObject({ respCode: '0000', data: { itemId: dedicated!.id } });
    const [after] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, dedicated!.id));
    expect(after!.dedicatedFileKey).toBeTruthy();
    expect(await t.app.ctx.files.exists(after!.dedicatedFileKey!, 'private')).toBe(true);
    // Made again under a new random key; the copy it replaces is gone.
    await staffCall(t, 'POST', `/orders/${order!.id}/items/${dedicated!.id}/regenerate`, store.token, {});
    const [again] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, dedicated!.id));
    expect(again!.dedicatedFileKey).toMatch(/^dedicated\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(again!.dedicatedFileKey).not.toBe(after!.dedicatedFileKey);
    expect(await t.app.ctx.files.exists(after!.dedicatedFileKey!, 'private')).toBe(false);
    // No dedication: nothing to make; an item of another order: not found.
    expect((await staffCall(t, 'POST', `/orders/${order!.id}/items/${plain!.id}/regenerate`, store.token, {})).json().respCode).toBe(
      '0111',
    );
    const [other] = await makeOrders(member, [{}]);
    expect((await staffCall(t, 'POST', `/orders/${other!.id}/items/${dedicated!.id}/regenerate`, store.token, {})).statusCode).toBe(404);
  });

  it('asks the provider about a pending order past its time and applies the answer once, as a callback would', async () => {
    const member = await createMember(t);
    const cartId = (await t.member('POST', '/cart/save-cart', member.token, { currencyCode: 'MMK' })).json().data.id;
    const book = await createEbook(t);
    const item = (
      await t.member('POST', '/cart/add-item', member.token, { cartId, ebookId: book.id, currencyCode: 'MMK', quantity: 1, extraText: '' })
    ).json().data;
    const checkout = (
      await t.member('POST', '/payment/checkoutPayment', member.token, { cartItemIds: [item.cartItemId], currencyCode: 'MMK' })
    ).json();
    const orderId: number = checkout.data.orderId;
    const db = t.database.db;
    const check = () => staffCall(t, 'POST', `/orders/${orderId}/check-status`, store.token, {});
    // Too young: the payer may still be on the form.
    expect((await check()).json().respCode).toBe('0111');
    await db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orders.id, orderId));
    expect((await staffCall(t, 'GET', `/orders/${orderId}`, store.token)).json().data.canCheckStatus).toBe(true);
    // Still open with the provider: nothing moves.
    expect((await check()).json().data).toEqual({ answer: 'pending', status: 'p' });
    // Paid with the provider, but its callback never came.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    await db.update(sandboxPayments).set({ state: 'paid' }).where(eq(sandboxPayments.reference, order!.paymentRef!));
    const before = t.inbox.length;
    expect((await check()).json().data).toEqual({ answer: 'paid', status: 'c' });
    expect(t.inbox.slice(before).some((m) => m.to.includes(member.email) && m.text.includes(order!.orderNo))).toBe(true);
    const history = (await staffCall(t, 'GET', `/orders/${orderId}`, store.token)).json().data.history as {
      kind: string;
      applied: boolean;
    }[];
    expect(history.filter((e) => e.kind === 'status_check')).toHaveLength(2);
    expect(history.filter((e) => e.applied)).toHaveLength(1);
    // Settled now: no second check.
    expect((await check()).json().respCode).toBe('0111');
  });
});

describe('dashboard', () => {
  const dashboard = (token: string) => staffCall(t, 'GET', '/dashboard', token);
  type Total = { currencyCode: string; amount: number; orders: number };
  const totalOf = (list: Total[], currency: string) => list.find((row) => row.currencyCode === currency) ?? { amount: 0, orders: 0 };

  it('shows each role the parts it may see', async () => {
    const parts = async (role: (typeof staffRoles)[number]) => {
      const data = (await dashboard((await createStaff(t, role)).token)).json().data;
      return [data.donations !== null, data.members !== null, data.reading !== null];
    };
    expect(await parts('admin')).toEqual([true, true, true]);
    expect(await parts('store')).toEqual([true, false, false]);
    expect(await parts('care')).toEqual([false, true, false]);
    expect(await parts('editor')).toEqual([false, false, true]);
    expect(await parts('author')).toEqual([false, false, true]);
    expect((await dashboard('')).statusCode).toBe(401);
  });

  it('tells every role that the sandbox takes the payments (no real money moves)', async () => {
    for (const role of staffRoles) {
      const data = (await dashboard((await createStaff(t, role)).token)).json().data;
      expect(data.paymentProvider, role).toBe('sandbox');
    }
  });

  it('adds up the donations made in the test per currency and per Myanmar day, never across currencies', async () => {
    const now = Date.now();
    const p = periodsAt(new Date(now));
    const before = (await dashboard(admin.token)).json().data;
    const member = await createMember(t);
    const todayAt = new Date(p.today.getTime() + Math.floor((now - p.today.getTime()) / 2));
    // Yesterday in Yangon at 00:10 and at 23:50: two different UTC dates, one Myanmar day.
    const yesterdayEarly = new Date(p.today.getTime() - 86_400_000 + 10 * 60_000);
    const yesterdayLate = new Date(p.today.getTime() - 10 * 60_000);
    const made: { at: Date; currency: 'MMK' | 'USD'; amount: number; status?: 'c' | 'f' | 'p' }[] = [
      { at: todayAt, currency: 'MMK', amount: 1_000_000 },
      { at: todayAt, currency: 'USD', amount: 1_500 },
      { at: yesterdayEarly, currency: 'MMK', amount: 250_000 },
      { at: yesterdayLate, currency: 'MMK', amount: 300_000 },
      { at: todayAt, currency: 'MMK', amount: 9_999_900, status: 'f' },
      { at: todayAt, currency: 'USD', amount: 9_900, status: 'p' },
    ];
    // Enough copies in each order that this book leads the year's most given, whatever this file gave before.
    const leading = (before.donations.topEbooks as { count: number }[])[0]?.count ?? 0;
    const copies = Math.floor(leading / 4) + 1;
    await makeOrders(
      member,
      made.map((m) => ({
        status: m.status ?? 'c',
        currencyCode: m.currency,
        netAmount: m.amount,
        orderDate: m.at,
        items: Array.from({ length: copies }, () => ({ ebookId: 777777, title: 'Given Most' })),
      })),
    );
    const after = (await dashboard(admin.token)).json().data;
    const paid = made.filter((m) => !m.status);
    for (const period of ['today', 'week', 'month', 'year'] as const) {
      for (const currency of ['MMK', 'USD']) {
        const expected = paid.filter((m) => m.currency === currency && m.at >= p[period]);
        const was = totalOf(before.donations[period], currency);
        const is = totalOf(after.donations[period], currency);
        expect(is.amount - was.amount, `${period} ${currency}`).toBe(expected.reduce((sum, m) => sum + m.amount, 0));
        expect(is.orders - was.orders, `${period} ${currency}`).toBe(expected.length);
      }
    }
    const dayOf = yangonDay;
    const daily = (data: { donations: { daily: (Total & { day: string })[] } }, day: string, currency: string) =>
      data.donations.daily.find((row) => row.day === day && row.currencyCode === currency) ?? { amount: 0, orders: 0 };
    const yesterday = dayOf(yesterdayEarly);
    expect(dayOf(yesterdayLate)).toBe(yesterday);
    expect(yesterdayEarly.toISOString().slice(0, 10)).not.toBe(yesterdayLate.toISOString().slice(0, 10));
    expect(daily(after, yesterday, 'MMK').amount - daily(before, yesterday, 'MMK').amount).toBe(550_000);
    expect(daily(after, yesterday, 'MMK').orders - daily(before, yesterday, 'MMK').orders).toBe(2);
    expect(daily(after, dayOf(todayAt), 'USD').amount - daily(before, dayOf(todayAt), 'USD').amount).toBe(1_500);
    expect(after.donations.daily.every((row: { day: string }) => row.day > dayOf(new Date(p.chart.getTime() - 1)))).toBe(true);
    const status = (data: { donations: { byStatus: { status: string; count: number }[] } }, s: string) =>
      data.donations.byStatus.find((row) => row.status === s)?.count ?? 0;
    expect(status(after, 'c') - status(before, 'c')).toBe(4);
    expect(status(after, 'f') - status(before, 'f')).toBe(1);
    expect(status(after, 'p') - status(before, 'p')).toBe(1);
    expect(after.donations.topEbooks[0]).toMatchObject({ ebookId: 777777, title: 'Given Most' });
    const weeks = after.members as { week: string; count: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.week).toBe(dayOf(p.week));
    expect(weeks.at(-1)!.count).toBeGreaterThanOrEqual(1);
  });

  it('names the e-books given most with both their titles, and keeps the order’s title for a book gone from the store', async () => {
    const member = await createMember(t);
    const book = await createEbook(t, { title: `Given in both ${unique()}` });
    const [row] = rowsOf<{ title_en: string; title_mm: string }>(
      await t.database.db.execute(sql`select title_en, title_mm from ebooks where id = ${book.id}`),
    );
    // Many items: this book leads the year whatever else this file counts.
    await makeOrders(member, [{ items: Array.from({ length: 60 }, () => ({ ebookId: book.id, title: 'Title at the time' })) }]);
    await makeOrders(member, [{ items: Array.from({ length: 59 }, () => ({ ebookId: 999_999, title: 'A book since removed' })) }]);
    const top = (await dashboard(admin.token)).json().data.donations.topEbooks;
    expect(top.slice(0, 2)).toEqual([
      { ebookId: book.id, title: 'Title at the time', titleEn: row!.title_en, titleMm: row!.title_mm, count: 60 },
      { ebookId: 999_999, title: 'A book since removed', titleEn: '', titleMm: '', count: 59 },
    ]);
    expect(row!.title_mm).toMatch(/^ဓမ္မစာအုပ်/);
  });

  it('counts this month’s reads of each post (Myanmar time), most read first, after the view rows are pruned', async () => {
    const news = newsFactory(t);
    const read = await news.post({ title: `Most read ${unique()}` });
    await t.database.db.update(postsTable).set({ titleMm: 'အများဆုံး ဖတ်သော သတင်း' }).where(eq(postsTable.id, read));
    const less = await news.post({ title: `Less read ${unique()}` });
    const p = periodsAt(new Date());
    const today = yangonDay(new Date());
    // Many reads: these two lead the month whatever else this file counts.
    await t.database.db.insert(postViewsDaily).values([
      { day: today, postId: read, views: 4000 },
      { day: today, postId: less, views: 3000 },
      // Last month's reads are not this month's.
      { day: yangonDay(new Date(p.month.getTime() - 1)), postId: less, views: 9000 },
    ]);
    // Views counted by the public call add to them: one a reader and hour.
    const view = (postId: number, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/rest-api${newsPaths.updateViewCount(postId)}`, remoteAddress });
    for (const address of ['203.0.113.51', '203.0.113.52', '203.0.113.53', '203.0.113.53']) {
      expect((await view(read, address)).statusCode).toBe(200);
    }
    expect((await view(less, '203.0.113.51')).statusCode).toBe(200);
    // The view rows only deduplicate: pruning them keeps the month's figure.
    await t.database.db.delete(postViews).where(inArray(postViews.postId, [read, less]));
    const editor = await createStaff(t, 'editor');
    const posts = (await dashboard(editor.token)).json().data.reading.posts as { id: number; count: number }[];
    expect(posts.slice(0, 2).map((post) => [post.id, post.count])).toEqual([
      [read, 4003],
      [less, 3001],
    ]);
    // Both titles, for the reader's language.
    expect(posts[0]).toMatchObject({ titleEn: expect.stringMatching(/^Most read/), titleMm: 'အများဆုံး ဖတ်သော သတင်း' });
  });
});
