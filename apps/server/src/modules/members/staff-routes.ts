import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
import { actorOf, type Actor } from '../../lib/staffCaller.js';

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
    /** An admin's change of one member, answered with what it made. */
    const adminAction = (
      action: 'disable' | 'enable' | 'reset-code',
      summary: string,
      reply: z.ZodType,
      message: string,
      run: (actor: Actor, id: number) => Promise<unknown>,
    ) =>
      app.post(
        `/members/:id/${action}`,
        staffRoute(admins, `Members: ${summary}`, { params: memberIdParam, response: { 200: reply } }),
        async (request) => ok(await run(actorOf(staffOf(request)), request.params.id), message),
      );
    adminAction('disable', 'disable (their sessions end at once; sign-in answers 0014)', memberRowReply, 'Member disabled.', (...a) =>
      members.disable(...a),
    );
    adminAction('enable', 'enable again', memberRowReply, 'Member enabled.', (...a) => members.enable(...a));
    adminAction(
      'reset-code',
      "send a password reset code to the member's own address (staff never see it)",
      memberResetReply,
      'Reset code sent.',
      (...a) => members.sendResetCode(...a),
    );
  };
