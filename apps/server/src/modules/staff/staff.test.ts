import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '@mahasi/contract/staff';
import { registerStaffAuth } from '../../http/staffAuth.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember, unique } from '../../test/factories.js';
import { auditLog, staff, staffRecoveryCodes, staffSessions } from './schema.js';
import { codeFor, createStaff, nextAddress, staffCall, staffSignIn } from './test-factories.js';
import { base32Decode, hotp } from './totp.js';
import { errorFields } from '../../test/fields.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORBIDDEN_TEXT = "You don't have permission to access this resource.";

const login = (email: string, password: string, address = nextAddress()) =>
  staffCall(t, 'POST', '/auth/login', undefined, { email, password }, address);

describe('the staff guard', () => {
  it('refuses to start with a staff route that names no roles', async () => {
    const app = Fastify({ logger: false });
    const start = async () => {
      await app.register(async (scope) => {
        registerStaffAuth(scope, async () => undefined);
        scope.get('/unguarded', async () => 'open');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/must declare config.roles/);
    await app.close().catch(() => undefined);
  });

  it('answers 401 without a token and with a member token; a staff token opens no member call', async () => {
    const member = await createMember(t);
    const author = await createStaff(t, 'author');
    expect((await staffCall(t, 'GET', '/auth/me', undefined)).statusCode).toBe(401);
    const withMemberToken = await staffCall(t, 'GET', '/auth/me', member.token);
    expect(withMemberToken.statusCode).toBe(401);
    expect(withMemberToken.json()).toMatchObject({ respCode: '0401' });
    const memberCall = await t.member('GET', '/getLoginUserInfo', author.token);
    expect(memberCall.statusCode).toBe(401);
    expect((await staffCall(t, 'GET', '/auth/me', author.token)).json().data).toMatchObject({ email: author.email, role: 'author' });
  });

  it.each(staffRoles.filter((role) => role !== 'admin'))('answers 403 with the spec message to %s on staff management', async (role) => {
    const member = await createStaff(t, role);
    for (const [method, url, body] of [
      ['POST', '/staff/list', {}],
      ['POST', '/staff/invite', { email: `x-${unique()}@mahasi.test`, fullName: 'X', role: 'admin' }],
      ['POST', `/staff/${member.id}/role`, { role: 'admin' }],
      ['POST', `/staff/${member.id}/disable`, undefined],
      ['POST', '/audit/list', {}],
    ] as const) {
      const res = await staffCall(t, method, url, member.token, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ respCode: '0403', respMsg: FORBIDDEN_TEXT, data: null });
    }
    // Nothing was written by the refused calls.
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.role).toBe(role);
    expect(row!.disabledAt).toBeNull();
  });

  it('lets an admin list staff', async () => {
    const admin = await createStaff(t, 'admin');
    const res = await staffCall(t, 'POST', '/staff/list', admin.token, { searchObj: { text: admin.email } });
    expect(res.json()).toMatchObject({ respCode: '0000', data: { numOfRows: 1, dataList: [{ email: admin.email, status: 'active' }] } });
  });
});

