import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@mahasi/contract/envelope';
import {
  memberDetailReply,
  memberFilter,
  memberIdParam,
  memberPageReply,
  memberResetReply,
  memberRow,
} from '@mahasi/contract/staff-members';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { MemberService } from './service.js';
import { actorOf } from '../../lib/staffCaller.js';

/** The care team reads; only admins change a member. */
const readers = ['admin', 'care'] as const;
const admins = ['admin'] as const;
const memberRowReply = envelope(memberRow);

/** Members in the staff console (under /admin-api). */
export const memberStaffRoutes =
  (members: MemberService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/members/list',
      staffRoute(readers, 'Members: search by name, e-mail or phone', { body: memberFilter, response: { 200: memberPageReply } }),
      async (request) => ok(await members.list(request.body)),
    );
    app.get(
      '/members/:id',
      staffRoute(readers, 'Members: one member with orders, saved news and notifications (audit-logged)', {
        params: memberIdParam,
        response: { 200: memberDetailReply },
      }),
      async (request) => ok(await members.detail(actorOf(staffOf(request)), request.params.id)),
    );
    app.post(
      '/members/:id/disable',
      staffRoute(admins, 'Members: disable (their sessions end at once; sign-in answers 0014)', {
        params: memberIdParam,
        response: { 200: memberRowReply },
      }),
      async (request) => ok(await members.disable(actorOf(staffOf(request)), request.params.id), 'Member disabled.'),
    );
    app.post(
      '/members/:id/enable',
      staffRoute(admins, 'Members: enable again', { params: memberIdParam, response: { 200: memberRowReply } }),
      async (request) => ok(await members.enable(actorOf(staffOf(request)), request.params.id), 'Member enabled.'),
    );
    app.post(
      '/members/:id/reset-code',
      staffRoute(admins, "Members: send a password reset code to the member's own address (staff never see it)", {
        params: memberIdParam,
        response: { 200: memberResetReply },
      }),
      async (request) => ok(await members.sendResetCode(actorOf(staffOf(request)), request.params.id), 'Reset code sent.'),
    );
  };
