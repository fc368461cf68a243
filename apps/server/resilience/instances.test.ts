import { describe, expect, it } from 'vitest';
import { adminSession, call, createMembers, memberLogin, signSandboxCallback, siteForFile, until, type Instance } from './harness.js';

/**
 * Issue 18, "Two instances, one PostgreSQL" and "Concurrent payment callbacks": what one instance
 * writes, the others answer at once (their caches are dropped by PostgreSQL notifications); a
 * scheduled job runs in one of them; a callback delivered 20 times at once to different
 * instances moves the order once.
 */

const site = siteForFile(['A', 'B', 'C']);

const newsList = { searchObj: {}, pageNo: 1, pageSize: 9, sortBy: 'id', orderBy: 'DESC' };

async function availableBook(): Promise<{ id: number }> {
  const [book] = await site.database.query<{ id: number }>(
    "select id from ebooks where status = 'available' and published and file_key is not null order by id limit 1",
  );
  return book!;
}

describe('two instances on one PostgreSQL', () => {
  it('a member’s cart changed on one is right on the other at once', async () => {
    const [A, B] = site.instances as [Instance, Instance];
    const [userName] = await createMembers(site.database, 1, 'cart');
    const token = await memberLogin(A.url, userName!);
    const cart = await call<{ id: number }>(A.url, 'POST', '/rest-api/cart/save-cart', { token, body: { currencyCode: 'MMK' } });
    const cartId = cart.body.data!.id;
    // B reads (and caches) the empty cart first.
    expect((await call(B.url, 'GET', `/rest-api/cart/cart-item-list/${cartId}`, { token })).body.respCode).toBe('9999');
    const book = await availableBook();
    const added = await call(A.url, 'POST', '/rest-api/cart/add-item', {
      token,
      body: { cartId, ebookId: book.id, currencyCode: 'MMK', quantity: 1 },
    });
    expect(added.body.respCode).toBe('0000');
    const onB = await call<{ items: { ebookId: number }[] }>(B.url, 'GET', `/rest-api/cart/cart-item-list/${cartId}`, { token });
    expect([onB.body.respCode, onB.body.data?.items.map((item) => item.ebookId)]).toEqual(['0000', [book.id]]);
  });

  it('a post published on one is on the other’s /news at once, and its notification is sent once', async () => {
    const [A, B] = site.instances as [Instance, Instance];
    const before = await call<{ dataList: { id: number }[] }>(B.url, 'POST', '/rest-api/post/getDataByPagination', { body: newsList });
    expect(before.body.respCode).toBe('0000');
    const token = await adminSession(A.url);
    const created = await call<{ id: number; version: number }>(A.url, 'POST', '/admin-api/news/posts', {
      token,
      body: { titleEn: 'Published on instance A', bodyEn: '<p>Read on instance B.</p>', author: 'Mahasi' },
    });
    const { id, version } = created.body.data!;
    const published = await call(A.url, 'POST', `/admin-api/news/posts/${id}/publish`, { token, body: { version } });
    expect(published.body.respCode).toBe('0000');
    const after = await call<{ dataList: { id: number }[] }>(B.url, 'POST', '/rest-api/post/getDataByPagination', { body: newsList });
    expect(after.body.data!.dataList[0]!.id).toBe(id);
    expect((await call(B.url, 'GET', `/rest-api/post/getDataById/${id}`)).status).toBe(200);
    const notices = await site.database.query<{ count: string }>(
      'select count(*) from notifications where noti_type = 4 and subject = $1',
      ['Published on instance A'],
    );
    expect(Number(notices[0]!.count)).toBe(1);
  });

  it('a scheduled post is published once, by one instance, when its time comes', async () => {
    const [A, B, C] = site.instances as [Instance, Instance, Instance];
    const token = await adminSession(B.url);
    const created = await call<{ id: number; version: number }>(B.url, 'POST', '/admin-api/news/posts', {
      token,
      body: { titleEn: 'Scheduled across instances', bodyEn: '<p>Once.</p>', author: 'Mahasi' },
    });
    const { id, version } = created.body.data!;
    const at = new Date(Date.now() + 2_000).toISOString();
    expect((await call(B.url, 'POST', `/admin-api/news/posts/${id}/publish`, { token, body: { version, at } })).body.respCode).toBe('0000');
    // Every instance looks every 15 s; each of the three sees it due.
    await until(async () => ((await call(C.url, 'GET', `/rest-api/post/getDataById/${id}`)).status === 200 ? true : undefined), 1_000);
    expect((await call(A.url, 'GET', `/rest-api/post/getDataById/${id}`)).status).toBe(200);
    // Wait out one more round of every instance's job, then count.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    const audits = await site.database.query<{ count: string }>(
      "select count(*) from audit_log where action = 'post.published' and entity_type = 'post' and entity_id = $1",
      [String(id)],
    );
    const notices = await site.database.query<{ count: string }>(
      'select count(*) from notifications where noti_type = 4 and subject = $1',
      ['Scheduled across instances'],
    );
    expect([Number(audits[0]!.count), Number(notices[0]!.count)]).toEqual([1, 1]);
  }, 90_000);
});

