import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationCodes, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, login, unique } from '../../test/factories.js';
import { latestCode } from '../../test/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (email: string, password = 'a good password', extra: object = {}) =>
  t.publicPost('/public/userRegister', { userFullName: 'Ko Aung Min', email, password, ...extra });

/** Moves the account's codes a minute into the past, as if its owner had waited before asking again. */
async function ageCodes(userName: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, userName));
  await t.database.db
    .update(confirmationCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(confirmationCodes.userId, user!.id));
}

describe('the public client', () => {
  it('answers 403 without the API key header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest-web-api/auth/token',
      payload: { userName: 'a', password: 'b', userType: '2' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ respCode: '0403' });
  });
});

describe('POST /auth/token', () => {
  it('returns a token that opens the member API', async () => {
    const member = await createMember(t);
    const res = await t.publicPost('/auth/token', { userName: member.email, password: member.password, userType: '2' });
    const body = res.json();
    expect(body).toMatchObject({ respCode: '0000', data: { token: expect.any(String) } });
    const me = await t.member('GET', '/getLoginUserInfo', body.data.token);
    expect(me.json().data.userInfo.email).toBe(member.email);
  });

  it('accepts the username in any letter case', async () => {
    const member = await createMember(t);
    const res = await t.publicPost('/auth/token', { userName: member.email.toUpperCase(), password: member.password, userType: '2' });
    expect(res.json().respCode).toBe('0000');
  });

  it('answers 0001 for a wrong password and for an unknown user alike', async () => {
    const member = await createMember(t);
    const wrong = await t.publicPost('/auth/token', { userName: member.email, password: 'not the password', userType: '2' });
    const unknown = await t.publicPost('/auth/token', { userName: 'nobody@example.org', password: 'whatever', userType: '2' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ respCode: '0001', data: null });
    expect(unknown.json()).toMatchObject({ respCode: '0001', respMsg: wrong.json().respMsg });
  });

  it('answers 0002 for an account that was never confirmed', async () => {
    const email = `pending-${unique()}@example.org`;
    await register(email);
    const res = await t.publicPost('/auth/token', { userName: email, password: 'a good password', userType: '2' });
    expect(res.json().respCode).toBe('0002');
  });

  it('answers 422 naming each bad field', async () => {
    const res = await t.publicPost('/auth/token', { userName: '', userType: '1' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: 'Username is required', rule: 'required' },
        { field: 'password', message: 'Password is required', rule: 'required' },
        { field: 'userType', message: "User type must be '2'" },
      ]),
    );
  });

  it('limits log-in attempts per account', async () => {
    const member = await createMember(t); // its log-in is the first of ten allowed in 15 minutes
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await t.publicPost('/auth/token', { userName: member.email, password: 'wrong password', userType: '2' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const blocked = await t.publicPost('/auth/token', { userName: member.email, password: member.password, userType: '2' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().respCode).toBe('0429');
  });
});

describe('registration and confirmation', () => {
  it('registers, mails a code over SMTP, confirms with it, then logs in', async () => {
    const email = `new-${unique()}@example.org`;
    const res = await register(email);
    expect(res.json()).toMatchObject({
      respCode: '0000',
      data: { userName: email, channel: 'email', resendAfterSeconds: 60, expiresInSeconds: 600, attempt: expect.any(String) },
    });
    expect(res.json().data.sentTo).toMatch(/^ne\*+@example\.org$/);
    const code = latestCode(t.inbox, email);
    const { attempt } = res.json().data;
    const check = await t.publicPost('/public/checkConfirmationCode', { userName: email, code, purpose: 'register', attempt });
    expect(check.json()).toMatchObject({ respCode: '0000', data: { confirmed: true, resetToken: null } });
    expect(await login(t, email, 'a good password')).toEqual(expect.any(String));
  });

  it('registers with a phone number only; the phone is the username', async () => {
    const phone = `+9594${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
    const res = await t.publicPost('/public/userRegister', { userFullName: 'Ma Hnin', phoneNo: phone, password: 'a good password' });
    expect(res.json()).toMatchObject({ respCode: '0000', data: { userName: phone, channel: 'phone' } });
    // No SMS gateway is configured: the text message is kept in the outbox.
    const outbox = path.join(t.dataDir, 'outbox');
    const messages = await Promise.all((await readdir(outbox)).map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8'))));
    expect(messages.find((m) => m.to === phone)?.text).toMatch(/Your code is \d{6}/);
  });

  it('needs an email or a phone', async () => {
    const res = await t.publicPost('/public/userRegister', { userFullName: 'Ko Ko', password: 'a good password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'email', message: 'Email or phone is required', rule: 'emailOrPhone' });
  });

  it('rejects a short password and a bad email with field messages', async () => {
    const res = await t.publicPost('/public/userRegister', { userFullName: 'Ko Ko', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email must be a valid email address', rule: 'email' },
        { field: 'password', message: 'Password must be at least 8 characters', rule: 'minLength', params: { min: 8 } },
      ]),
    );
  });

  it("answers a confirmed account's address as a new one, so registering cannot tell who has an account, and tells its owner instead of sending a code", async () => {
    const member = await createMember(t);
    const fresh = `fresh-${unique()}@example.org`;
    const mailedTo = () => t.inbox.filter((m) => m.to.includes(member.email)).length;
    const mailedBefore = mailedTo();
    const [taken, free] = [await register(member.email), await register(fresh)];
    // The same reply, field for field, but for the address and the attempt.
    const shape = (body: { respCode: string; data: Record<string, unknown> }) => ({
      respCode: body.respCode,
      fields: Object.keys(body.data).sort(),
      channel: body.data.channel,
      resend: body.data.resendAfterSeconds,
    });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json().respCode).toBe('0000');
    // The owner gets a notice, not a code; the account and its password are as they were.
    await expect.poll(mailedTo).toBe(mailedBefore + 1);
    const notice = t.inbox.filter((m) => m.to.includes(member.email)).at(-1)!;
    expect(notice.raw).toContain('Subject: You already have a Mahasi account');
    expect(() => latestCode(t.inbox, member.email)).toThrow('no code mailed');
    const guessed = await t.publicPost('/public/checkConfirmationCode', {
      userName: member.email,
      code: '123456',
      purpose: 'register',
      attempt: taken.json().data.attempt,
    });
    expect(guessed.json().respCode).not.toBe('0000');
    expect(await login(t, member.email, member.password)).toEqual(expect.any(String));
    // Asked again within the minute: throttled exactly as a new address is.
    const [takenAgain, freeAgain] = [await register(member.email), await register(fresh)];
    expect(takenAgain.json().respCode).toBe('0007');
    expect(freeAgain.json().respCode).toBe('0007');
  });

  it('stores a name typed in Zawgyi as Unicode', async () => {
    const email = `zawgyi-${unique()}@example.org`;
    await t.publicPost('/public/userRegister', { userFullName: 'ျမန္မာ', email, password: 'a good password' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.userFullName).toBe('မြန်မာ');
  });

  it('answers 0004 for a wrong code and 0006 after five wrong tries, even with the right code', async () => {
    const email = `tries-${unique()}@example.org`;
    const { attempt } = (await register(email)).json().data;
    const code = latestCode(t.inbox, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await t.publicPost('/public/checkConfirmationCode', { userName: email, code: wrong, attempt })).json().respCode);
    }
    expect(codes).toEqual(['0004', '0004', '0004', '0004', '0006']);
    const right = await t.publicPost('/public/checkConfirmationCode', { userName: email, code, attempt });
    expect(right.json().respCode).toBe('0006');
  });

  it('answers 0005 for an expired code', async () => {
    const email = `expired-${unique()}@example.org`;
    const { attempt } = (await register(email)).json().data;
    const code = latestCode(t.inbox, email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(confirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(confirmationCodes.userId, user!.id));
    const res = await t.publicPost('/public/checkConfirmationCode', { userName: email, code, attempt });
    expect(res.json().respCode).toBe('0005');
  });

  it('throttles a resend within 60 seconds with 0007, and a resent code replaces the old one', async () => {
    const email = `resend-${unique()}@example.org`;
    const { attempt } = (await register(email)).json().data;
    const first = latestCode(t.inbox, email);
    const tooSoon = await t.publicPost('/public/getConfirmationCode', { userName: email, attempt });
    expect(tooSoon.json().respCode).toBe('0007');
    // Move the first code a minute into the past, as if the reader had waited.
    await ageCodes(email);
    const resent = await t.publicPost('/public/getConfirmationCode', { userName: email, attempt });
    expect(resent.json()).toMatchObject({ respCode: '0000', data: { attempt } });
    const second = latestCode(t.inbox, email);
    if (first !== second) {
      const old = await t.publicPost('/public/checkConfirmationCode', { userName: email, code: first, attempt });
      expect(old.json().respCode).toBe('0004');
    }
    const ok = await t.publicPost('/public/checkConfirmationCode', { userName: email, code: second, attempt });
    expect(ok.json().respCode).toBe('0000');
  });
});

describe('password reset', () => {
  it('resets the password with a mailed code, revokes old sessions, and the reset token is single-use', async () => {
    const member = await createMember(t);
    // Used once, so that the server remembers the session; the reset must make it forget it.
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(200);
    const sent = await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: member.email });
    expect(sent.json().respCode).toBe('0000');
    const code = latestCode(t.inbox, member.email);
    const check = await t.publicPost('/public/checkConfirmationCode', { userName: member.email, code, purpose: 'reset' });
    const { resetToken } = check.json().data;
    expect(resetToken).toEqual(expect.any(String));

    const reset = await t.publicPost('/public/userResetPassword', {
      userName: member.email,
      resetToken,
      newPassword: 'a brand new password',
    });
    expect(reset.json().respCode).toBe('0000');
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(401);
    expect(await login(t, member.email, 'a brand new password')).toEqual(expect.any(String));
    const oldPassword = await t.publicPost('/auth/token', { userName: member.email, password: member.password, userType: '2' });
    expect(oldPassword.json().respCode).toBe('0001');

    const again = await t.publicPost('/public/userResetPassword', {
      userName: member.email,
      resetToken,
      newPassword: 'yet another password',
    });
    expect(again.json().respCode).toBe('0010');
  });

  it('rejects a made-up reset token with 0010', async () => {
    const member = await createMember(t);
    const res = await t.publicPost('/public/userResetPassword', {
      userName: member.email,
      resetToken: 'made-up',
      newPassword: 'a brand new password',
    });
    expect(res.json().respCode).toBe('0010');
  });
});
