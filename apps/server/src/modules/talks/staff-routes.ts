import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deskTalkCreatePayload,
  deskTalkFilter,
  deskTalkIdParam,
  deskTalkPageReply,
  deskTalkReply,
  deskTalkSavePayload,
  deskTalkVersionPayload,
} from '@mahasi/contract/staff-talks';
import { staffOf } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { recordStaffRoutes } from '../records/staff-routes.js';
import type { TalksDesk } from './desk.js';

/** Who may use the talks desk at all; what each may do to a talk is decided in the desk service. */
const writers = ['admin', 'editor', 'author'] as const;
const editors = ['admin', 'editor'] as const;

/** The talks desk's staff routes (under /admin-api). */
export const talksStaffRoutes =
  (desk: TalksDesk): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff console'];
    const security = [{ staffBearer: [] }];

    app.post(
      '/talks/list',
      {
        config: { roles: writers },
        schema: {
          tags,
          security,
          summary: 'Talks desk: talks (authors see their own)',
          body: deskTalkFilter,
          response: { 200: deskTalkPageReply },
        },
      },
      async (request) => ok(await desk.list(staffOf(request), request.body)),
    );
    app.post(
      '/talks',
      {
        config: { roles: writers },
        schema: { tags, security, summary: 'Talks desk: a new draft', body: deskTalkCreatePayload, response: { 200: deskTalkReply } },
      },
      async (request) => ok(await desk.create(staffOf(request), request.body), 'Draft saved.'),
    );
    app.get(
      '/talks/:id',
      {
        config: { roles: writers },
        schema: {
          tags,
          security,
          summary: 'Talks desk: one talk, both languages',
          params: deskTalkIdParam,
          response: { 200: deskTalkReply },
        },
      },
      async (request) => ok(await desk.get(staffOf(request), request.params.id)),
    );
    app.post(
      '/talks/:id/save',
      {
        config: { roles: writers },
        schema: {
          tags,
          security,
          summary: 'Talks desk: save or autosave from a version (0108 with who and when if someone saved since)',
          params: deskTalkIdParam,
          body: deskTalkSavePayload,
          response: { 200: deskTalkReply },
        },
      },
      async (request) => ok(await desk.save(staffOf(request), request.params.id, request.body), 'Saved.'),
    );

    const statusRoute = (action: 'publish' | 'unpublish' | 'delete' | 'restore', summary: string, message: string) =>
      app.post(
        `/talks/:id/${action}`,
        {
          config: { roles: action === 'publish' || action === 'unpublish' ? editors : writers },
          schema: { tags, security, summary, params: deskTalkIdParam, body: deskTalkVersionPayload, response: { 200: deskTalkReply } },
        },
        async (request) => ok(await desk[action](staffOf(request), request.params.id, request.body.version), message),
      );
    statusRoute('publish', 'Talks desk: put a talk on the site and in the podcast feed', 'Published.');
    statusRoute('unpublish', 'Talks desk: take a talk off the site (back to draft)', 'Unpublished.');
    statusRoute('delete', 'Talks desk: move a talk to the bin (30 days to restore)', 'Moved to the bin.');
    statusRoute('restore', 'Talks desk: bring a talk back from the bin as a draft', 'Restored.');
    // Authors see and restore their own drafts' versions and bin their own drafts; the desk decides per talk.
    recordStaffRoutes(app, { base: '/talks', what: 'Talks desk', roles: writers, recordReply: deskTalkReply, service: desk });
  };