describe('sign-in', () => {
  it('signs in an author without two-factor in one step', async () => {
    const author = await createStaff(t, 'author');
    const res = (await login(author.email, author.password)).json();
    expect(res).toMatchObject({ respCode: '0000', data: { step: 'signedIn', session: { token: expect.stringMatching(/^st_/) } } });
  });

  it('answers 0101 for a wrong password and for an unknown e-mail alike', async () => {
    const author = await createStaff(t, 'author');
    const wrong = (await login(author.email, 'not it at all')).json();
    const unknown = (await login(`nobody-${unique()}@mahasi.test`, 'whatever')).json();
    expect(wrong).toMatchObject({ respCode: '0101', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('asks for a code when two-factor is on, refuses a wrong one and a replayed one', async () => {
    const editor = await createStaff(t, 'editor', { twoFactor: true });
    const step1 = (await login(editor.email, editor.password)).json();
    expect(step1.data).toEqual({ step: 'twoFactor', challenge: expect.any(String) });
    const wrong = (await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge: step1.data.challenge, code: '000000' })).json();
    expect(wrong.respCode).toBe('0102');
    // The factory signed in with a code: that code never signs in again. (Codes by the step the
    // server recorded, not by the clock: a 30-second boundary may pass during the test.)
    const [row] = await t.database.db.select({ step: staff.totpLastStep }).from(staff).where(eq(staff.id, editor.id));
    const codeAtStep = (step: number) => hotp(base32Decode(editor.secret!), step);
    const replay = (
      await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge: step1.data.challenge, code: codeAtStep(row!.step!) })
    ).json();
    expect(replay.respCode).toBe('0102');
    const next = (
      await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge: step1.data.challenge, code: codeAtStep(row!.step! + 1) })
    ).json();
    expect(next).toMatchObject({ respCode: '0000', data: { token: expect.stringMatching(/^st_/), staff: { email: editor.email } } });
    // The challenge is used up.
    const again = (
      await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge: step1.data.challenge, code: codeAtStep(row!.step! + 1) })
    ).json();
    expect(again.respCode).toBe('0105');
  });

  it('gives up a challenge after five wrong codes', async () => {
    const editor = await createStaff(t, 'editor', { twoFactor: true });
    const { challenge } = (await login(editor.email, editor.password)).json().data;
    for (let i = 0; i < 5; i++) {
      expect((await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge, code: '123456' })).json().respCode).toBe('0102');
    }
    const right = (await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge, code: codeFor(editor.secret!, 1) })).json();
    expect(right.respCode).toBe('0105');
  });

  it('makes an admin without two-factor enrol at sign-in, then gives ten recovery codes stored hashed', async () => {
    const admin = await createStaff(t, 'admin', { twoFactor: true });
    const email = `new-admin-${unique()}@mahasi.test`;
    const invite = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'U New Admin', role: 'admin' })).json();
    const token = new URL(invite.data.setupUrl).hash.slice(1);
    await staffCall(t, 'POST', '/auth/setup', undefined, { token, fullName: 'U New Admin', password: 'a strong password' });

    const step1 = (await login(email, 'a strong password')).json();
    expect(step1.data.step).toBe('enrol');
    const setup = (await staffCall(t, 'POST', '/auth/enrol/start', undefined, { challenge: step1.data.challenge })).json();
    expect(setup.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Mahasi%3A.+\?secret=[A-Z2-7]+&issuer=Mahasi/);
    expect(setup.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = (
      await staffCall(t, 'POST', '/auth/enrol/confirm', undefined, { challenge: step1.data.challenge, code: '000000' })
    ).json();
    expect(wrong.respCode).toBe('0102');
    const done = (
      await staffCall(t, 'POST', '/auth/enrol/confirm', undefined, { challenge: step1.data.challenge, code: codeFor(setup.data.secret) })
    ).json();
    expect(done.respCode).toBe('0000');
    expect(done.data.recoveryCodes).toHaveLength(10);
    expect(new Set(done.data.recoveryCodes).size).toBe(10);
    expect((await staffCall(t, 'GET', '/auth/me', done.data.session.token)).json().data).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: false,
    });

    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, email));
    const stored = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row!.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((code) => code.codeHash).join(' ');
    for (const code of done.data.recoveryCodes as string[]) expect(hashes).not.toContain(code.replace('-', ''));
    expect(row!.totpSecret).not.toContain(setup.data.secret);

    // The next sign-in asks for a code; a recovery code works once, in any case and spacing.
    const recovery = (done.data.recoveryCodes as string[])[0]!;
    const again = (await login(email, 'a strong password')).json();
    expect(again.data.step).toBe('twoFactor');
    const used = (
      await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge: again.data.challenge, code: ` ${recovery.toUpperCase()} ` })
    ).json();
    expect(used.respCode).toBe('0000');
    const third = (await login(email, 'a strong password')).json();
    const reused = (await staffCall(t, 'POST', '/auth/two-factor', undefined, { challenge: third.data.challenge, code: recovery })).json();
    expect(reused.respCode).toBe('0102');
  });

  it('lets an exempt admin (the embedded demo seed) sign in without enrolling', async () => {
    const admin = await createStaff(t, 'admin', { twoFactor: false, exempt: true });
    expect((await staffCall(t, 'GET', '/auth/me', admin.token)).json().data).toMatchObject({ role: 'admin', twoFactorRequired: false });
  });

  it('rate limits wrong passwords per account', async () => {
    const author = await createStaff(t, 'author');
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(author.email, `wrong ${i}`)).json().respCode);
    // Ten sign-in attempts per account in 15 minutes, the factory's own sign-in included.
    expect(codes).toEqual([...Array<string>(9).fill('0101'), '0429', '0429']);
  });
});

