import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '@mahasi/contract/staff';
import { mailIdParam, mailKinds, retryMailReply, waitingMailReply, type MailKind } from '@mahasi/contract/staff-mail';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { notFound } from '../../lib/errors.js';
import { ok } from '../../lib/envelope.js';
import type { MailQueue } from './queue.js';

const roles = ['admin', 'care'] as const;

/** The care team sees the replies it sends; an admin sees every kind (invitations too). */
const kindsFor = (role: StaffRole): readonly MailKind[] => (role === 'admin' ? mailKinds : ['care.reply']);

/** Mail waiting to be sent, in the console (under /admin-api). */
export const mailStaffRoutes =
  (mail: MailQueue): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mail/waiting',
      staffRoute(roles, 'Mail not sent yet: waiting for the mail server, or refused by it (the last 30 days)', {
        response: { 200: waitingMailReply },
      }),
      async (request) => ok(await mail.list(kindsFor(staffOf(request).role))),
    );

    app.post(
      '/mail/:id/retry',
      staffRoute(roles, 'Try a waiting mail again now', { params: mailIdParam, response: { 200: retryMailReply } }),
      async (request) => {
        const status = await mail.retryNow(request.params.id, kindsFor(staffOf(request).role));
        if (!status) throw notFound();
        return ok({ id: request.params.id, status });
      },
    );
  };
