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
        filter: deskTalkFilter,
        page: deskTalkPageReply,
        create: deskTalkCreatePayload,
        save: deskTalkSavePayload,
        idParam: deskTalkIdParam,
        version: deskTalkVersionPayload,
        record: deskTalkReply,
      },
      summaries: { list: 'talks (authors see their own)', publish: 'put a talk on the site and in the podcast feed' },
      desk,
    });
