import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assigneeListReply,
  assignPayload,
  messageDetailReply,
  messageFilter,
  messageIdParam,
  messagePageReply,
  messageStatusPayload,
  replyPayload,
} from '@mahasi/contract/staff-messages';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { MessageService } from './service.js';
import { actorOf } from '../../lib/staffCaller.js';

const care = ['admin', 'care'] as const;

/** The contact form's messages as the care team's inbox (under /admin-api). */
export const messageStaffRoutes =
  (messages: MessageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/messages/list',
      staffRoute(care, 'Messages: the inbox, newest first', { body: messageFilter, response: { 200: messagePageReply } }),
      async (request) => ok(await messages.list(request.body)),
    );
    app.get(
      '/messages/assignees',
      staffRoute(care, 'Messages: staff a message can be assigned to', { response: { 200: assigneeListReply } }),
      async () => ok(await messages.assignees()),
    );
    app.get(
      '/messages/:id',
      staffRoute(care, 'Messages: one message with its replies', { params: messageIdParam, response: { 200: messageDetailReply } }),
      async (request) => ok(await messages.detail(request.params.id)),
    );
    app.post(
      '/messages/:id/assign',
      staffRoute(care, 'Messages: assign to a staff member (null: nobody)', {
        params: messageIdParam,
        body: assignPayload,
        response: { 200: messageDetailReply },
      }),
      async (request) => ok(await messages.assign(actorOf(staffOf(request)), request.params.id, request.body), 'Assigned.'),
    );
    app.post(
      '/messages/:id/status',
      staffRoute(care, 'Messages: mark new, replied or closed', {
        params: messageIdParam,
        body: messageStatusPayload,
        response: { 200: messageDetailReply },
      }),
      async (request) => ok(await messages.setStatus(actorOf(staffOf(request)), request.params.id, request.body.status), 'Saved.'),
    );
    app.post(
      '/messages/:id/reply',
      staffRoute(care, 'Messages: reply by e-mail, and to a member also as a Yogi care team notification (type 6)', {
        params: messageIdParam,
        body: replyPayload,
        response: { 200: messageDetailReply },
      }),
      async (request) => ok(await messages.reply(actorOf(staffOf(request)), request.params.id, request.body), 'Reply sent.'),
    );
  };
