import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@mahasi/contract/staff-talks';
import { recordDeskRoutes } from '../records/staff-routes.js';
import type { TalksDesk } from './desk.js';

/** Who may use the talks desk at all; what each may do to a talk is decided by the talk's kind (authors: their own drafts). */
const writers = ['admin', 'editor', 'author'] as const;
const editors = ['admin', 'editor'] as const;

/** The talks desk's staff routes (under /admin-api). */
export const talksStaffRoutes =
  (desk: TalksDesk): FastifyPluginAsyncZod =>
  async (app) =>
    recordDeskRoutes(app, {
      base: '/talks',
      what: 'Talks desk',
      one: 'a talk',
      roles: writers,
      publishRoles: editors,
      schemas: {
        filter: api.deskTalkFilter,
        page: api.deskTalkPageReply,
        create: api.deskTalkCreatePayload,
        save: api.deskTalkSavePayload,
        idParam: api.deskTalkIdParam,
        version: api.deskTalkVersionPayload,
        record: api.deskTalkReply,
      },
      summaries: { list: 'talks (authors see their own)', publish: 'put a talk on the site and in the podcast feed' },
      desk,
    });
