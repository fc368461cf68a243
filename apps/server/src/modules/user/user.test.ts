import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, login, userRow } from '../../test/factories.js';

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
  it('updates the name and phone, stores the avatar and serves it back by URL', async () => {
    const member = await createMember(t);
    const res = await t.member('POST', '/user/updateUser', member.token, {
      id: member.id,
      userFullName: 'U Zaw Min',
      email: member.email,
      phoneNo: '09 420 111 222',
      imageData: `data:image/png;base64,${PNG}`,
      imageFileName: 'me.png',
    });
    const body = res.json();
    expect(body).toMatchObject({ respCode: '0000', data: { userFullName: 'U Zaw Min', phoneNo: '09420111222' } });
    expect(body.data.imageUrl).toMatch(/^\/files\/avatars\/\d+-[\w-]+\.png$/);
    const image = await t.app.inject({ method: 'GET', url: body.data.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
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

describe('POST /user/changeUserPassword', () => {
  it('changes the password and revokes the other sessions but not this one', async () => {
    const member = await createMember(t);
    const otherDevice = await login(t, member.email, member.password);
    // Used first, so that the server remembers that session too.
    expect((await t.member('GET', '/getLoginUserInfo', otherDevice)).statusCode).toBe(200);
    const res = await t.member('POST', '/user/changeUserPassword', member.token, {
      userId: member.id,
      oldPassword: member.password,
      newPassword: 'a fresh password',
    });
    expect(res.json()).toMatchObject({ respCode: '0000', respMsg: 'Password updated successfully!' });
    expect((await t.member('GET', '/getLoginUserInfo', member.token)).statusCode).toBe(200);
    expect((await t.member('GET', '/getLoginUserInfo', otherDevice)).statusCode).toBe(401);
    expect(await login(t, member.email, 'a fresh password')).toEqual(expect.any(String));
  });

  it('answers 0008 for a wrong current password and keeps the old one', async () => {
    const member = await createMember(t);
    const res = await t.member('POST', '/user/changeUserPassword', member.token, {
      userId: member.id,
      oldPassword: 'not it at all',
      newPassword: 'a fresh password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ respCode: '0008', respMsg: 'The current password is not correct.' });
    expect(await login(t, member.email, member.password)).toEqual(expect.any(String));
  });

  it("answers 403 for someone else's userId", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const res = await t.member('POST', '/user/changeUserPassword', member.token, {
      userId: other.id,
      oldPassword: member.password,
      newPassword: 'a fresh password',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 for a new password that is too short', async () => {
    const member = await createMember(t);
    const res = await t.member('POST', '/user/changeUserPassword', member.token, {
      userId: member.id,
      oldPassword: member.password,
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'newPassword', message: 'New Password must be at least 8 characters', rule: 'minLength', params: { min: 8 } },
    ]);
  });
});