describe('sessions', () => {
  it('ends after two hours idle and after twelve hours in any case', async () => {
    const author = await createStaff(t, 'author');
    const me = () => staffCall(t, 'GET', '/auth/me', author.token);
    expect((await me()).statusCode).toBe(200);
    await t.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000) })
      .where(eq(staffSessions.staffId, author.id));
    expect((await me()).statusCode).toBe(401);

    const second = await staffSignIn(t, author.email, author.password);
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, author.id));
    expect((await staffCall(t, 'GET', '/auth/me', second)).statusCode).toBe(401);
  });

  it('lasts twelve hours at most from sign-in', async () => {
    const author = await createStaff(t, 'author');
    const [session] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, author.id));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(12 * 60 * 60 * 1000);
  });

  it('ends on sign-out', async () => {
    const author = await createStaff(t, 'author');
    expect((await staffCall(t, 'POST', '/auth/logout', author.token)).json().respCode).toBe('0000');
    expect((await staffCall(t, 'GET', '/auth/me', author.token)).statusCode).toBe(401);
  });
});

describe('staff management', () => {
  it('invites by e-mail with a 24-hour setup link that works once', async () => {
    const admin = await createStaff(t, 'admin');
    const email = `invited-${unique()}@mahasi.test`;
    const res = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'Ma Invited', role: 'editor' })).json();
    expect(res).toMatchObject({ respCode: '0000', data: { staff: { email, role: 'editor', status: 'invited' } } });
    const hours = (Date.parse(res.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await expect.poll(() => t.inbox.find((mail) => mail.to.includes(email))?.text).toContain(res.data.setupUrl);

    const token = new URL(res.data.setupUrl).hash.slice(1);
    const info = (await staffCall(t, 'GET', `/auth/setup/${token}`, undefined)).json();
    expect(info.data).toMatchObject({ email, role: 'editor' });
    // An invited account cannot sign in before setting its password.
    expect((await login(email, 'anything at all')).json().respCode).toBe('0101');
    const setup = (await staffCall(t, 'POST', '/auth/setup', undefined, { token, fullName: 'Ma Invited', password: 'short' })).json();
    expect(setup.errors).toEqual([expect.objectContaining({ field: 'password', message: 'Password must be at least 12 characters' })]);
    expect(
      (await staffCall(t, 'POST', '/auth/setup', undefined, { token, fullName: 'Ma Invited', password: 'editor password' })).json()
        .respCode,
    ).toBe('0000');
    expect(
      (await staffCall(t, 'POST', '/auth/setup', undefined, { token, fullName: 'Ma Invited', password: 'editor password 2' })).json()
        .respCode,
    ).toBe('0104');
    expect((await login(email, 'editor password')).json().data.step).toBe('signedIn');
    // A second invitation to the same address is refused.
    const twice = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'Again', role: 'author' })).json();
    expect(twice.respCode).toBe('0106');
  });

  it('disables an account: its sessions end at once and sign-in says why', async () => {
    const admin = await createStaff(t, 'admin');
    const editor = await createStaff(t, 'editor');
    expect((await staffCall(t, 'POST', `/staff/${editor.id}/disable`, admin.token)).json().data.status).toBe('disabled');
    expect((await staffCall(t, 'GET', '/auth/me', editor.token)).statusCode).toBe(401);
    expect((await login(editor.email, editor.password)).json().respCode).toBe('0103');
    await staffCall(t, 'POST', `/staff/${editor.id}/enable`, admin.token);
    expect((await login(editor.email, editor.password)).json().data.step).toBe('signedIn');
  });

  it('changes a role and ends every session of the person: they sign in again as the new role, an admin through two-factor', async () => {
    const admin = await createStaff(t, 'admin');
    const author = await createStaff(t, 'author');
    const second = await staffSignIn(t, author.email, author.password);
    expect((await staffCall(t, 'POST', '/staff/list', author.token, {})).statusCode).toBe(403);
    const changed = (await staffCall(t, 'POST', `/staff/${author.id}/role`, admin.token, { role: 'admin' })).json();
    expect(changed.data).toMatchObject({ role: 'admin' });
    for (const token of [author.token, second]) {
      expect((await staffCall(t, 'POST', '/staff/list', token, {})).statusCode).toBe(401);
      expect((await staffCall(t, 'GET', '/auth/me', token)).statusCode).toBe(401);
    }
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, author.id))).toEqual([]);
    // As an admin now, the next sign-in sets up two-factor before any session is given.
    expect((await login(author.email, author.password)).json().data.step).toBe('enrol');
    // The admin who made the change stays signed in.
    expect((await staffCall(t, 'POST', '/staff/list', admin.token, {})).statusCode).toBe(200);
  });

  it("ends the demo seed's exemption from two-factor with a role change", async () => {
    const admin = await createStaff(t, 'admin');
    const editor = await createStaff(t, 'editor', { exempt: true });
    await staffCall(t, 'POST', `/staff/${editor.id}/role`, admin.token, { role: 'admin' });
    expect((await login(editor.email, editor.password)).json().data.step).toBe('enrol');
  });

  it('keeps at least one active admin', async () => {
    // Alone among admins in a fresh database? Others exist from other tests, so disable them all but one.
    const admin = await createStaff(t, 'admin');
    const others = await t.database.db.select().from(staff).where(eq(staff.role, 'admin'));
    for (const other of others)
      if (other.id !== admin.id) await t.database.db.update(staff).set({ role: 'care' }).where(eq(staff.id, other.id));
    expect((await staffCall(t, 'POST', `/staff/${admin.id}/disable`, admin.token)).json().respCode).toBe('0107');
    expect((await staffCall(t, 'POST', `/staff/${admin.id}/role`, admin.token, { role: 'editor' })).json().respCode).toBe('0107');
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
  });

  it("resets someone's two-factor: their sessions end and the secret is gone", async () => {
    const admin = await createStaff(t, 'admin');
    const editor = await createStaff(t, 'editor', { twoFactor: true });
    const res = (await staffCall(t, 'POST', `/staff/${editor.id}/reset-two-factor`, admin.token)).json();
    expect(res.data.twoFactorEnabled).toBe(false);
    expect((await staffCall(t, 'GET', '/auth/me', editor.token)).statusCode).toBe(401);
    expect((await login(editor.email, editor.password)).json().data.step).toBe('signedIn');
  });

  it('names the field of a bad invitation', async () => {
    const admin = await createStaff(t, 'admin');
    const res = await staffCall(t, 'POST', '/staff/invite', admin.token, { email: 'not-an-email', fullName: '', role: 'boss' });
    expect(res.statusCode).toBe(422);
    expect(errorFields(res)).toEqual(['email', 'fullName', 'role']);
  });
});

