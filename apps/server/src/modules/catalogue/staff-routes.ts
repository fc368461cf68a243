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
import { recordDeskRoutes } from '../records/staff-routes.js';
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

/** The catalogue's staff routes (under /admin-api/catalogue/{kind}), the record desk's for every kind. */
export const catalogueStaffRoutes =
  (desk: CatalogueDesk): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of catalogueKinds) {
      const content = catalogueContents[kind];
      recordDeskRoutes(app, {
        base: `/catalogue/${kind}`,
        what: `Catalogue: ${names[kind]}`,
        one: `one of ${names[kind]}`,
        roles: editors,
        schemas: {
          filter: catalogueFilter,
          page: cataloguePageReply,
          create: content,
          save: content.extend(catalogueSaveExtra.shape),
          idParam: catalogueIdParam,
          version: catalogueVersionPayload,
          record: catalogueRecordReply,
          restored: catalogueRestoredReply,
          ...((orderedKinds as readonly CatalogueKind[]).includes(kind) ? { reorder: catalogueReorderPayload } : {}),
        },
        summaries: kind === 'live' ? { publish: 'make this broadcast the active one' } : {},
        desk: desk.kinds[kind],
      });
    }
  };
