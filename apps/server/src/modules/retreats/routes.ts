import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyPayload,
  courseIdParam,
  memberApplicationListReply,
  memberApplicationReply,
  publicCourseListReply,
  publicCourseReply,
  retreatIdParam,
  retreatLetterParam,
} from '@mahasi/contract/retreat';
import { MAX_ID } from '@mahasi/contract/request';
import { callerOf } from '../../http/auth.js';
import { ok } from '../../lib/envelope.js';
import type { RetreatPublic } from './public.js';
import type { RetreatService } from './service.js';

const tags = ['retreats'];

/** A yogi's letter: personal data (a passport number), so kept by no cache, shared or private. */
export const sendLetter = (reply: FastifyReply, file: { name: string; pdf: Uint8Array }) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .type('application/pdf')
    .send(Buffer.from(file.pdf));

/**
 * Retreats under /rest-api: the upcoming courses and one course (guests welcome, read live), and the
 * signed-in member's own applications (anyone else's is 403).
 */
export const retreatRoutes =
  (service: RetreatService, reads: RetreatPublic): FastifyPluginAsyncZod =>
  async (app) => {
    const guest = { guest: true };
    app.get(
      '/retreats/courses',
      { config: guest, schema: { tags, summary: 'Upcoming courses with each group’s places', response: { 200: publicCourseListReply } } },
      async () => ok(await reads.upcoming()),
    );
    app.get(
      '/retreats/courses/:id',
      {
        config: guest,
        schema: { tags, summary: 'One published course (404 otherwise)', params: retreatIdParam, response: { 200: publicCourseReply } },
      },
      async (request) => ok(await reads.course(request.params.id)),
    );

    app.post(
      '/retreats/courses/:courseId/apply',
      {
        schema: {
          tags,
          summary: 'Apply (one open application per course): accepted, wait-listed or waiting for review',
          params: courseIdParam,
          body: applyPayload,
          response: { 200: memberApplicationReply },
        },
      },
      async (request) => ok(await service.member.apply(callerOf(request), request.params.courseId, request.body), 'Application sent.'),
    );
    app.get(
      '/retreats/applications',
      { schema: { tags, summary: 'My applications with their state and next step', response: { 200: memberApplicationListReply } } },
      async (request) => ok(await service.member.mine(callerOf(request))),
    );
    app.get(
      '/retreats/applications/:id',
      {
        schema: {
          tags,
          summary: 'One of my applications with my answers and its history',
          params: retreatIdParam,
          response: { 200: memberApplicationReply },
        },
      },
      async (request) => ok(await service.member.one(callerOf(request), request.params.id)),
    );
    app.get(
      '/retreats/applications/:id/letters/:letter',
      {
        schema: {
          tags,
          summary: 'My acceptance or visa support letter as a PDF (409 with 0045 when the application has no such letter now)',
          params: retreatLetterParam,
        },
      },
      async (request, reply) => sendLetter(reply, await service.member.letter(callerOf(request), request.params.id, request.params.letter)),
    );
    const action = (path: string, summary: string, message: string, run: typeof service.member.cancel) =>
      app.post(
        `/retreats/applications/:id/${path}`,
        { schema: { tags, summary, params: retreatIdParam, response: { 200: memberApplicationReply } } },
        async (request) => ok(await run(callerOf(request), request.params.id), message),
      );
    action('cancel', 'Cancel my application (a place held goes to the wait list)', 'Cancelled.', service.member.cancel);
    action('reconfirm', 'Reconfirm my place (from 14 days before the start until the deadline)', 'Reconfirmed.', service.member.reconfirm);
    action('accept-offer', 'Take the place offered before the offer expires', 'Accepted.', service.member.acceptOffer);
    action('decline-offer', 'Decline the place offered', 'Declined.', service.member.declineOffer);
  };

const langQuery = z.object({ lang: z.enum(['en', 'mm']).default('en') });

/** A course's dates as an iCalendar file, at /feeds/retreats/{id}.ics (`?lang=mm` for Myanmar). */
export const retreatFeedRoutes =
  (reads: RetreatPublic, siteUrl: string): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { id: string } }>('/feeds/retreats/:id.ics', { schema: { hide: true } }, async (request, reply) => {
      const id = z.coerce.number().int().positive().max(MAX_ID).catch(0).parse(request.params.id);
      const lang = langQuery.catch({ lang: 'en' }).parse(request.query).lang;
      const { name, body } = await reads.ics(id, lang, siteUrl);
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('text/calendar; charset=utf-8')
        .send(body);
    });
  };
