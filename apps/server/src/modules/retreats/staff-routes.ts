import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@mahasi/contract/retreat';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { recordDeskRoutes } from '../records/staff-routes.js';
import type { RetreatCoursesDesk } from './desk.js';
import type { RetreatService } from './service.js';
import { rosterCsv } from './roster.js';
import { sendLetter } from './routes.js';
import { yangonDay } from '../../lib/yangonTime.js';

const writers = api.retreatWriterRoles;
const readers = api.retreatReaderRoles;

/**
 * The retreats desk (under /admin-api): courses as a record kind (registrar and admin), and the
 * applications: care reads the lists and counts (not the health answers nor passports), the
 * registrar and admins decide, move on the wait list, check in, export the roster and write to the
 * accepted yogis.
 */
export const retreatStaffRoutes =
  (desk: RetreatCoursesDesk, service: RetreatService): FastifyPluginAsyncZod =>
  async (app) => {
    recordDeskRoutes(app, {
      base: '/retreats/courses',
      what: 'Retreats desk',
      one: 'a course',
      roles: writers,
      schemas: {
        filter: api.deskCourseFilter,
        page: api.deskCoursePageReply,
        create: api.deskCourseCreatePayload,
        save: api.deskCourseSavePayload,
        idParam: api.deskCourseIdParam,
        version: api.deskCourseVersionPayload,
        record: api.deskCourseReply,
      },
      summaries: { list: 'courses with live counts per group and state', publish: 'put a course on /retreats' },
      desk,
    });

    app.get(
      '/retreats/course-summaries',
      staffRoute(readers, 'Retreats: every course not in the bin with its live counts (care and the gate pick from it)', {
        response: { 200: api.courseSummaryListReply },
      }),
      async () => ok(await service.staff.summaries()),
    );
    app.get(
      '/retreats/courses/:id/counts',
      staffRoute(readers, 'Retreats: live counts of a course per group and state', {
        params: api.deskCourseIdParam,
        response: { 200: api.courseCountsReply },
      }),
      async (request) => ok(await service.staff.counts(request.params.id)),
    );
    app.post(
      '/retreats/courses/:id/applications-open',
      staffRoute(writers, 'Retreats: open or close a course’s applications (0108 if someone saved since)', {
        params: api.deskCourseIdParam,
        body: api.applicationsOpenPayload,
        response: { 200: api.deskCourseReply },
      }),
      async (request) => {
        await service.staff.setApplicationsOpen(staffOf(request), request.params.id, request.body.open, request.body.version);
        return ok(await desk.get(staffOf(request), request.params.id), request.body.open ? 'Applications opened.' : 'Applications closed.');
      },
    );
    app.get(
      '/retreats/courses/:id/roster.csv',
      staffRoute(writers, 'Retreats: the roster of a course (places held) as CSV (UTF-8 with BOM, formulas neutralised); audited', {
        params: api.deskCourseIdParam,
        querystring: api.rosterQuery,
      }),
      async (request, reply) => {
        const { course, rows } = await service.staff.roster(staffOf(request), request.params.id, request.query.group);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="retreat-${course.id}-roster-${yangonDay(new Date())}.csv"`)
          .header('cache-control', 'no-store')
          .send(rosterCsv(rows));
      },
    );
    app.get(
      '/retreats/applications/:id/letters/:letter',
      staffRoute(
        api.retreatSensitiveRoles,
        'Retreats: a yogi’s acceptance or visa support letter as a PDF (passport details: registrar and admin); audited',
        {
          params: api.retreatLetterParam,
        },
      ),
      async (request, reply) => sendLetter(reply, await service.staff.letter(staffOf(request), request.params.id, request.params.letter)),
    );
    app.post(
      '/retreats/courses/:id/message',
      staffRoute(writers, 'Retreats: a message to every yogi holding a place (in-app, type 3 Event, and e-mail); audited', {
        params: api.deskCourseIdParam,
        body: api.courseMessagePayload,
        response: { 200: api.courseMessageReply },
      }),
      async (request) => {
        const sent = await service.staff.message(staffOf(request), request.params.id, request.body.subject, request.body.message);
        return ok({ sent }, 'Message sent.');
      },
    );

    app.post(
      '/retreats/applications/list',
      staffRoute(readers, 'Retreats: applications, filtered and searched, with the live counts of the course filtered on', {
        body: api.staffApplicationFilter,
        response: { 200: api.staffApplicationPageReply },
      }),
      async (request) => ok(await service.staff.list(request.body)),
    );
    app.get(
      '/retreats/applications/:id',
      staffRoute(readers, 'Retreats: one application with its answers (health and passport for registrar and admin) and history; audited', {
        params: api.retreatIdParam,
        response: { 200: api.staffApplicationReply },
      }),
      async (request) => ok(await service.staff.detail(staffOf(request), request.params.id)),
    );
    /** One step of an application's life: a decision (with a note to the yogi) or a check-in. */
    const step =
      (body: typeof api.staffDecisionPayload | typeof api.staffCheckInPayload) =>
      (path: string, summary: string, message: string, run: typeof service.staff.accept) =>
        app.post(
          `/retreats/applications/:id/${path}`,
          staffRoute(writers, `Retreats: ${summary}`, {
            params: api.retreatIdParam,
            body,
            response: { 200: api.staffApplicationReply },
          }),
          async (request) => ok(await run(staffOf(request), request.params.id, request.body), message),
        );
    const decision = step(api.staffDecisionPayload);
    decision('accept', 'accept (a place must be free in the group); the note goes to the yogi', 'Accepted.', service.staff.accept);
    decision(
      'waitlist',
      'put on the wait list (at the end of the group’s list); the note goes to the yogi',
      'Wait-listed.',
      service.staff.waitlist,
    );
    decision('decline', 'decline; the note goes to the yogi', 'Declined.', service.staff.decline);
    app.post(
      '/retreats/applications/:id/move',
      staffRoute(writers, 'Retreats: move a wait-listed application to another position of its list', {
        params: api.retreatIdParam,
        body: api.staffMovePayload,
        response: { 200: api.staffApplicationReply },
      }),
      async (request) => ok(await service.staff.move(staffOf(request), request.params.id, request.body), 'Moved.'),
    );
    const checkIn = step(api.staffCheckInPayload);
    checkIn('arrived', 'at the gate: the yogi has arrived', 'Marked as arrived.', service.staff.arrived);
    checkIn('no-show', 'after the start: the yogi did not come', 'Marked as not come.', service.staff.noShow);
  };
