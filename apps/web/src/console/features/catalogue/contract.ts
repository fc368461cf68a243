import type * as catalogue from '@mahasi/contract/staff-catalogue';

/**
 * The catalogue's contract restated for the console, as features/news/contract.ts does: typed by
 * the contract's own types, so a changed kind, status or path fails the web build.
 */
export type {
  CatalogueFilter,
  CatalogueKind,
  CatalogueRecord,
  CatalogueRestored,
  CatalogueRow,
  CatalogueSortKey,
  CatalogueStatus,
} from '@mahasi/contract/staff-catalogue';

export const catalogueKinds: typeof catalogue.catalogueKinds = [
  'events',
  'galleries',
  'banners',
  'live',
  'dhamma-records',
  'groups',
  'pages',
];
export const catalogueStatuses: typeof catalogue.catalogueStatuses = ['draft', 'published', 'deleted'];
export const DELETED_RECORD_DAYS: typeof catalogue.DELETED_RECORD_DAYS = 30;
export const GROUP_TYPES: typeof catalogue.GROUP_TYPES = [1, 2, 3, 4, 5, 6];
export const GALLERY_MAX_PHOTOS: typeof catalogue.GALLERY_MAX_PHOTOS = 300;
export const PAGE_SLUG_PATTERN: typeof catalogue.PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PROTECTED_PAGE_SLUGS: typeof catalogue.PROTECTED_PAGE_SLUGS = { contact: '/contact-us' };

type Kind = catalogue.CatalogueKind;
export const cataloguePaths: typeof catalogue.cataloguePaths = {
  list: (kind: Kind) => `/catalogue/${kind}/list`,
  create: (kind: Kind) => `/catalogue/${kind}`,
  get: (kind: Kind, id: number) => `/catalogue/${kind}/${id}`,
  save: (kind: Kind, id: number) => `/catalogue/${kind}/${id}/save`,
  publish: (kind: Kind, id: number) => `/catalogue/${kind}/${id}/publish`,
  unpublish: (kind: Kind, id: number) => `/catalogue/${kind}/${id}/unpublish`,
  delete: (kind: Kind, id: number) => `/catalogue/${kind}/${id}/delete`,
  restore: (kind: Kind, id: number) => `/catalogue/${kind}/${id}/restore`,
  reorder: (kind: Kind) => `/catalogue/${kind}/reorder`,
};
export const orderedKinds: typeof catalogue.orderedKinds = ['banners', 'groups'];
