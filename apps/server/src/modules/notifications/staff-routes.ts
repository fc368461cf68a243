import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import {
  composePayload,
  notificationIdParam,
  notificationRoles,
  personalNotificationRoles,
  recipientListReply,
  recipientSearchPayload,
  sentFilter,
  sentPageReply,
  sentReply,
} from '@mahasi/contract/staff-notifications';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { reachOf, type NotificationComposer } from './composer.js';
import { actorOf } from '../../lib/staffCaller.js';

/** Notifications composed in the staff console (under /admin-api). */
export const notificationStaffRoutes =
  (composer: NotificationComposer): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/notifications/list',
      staffRoute(
        notificationRoles,
        'Notifications: sent and scheduled, newest first, with how many members read each (an editor sees those to every member)',
        { body: sentFilter, response: { 200: sentPageReply } },
      ),
      // An editor's list has only what went to every member (the composer decides by role).
      async (request) => ok(await composer.list(request.body, reachOf(staffOf(request).role))),
    );
    app.post(
      '/notifications',
      staffRoute(
        notificationRoles,
        'Notifications: an announcement (5) to every member or a Yogi care team reply (6) to one (care team and admins), now or at a time',
        { body: composePayload, response: { 200: sentReply } },
      ),
      async (request) => {
        const caller = staffOf(request);
        const sent = await composer.send(actorOf(caller), request.body, reachOf(caller.role));
        return ok(sent, sent.status === 'scheduled' ? 'Scheduled.' : 'Sent.');
      },
    );
    app.post(
      '/notifications/recipients',
      staffRoute(personalNotificationRoles, 'Notifications: find the member a Yogi care team reply goes to (care team and admins)', {
        body: recipientSearchPayload,
        response: { 200: recipientListReply },
      }),
      async (request) => ok(await composer.recipients(request.body.text)),
    );
    app.post(
      '/notifications/:id/cancel',
      staffRoute(notificationRoles, 'Notifications: cancel a scheduled one before its time', {
        params: notificationIdParam,
        response: { 200: emptyEnvelope },
      }),
      async (request) => {
        const caller = staffOf(request);
        await composer.cancel(actorOf(caller), request.params.id, reachOf(caller.role));
        return ok(null, 'Cancelled.');
      },
    );
  };