describe('concurrent payment callbacks', () => {
  it('twenty identical signed callbacks at once to different instances move the order once: one receipt, one set of downloads', async () => {
    const [userName] = await createMembers(site.database, 1, 'callbacks');
    const token = await memberLogin(site.instances[0]!.url, userName!);
    const cart = await call<{ id: number }>(site.instances[0]!.url, 'POST', '/rest-api/cart/save-cart', {
      token,
      body: { currencyCode: 'MMK' },
    });
    const book = await availableBook();
    const item = await call<{ cartItemId: number }>(site.instances[1]!.url, 'POST', '/rest-api/cart/add-item', {
      token,
      body: { cartId: cart.body.data!.id, ebookId: book.id, currencyCode: 'MMK', quantity: 1 },
    });
    const checkout = await call<{ orderId: number; orderNo: string; netAmount: number }>(
      site.instances[2]!.url,
      'POST',
      '/rest-api/payment/checkoutPayment',
      {
        token,
        body: { cartItemIds: [item.body.data!.cartItemId], currencyCode: 'MMK' },
      },
    );
    expect(checkout.body.respCode).toBe('0000');
    const { orderId, orderNo, netAmount } = checkout.body.data!;
    const [order] = await site.database.query<{ payment_ref: string }>('select payment_ref from orders where id = $1', [orderId]);
    const event = {
      eventId: `evt_same_${orderId}`,
      reference: order!.payment_ref,
      orderNo,
      outcome: 'paid',
      amount: netAmount,
      currency: 'MMK',
    };
    const body = { ...event, signature: signSandboxCallback(event) };

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(site.instances[index % 3]!.url, 'POST', '/rest-web-api/payment/paymentCallback', { apiKey: true, body }),
      ),
    );
    expect(replies.every((reply) => reply.status === 200 && reply.body.respCode === '0000')).toBe(true);
    // A failure delivered after the success changes nothing.
    const late = { ...event, eventId: `evt_late_${orderId}`, outcome: 'cancelled' };
    await call(site.instances[1]!.url, 'POST', '/rest-web-api/payment/paymentCallback', {
      apiKey: true,
      body: { ...late, signature: signSandboxCallback(late) },
    });

    const [settled] = await site.database.query<{ status: string }>('select status from orders where id = $1', [orderId]);
    const applied = await site.database.query<{ count: string }>(
      "select count(*) from payment_events where order_id = $1 and applied = 'yes'",
      [orderId],
    );
    const thanks = await site.database.query<{ count: string }>(
      "select count(*) from notifications where subject like 'Thank you for your Dhamma dāna — order ' || $1",
      [orderNo],
    );
    const items = await site.database.query<{ count: string }>('select count(*) from order_items where order_id = $1', [orderId]);
    expect([settled!.status, Number(applied[0]!.count), Number(thanks[0]!.count), Number(items[0]!.count)]).toEqual(['c', 1, 1, 1]);
    const receipts = await receiptsFor(orderNo);
    expect(receipts).toBe(1);
    const detail = await call<{ orderItemList: unknown[] }>(site.instances[0]!.url, 'GET', `/rest-api/order/getDataById/${orderId}`, {
      token,
    });
    expect(detail.body.data!.orderItemList).toHaveLength(1);
  });
});

describe('one order per checkout (issue 27)', () => {
  it('twenty checkouts of one selection sent at once to two instances give one order and one payment with the provider', async () => {
    const [A, B] = site.instances as [Instance, Instance];
    const [userName] = await createMembers(site.database, 1, 'twenty');
    const token = await memberLogin(A.url, userName!);
    const cart = await call<{ id: number }>(A.url, 'POST', '/rest-api/cart/save-cart', { token, body: { currencyCode: 'MMK' } });
    const book = await availableBook();
    const item = await call<{ cartItemId: number }>(B.url, 'POST', '/rest-api/cart/add-item', {
      token,
      body: { cartId: cart.body.data!.id, ebookId: book.id, currencyCode: 'MMK', quantity: 1 },
    });
    const body = { cartItemIds: [item.body.data!.cartItemId], currencyCode: 'MMK' };
    // A double click, retries and a second tab: some with the page's key, some without any.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call<{ orderId: number; redirectUrl: string }>([A, B][index % 2]!.url, 'POST', '/rest-api/payment/checkoutPayment', {
          token,
          body,
          headers: index % 3 === 0 ? {} : { 'idempotency-key': `tab-${index % 2}` },
        }),
      ),
    );
    expect(replies.map((reply) => [reply.status, reply.body.respCode])).toEqual(replies.map(() => [200, '0000']));
    const answered = new Set(replies.map((reply) => `${reply.body.data!.orderId} ${reply.body.data!.redirectUrl}`));
    const orders = await site.database.query<{ id: number; payment_ref: string }>(
      'select o.id, o.payment_ref from orders o join users u on u.id = o.user_id where u.username = $1',
      [userName],
    );
    const payments = await site.database.query<{ reference: string }>(
      'select reference from sandbox_payments where order_id = any($1::int[])',
      [orders.map((order) => order.id)],
    );
    expect([answered.size, orders.length, payments.length]).toEqual([1, 1, 1]);
    expect([...answered][0]).toBe(`${orders[0]!.id} /sandbox-pay/${payments[0]!.reference}`);
  });
});

/** Receipt mails for an order in the shared outbox. */
async function receiptsFor(orderNo: string): Promise<number> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const folder = path.join(site.dataDir, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  let count = 0;
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    const message = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { subject?: string; text?: string };
    if (`${message.subject ?? ''} ${message.text ?? ''}`.includes(orderNo) && /receipt|thank/i.test(message.subject ?? '')) count++;
  }
  return count;
}
