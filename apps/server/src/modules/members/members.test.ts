import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '@mahasi/contract/staff';
import { createTestApp, invalidationsDelivered, type TestApp } from '../../test/app.js';
import { createMember, login, unique } from '../../test/factories.js';
import { bookmarks } from '../news/schema.js';
import { newsFactory } from '../news/test-factories.js';
import { notificationService } from '../notifications/service.js';
import { auditLog } from '../staff/schema.js';
import { createStaff, staffCall, type TestStaff } from '../staff/test-factories.js';
import { orders } from '../store/schema.js';
import { errorFields } from '../../test/fields.js';

let t: TestApp;
let admin: TestStaff;
let care: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin', { fullName: 'Admin Aye' });
  care = await createStaff(t, 'care', { fullName: 'Care Ko Ko' });
});
afterAll(() => t.close());

const list = (token: string, searchObj: object = {}) => staffCall(t, 'POST', '/members/list', token, { searchObj });

describe('members: who may do what', () => {
  it.each(staffRoles.filter((role) => role !== 'admin' && role !== 'care'))('answers 403 to %s on every members call', async (role) => {
    const someone = await createStaff(t, role);
    const member = await createMember(t);
    for (const [method, url] of [
      ['POST', '/members/list'],
      ['GET', `/members/${member.id}`],
      ['POST', `/members/${member.id}/disable`],
      ['POST', `/members/${member.id}/enable`],
      ['POST', `/members/${member.id}/reset-code`],
    ] as const) {
      const res = await staffCall(t, method, url, someone.token, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(200);
  });

  it('lets the care team search and read, but not disable, enable or send a code', async () => {
    const member = await createMember(t, { userFullName: `Daw Care ${unique()}` });
    expect((await list(care.token, { text: member.email })).json().data.numOfRows).toBe(1);
    expect((await staffCall(t, 'GET', `/members/${member.id}`, care.token)).json().respCode).toBe('0000');
    for (const action of ['disable', 'enable', 'reset-code']) {
      expect((await staffCall(t, 'POST', `/members/${member.id}/${action}`, care.token, {})).statusCode, action).toBe(403);
    }
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(200);
    expect(t.inbox.filter((mail) => mail.to.includes(member.email))).toHaveLength(0);
  });

  it('answers 401 without a staff token and with a member token', async () => {
    const member = await createMember(t);
    expect((await list('')).statusCode).toBe(401);
    expect((await list(member.token)).statusCode).toBe(401);
  });
});

describe('members: search', () => {
  it('finds a member by part of the name, the e-mail or the phone, Myanmar names too', async () => {
    const tag = unique();
    const phone = `09${Math.floor(Math.random() * 1e9)}`;
    const member = await createMember(t, { userFullName: `ဒေါ်ခင် ${tag}`, email: `khin-${tag}@example.org`, phoneNo: phone });
    await createMember(t, { userFullName: `U Other ${unique()}` });
    for (const text of [`ဒေါ်ခင် ${tag}`, `KHIN-${tag}`, phone.slice(2, 9), `${phone.slice(0, 2)} ${phone.slice(2, 5)}-${phone.slice(5)}`]) {
      const data = (await list(admin.token, { text })).json().data;
      expect(
        data.dataList.map((row: { id: number }) => row.id),
        text,
      ).toEqual([member.id]);
    }
  });

  it('binds the search text: quotes, % and _ are plain characters', async () => {
    await createMember(t);
    for (const text of ["' or 1=1 --", '%', '_', "%' union select password_hash from users --"]) {
      const res = await list(admin.token, { text });
      expect(res.statusCode, text).toBe(200);
      expect(res.json().data.numOfRows, text).toBe(0);
    }
  });

  it('filters by status and never sends a password hash', async () => {
    const member = await createMember(t);
    await staffCall(t, 'POST', `/members/${member.id}/disable`, admin.token, {});
    const data = (await list(admin.token, { text: member.email, status: 'disabled' })).json().data;
    expect(data.dataList).toEqual([expect.objectContaining({ id: member.id, status: 'disabled' })]);
    expect((await list(admin.token, { text: member.email, status: 'active' })).json().data.numOfRows).toBe(0);
    const body = (await list(admin.token, {})).body;
    expect(body).not.toMatch(/password|argon2|Hash/i);
  });

  it('answers 422 naming the field for a bad status or page size', async () => {
    const res = await staffCall(t, 'POST', '/members/list', admin.token, { searchObj: { status: 'asleep' }, pageSize: 1000 });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual(['pageSize', 'searchObj.status']);
  });
});

describe('members: detail', () => {
  it('shows orders, saved news, notification state and last sign-in, and logs who looked', async () => {
    const member = await createMember(t);
    const postId = await newsFactory(t).post({ title: `Saved ${unique()}` });
    await t.database.db.insert(bookmarks).values({ userId: member.id, postId });
    await t.database.db.insert(orders).values({
      orderNo: `MH-T-${unique()}`,
      userId: member.id,
      status: 'c',
      currencyCode: 'MMK',
      subtotal: 500000,
      commissionFee: 0,
      transFee: 0,
      serviceFee: 0,
      netAmount: 500000,
      paymentName: 'sandbox',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await notificationService(t.database.db, t.app.ctx.cache.invalidate).notifyUser(member.id, {
      notiType: 6,
      subject: 'Re: walking',
      content: '<p>…</p>',
    });

    const res = await staffCall(t, 'GET', `/members/${member.id}`, care.token);
    expect(res.json()).toMatchObject({
      respCode: '0000',
      data: {
        id: member.id,
        email: member.email,
        status: 'active',
        orderCount: 1,
        orders: [{ status: 'c', currencyCode: 'MMK', netAmount: 500000 }],
        savedNewsCount: 1,
        activeSessions: 1,
        lastSignInAt: expect.any(String),
      },
    });
    const { notifications } = res.json().data;
    expect(notifications.unread).toBeGreaterThanOrEqual(1);
    expect(notifications.total).toBeGreaterThanOrEqual(notifications.unread);
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2|codeHash/);

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.view'), eq(auditLog.entityId, String(member.id))));
    expect(logged).toEqual([expect.objectContaining({ staffId: care.id, staffName: 'Care Ko Ko', entityType: 'member' })]);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await staffCall(t, 'GET', '/members/99999999', admin.token)).statusCode).toBe(404);
  });
});

describe('members: disable, enable and reset code', () => {
  it("ends a disabled member's sessions at once; sign-in then says the account is disabled", async () => {
    const member = await createMember(t);
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(200);
    const res = await staffCall(t, 'POST', `/members/${member.id}/disable`, admin.token, {});
    expect(res.json()).toMatchObject({ respCode: '0000', data: { id: member.id, status: 'disabled' } });
    await invalidationsDelivered(t);
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(401);
    const signIn = (await t.publicPost('/auth/token', { userName: member.email, password: member.password, userType: '2' })).json();
    expect(signIn).toMatchObject({ respCode: '0014', respMsg: expect.stringMatching(/disabled/), data: null });
    // Twice is not allowed: the reply says it cannot be done now.
    expect((await staffCall(t, 'POST', `/members/${member.id}/disable`, admin.token, {})).json().respCode).toBe('0111');

    expect((await staffCall(t, 'POST', `/members/${member.id}/enable`, admin.token, {})).json().data.status).toBe('active');
    const token = await login(t, member.email, member.password);
    expect((await t.member('GET', '/getLoginUserInfo', token)).statusCode).toBe(200);

    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(member.id)))
    )
      .filter((row) => row.entityType === 'member')
      .map((row) => [row.action, row.staffId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['member.disable', admin.id],
        ['member.enable', admin.id],
      ]),
    );
  });

  it('sends a reset code to the member by the forgot-password path; staff see only where it went', async () => {
    const member = await createMember(t);
    const res = await staffCall(t, 'POST', `/members/${member.id}/reset-code`, admin.token, {});
    expect(res.json()).toMatchObject({ respCode: '0000', data: { channel: 'email', sentTo: expect.stringContaining('*') } });
    const mail = t.inbox.findLast((m) => m.to.includes(member.email));
    const code = /Your code is (\d{6})/.exec(mail!.text)![1]!;
    expect(res.body).not.toContain(code);
    // The member finishes it as after "forgot password".
    const check = (await t.publicPost('/public/checkConfirmationCode', { userName: member.email, code, purpose: 'reset' })).json();
    expect(check).toMatchObject({ respCode: '0000', data: { resetToken: expect.any(String) } });
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.resetCode'), eq(auditLog.entityId, String(member.id))));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0]!.changes)).not.toContain(code);
  });
});
