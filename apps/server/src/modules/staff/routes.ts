import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import {
  accountTwoFactorConfirmPayload,
  accountTwoFactorDisablePayload,
  auditFilter,
  auditPageReply,
  changeRolePayload,
  enrolConfirmPayload,
  enrolConfirmReply,
  enrolStartPayload,
  inviteReply,
  inviteStaffPayload,
  recoveryCodesReply,
  setupInfoReply,
  setupPayload,
  setupTokenParam,
  staffAccountReply,
  staffChangePasswordPayload,
  staffIdParam,
  staffListFilter,
  staffLoginPayload,
  staffLoginReply,
  staffMeReply,
  staffPageReply,
  staffRoles,
  staffSessionReply,
  staffTwoFactorPayload,
  twoFactorSetupReply,
} from '@mahasi/contract/staff';
import type { Db } from '../../db/client.js';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { clientAddress } from '../../lib/client.js';
import { enforceLimit } from '../../lib/rateLimit.js';
import { auditPage } from './audit.js';
import { type StaffService } from './service.js';
import { actorOf } from '../../lib/staffCaller.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const everyone = staffRoles;
/** A route of the signed-in person's own account: open to a session that has yet to set up two-factor. */
const ownAccountRoute = <const S extends object>(summary: string, schema: S) => ({
  ...staffRoute(everyone, summary, schema),
  config: { roles: everyone, ownAccount: true },
});
const admins = ['admin'] as const;

