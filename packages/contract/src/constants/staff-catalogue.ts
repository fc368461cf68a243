/** Without zod, for the web app: the catalogue's kinds, statuses, limits and paths (staff-catalogue.ts re-exports them). */

import { recordKind } from './staff-records.js';

export const catalogueKinds = ['events', 'galleries', 'banners', 'live', 'dhamma-records', 'groups', 'pages'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

/** draft → published (live: active) → back to draft; deleted: in the bin for 30 days, then purged with its files. */
export const catalogueStatuses = ['draft', 'published', 'deleted'] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

/** A deleted record can be restored this many days; then it is removed with its files. */
export const DELETED_RECORD_DAYS = 30;

/** The six group sections (GroupType 1-6). */
export const GROUP_TYPES = [1, 2, 3, 4, 5, 6] as const;

/** Photos of one gallery at most. */
export const GALLERY_MAX_PHOTOS = 300;

export const liveStreamKinds = ['hls', 'embed'] as const;

export const dhammaKinds = ['audio', 'video', 'text'] as const;

/** A page's name in its address and in the API (`/content/getDataBySlug/{slug}`): about, contact, meditation-guide. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Pages the public site reads by their name: each can be edited, but not renamed, taken off the
 * site or moved to the bin, or the public page (the value) would lose its text.
 */
export const PROTECTED_PAGE_SLUGS: Readonly<Record<string, string>> = { contact: '/contact-us' };

export const catalogueSortKeys = ['updated_at', 'created_at', 'title', 'sort_order', 'starts_at', 'date', 'id'] as const;
export type CatalogueSortKey = (typeof catalogueSortKeys)[number];

/** The kinds readers see in an order staff set (banners; group entries within their section). */
export const orderedKinds = ['banners', 'groups'] as const satisfies readonly CatalogueKind[];

/**
 * Each kind of the catalogue as a record kind, under `/catalogue/{kind}`: they share their states,
 * their sort keys and the bin's 30 days.
 */
export const catalogueKind = <const Kind extends CatalogueKind>(kind: Kind) =>
  recordKind({
    base: `/catalogue/${kind}`,
    statuses: catalogueStatuses,
    statusField: 'status',
    sortKeys: catalogueSortKeys,
    defaultSort: 'updated_at',
    deletedDays: DELETED_RECORD_DAYS,
  });

/** The catalogue's paths (relative to /admin-api), by kind: each kind's own (`catalogueKind(kind).paths`), and the reorder of banners and groups. */
export const cataloguePaths = {
  /** POST */ list: (kind: CatalogueKind) => catalogueKind(kind).paths.list,
  /** POST */ create: (kind: CatalogueKind) => catalogueKind(kind).paths.create,
  /** GET */ get: (kind: CatalogueKind, id: number) => catalogueKind(kind).paths.get(id),
  /** POST */ save: (kind: CatalogueKind, id: number) => catalogueKind(kind).paths.save(id),
  /** POST */ publish: (kind: CatalogueKind, id: number) => catalogueKind(kind).paths.publish(id),
  /** POST */ unpublish: (kind: CatalogueKind, id: number) => catalogueKind(kind).paths.unpublish(id),
  /** POST */ delete: (kind: CatalogueKind, id: number) => catalogueKind(kind).paths.delete(id),
  /** POST */ restore: (kind: CatalogueKind, id: number) => catalogueKind(kind).paths.restore(id),
  /** POST (banners, groups) */ reorder: (kind: CatalogueKind) => `${catalogueKind(kind).base}/reorder` as const,
} as const;
