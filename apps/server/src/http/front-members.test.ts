import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, invalidationsDelivered, type TestApp } from '../test/app.js';
import { createMember, type TestMember } from '../test/factories.js';
import { createStaff, staffCall, type TestStaff } from '../modules/staff/test-factories.js';

/**
 * A member's own cached replies (order list, unread count, notifications) are answered by the
 * front door to a session the process remembers (decision 0061): these go over a real socket,
 * since inject() skips the HTTP server the front door sits in.
 */
let t: TestApp;
let port: number;
let admin: TestStaff;
/** Every hit the front door answered, as method and route. */
const frontHits: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t.app);
  t.app.ctx.cache.onFrontHit((method, route) => frontHits.push(`${method} ${route}`));
  admin = await createStaff(t, 'admin');
});
afterAll(() => t.close());

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(to: number, method: string, path: string, token: string | undefined, body?: unknown): Promise<Reply> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port: to,
        host: '127.0.0.1',
        method,
        path: `/rest-api${path}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const ORDERS = '/order/getDataByPagination';
const orderPage = { pageNo: 1, pageSize: 10, sortBy: 'order_no', orderBy: 'DESC', searchObj: { status: '', showNotExpiredOrder: true } };
const NOTIFICATIONS = '/notification/viewDataByPagination';
const notificationPage = { pageNo: 1, pageSize: 50, sortBy: 'updated_time', orderBy: 'DESC', searchObj: { status: '0', type: 'in_app' } };
const orders = (member: Pick<TestMember, 'token'>, to = port) => send(to, 'POST', ORDERS, member.token, orderPage);
const unread = (member: Pick<TestMember, 'token'>, to = port) => send(to, 'GET', '/notification/getUnreadCount', member.token);

/** The front door's hits during `run`. */
async function answeredAtTheFront(run: () => Promise<unknown>): Promise<string[]> {
  const before = frontHits.length;
  await run();
  return frontHits.slice(before);
}

describe("the front door and a member's own replies", () => {
  it('answers a member’s cached order list, notifications and unread count, in the same bytes and headers', async () => {
    const member = await createMember(t);
    for (const [method, path, body] of [
      ['POST', ORDERS, orderPage],
      ['POST', NOTIFICATIONS, notificationPage],
      ['GET', '/notification/getUnreadCount', undefined],
    ] as const) {
      const miss = await send(port, method, path, member.token, body);
      expect(miss.status).toBe(200);
      expect(miss.headers['x-cache']).toBe('miss');
      let hit: Reply | undefined;
      const at = await answeredAtTheFront(async () => (hit = await send(port, method, path, member.token, body)));
      expect(at).toEqual([`${method} /rest-api${path}`]);
      expect(hit!.text).toBe(miss.text);
      expect(hit!.headers).toMatchObject({
        'x-cache': 'hit',
        etag: miss.headers.etag,
        'cache-control': 'private, no-cache',
        vary: miss.headers.vary,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(String(hit!.headers.vary)).toContain('authorization');
      const revalidated = await send(port, method, path, member.token, body);
      expect(revalidated.headers['x-cache']).toBe('hit');
      const notModified = await new Promise<number>((resolve, reject) => {
        const text = body === undefined ? undefined : JSON.stringify(body);
        http
          .request(
            {
              port,
              host: '127.0.0.1',
              method,
              path: `/rest-api${path}`,
              headers: {
                authorization: `Bearer ${member.token}`,
                'if-none-match': String(miss.headers.etag),
                ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode!));
            },
          )
          .on('error', reject)
          .end(text);
      });
      expect(notModified).toBe(304);
    }
  });

  it("never answers one member's reply to another, nor to a guest or a made-up token", async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    await orders(first);
    expect((await orders(first)).headers['x-cache']).toBe('hit');
    // The same request from someone else is theirs to read, through Fastify and its hooks.
    const at = await answeredAtTheFront(async () => {
      expect((await orders(second)).headers['x-cache']).toBe('miss');
      expect((await orders({ token: '' })).status).toBe(401);
      expect((await orders({ token: `${first.token}x` })).status).toBe(401);
      expect((await send(port, 'POST', ORDERS, undefined, orderPage)).status).toBe(401);
    });
    expect(at).toEqual([]);
  });

  it('stops answering a logged-out token at once, in this process and in another on the same database', async () => {
    const other = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    const otherPort = await listen(other);
    try {
      const member = await createMember(t);
      for (const to of [port, otherPort]) {
        await orders(member, to);
        expect((await orders(member, to)).headers['x-cache']).toBe('hit');
        await unread(member, to);
        expect((await unread(member, to)).headers['x-cache']).toBe('hit');
      }
      const loggedOut = await send(port, 'POST', '/auth/logout', member.token, {});
      expect(loggedOut.status).toBe(200);
      expect((await orders(member)).status).toBe(401);
      expect((await unread(member)).status).toBe(401);
      // The log-out's reply waited for its invalidation to go round every process (cache.ts).
      await expect.poll(async () => (await orders(member, otherPort)).status).toBe(401);
      expect((await unread(member, otherPort)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("stops answering a disabled member's sessions at once", async () => {
    const member = await createMember(t);
    await orders(member);
    expect((await orders(member)).headers['x-cache']).toBe('hit');
    expect((await staffCall(t, 'POST', `/members/${member.id}/disable`, admin.token, {})).json().respCode).toBe('0000');
    await invalidationsDelivered(t);
    expect((await orders(member)).status).toBe(401);
    expect((await unread(member)).status).toBe(401);
  });

  it('sends a member’s write to Fastify, and their next read is fresh', async () => {
    const member = await createMember(t);
    await unread(member);
    expect((await unread(member)).headers['x-cache']).toBe('hit');
    const at = await answeredAtTheFront(() => send(port, 'POST', '/notification/markAllAsRead', member.token, {}));
    expect(at).toEqual([]);
    expect((await unread(member)).headers['x-cache']).toBe('miss');
  });
});
