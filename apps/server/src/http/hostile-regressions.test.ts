import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import net, { type AddressInfo } from 'node:net';
import { RespCode } from '@mahasi/contract/codes';
import { EMAIL_PATTERN } from '@mahasi/contract/auth';
import { createTestApp, type TestApp } from '../test/app.js';
import { createMember, type TestMember } from '../test/factories.js';
import { createStaff, staffCall, type TestStaff } from '../modules/staff/test-factories.js';
import { RecipientRefusedError, smtpMailer } from '../mail/mailer.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './errors.js';

/** Each bug the hostile-input fuzzer (hostile-input.test.ts) found, kept found. */
describe('hostile input: what the fuzzer found', () => {
  let t: TestApp;
  let member: TestMember;
  let admin: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    admin = await createStaff(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const envelopeOf = (body: string) => JSON.parse(body) as { respCode: string; respMsg: string; data: null };

  it('names JSON as the content type of every error reply (it had none)', async () => {
    const res = await t.member('POST', '/post/getDataByPagination', undefined, { pageNo: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const denied = await t.member('GET', '/getLoginUserInfo', undefined);
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-type']).toMatch(/^application\/json/);
  });

  it("answers a broken %-escape and an over-long path parameter with the envelope, not Fastify's own error", async () => {
    for (const url of [
      '/rest-api/post/getDataById/%ZZ',
      '/rest-api/post/getDataById/%E1%80',
      `/rest-api/post/getDataById/${'a'.repeat(3000)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      // 414 for the parameter over Fastify's length limit.
      expect([400, 414], url).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(envelopeOf(res.body)).toEqual({ respCode: RespCode.BAD_REQUEST, respMsg: expect.any(String), data: null });
      expect(res.body).not.toContain('FST_ERR');
    }
  });

  it('refuses a body nested deeper than any client sends with a 400 (it overflowed the stack: a 500)', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest-api/category/getDataByPagination',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).respCode).toBe(RespCode.BAD_REQUEST);
    expect(nestedDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestedDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestedDeeperThan(`{"a":"\\"${'['.repeat(100)}"}`, 2)).toBe(false);
    // What the clients send is far shallower.
    const normal = await t.member('POST', '/post/getDataByPagination', undefined, { searchObj: { categoryIdList: [1] }, pageNo: 1 });
    expect(normal.statusCode).toBe(200);
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(8);
  });

  it('refuses days that do not exist in date filters with a 422 naming the field (they were a 500)', async () => {
    const desk = await staffCall(t, 'POST', '/news/posts/list', admin.token, { searchObj: { from: '2026-13-45' } });
    expect(desk.statusCode).toBe(422);
    expect(desk.json().errors[0].field).toBe('searchObj.from');
    const audit = await staffCall(t, 'POST', '/audit/list', admin.token, { searchObj: { to: '2026-02-30' } });
    expect(audit.statusCode).toBe(422);
    expect(audit.json().errors[0].field).toBe('searchObj.to');
    const orders = await t.member('POST', '/order/getDataByPagination', member.token, { searchObj: { orderDate: '1378-59-95' } });
    expect(orders.statusCode).toBe(422);
    expect(orders.json().errors[0].field).toBe('searchObj.orderDate');
    const real = await t.member('POST', '/order/getDataByPagination', member.token, { searchObj: { orderDate: '2024-02-29' } });
    expect(real.statusCode).toBe(200);
    // A home banner's days and the staff order list's range (the banner's was a 500).
    const banner = await staffCall(t, 'POST', '/catalogue/banners', admin.token, { titleEn: 'Retreat', activeFrom: '9242-59-56' });
    expect(banner.statusCode).toBe(422);
    expect(banner.json().errors[0].field).toBe('activeFrom');
    const staffOrders = await staffCall(t, 'POST', '/orders/list', admin.token, { searchObj: { to: '2026-02-30' } });
    expect(staffOrders.statusCode).toBe(422);
  });

  it('refuses ids beyond a database integer with a 422, and a feed answers 404 (they were a 500)', async () => {
    const submit = await staffCall(t, 'POST', '/news/posts/2147483648/submit', admin.token, { version: 1 });
    expect(submit.statusCode).toBe(422);
    expect(submit.json().errors[0].field).toBe('id');
    const role = await staffCall(t, 'POST', '/staff/2147483648/role', admin.token, { role: 'editor' });
    expect(role.statusCode).toBe(422);
    const order = await t.member('GET', '/order/getDataById/2147483648', member.token);
    expect(order.statusCode).toBe(422);
    const feed = await t.app.inject({ method: 'GET', url: '/feeds/events/2147483648.ics' });
    expect(feed.statusCode).toBe(404);
    const page = await staffCall(t, 'POST', '/news/posts/list', admin.token, { pageNo: 1e300 });
    expect(page.statusCode).toBe(422);
  });

  it('answers a value the database refuses (a NUL byte) with a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-pay/%00' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).respCode).toBe(RespCode.BAD_REQUEST);
  });

  it("answers a request Node's HTTP parser cannot read, or one with too large a header, in the envelope (it was Fastify's own shape)", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
      });
    const garbled = await raw('GET /rest-api/ebook/getStatusList HTTP/1.1\r\nHost: x\r\n\r\n{"a":1}DELETE / HTTP/1.1\r\n\r\n');
    expect(garbled).toContain('HTTP/1.1 400 Bad Request');
    expect(garbled).toContain('"respCode":"0400"');
    const huge = await raw(`GET /rest-api/ebook/getStatusList HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431/);
    expect(huge).toContain('application/json');
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      respCode: RespCode.BAD_REQUEST,
      respMsg: expect.any(String),
      data: null,
    });
  });

  it('refuses addresses mail servers refuse, and answers 422 on the e-mail when one refuses it anyway (they were a 500)', async () => {
    expect(EMAIL_PATTERN.test('3#me(R/T&b@f!r.qFkIz')).toBe(false);
    expect(EMAIL_PATTERN.test('j^5B@$%7#!,p0!"#.1.u_z')).toBe(false);
    for (const fine of ['member@example.org', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'user@ဗုဒ္ဓ.မြန်မာ']) {
      expect(EMAIL_PATTERN.test(fine), fine).toBe(true);
    }
    const register = await t.publicPost('/public/userRegister', {
      userFullName: 'Hostile',
      email: '3#me(R/T&b@f!r.qFkIz',
      phoneNo: '',
      password: 'correct horse battery',
    });
    expect(register.statusCode).toBe(422);

    // A mail server that refuses every recipient.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('No such user here'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Test <test@example.org>');
    try {
      await expect(mailer.send({ to: 'nobody@example.org', subject: 'x', text: 'x' })).rejects.toBeInstanceOf(RecipientRefusedError);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
