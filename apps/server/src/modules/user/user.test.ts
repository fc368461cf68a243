import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationCodes, sessions, users as usersTable } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, login, unique, userRow, type TestMember } from '../../test/factories.js';
import { latestCode } from '../../test/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A 1x1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('member routes need a valid session', () => {
  it.each([
    ['GET', '/getLoginUserInfo'],
    ['POST', '/auth/logout'],
    ['POST', '/user/updateUser'],
    ['POST', '/user/changeUserPassword'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await t.member(method, url, undefined, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ respCode: '0401', respMsg: 'Unauthorized. Please login again.' });
  });

  it('answers 401 for a made-up token', async () => {
    expect((await t.member('GET', '/getLoginUserInfo', 'not-a-real-token')).statusCode).toBe(401);
  });

  it('answers 401 for an expired session', async () => {
    const member = await createMember(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, member.id));
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(401);
  });
});

describe('GET /getLoginUserInfo', () => {
  it('returns the AuthUser of the caller', async () => {
    const member = await createMember(t, { userFullName: 'Daw Mya' });
    const res = await t.member('GET', '/getLoginUserInfo', member.token);
    expect(res.json()).toEqual({
      respCode: '0000',
      respMsg: 'Success',
      data: {
        userInfo: { id: member.id, userFullName: 'Daw Mya', email: member.email, phoneNo: null, imageUrl: null, username: member.email },
      },
    });
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const member = await createMember(t);
    const other = await login(t, member.email, member.password);
    expect((await t.member('POST', '/auth/logout', member.token)).json().respCode).toBe('0000');
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(401);
    expect((await t.member('GET', '/getLoginUserInfo', other)).statusCode).toBe(200);
  });
});

describe('POST /user/updateUser', () => {
  it('updates the name, stores the avatar drawn again as WebP and serves it back by URL', async () => {
    const member = await createMember(t);
    const res = await t.member('POST', '/user/updateUser', member.token, {
      id: member.id,
      userFullName: 'U Zaw Min',
      email: member.email,
      imageData: `data:image/png;base64,${PNG}`,
      imageFileName: 'me.png',
    });
    const body = res.json();
    expect(body).toMatchObject({ respCode: '0000', respMsg: 'Profile updated successfully!', data: { userFullName: 'U Zaw Min' } });
    expect(body.data.imageUrl).toMatch(/^\/files\/avatars\/\d+-[\w-]+\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: body.data.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('replaces the old avatar file when a new one is uploaded', async () => {
    const member = await createMember(t);
    const first = (await t.member('POST', '/user/updateUser', member.token, { id: member.id, userFullName: 'A', imageData: PNG })).json()
      .data.imageUrl;
    const second = (await t.member('POST', '/user/updateUser', member.token, { id: member.id, userFullName: 'A', imageData: PNG })).json()
      .data.imageUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    await expect(readFile(path.join(t.dataDir, 'files/public', second.replace('/files/', '')))).resolves.toBeInstanceOf(Buffer);
  });

  it('answers 0012 for a file that is not an image, and keeps the profile unchanged', async () => {
    const member = await createMember(t, { userFullName: 'Before' });
    const res = await t.member('POST', '/user/updateUser', member.token, {
      id: member.id,
      userFullName: 'After',
      imageData: Buffer.from('%PDF-1.4 not an image').toString('base64'),
      imageFileName: 'x.png',
    });
    expect(res.json().respCode).toBe('0012');
    expect((await userRow(t, member.id)).userFullName).toBe('Before');
  });

  it('answers 403 when the id is not the caller', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const res = await t.member('POST', '/user/updateUser', member.token, { id: other.id, userFullName: 'Hijack' });
    expect(res.statusCode).toBe(403);
    expect((await userRow(t, other.id)).userFullName).not.toBe('Hijack');
  });

  it('does not let the email that is the username change', async () => {
    const member = await createMember(t);
    const res = await t.member('POST', '/user/updateUser', member.token, { id: member.id, userFullName: 'X', email: 'else@example.org' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Email cannot be changed because it is your username' }]);
  });

  it('refuses an image whose first bytes say PNG but which does not open as one', async () => {
    const member = await createMember(t, { userFullName: 'Before' });
    const fake = Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 16), Buffer.from('<script>alert(1)</script>')]);
    const res = await t.member('POST', '/user/updateUser', member.token, {
      id: member.id,
      userFullName: 'After',
      imageData: fake.toString('base64'),
    });
    expect(res.json().respCode).toBe('0012');
    expect((await userRow(t, member.id)).imageKey).toBeNull();
  });

  it('keeps no EXIF or GPS position of an uploaded photo, and turns it upright', async () => {
    const member = await createMember(t);
    // A 40 × 20 photo stored on its side (orientation 6), carrying the place it was taken.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '16/1 47/1 0/1' } },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.member('POST', '/user/updateUser', member.token, {
      id: member.id,
      userFullName: 'A',
      imageData: photo.toString('base64'),
    });
    const stored = (await t.app.inject({ method: 'GET', url: res.json().data.imageUrl })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a phone number another account uses', async () => {
    const other = await createMember(t, { phoneNo: '+959777000111' });
    const member = await createMember(t);
    expect(other.id).toBeGreaterThan(0);
    const res = await t.member('POST', '/user/updateUser', member.token, { id: member.id, userFullName: 'X', phoneNo: '+959777000111' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'phoneNo', message: 'Phone is already used by another account' }]);
  });

  it('answers 422 when Full Name is missing', async () => {
    const member = await createMember(t);
    const res = await t.member('POST', '/user/updateUser', member.token, { id: member.id, userFullName: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'userFullName', message: 'Full Name is required', rule: 'required' }]);
  });
});

