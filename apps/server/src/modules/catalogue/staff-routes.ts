import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueContents,
  catalogueFilter,
  catalogueIdParam,
  catalogueKinds,
  cataloguePageReply,
  catalogueRecordReply,
  catalogueRestoredReply,
  catalogueReorderPayload,
  orderedKinds,
  catalogueSaveExtra,
  catalogueVersionPayload,
  type CatalogueKind,
} from '@mahasi/contract/staff-catalogue';
import { staffOf } from '../../http/staffAuth.js';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import { ok } from '../../lib/envelope.js';
import { recordStaffRoutes } from '../records/staff-routes.js';
import type { CatalogueDesk } from './desk.js';

/** Editors and admins keep the catalogue. */
const editors = ['admin', 'editor'] as const;

const names: Record<CatalogueKind, string> = {
  events: 'events',
  galleries: 'galleries',
  banners: 'home banners',
  live: 'live broadcast settings',
  'dhamma-records': 'Dhamma records',
  groups: 'group section entries',
  pages: 'the site’s pages (about, contact)',
};

/** The catalogue's staff routes (under /admin-api/catalogue/{kind}), the same eight for every kind. */
export const catalogueStaffRoutes =
  (desk: CatalogueDesk): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff console'];
    const security = [{ staffBearer: [] }];
    const config = { roles: editors };

    for (const kind of catalogueKinds) {
      const service = desk.kinds[kind];
      const base = `/catalogue/${kind}`;
      const what = names[kind];
      const content = catalogueContents[kind];

      app.post(
        `${base}/list`,
        {
          config,
          schema: { tags, security, summary: `Catalogue: ${what}`, body: catalogueFilter, response: { 200: cataloguePageReply } },
        },
        async (request) => ok(await service.list(staffOf(request), request.body)),
      );
      app.post(
        base,
        {
          config,
          schema: { tags, security, summary: `Catalogue: a new draft of ${what}`, body: content, response: { 200: catalogueRecordReply } },
        },
        async (request) => ok(await service.create(staffOf(request), request.body), 'Draft saved.'),
      );
      app.get(
        `${base}/:id`,
        {
          config,
          schema: {
            tags,
            security,
            summary: `Catalogue: one of ${what}`,
            params: catalogueIdParam,
            response: { 200: catalogueRecordReply },
          },
        },
        async (request) => ok(await service.get(staffOf(request), request.params.id)),
      );
      app.post(
        `${base}/:id/save`,
        {
          config,
          schema: {
            tags,
            security,
            summary: `Catalogue: save one of ${what} from a version (0108 with who and when if someone saved since)`,
            params: catalogueIdParam,
            body: content.extend(catalogueSaveExtra.shape),
            response: { 200: catalogueRecordReply },
          },
        },
        async (request) => ok(await service.save(staffOf(request), request.params.id, request.body), 'Saved.'),
      );
      const statusRoute = (action: 'publish' | 'unpublish' | 'delete' | 'restore', summary: string, message: string) =>
        app.post(
          `${base}/:id/${action}`,
          {
            config,
            schema: {
              tags,
              security,
              summary: `Catalogue: ${summary}`,
              params: catalogueIdParam,
              body: catalogueVersionPayload,
              response: { 200: catalogueRecordReply },
            },
          },
          async (request) => ok(await service[action](staffOf(request), request.params.id, request.body.version), message),
        );
      statusRoute('publish', kind === 'live' ? 'make this broadcast the active one' : `publish one of ${what}`, 'Published.');
      statusRoute('unpublish', `take one of ${what} off the site (back to draft)`, 'Unpublished.');
      statusRoute('delete', `move one of ${what} to the bin (30 days to restore)`, 'Moved to the bin.');
      statusRoute('restore', `bring one of ${what} back from the bin as a draft`, 'Restored.');
      recordStaffRoutes(app, { base, what: `Catalogue: ${what}`, roles: editors, recordReply: catalogueRestoredReply, service });
      if ((orderedKinds as readonly CatalogueKind[]).includes(kind))
        app.post(
          `${base}/reorder`,
          {
            config,
            schema: {
              tags,
              security,
              summary: `Catalogue: put ${what} in this order`,
              body: catalogueReorderPayload,
              response: { 200: emptyEnvelope },
            },
          },
          async (request) => {
            await service.reorder(staffOf(request), request.body.ids);
            return ok(null, 'Order saved.');
          },
        );
    }
  };
