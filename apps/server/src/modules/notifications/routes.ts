import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import {
  latestNotificationsReply,
  markAllReadPayload,
  markReadPayload,
  notificationFilter,
  notificationPageReply,
  unreadCountReply,
} from '@mahasi/contract/notification';
import { callerOf } from '../../http/auth.js';
import { ok } from '../../lib/envelope.js';
import type { NotificationService } from './service.js';

/** The member's notifications and read marks, and the broadcasts every member sees. */
const ownOrBroadcast = { cache: { member: true, scopes: () => ['notifications'] } };

/** In-app notifications of the signed-in member (spec section 7). */
export const notificationRoutes =
  (notifications: NotificationService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];

    app.post(
      '/notification/viewDataByPagination',
      {
        config: ownOrBroadcast,
        schema: {
          tags,
          summary: "A page of the caller's notifications, newest first",
          body: notificationFilter,
          response: { 200: notificationPageReply },
        },
      },
      async (request) => ok(await notifications.page(callerOf(request).userId, request.body)),
    );

    app.get(
      '/notification/getUnreadCount',
      { config: ownOrBroadcast, schema: { tags, summary: 'How many are unread', response: { 200: unreadCountReply } } },
      async (request) => ok({ count: await notifications.unreadCount(callerOf(request).userId) }),
    );

    app.get(
      '/notification/viewDataByUser',
      {
        config: ownOrBroadcast,
        schema: { tags, summary: 'The newest few, for the header menu', response: { 200: latestNotificationsReply } },
      },
      async (request) => ok(await notifications.latest(callerOf(request).userId)),
    );

    app.post(
      '/notification/markAsRead',
      { schema: { tags, summary: 'Mark one as read', body: markReadPayload, response: { 200: emptyEnvelope } } },
      async (request) => {
        await notifications.markRead(callerOf(request).userId, request.body.id);
        return ok(null);
      },
    );

    app.post(
      '/notification/markAllAsRead',
      { schema: { tags, summary: 'Mark all (or all of one type) as read', body: markAllReadPayload, response: { 200: emptyEnvelope } } },
      async (request) => {
        await notifications.markAllRead(callerOf(request).userId, request.body.notiType);
        return ok(null);
      },
    );
  };
