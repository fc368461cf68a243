import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles, type StaffRole } from '@mahasi/contract/staff';
import { catalogueKinds } from '@mahasi/contract/staff-catalogue';
import { createTestApp, type TestApp } from '../test/app.js';
import { createMember, type TestMember } from '../test/factories.js';
import { createStaff, type TestStaff } from '../modules/staff/test-factories.js';
import { createEbook, sandboxSecretOf, seedFees } from '../modules/store/test-factories.js';
import { newsFactory } from '../modules/news/test-factories.js';
import { notificationService } from '../modules/notifications/service.js';
import { orders } from '../modules/store/schema.js';
import { signCallback } from '../modules/store/gateway.js';

/**
 * One test for each boundary docs/threat-model.md names: a member reaches only their own things,
 * staff reach only what their role allows, signed links and payment callbacks cannot be forged,
 * stretched or replayed.
 */
let t: TestApp;
let owner: TestMember;
let other: TestMember;
const call = (member: TestMember | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.member(method, url, member?.token, body);

/** What the owner has: a paid order with a book, a cart with an item, a saved post, a notification. */
const mine = { orderId: 0, cartId: 0, cartItemId: 0, ebookId: 0, postId: 0, notificationId: 0, fileUrl: '', paymentRef: '' };

beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t);
  owner = await createMember(t);
  other = await createMember(t);
  const book = await createEbook(t);
  mine.ebookId = book.id;
  mine.cartId = (await call(owner, 'POST', '/cart/save-cart', { currencyCode: 'MMK' })).json().data.id;
  const bought = (await call(owner, 'POST', '/cart/add-item', { cartId: mine.cartId, ebookId: book.id, currencyCode: 'MMK' })).json().data;
  const checkout = (await call(owner, 'POST', '/payment/checkoutPayment', { cartItemIds: [bought.cartItemId], currencyCode: 'MMK' })).json()
    .data;
  mine.orderId = checkout.orderId;
  await t.app.inject({
    method: 'POST',
    url: `${checkout.redirectUrl}/decide`,
    payload: 'outcome=paid',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const order = (await call(owner, 'GET', `/order/getDataById/${mine.orderId}`)).json().data;
  mine.fileUrl = order.orderItemList[0].ebookDownloadUrl;
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, mine.orderId));
  mine.paymentRef = row!.paymentRef!;
  const second = await createEbook(t);
  mine.cartItemId = (
    await call(owner, 'POST', '/cart/add-item', { cartId: mine.cartId, ebookId: second.id, currencyCode: 'MMK' })
  ).json().data.cartItemId;
  mine.postId = await newsFactory(t).post();
  await call(owner, 'POST', '/bookmark/save', { userId: owner.id, postId: mine.postId });
  mine.notificationId = await notificationService(t.database.db, t.app.ctx.cache.invalidate).notifyUser(owner.id, {
    notiType: 6,
    subject: 'Private reply',
    content: '<p>For the owner only</p>',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('IDOR: a member reaches only their own orders, cart, saved news, notifications, profile and downloads', () => {
  it('orders and payment status', async () => {
    expect((await call(other, 'GET', `/order/getDataById/${mine.orderId}`)).statusCode).toBe(403);
    expect((await call(other, 'GET', `/payment/checkStatus/${mine.orderId}`)).statusCode).toBe(403);
    const list = (await call(other, 'POST', '/order/getDataByPagination', { searchObj: { userId: owner.id, status: '' } })).json().data;
    expect(list.numOfRows).toBe(0);
    expect((await call(owner, 'GET', `/order/getDataById/${mine.orderId}`)).statusCode).toBe(200);
  });

  it('cart: read, add to, change, remove from, check out', async () => {
    expect((await call(other, 'GET', `/cart/cart-item-list/${mine.cartId}`)).statusCode).toBe(403);
    expect(
      (await call(other, 'POST', '/cart/add-item', { cartId: mine.cartId, ebookId: mine.ebookId, currencyCode: 'MMK' })).statusCode,
    ).toBe(403);
    const change = { cartId: mine.cartId, cartItemId: mine.cartItemId, ebookId: mine.ebookId, extraText: 'not mine' };
    expect((await call(other, 'POST', '/cart/update-item', change)).statusCode).toBe(403);
    expect((await call(other, 'DELETE', `/cart/remove-item/${mine.cartItemId}`)).statusCode).toBe(403);
    const theirs = await call(other, 'POST', '/payment/checkoutPayment', { cartItemIds: [mine.cartItemId], currencyCode: 'MMK' });
    expect(theirs.json().respCode).not.toBe('0000');
    // The owner's cart is as it was.
    const items = (await call(owner, 'GET', `/cart/cart-item-list/${mine.cartId}`)).json().data;
    expect(JSON.stringify(items)).toContain(String(mine.cartItemId));
    expect(JSON.stringify(items)).not.toContain('not mine');
  });

  it('saved news', async () => {
    expect((await call(other, 'GET', `/bookmark/getDataByUserId/${owner.id}`)).statusCode).toBe(403);
    expect((await call(other, 'POST', '/bookmark/save', { userId: owner.id, postId: mine.postId })).statusCode).toBe(403);
    expect((await call(other, 'DELETE', '/bookmark/remove', { userId: owner.id, postId: mine.postId })).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/bookmark/getDataByUserId/${owner.id}`)).json().data).toHaveLength(1);
  });

  it('notifications', async () => {
    const page = (await call(other, 'POST', '/notification/viewDataByPagination', { searchObj: { userId: owner.id } })).json().data;
    expect(JSON.stringify(page)).not.toContain('Private reply');
    await call(other, 'POST', '/notification/markAsRead', { id: mine.notificationId });
    const ownPage = (await call(owner, 'POST', '/notification/viewDataByPagination', {})).json().data;
    const note = ownPage.dataList.find((n: { id: number }) => n.id === mine.notificationId);
    expect(note).toBeDefined();
    expect(note.isRead).toBe(false);
    expect((await call(owner, 'GET', '/notification/getUnreadCount')).json().data.count).toBeGreaterThan(0);
  });

  it('profile', async () => {
    const res = await call(other, 'POST', '/user/updateUser', { id: owner.id, userFullName: 'Taken over' });
    expect(res.statusCode).toBe(403);
    expect((await call(owner, 'GET', '/getLoginUserInfo')).json().data.userInfo.userFullName).not.toBe('Taken over');
    expect((await call(other, 'GET', '/getLoginUserInfo')).json().data.userInfo.id).toBe(other.id);
  });

  it('downloads: only the buyer gets a link to the book', async () => {
    expect((await call(other, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl: mine.fileUrl })).statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl: mine.fileUrl })).statusCode).toBe(401);
    expect((await call(owner, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl: mine.fileUrl })).statusCode).toBe(200);
  });
});

describe('signed download links', () => {
  let link = '';
  beforeAll(async () => {
    link = (await call(owner, 'POST', '/order/generateEbookFilePresignUrl', { fileUrl: mine.fileUrl })).json().data.presignUrl;
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('opens while valid', async () => {
    expect((await get(link)).statusCode).toBe(200);
  });

  it('refuses a tampered signature, expiry, file or name', async () => {
    const url = new URL(link, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const variants = [
      link.replace(`signature=${signature}`, `signature=${signature.slice(0, -2)}${signature.endsWith('aa') ? 'bb' : 'aa'}`),
      link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      link.replace(/signature=[^&]+/, ''),
      link.replace(/name=[^&]+/, 'name=other.pdf'),
      link.replace('/files/private/', '/files/private/x'),
    ];
    for (const variant of variants) expect((await get(variant)).statusCode, variant).toBe(404);
  });

  it('refuses a link past its time, though correctly signed', async () => {
    const key = decodeURIComponent(new URL(link, 'http://x').pathname.replace('/files/private/', ''));
    const expired = await t.app.ctx.files.signedUrl(key, -1);
    expect((await get(expired)).statusCode).toBe(404);
    const fresh = await t.app.ctx.files.signedUrl(key, 60);
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('never serves a private file by its plain address', async () => {
    const plain = new URL(link, 'http://x').pathname;
    expect((await get(plain)).statusCode).toBe(404);
    expect((await get(plain.replace('/files/private/', '/files/'))).statusCode).toBe(404);
    expect((await get(`/files/../private/${plain.split('/').pop()}`)).statusCode).toBe(404);
  });
});

describe('payment callbacks', () => {
  const deliver = (body: object) => t.app.inject({ method: 'POST', url: '/rest-web-api/payment/paymentCallback', payload: body });

  it('refuses a forged callback (wrong key, changed amount or outcome) and leaves the order as it was', async () => {
    const member = await createMember(t);
    const book = await createEbook(t);
    const cartId = (await call(member, 'POST', '/cart/save-cart', { currencyCode: 'MMK' })).json().data.id;
    const item = (await call(member, 'POST', '/cart/add-item', { cartId, ebookId: book.id, currencyCode: 'MMK' })).json().data;
    const orderId = (await call(member, 'POST', '/payment/checkoutPayment', { cartItemIds: [item.cartItemId], currencyCode: 'MMK' })).json()
      .data.orderId;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const event = {
      eventId: 'evt_boundary',
      reference: order!.paymentRef!,
      orderNo: order!.orderNo,
      outcome: 'paid' as const,
      amount: order!.netAmount,
      currency: 'MMK',
    };
    const secret = sandboxSecretOf(t);
    const forged = [
      { ...event, signature: signCallback('not-the-sandbox-secret', event) },
      { ...event, amount: 1, signature: signCallback(secret, event) },
      { ...event, outcome: 'paid', signature: signCallback(secret, { ...event, outcome: 'cancelled' }) },
      { ...event },
    ];
    for (const body of forged) expect((await deliver(body)).statusCode).toBe(401);
    expect((await call(member, 'GET', `/payment/checkStatus/${orderId}`)).json().data.status).toBe('p');
  });

  it('applies a replayed callback once: the paid order stays paid, one receipt', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(order!.status).toBe('c');
    const receipts = () => t.inbox.filter((m) => m.to.includes(owner.email) && m.raw.includes(order!.orderNo)).length;
    const before = receipts();
    const secret = sandboxSecretOf(t);
    // The same signed event again, and a new signed event saying the paid order was cancelled.
    const event = {
      eventId: 'evt_replay',
      reference: mine.paymentRef,
      orderNo: order!.orderNo,
      outcome: 'paid' as const,
      amount: order!.netAmount,
      currency: 'MMK',
    };
    for (let i = 0; i < 3; i++) expect((await deliver({ ...event, signature: signCallback(secret, event) })).statusCode).toBeLessThan(500);
    const late = { ...event, eventId: 'evt_late', outcome: 'cancelled' as const };
    await deliver({ ...late, signature: signCallback(secret, late) });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(after!.status).toBe('c');
    expect(receipts()).toBe(before);
  });
});

describe('staff roles', () => {
  let staff: Record<StaffRole, TestStaff>;
  beforeAll(async () => {
    staff = {} as Record<StaffRole, TestStaff>;
    for (const role of staffRoles) staff[role] = await createStaff(t, role, { twoFactor: false, exempt: true });
  });

  /** The staff API's routes with the roles that may call them (the route's config.roles). */
  async function matrix(): Promise<Record<string, string>> {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { security?: { staffBearer?: unknown }[] }>> };
    const result: Record<string, string> = {};
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith('/admin-api/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const url = path.replace(/\{\w+\}/g, '999999');
        const name = `${method.toUpperCase()} ${path.replace('/admin-api', '')}`;
        if (!operation.security?.some((s) => 'staffBearer' in s)) {
          result[name] = 'anyone';
          continue;
        }
        // No session, a member's token, a forged one: 401 before anything else.
        for (const token of [undefined, owner.token, 'st_forged']) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expect(res.statusCode, `${name} with ${token ?? 'no token'}`).toBe(401);
        }
        // Signing out ends the caller's own session, whoever they are: not called with the roles' tokens.
        if (path.endsWith('/auth/logout')) {
          result[name] = 'any staff';
          continue;
        }
        const allowed: string[] = [];
        for (const role of staffRoles) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { authorization: `Bearer ${staff[role].token}` },
            payload: method === 'get' ? undefined : {},
          });
          if (res.statusCode !== 403) allowed.push(role);
          else expect(res.json().data).toBeNull();
        }
        result[name] = allowed.join(' ');
      }
    }
    return result;
  }

  /** The four routes every record desk shares under its base, with who may call them. */
  const recordRoutes = (bases: string[], roles: string) =>
    Object.fromEntries(
      bases.flatMap((base) =>
        [
          `POST ${base}/bulk`,
          `GET ${base}/{id}/revisions`,
          `GET ${base}/{id}/revisions/{revisionId}`,
          `POST ${base}/{id}/revisions/{revisionId}/restore`,
        ].map((route) => [route, roles]),
      ),
    );

  it('refuses every staff route without a staff session, and lets each role reach only its own', async () => {
    // The table docs/threat-model.md summarises; a change of a route's roles changes it here too.
    expect(await matrix()).toEqual({
      'GET /auth/me': 'admin editor author store care registrar',
      'GET /auth/setup/{token}': 'anyone',
      'GET /catalogue/banners/{id}': 'admin editor',
      'GET /catalogue/dhamma-records/{id}': 'admin editor',
      'GET /catalogue/events/{id}': 'admin editor',
      'GET /catalogue/galleries/{id}': 'admin editor',
      'GET /catalogue/groups/{id}': 'admin editor',
      'GET /catalogue/live/{id}': 'admin editor',
      'GET /catalogue/pages/{id}': 'admin editor',
      'POST /catalogue/banners': 'admin editor',
      'POST /catalogue/banners/list': 'admin editor',
      'POST /catalogue/banners/reorder': 'admin editor',
      'POST /catalogue/banners/{id}/delete': 'admin editor',
      'POST /catalogue/banners/{id}/publish': 'admin editor',
      'POST /catalogue/banners/{id}/restore': 'admin editor',
      'POST /catalogue/banners/{id}/save': 'admin editor',
      'POST /catalogue/banners/{id}/unpublish': 'admin editor',
      'POST /catalogue/dhamma-records': 'admin editor',
      'POST /catalogue/dhamma-records/list': 'admin editor',
      'POST /catalogue/dhamma-records/{id}/delete': 'admin editor',
      'POST /catalogue/dhamma-records/{id}/publish': 'admin editor',
      'POST /catalogue/dhamma-records/{id}/restore': 'admin editor',
      'POST /catalogue/dhamma-records/{id}/save': 'admin editor',
      'POST /catalogue/dhamma-records/{id}/unpublish': 'admin editor',
      'POST /catalogue/events': 'admin editor',
      'POST /catalogue/events/list': 'admin editor',
      'POST /catalogue/events/{id}/delete': 'admin editor',
      'POST /catalogue/events/{id}/publish': 'admin editor',
      'POST /catalogue/events/{id}/restore': 'admin editor',
      'POST /catalogue/events/{id}/save': 'admin editor',
      'POST /catalogue/events/{id}/unpublish': 'admin editor',
      'POST /catalogue/galleries': 'admin editor',
      'POST /catalogue/galleries/list': 'admin editor',
      'POST /catalogue/galleries/{id}/delete': 'admin editor',
      'POST /catalogue/galleries/{id}/publish': 'admin editor',
      'POST /catalogue/galleries/{id}/restore': 'admin editor',
      'POST /catalogue/galleries/{id}/save': 'admin editor',
      'POST /catalogue/galleries/{id}/unpublish': 'admin editor',
      'POST /catalogue/groups': 'admin editor',
      'POST /catalogue/groups/list': 'admin editor',
      'POST /catalogue/groups/reorder': 'admin editor',
      'POST /catalogue/groups/{id}/delete': 'admin editor',
      'POST /catalogue/groups/{id}/publish': 'admin editor',
      'POST /catalogue/groups/{id}/restore': 'admin editor',
      'POST /catalogue/groups/{id}/save': 'admin editor',
      'POST /catalogue/groups/{id}/unpublish': 'admin editor',
      'POST /catalogue/live': 'admin editor',
      'POST /catalogue/live/list': 'admin editor',
      'POST /catalogue/live/{id}/delete': 'admin editor',
      'POST /catalogue/live/{id}/publish': 'admin editor',
      'POST /catalogue/live/{id}/restore': 'admin editor',
      'POST /catalogue/live/{id}/save': 'admin editor',
      'POST /catalogue/live/{id}/unpublish': 'admin editor',
      'POST /catalogue/pages': 'admin editor',
      'POST /catalogue/pages/list': 'admin editor',
      'POST /catalogue/pages/{id}/delete': 'admin editor',
      'POST /catalogue/pages/{id}/publish': 'admin editor',
      'POST /catalogue/pages/{id}/restore': 'admin editor',
      'POST /catalogue/pages/{id}/save': 'admin editor',
      'POST /catalogue/pages/{id}/unpublish': 'admin editor',
      'GET /dashboard': 'admin editor author store care registrar',
      'GET /orders/{id}': 'admin store',
      'POST /orders/export': 'admin store',
      'POST /orders/list': 'admin store',
      'POST /orders/{id}/check-status': 'admin store',
      'POST /orders/{id}/items/{itemId}/regenerate': 'admin store',
      'POST /orders/{id}/resend-email': 'admin store',
      'GET /members/{id}': 'admin care',
      'GET /messages/assignees': 'admin care',
      'GET /messages/{id}': 'admin care',
      'GET /news/categories': 'admin editor author',
      'GET /news/posts/{id}': 'admin editor author',
      'GET /news/posts/{id}/revisions': 'admin editor author',
      'GET /news/posts/{id}/revisions/{revisionId}': 'admin editor author',
      'GET /news/tags': 'admin editor author',
      'POST /account/password': 'admin editor author store care registrar',
      'POST /account/two-factor/confirm': 'admin editor author store care registrar',
      'POST /account/two-factor/disable': 'admin editor author store care registrar',
      'POST /account/two-factor/recovery-codes': 'admin editor author store care registrar',
      'POST /account/two-factor/start': 'admin editor author store care registrar',
      'POST /audit/list': 'admin',
      'POST /auth/enrol/confirm': 'anyone',
      'POST /auth/enrol/start': 'anyone',
      'POST /auth/login': 'anyone',
      'POST /auth/logout': 'any staff',
      'POST /auth/setup': 'anyone',
      'POST /auth/two-factor': 'anyone',
      'POST /members/list': 'admin care',
      'POST /members/{id}/disable': 'admin',
      'POST /members/{id}/enable': 'admin',
      'POST /members/{id}/reset-code': 'admin',
      'POST /messages/list': 'admin care',
      'POST /messages/{id}/assign': 'admin care',
      'POST /messages/{id}/reply': 'admin care',
      'POST /messages/{id}/status': 'admin care',
      'GET /mail/waiting': 'admin care',
      'POST /mail/{id}/retry': 'admin care',
      'POST /news/categories': 'admin editor',
      'POST /news/categories/{id}': 'admin editor',
      'POST /news/categories/{id}/delete': 'admin editor',
      'POST /news/categories/{id}/merge': 'admin editor',
      'POST /news/posts': 'admin editor author',
      'POST /news/posts/bulk': 'admin editor author',
      'POST /news/posts/list': 'admin editor author',
      'POST /news/posts/{id}/archive': 'admin editor',
      'POST /news/posts/{id}/delete': 'admin editor author',
      'POST /news/posts/{id}/publish': 'admin editor',
      'POST /news/posts/{id}/restore': 'admin editor author',
      'POST /news/posts/{id}/revisions/{revisionId}/restore': 'admin editor author',
      'POST /news/posts/{id}/save': 'admin editor author',
      'POST /news/posts/{id}/submit': 'admin editor author',
      'POST /news/posts/{id}/unpublish': 'admin editor',
      'POST /news/tags/delete': 'admin editor',
      'POST /news/tags/rename': 'admin editor',
      'POST /notifications': 'admin editor care',
      'POST /notifications/list': 'admin editor care',
      'POST /notifications/recipients': 'admin care',
      'POST /notifications/{id}/cancel': 'admin editor care',
      'POST /staff/invite': 'admin',
      'POST /staff/list': 'admin',
      'POST /staff/{id}/disable': 'admin',
      'POST /staff/{id}/enable': 'admin',
      'POST /staff/{id}/resend-invite': 'admin',
      'POST /staff/{id}/reset-two-factor': 'admin',
      'POST /staff/{id}/role': 'admin',
      'POST /uploads/audio': 'admin editor author',
      'POST /uploads/images': 'admin editor author store care',
      'POST /uploads/pdf': 'admin editor store',
      // Retreats (decision 0054): the registrar and admins write; care reads without health answers.
      'POST /retreats/courses': 'admin registrar',
      'POST /retreats/courses/list': 'admin registrar',
      'POST /retreats/courses/bulk': 'admin registrar',
      'GET /retreats/courses/{id}': 'admin registrar',
      'POST /retreats/courses/{id}/save': 'admin registrar',
      'POST /retreats/courses/{id}/publish': 'admin registrar',
      'POST /retreats/courses/{id}/unpublish': 'admin registrar',
      'POST /retreats/courses/{id}/delete': 'admin registrar',
      'POST /retreats/courses/{id}/restore': 'admin registrar',
      'GET /retreats/courses/{id}/revisions': 'admin registrar',
      'GET /retreats/courses/{id}/revisions/{revisionId}': 'admin registrar',
      'POST /retreats/courses/{id}/revisions/{revisionId}/restore': 'admin registrar',
      'GET /retreats/course-summaries': 'admin care registrar',
      'GET /retreats/courses/{id}/counts': 'admin care registrar',
      'POST /retreats/courses/{id}/applications-open': 'admin registrar',
      'GET /retreats/courses/{id}/roster.csv': 'admin registrar',
      'POST /retreats/courses/{id}/message': 'admin registrar',
      'POST /retreats/applications/list': 'admin care registrar',
      'GET /retreats/applications/{id}': 'admin care registrar',
      'GET /retreats/applications/{id}/letters/{letter}': 'admin registrar',
      'POST /retreats/applications/{id}/accept': 'admin registrar',
      'POST /retreats/applications/{id}/waitlist': 'admin registrar',
      'POST /retreats/applications/{id}/decline': 'admin registrar',
      'POST /retreats/applications/{id}/move': 'admin registrar',
      'POST /retreats/applications/{id}/arrived': 'admin registrar',
      'POST /retreats/applications/{id}/no-show': 'admin registrar',
      'POST /talks': 'admin editor author',
      'POST /talks/list': 'admin editor author',
      'GET /talks/{id}': 'admin editor author',
      'POST /talks/{id}/save': 'admin editor author',
      'POST /talks/{id}/delete': 'admin editor author',
      'POST /talks/{id}/restore': 'admin editor author',
      'POST /talks/{id}/publish': 'admin editor',
      'POST /talks/{id}/unpublish': 'admin editor',
      'POST /ebooks': 'admin editor store',
      'POST /ebooks/list': 'admin editor store',
      'GET /ebooks/{id}': 'admin editor store',
      'POST /ebooks/{id}/save': 'admin editor store',
      'POST /ebooks/{id}/publish': 'admin editor store',
      'POST /ebooks/{id}/unpublish': 'admin editor store',
      'POST /ebooks/{id}/delete': 'admin editor store',
      'POST /ebooks/{id}/restore': 'admin editor store',
      'GET /ebooks/categories': 'admin editor store',
      'POST /ebooks/categories': 'admin editor store',
      'POST /ebooks/categories/{id}': 'admin editor store',
      'POST /ebooks/categories/{id}/merge': 'admin editor store',
      'POST /ebooks/categories/{id}/delete': 'admin editor store',
      'GET /fees': 'admin store',
      'POST /fees/transaction': 'admin store',
      'POST /fees/transaction/{id}': 'admin store',
      'POST /fees/commission': 'admin store',
      'POST /fees/commission/{id}': 'admin store',
      // Revisions and bulk actions (decision 0032): every catalogue kind, talks (the desk decides per talk) and e-books.
      ...recordRoutes(
        catalogueKinds.map((kind) => `/catalogue/${kind}`),
        'admin editor',
      ),
      ...recordRoutes(['/talks'], 'admin editor author'),
      ...recordRoutes(['/ebooks'], 'admin editor store'),
    });
    // Every route with no session, two forged ones and each of the six roles: several hundred requests.
  }, 120_000);
});