/** Sign-in, the staff member's own account, staff management and the audit log (under /admin-api). */
export const staffRoutes =
  (deps: { staff: StaffService; db: Db; rateLimitMultiplier: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff, db, rateLimitMultiplier: k } = deps;
    const tags = ['staff console'];
    const limit = (key: string, max: number) => enforceLimit(db, { key, max: max * k, windowMs: FIFTEEN_MINUTES });

    // ------------------------------------------------------------------ sign-in (no session yet)

    app.post(
      '/auth/login',
      {
        config: { staffPublic: true },
        schema: {
          tags,
          summary: 'Staff sign-in, step 1: e-mail and password',
          body: staffLoginPayload,
          response: { 200: staffLoginReply },
        },
      },
      async (request) => {
        await limit(`staff-login:ip:${clientAddress(request.ip)}`, 50);
        await limit(`staff-login:user:${request.body.email}`, 10);
        return ok(await staff.login(request.body.email, request.body.password));
      },
    );

    app.post(
      '/auth/two-factor',
      {
        config: { staffPublic: true },
        schema: {
          tags,
          summary: 'Staff sign-in, step 2: a TOTP code or a recovery code',
          body: staffTwoFactorPayload,
          response: { 200: staffSessionReply },
        },
      },
      async (request) => {
        await limit(`staff-code:ip:${clientAddress(request.ip)}`, 50);
        await limit(`staff-code:challenge:${request.body.challenge.slice(0, 16)}`, 10);
        return ok(await staff.twoFactor(request.body.challenge, request.body.code));
      },
    );

    app.post(
      '/auth/enrol/start',
      {
        config: { staffPublic: true },
        schema: {
          tags,
          summary: 'Two-factor enrolment during sign-in: the QR code',
          body: enrolStartPayload,
          response: { 200: twoFactorSetupReply },
        },
      },
      async (request) => ok(await staff.enrolStart(request.body.challenge)),
    );

    app.post(
      '/auth/enrol/confirm',
      {
        config: { staffPublic: true },
        schema: {
          tags,
          summary: 'Two-factor enrolment during sign-in: the first code; signs in and gives recovery codes',
          body: enrolConfirmPayload,
          response: { 200: enrolConfirmReply },
        },
      },
      async (request) => {
        await limit(`staff-code:ip:${clientAddress(request.ip)}`, 50);
        return ok(await staff.enrolConfirm(request.body.challenge, request.body.code));
      },
    );

    app.get(
      '/auth/setup/:token',
      {
        config: { staffPublic: true },
        schema: { tags, summary: 'Whose setup link this is', params: setupTokenParam, response: { 200: setupInfoReply } },
      },
      async (request) => {
        await limit(`staff-setup:ip:${clientAddress(request.ip)}`, 50);
        const { link, row } = await staff.setupInfo(request.params.token);
        return ok({ email: row.email, fullName: row.fullName, role: row.role, expiresAt: link.expiresAt.toISOString() });
      },
    );

    app.post(
      '/auth/setup',
      {
        config: { staffPublic: true },
        schema: { tags, summary: 'Set name and password from a setup link', body: setupPayload, response: { 200: staffMeReply } },
      },
      async (request) => {
        await limit(`staff-setup:ip:${clientAddress(request.ip)}`, 50);
        return ok(await staff.completeSetup(request.body), 'Your account is ready. Please sign in.');
      },
    );

    // ------------------------------------------------------------------ the signed-in staff member

    app.post('/auth/logout', ownAccountRoute('End this staff session', { response: { 200: emptyEnvelope } }), async (request) => {
      await staff.logout(staffOf(request));
      return ok(null, 'Signed out.');
    });

    app.get('/auth/me', ownAccountRoute('The signed-in staff member', { response: { 200: staffMeReply } }), async (request) =>
      ok(await staff.me(staffOf(request))),
    );

    app.post(
      '/account/password',
      ownAccountRoute('Change my password (my other sessions end)', { body: staffChangePasswordPayload, response: { 200: emptyEnvelope } }),
      async (request) => {
        await limit(`staff-password:staff:${staffOf(request).staffId}`, 10);
        await staff.changePassword(staffOf(request), request.body.oldPassword, request.body.newPassword);
        return ok(null, 'Password updated successfully!');
      },
    );

    app.post(
      '/account/two-factor/start',
      ownAccountRoute('Start two-factor enrolment: the QR code', { response: { 200: twoFactorSetupReply } }),
      async (request) => ok(await staff.accountTwoFactorStart(staffOf(request))),
    );

    app.post(
      '/account/two-factor/confirm',
      ownAccountRoute('Finish two-factor enrolment with a first code; gives recovery codes', {
        body: accountTwoFactorConfirmPayload,
        response: { 200: recoveryCodesReply },
      }),
      async (request) => {
        await limit(`staff-code:staff:${staffOf(request).staffId}`, 20);
        return ok({ recoveryCodes: await staff.accountTwoFactorConfirm(staffOf(request), request.body.code) });
      },
    );

    app.post(
      '/account/two-factor/disable',
      ownAccountRoute('Turn two-factor off (not for admins)', { body: accountTwoFactorDisablePayload, response: { 200: emptyEnvelope } }),
      async (request) => {
        await limit(`staff-code:staff:${staffOf(request).staffId}`, 20);
        await staff.accountTwoFactorDisable(staffOf(request), request.body.code);
        return ok(null);
      },
    );

    app.post(
      '/account/two-factor/recovery-codes',
      ownAccountRoute('Ten new recovery codes (the old ones stop working)', {
        body: accountTwoFactorConfirmPayload,
        response: { 200: recoveryCodesReply },
      }),
      async (request) => {
        await limit(`staff-code:staff:${staffOf(request).staffId}`, 20);
        return ok({ recoveryCodes: await staff.newRecoveryCodes(staffOf(request), request.body.code) });
      },
    );

    // ------------------------------------------------------------------ staff management (admin)

    app.post(
      '/staff/list',
      staffRoute(admins, 'Staff accounts', { body: staffListFilter, response: { 200: staffPageReply } }),
      async (request) => ok(await staff.list(request.body)),
    );

    app.post(
      '/staff/invite',
      staffRoute(admins, 'Invite a staff member by e-mail (a 24-hour setup link)', {
        body: inviteStaffPayload,
        response: { 200: inviteReply },
      }),
      async (request) => {
        const invitation = await staff.create(actorOf(staffOf(request)), request.body, { mail: true });
        return ok(invitation, invitation.mail === 'sent' ? 'Invitation sent.' : 'Invitation saved; its e-mail is not sent yet.');
      },
    );

    const idRoute = (path: string, summary: string, run: (id: number, request: Parameters<typeof staffOf>[0]) => Promise<unknown>) =>
      app.post(path, staffRoute(admins, summary, { params: staffIdParam, response: { 200: staffAccountReply } }), async (request) =>
        ok((await run(request.params.id, request)) as z.infer<typeof staffAccountReply>['data']),
      );

    app.post(
      '/staff/:id/role',
      staffRoute(admins, "Change a staff member's role", {
        params: staffIdParam,
        body: changeRolePayload,
        response: { 200: staffAccountReply },
      }),
      async (request) => ok(await staff.changeRole(actorOf(staffOf(request)), request.params.id, request.body.role)),
    );
    idRoute('/staff/:id/disable', 'Disable an account (its sessions end at once)', (id, request) =>
      staff.disable(actorOf(staffOf(request)), id),
    );
    idRoute('/staff/:id/enable', 'Enable an account', (id, request) => staff.enable(actorOf(staffOf(request)), id));
    idRoute('/staff/:id/reset-two-factor', "Reset someone's two-factor (a lost phone)", (id, request) =>
      staff.resetTwoFactor(actorOf(staffOf(request)), id),
    );

    app.post(
      '/staff/:id/resend-invite',
      staffRoute(admins, 'A new setup link (also to set a new password)', { params: staffIdParam, response: { 200: inviteReply } }),
      async (request) => {
        const invitation = await staff.resendInvite(actorOf(staffOf(request)), request.params.id);
        return ok(invitation, invitation.mail === 'sent' ? 'Setup link sent.' : 'Setup link made; its e-mail is not sent yet.');
      },
    );

    app.post(
      '/audit/list',
      staffRoute(admins, 'The audit log', { body: auditFilter, response: { 200: auditPageReply } }),
      async (request) => ok(await auditPage(db, request.body)),
    );
  };