describe('two-factor before admin work', () => {
  /** A session of the role the person had, then made an admin in the database (as a promotion used to leave it). */
  async function promotedInPlace() {
    const editor = await createStaff(t, 'editor');
    await t.database.db.update(staff).set({ role: 'admin' }).where(eq(staff.id, editor.id));
    return editor;
  }

  it('lets an admin session without two-factor reach only its own account: it cannot disable another admin', async () => {
    const other = await createStaff(t, 'admin');
    const promoted = await promotedInPlace();
    for (const [method, url, body] of [
      ['POST', `/staff/${other.id}/disable`, undefined],
      ['POST', `/staff/${other.id}/role`, { role: 'editor' }],
      ['POST', '/staff/list', {}],
      ['POST', '/audit/list', {}],
      ['POST', '/members/list', {}],
      ['GET', '/dashboard', undefined],
    ] as const) {
      const res = await staffCall(t, method, url, promoted.token, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ respCode: '0403', respMsg: FORBIDDEN_TEXT, data: null });
    }
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, other.id));
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
    // Its own account answers, and says two-factor is needed: the console leads there.
    expect((await staffCall(t, 'GET', '/auth/me', promoted.token)).json().data).toMatchObject({
      role: 'admin',
      twoFactorEnabled: false,
      twoFactorRequired: true,
    });
  });

  it('opens the admin routes to that session once two-factor is set up on the account page', async () => {
    const promoted = await promotedInPlace();
    const setup = (await staffCall(t, 'POST', '/account/two-factor/start', promoted.token)).json();
    expect(setup.respCode).toBe('0000');
    const confirmed = (
      await staffCall(t, 'POST', '/account/two-factor/confirm', promoted.token, { code: codeFor(setup.data.secret) })
    ).json();
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    expect((await staffCall(t, 'POST', '/staff/list', promoted.token, {})).statusCode).toBe(200);
  });

  it('lets the session change its password and sign out meanwhile', async () => {
    const promoted = await promotedInPlace();
    const changed = await staffCall(t, 'POST', '/account/password', promoted.token, {
      oldPassword: promoted.password,
      newPassword: 'a sitting at dawn by the lake',
    });
    expect(changed.json().respCode).toBe('0000');
    expect((await staffCall(t, 'POST', '/auth/logout', promoted.token)).json().respCode).toBe('0000');
    expect((await staffCall(t, 'GET', '/auth/me', promoted.token)).statusCode).toBe(401);
  });

  it('keeps the demo admin of the embedded database (exempt) at work without a second step', async () => {
    const demo = await createStaff(t, 'admin', { twoFactor: false, exempt: true });
    expect((await staffCall(t, 'POST', '/staff/list', demo.token, {})).statusCode).toBe(200);
  });
});