describe('contact details added in the profile', () => {
  const newPhone = () =>
    `+959${Math.floor(Math.random() * 1e9)
      .toString()
      .padStart(9, '0')}`;
  const signIn = async (userName: string, password: string) =>
    (await t.publicPost('/auth/token', { userName, password, userType: '2' })).json().respCode as string;
  async function textedCode(phone: string): Promise<string> {
    const folder = path.join(t.dataDir, 'outbox');
    const messages = await Promise.all((await readdir(folder)).map(async (f) => JSON.parse(await readFile(path.join(folder, f), 'utf8'))));
    const text = messages
      .filter((m) => m.to === phone)
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
      .at(-1)?.text as string;
    return /Your code is (\d{6})/.exec(text)![1]!;
  }
  const update = (member: { id: number; token: string }, fields: object) =>
    t.member('POST', '/user/updateUser', member.token, { id: member.id, userFullName: 'U Test Member', ...fields });

  it('keeps a new phone pending until the code texted to it is entered: until then it signs no one in and gets no reset code', async () => {
    const member = await createMember(t);
    const phone = newPhone();
    const res = await update(member, { phoneNo: phone });
    expect(res.json()).toMatchObject({ respCode: '0000', data: { phoneNo: null, pendingPhoneNo: phone } });
    const code = await textedCode(phone);
    expect(await signIn(phone, member.password)).toBe('0001');
    const before = (await readdir(path.join(t.dataDir, 'outbox'))).length;
    await t.publicPost('/public/getResetPasswordConfirmationCode', { userName: phone });
    expect((await readdir(path.join(t.dataDir, 'outbox'))).length).toBe(before);

    const wrong = await t.member('POST', '/user/confirmContact', member.token, {
      field: 'phoneNo',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().respCode).toBe('0004');
    const right = await t.member('POST', '/user/confirmContact', member.token, { field: 'phoneNo', code });
    expect(right.json()).toMatchObject({ respCode: '0000', data: { phoneNo: phone } });
    expect(right.json().data.pendingPhoneNo).toBeUndefined();
    expect(await signIn(phone, member.password)).toBe('0000');
  });

  it("does not let a member claim someone else's number: its owner still registers with it and the claim dies", async () => {
    const claimer = await createMember(t);
    const phone = newPhone();
    await update(claimer, { phoneNo: phone });
    const claimCode = await textedCode(phone);
    const registered = await t.publicPost('/public/userRegister', {
      userFullName: 'Owner',
      phoneNo: phone,
      password: 'the owner password',
    });
    expect(registered.json().respCode).toBe('0000');
    const code = await textedCode(phone);
    const attempt = registered.json().data.attempt;
    expect((await t.publicPost('/public/checkConfirmationCode', { userName: phone, code, attempt })).json().respCode).toBe('0000');
    expect(await signIn(phone, 'the owner password')).toBe('0000');
    // Even with the code texted for the claim (which went to the owner's phone), the number is taken now.
    const confirm = await t.member('POST', '/user/confirmContact', claimer.token, { field: 'phoneNo', code: claimCode });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().errors).toEqual([{ field: 'phoneNo', message: 'Phone is already used by another account' }]);
  });

  it('confirms a new e-mail with the code mailed to it, sends again on request and cancels', async () => {
    const member = await createMember(t, { phoneNo: newPhone() });
    // A member whose username is their phone can change their e-mail.
    await t.database.db
      .update(usersTable)
      .set({ username: (await userRow(t, member.id)).phoneNo! })
      .where(eq(usersTable.id, member.id));
    const email = `new-${unique()}@example.org`;
    expect((await update(member, { email })).json().data).toMatchObject({ email: member.email, pendingEmail: email });
    const first = latestCode(t.inbox, email);

    const tooSoon = await t.member('POST', '/user/resendContactCode', member.token, { field: 'email' });
    expect(tooSoon.json().respCode).toBe('0007');
    await t.database.db
      .update(confirmationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(confirmationCodes.userId, member.id));
    const resent = await t.member('POST', '/user/resendContactCode', member.token, { field: 'email' });
    expect(resent.json()).toMatchObject({
      respCode: '0000',
      data: { field: 'email', sentTo: expect.stringMatching(/^ne\*+@example\.org$/) },
    });
    const second = latestCode(t.inbox, email);
    if (first !== second) {
      expect((await t.member('POST', '/user/confirmContact', member.token, { field: 'email', code: first })).json().respCode).toBe('0004');
    }

    // Saving the form again with the pending address changes nothing and sends nothing.
    const mails = t.inbox.length;
    expect((await update(member, { email })).json().data).toMatchObject({ email: member.email, pendingEmail: email });
    expect(t.inbox.length).toBe(mails);

    const cancelled = await t.member('POST', '/user/cancelContactChange', member.token, { field: 'email' });
    expect(cancelled.json().data).toMatchObject({ email: member.email });
    expect(cancelled.json().data.pendingEmail).toBeUndefined();
    expect((await t.member('POST', '/user/confirmContact', member.token, { field: 'email', code: second })).json().respCode).toBe('0004');
    expect((await userRow(t, member.id)).email).toBe(member.email);
  });

  it('removes an address that is not the username at once, and answers 422 naming the field for a code of the wrong form', async () => {
    const phone = newPhone();
    const member = await createMember(t, { phoneNo: phone });
    expect((await update(member, { phoneNo: '' })).json().data).toMatchObject({ phoneNo: null });
    expect(await signIn(phone, member.password)).toBe('0001');
    const bad = await t.member('POST', '/user/confirmContact', member.token, { field: 'fax', code: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['field', 'code']);
  });
});

describe('POST /user/changeUserPassword', () => {
  const changePassword = (member: TestMember, body: { userId: number; oldPassword: string; newPassword: string }) =>
    t.member('POST', '/user/changeUserPassword', member.token, body);

  it('changes the password and revokes the other sessions but not this one', async () => {
    const member = await createMember(t);
    const otherDevice = await login(t, member.email, member.password);
    // Used first, so that the server remembers that session too.
    expect((await t.member('GET', '/getLoginUserInfo', otherDevice)).statusCode).toBe(200);
    const res = await changePassword(member, { userId: member.id, oldPassword: member.password, newPassword: 'a fresh password' });
    expect(res.json()).toMatchObject({ respCode: '0000', respMsg: 'Password updated successfully!' });
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(200);
    expect((await t.member('GET', '/getLoginUserInfo', otherDevice)).statusCode).toBe(401);
    expect(await login(t, member.email, 'a fresh password')).toEqual(expect.any(String));
  });

  it('answers 0008 for a wrong current password and keeps the old one', async () => {
    const member = await createMember(t);
    const res = await changePassword(member, { userId: member.id, oldPassword: 'not it at all', newPassword: 'a fresh password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ respCode: '0008', respMsg: 'The current password is not correct.' });
    expect(await login(t, member.email, member.password)).toEqual(expect.any(String));
  });

  it("answers 403 for someone else's userId", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const res = await changePassword(member, { userId: other.id, oldPassword: member.password, newPassword: 'a fresh password' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 for a new password that is too short', async () => {
    const member = await createMember(t);
    const res = await changePassword(member, { userId: member.id, oldPassword: member.password, newPassword: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'newPassword', message: 'New Password must be at least 8 characters', rule: 'minLength', params: { min: 8 } },
    ]);
  });
});
