import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import {
  composePayload,
  notificationIdParam,
  recipientListReply,
  recipientSearchPayload,
  sentFilter,
  sentPageReply,
  sentReply,
} from '@mahasi/contract/staff-notifications';
import { staffOf } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { actorOf } from '../staff/service.js';
import type { NotificationComposer } from './composer.js';

const senders = ['admin', 'editor', 'care'] as const;

/** Notifications composed in the staff console (under /admin-api). */
export const notificationStaffRoutes =
  (composer: NotificationComposer): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff console'];
    const security = [{ staffBearer: [] }];

    app.post(
      '/notifications/list',
      {
        config: { roles: senders },
        schema: {
          tags,
          security,
          summary: 'Notifications: sent and scheduled, newest first, with how many members read each',
          body: sentFilter,
          response: { 200: sentPageReply },
        },
      },
      async (request) => ok(await composer.list(request.body)),
    );
    app.post(
      '/notifications',
      {
        config: { roles: senders },
        schema: {
          tags,
          security,
          summary: 'Notifications: an announcement (5) to every member or a Yogi care team reply (6) to one, now or at a time',
          body: composePayload,
          response: { 200: sentReply },
        },
      },
      async (request) => {
        const sent = await composer.send(actorOf(staffOf(request)), request.body);
        return ok(sent, sent.status === 'scheduled' ? 'Scheduled.' : 'Sent.');
      },
    );
    app.post(
      '/notifications/recipients',
      {
        config: { roles: senders },
        schema: {
          tags,
          security,
          summary: 'Notifications: find the member a Yogi care team reply goes to',
          body: recipientSearchPayload,
          response: { 200: recipientListReply },
        },
      },
      async (request) => ok(await composer.recipients(request.body.text)),
    );
    app.post(
      '/notifications/:id/cancel',
      {
        config: { roles: senders },
        schema: {
          tags,
          security,
          summary: 'Notifications: cancel a scheduled one before its time',
          params: notificationIdParam,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await composer.cancel(actorOf(staffOf(request)), request.params.id);
        return ok(null, 'Cancelled.');
      },
    );
  };
