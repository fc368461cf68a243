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

const password = 'a good password';
const register = (email: string, pass = password) =>
  t.publicPost('/public/userRegister', { userFullName: 'Ko Aung Min', email, password: pass });
const check = (userName: string, code: string, attempt?: string, purpose: 'register' | 'reset' = 'register') =>
  t.publicPost('/public/checkConfirmationCode', { userName, code, purpose, ...(attempt ? { attempt } : {}) });
const signIn = async (userName: string, pass: string) =>
  (await t.publicPost('/auth/token', { userName, password: pass, userType: '2' })).json().respCode as string;
const mailsTo = (to: string) => t.inbox.filter((m) => m.to.includes(to));
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A Myanmar mobile number of nine digits after +95, new to this test file. */
const newPhone = () =>
  `+959${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;
/** The same number as people type it. */
const spellings = (phone: string) => {
  const d = phone.slice(3); // after +95
  return [
    phone,
    `+95 ${d}`,
    `+95-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
    `+95 (${d.slice(0, 1)}) ${d.slice(1, 4)} ${d.slice(4, 7)} ${d.slice(7)}`,
    `+95.${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
    ` ${phone} `,
  ];
};

async function outboxTo(to: string): Promise<{ to: string; text: string }[]> {
  const folder = path.join(t.dataDir, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const messages = await Promise.all(names.map(async (f) => JSON.parse(await readFile(path.join(folder, f), 'utf8'))));
  return messages.filter((m) => m.to === to);
}

/** Moves an account's codes a minute into the past, as if its owner had waited before asking again. */
async function ageCodes(userName: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, userName));
  await t.database.db
    .update(confirmationCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(confirmationCodes.userId, user!.id));
}

const disable = (id: number) => t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));

describe('limits count one person once', () => {
  it('counts every spelling of a phone number against the one log-in limit of its account', async () => {
    const phone = newPhone();
    const member = await createMember(t, { phoneNo: phone }); // its own log-in is the first of ten
    const names = spellings(phone);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await t.publicPost('/auth/token', { userName: names[i % names.length], password: 'not the password', userType: '2' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(9).fill(200));
    // The e-mail of the same account draws on the same count.
    const blocked = await t.publicPost('/auth/token', { userName: member.email, password: member.password, userType: '2' });
    expect(blocked.statusCode).toBe(429);
    const right = await t.publicPost('/auth/token', { userName: names[2], password: member.password, userType: '2' });
    expect(right.statusCode).toBe(429);
  });

  it('counts every spelling of an unknown name against one code limit', async () => {
    const names = spellings(newPhone());
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: names[i % names.length] })).json().respCode);
    }
    expect(codes).toEqual(['0000', ...Array(9).fill('0007')]);
    const limited = await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: names[1] });
    expect(limited.statusCode).toBe(429);
  });

  it('counts password resets per account whatever the spelling', async () => {
    const phone = newPhone();
    await createMember(t, { phoneNo: phone });
    const names = spellings(phone);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.publicPost('/public/userResetPassword', {
        userName: names[i % names.length],
        resetToken: `guess-${i}`,
        newPassword: 'a brand new password',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('the code calls do not tell who has an account', () => {
  it("answers a reset request by phone with what was typed, never the member's e-mail, and texts the phone", async () => {
    const phone = newPhone();
    const member = await createMember(t, { phoneNo: phone });
    const res = await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: spellings(phone)[1] });
    expect(res.json()).toEqual({
      respCode: '0000',
      respMsg: 'We sent you a password reset code.',
      data: {
        userName: phone,
        channel: 'phone',
        sentTo: `${'*'.repeat(phone.length - 3)}${phone.slice(-3)}`,
        resendAfterSeconds: 60,
        expiresInSeconds: 600,
      },
    });
    expect(res.body).not.toContain(member.email);
    expect(mailsTo(member.email)).toHaveLength(0);
    const [text] = await outboxTo(phone);
    const code = /Your code is (\d{6})/.exec(text!.text)![1]!;
    const checked = await check(phone, code, undefined, 'reset');
    expect(checked.json()).toMatchObject({ respCode: '0000', data: { resetToken: expect.any(String) } });
  });

  it('answers a known and an unknown name alike: the reply, the throttle and the code checks', async () => {
    const member = await createMember(t);
    const unknown = `nobody-${unique()}@example.org`;
    const shape = (body: { respCode: string; respMsg: string; data: Record<string, unknown> | null }, name: string) =>
      JSON.stringify(body)
        .replaceAll(name, 'NAME')
        .replace(/\*+/g, '*')
        .replace(/[a-z0-9-]+\*@/, 'x*@');
    const known = (await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: member.email })).json();
    const nobody = (await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: unknown })).json();
    expect(shape(nobody, unknown)).toBe(shape(known, member.email));
    expect(nobody.respCode).toBe('0000');

    const again = [member.email, unknown].map((userName) => t.publicPost('/public/getResetPasswordConfirmationCode', { userName }));
    const [knownAgain, nobodyAgain] = await Promise.all(again);
    expect(knownAgain!.json().respCode).toBe('0007');
    expect(nobodyAgain!.json().respCode).toBe('0007');

    const code = latestCode(t.inbox, member.email);
    const tries = async (userName: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) answers.push((await check(userName, wrongCode(code), undefined, 'reset')).json().respCode);
      return answers;
    };
    expect(await tries(unknown)).toEqual(await tries(member.email));
    expect(await tries(unknown)).toEqual(['0006', '0006', '0006', '0006', '0006', '0006']);
  });

  it('answers a registration code request alike for a confirmed, a disabled and an unknown name, and sends nothing to them', async () => {
    const confirmed = await createMember(t);
    const disabled = await createMember(t);
    await disable(disabled.id);
    const unknown = `ghost-${unique()}@example.org`;
    const replies = [];
    for (const userName of [confirmed.email, disabled.email, unknown]) {
      const { respCode, respMsg, data } = (await t.publicPost('/public/getConfirmationCode', { userName })).json();
      replies.push({ respCode, respMsg, keys: Object.keys(data).sort(), userName: data.userName === userName });
    }
    expect(replies[0]).toEqual({
      respCode: '0000',
      respMsg: 'We sent you a new confirmation code.',
      keys: ['attempt', 'channel', 'expiresInSeconds', 'resendAfterSeconds', 'sentTo', 'userName'],
      userName: true,
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    expect(mailsTo(confirmed.email)).toHaveLength(0);
    expect(mailsTo(disabled.email)).toHaveLength(0);
  });

  it('answers before the mail server has taken the code, for a known name as for an unknown one', async () => {
    const member = await createMember(t);
    const release = t.holdMail();
    try {
      const known = await t.publicPostReply('/public/getResetPasswordConfirmationCode', { userName: member.email });
      const nobody = await t.publicPostReply('/public/getResetPasswordConfirmationCode', { userName: `none-${unique()}@example.org` });
      expect([known.json().respCode, nobody.json().respCode]).toEqual(['0000', '0000']);
      expect(mailsTo(member.email)).toHaveLength(0);
    } finally {
      release();
    }
    await t.app.ctx.deliveries.settled();
    expect(latestCode(t.inbox, member.email)).toMatch(/^\d{6}$/);
  });
});

describe('registering again does not take an account over', () => {
  it("keeps the first registration's password: a second one with another password confirms nothing with the owner's code", async () => {
    const email = `owner-${unique()}@example.org`;
    const owner = (await register(email, 'the owner password')).json().data;
    const ownerCode = latestCode(t.inbox, email);
    await ageCodes(email);
    const second = await register(email, 'the attacker password');
    expect(second.json().respCode).toBe('0000');
    // The newest code in the owner's inbox is the second attempt's: it does not confirm the owner's.
    const newest = latestCode(t.inbox, email);
    expect((await check(email, newest, owner.attempt)).json().respCode).toBe('0004');
    expect(await signIn(email, 'the attacker password')).toBe('0001');
    expect(second.json().data.attempt).toEqual(expect.any(String));
    expect(second.json().data.attempt).not.toBe(owner.attempt);

    expect((await check(email, ownerCode, owner.attempt)).json()).toMatchObject({ respCode: '0000', data: { confirmed: true } });
    expect(await signIn(email, 'the owner password')).toBe('0000');
    expect(await signIn(email, 'the attacker password')).toBe('0001');
    // The second attempt ended with the first's confirmation.
    expect((await check(email, newest, second.json().data.attempt)).json().respCode).toBe('0004');
  });

  it('lets the owner confirm their own registration when someone registered their e-mail first', async () => {
    const email = `early-${unique()}@example.org`;
    const squatter = (await register(email, 'the squatter password')).json().data;
    const squatterCode = latestCode(t.inbox, email);
    await ageCodes(email);
    const owner = (await register(email, 'the owner password')).json().data;
    const ownerCode = latestCode(t.inbox, email);
    // The code mailed for the squatter's attempt is in the owner's inbox too; it confirms nothing of the owner's.
    if (squatterCode !== ownerCode) expect((await check(email, squatterCode, owner.attempt)).json().respCode).toBe('0004');
    expect((await check(email, ownerCode, owner.attempt)).json().respCode).toBe('0000');
    expect(await signIn(email, 'the owner password')).toBe('0000');
    expect(await signIn(email, 'the squatter password')).toBe('0001');
    expect((await check(email, squatterCode, squatter.attempt)).json().respCode).toBe('0004');
  });

  it('needs the attempt a registration code was sent for', async () => {
    const email = `bound-${unique()}@example.org`;
    await register(email);
    const code = latestCode(t.inbox, email);
    expect((await check(email, code)).json().respCode).toBe('0004');
    expect((await check(email, code, 'an attempt made up')).json().respCode).toBe('0004');
    expect(await signIn(email, password)).toBe('0002');
  });

  it('gives the account the new registration once the first one has expired', async () => {
    const email = `expire-${unique()}@example.org`;
    await register(email, 'the first password');
    const [user] = await t.database.db.select().from(users).where(eq(users.username, email));
    await t.database.db
      .update(confirmationCodes)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(confirmationCodes.userId, user!.id));
    const second = (await register(email, 'the second password')).json().data;
    expect(await signIn(email, 'the second password')).toBe('0002');
    expect(await signIn(email, 'the first password')).toBe('0001');
    expect((await check(email, latestCode(t.inbox, email), second.attempt)).json().respCode).toBe('0000');
    expect(await signIn(email, 'the second password')).toBe('0000');
  });

  it('starts a new attempt for whoever signs in with the right password of an unconfirmed account, and for nobody else', async () => {
    const email = `lost-${unique()}@example.org`;
    await register(email);
    await ageCodes(email);
    const before = mailsTo(email).length;
    const wrong = (await t.publicPost('/public/getConfirmationCode', { userName: email, password: 'not the password' })).json();
    expect(wrong).toMatchObject({ respCode: '0000', data: { attempt: expect.any(String) } });
    expect(mailsTo(email)).toHaveLength(before);

    await ageCodes(email);
    const right = (await t.publicPost('/public/getConfirmationCode', { userName: email, password })).json();
    expect(right).toMatchObject({ respCode: '0000', data: { attempt: expect.any(String) } });
    expect(mailsTo(email)).toHaveLength(before + 1);
    expect((await check(email, latestCode(t.inbox, email), right.data.attempt)).json().respCode).toBe('0000');
    expect(await signIn(email, password)).toBe('0000');
  });

  it('confirms the phone given besides the e-mail only by a code of its own', async () => {
    const email = `both-${unique()}@example.org`;
    const phone = newPhone();
    const { attempt } = (await t.publicPost('/public/userRegister', { userFullName: 'Ma Ei', email, phoneNo: phone, password })).json()
      .data;
    expect((await check(email, latestCode(t.inbox, email), attempt)).json().respCode).toBe('0000');
    // Not the member's yet: no sign-in, no reset by it.
    expect(await signIn(phone, password)).toBe('0001');
    const token = await login(t, email, password);
    const me = (await t.member('GET', '/getLoginUserInfo', token)).json().data.userInfo;
    expect(me).toMatchObject({ phoneNo: null, pendingPhoneNo: phone });
    const [text] = await outboxTo(phone);
    const code = /Your code is (\d{6})/.exec(text!.text)![1]!;
    const confirmed = await t.member('POST', '/user/confirmContact', token, { field: 'phoneNo', code });
    expect(confirmed.json()).toMatchObject({ respCode: '0000', data: { phoneNo: phone } });
    expect(await signIn(phone, password)).toBe('0000');
  });
});

describe('a disabled account', () => {
  it('answers 0014 to a right and a wrong password alike', async () => {
    const member = await createMember(t);
    await disable(member.id);
    const right = (await t.publicPost('/auth/token', { userName: member.email, password: member.password, userType: '2' })).json();
    const wrong = (await t.publicPost('/auth/token', { userName: member.email, password: 'a wrong guess', userType: '2' })).json();
    expect(right).toMatchObject({ respCode: '0014', data: null });
    expect(wrong).toEqual(right);
  });

  it('gets no reset code, and a code it was sent before being disabled opens nothing', async () => {
    const member = await createMember(t);
    await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: member.email });
    const earlier = latestCode(t.inbox, member.email);
    await disable(member.id);
    await ageCodes(member.email);
    const sent = mailsTo(member.email).length;
    const asked = await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: member.email });
    expect(asked.json().respCode).toBe('0000');
    expect(mailsTo(member.email)).toHaveLength(sent);
    expect((await check(member.email, earlier, undefined, 'reset')).json().respCode).toBe('0004');
  });
});