describe('staff passwords', () => {
  it.each(staffRoles)('refuses a short or common new password for %s, naming the field and the rule', async (role) => {
    const member = await createStaff(t, role, { twoFactor: false, exempt: true });
    const change = (newPassword: string) =>
      staffCall(t, 'POST', '/account/password', member.token, { oldPassword: member.password, newPassword });
    const short = await change('Anicca2026!');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([
      { field: 'newPassword', message: 'New Password must be at least 12 characters', rule: 'minLength', params: { min: 12 } },
    ]);
    for (const common of ['password1234', 'Password2026!', 'P@ssw0rd-2026', 'qwertyuiop123', '111111111111']) {
      const res = await change(common);
      expect(res.statusCode, common).toBe(422);
      expect(res.json().errors, common).toEqual([
        { field: 'newPassword', message: 'New Password is too common: choose one that is harder to guess', rule: 'commonPassword' },
      ]);
    }
    expect((await change('Satipatthana at the lake')).json().respCode).toBe('0000');
  });

  it('refuses a common password when an account is set up from its link', async () => {
    const admin = await createStaff(t, 'admin');
    const email = `common-${unique()}@mahasi.test`;
    const invite = (await staffCall(t, 'POST', '/staff/invite', admin.token, { email, fullName: 'Ko Common', role: 'care' })).json();
    const token = new URL(invite.data.setupUrl).hash.slice(1);
    const res = await staffCall(t, 'POST', '/auth/setup', undefined, { token, fullName: 'Ko Common', password: 'Sunshine2026!' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'password', message: 'Password is too common: choose one that is harder to guess', rule: 'commonPassword' },
    ]);
    // The link still works for a better one.
    expect(
      (await staffCall(t, 'POST', '/auth/setup', undefined, { token, fullName: 'Ko Common', password: 'Metta-bhavana-2026' })).json()
        .respCode,
    ).toBe('0000');
  });
});

describe('the audit log', () => {
  it('keeps who did what to which record, filtered by person and record', async () => {
    const admin = await createStaff(t, 'admin', { fullName: 'U Auditor' });
    const author = await createStaff(t, 'author');
    await staffCall(t, 'POST', `/staff/${author.id}/role`, admin.token, { role: 'editor' });
    const res = (
      await staffCall(t, 'POST', '/audit/list', admin.token, {
        searchObj: { staffId: admin.id, entityType: 'staff', entityId: String(author.id) },
      })
    ).json();
    expect(res.data.dataList).toEqual([
      expect.objectContaining({
        staffName: 'U Auditor',
        action: 'staff.role',
        entityId: String(author.id),
        changes: { role: ['author', 'editor'] },
      }),
    ]);
    const today = yangonDay(new Date());
    const byDay = (
      await staffCall(t, 'POST', '/audit/list', admin.token, { searchObj: { staffId: admin.id, from: today, to: today } })
    ).json();
    expect(byDay.data.numOfRows).toBeGreaterThanOrEqual(1);
    const before = (await staffCall(t, 'POST', '/audit/list', admin.token, { searchObj: { staffId: admin.id, to: '2020-01-01' } })).json();
    expect(before.data.numOfRows).toBe(0);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, admin.id));
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the API document', () => {
  it('lists the staff calls under their own tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths['/admin-api/auth/login'].post.tags).toEqual(['staff console']);
    expect(doc.paths['/admin-api/staff/list'].post.security).toEqual([{ staffBearer: [] }]);
  });
});
