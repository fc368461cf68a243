import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import * as api from '@mahasi/contract/staff-messages';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { MessageService } from './service.js';
import { actorOf, type Actor } from '../../lib/staffCaller.js';

const care = ['admin', 'care'] as const;

/** The contact form's messages as the care team's inbox (under /admin-api). */
export const messageStaffRoutes =
  (messages: MessageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/messages/list',
      staffRoute(care, 'Messages: the inbox, newest first', { body: api.messageFilter, response: { 200: api.messagePageReply } }),
      async (request) => ok(await messages.list(request.body)),
    );
    app.get(
      '/messages/assignees',
      staffRoute(care, 'Messages: staff a message can be assigned to', { response: { 200: api.assigneeListReply } }),
      async () => ok(await messages.assignees()),
    );
    app.get(
      '/messages/:id',
      staffRoute(care, 'Messages: one message with its replies', { params: api.messageIdParam, response: { 200: api.messageDetailReply } }),
      async (request) => ok(await messages.detail(request.params.id)),
    );
    // The schema has checked the body; the type provider cannot name a generic schema's output, hence `as`.
    /** A change to one message by the care team, answered with the message as it now is. */
    const messageAction = <Body>(
      action: 'assign' | 'status' | 'reply',
      summary: string,
      body: z.ZodType<Body, unknown>,
      message: string,
      run: (actor: Actor, id: number, body: Body) => Promise<api.MessageDetail>,
    ) =>
      app.post(
        `/messages/:id/${action}`,
        staffRoute(care, `Messages: ${summary}`, { params: api.messageIdParam, body, response: { 200: api.messageDetailReply } }),
        async (request) => ok(await run(actorOf(staffOf(request)), request.params.id, request.body as Body), message),
      );
    messageAction('assign', 'assign to a staff member (null: nobody)', api.assignPayload, 'Assigned.', (...a) => messages.assign(...a));
    messageAction('status', 'mark new, replied or closed', api.messageStatusPayload, 'Saved.', (actor, id, body) =>
      messages.setStatus(actor, id, body.status),
    );
    messageAction(
      'reply',
      'reply by e-mail, and to a member also as a Yogi care team notification (type 6)',
      api.replyPayload,
      'Reply sent.',
      (...a) => messages.reply(...a),
    );
  };
