/** Without zod, for the web app: the e-books desk's states, sort keys and paths (staff-ebooks.ts re-exports them). */

import { recordKind } from './staff-records.js';

/**
 * E-books as a record kind. Their `state` is where the record is (draft: not in the store;
 * published; deleted: in the bin for 30 days); `status` is the store's own word for the book.
 */
export const ebookKind = recordKind({
  base: '/ebooks',
  statuses: ['draft', 'published', 'deleted'],
  statusField: 'state',
  sortKeys: ['updated_at', 'published_at', 'title', 'min_price_mmk', 'min_price_usd', 'id'],
  defaultSort: 'updated_at',
  deletedDays: 30,
});

export const ebookStates = ebookKind.statuses;
export type EbookState = (typeof ebookStates)[number];

export const DELETED_EBOOK_DAYS = ebookKind.deletedDays;

/** Who may set an e-book's prices. */
export const priceRoles = ['admin', 'store'] as const;

export const ebookDeskSortKeys = ebookKind.sortKeys;
export type EbookDeskSortKey = (typeof ebookDeskSortKeys)[number];

/** The desk's paths (relative to /admin-api): lifecycle, revisions, bulk actions and categories. */
export const ebookPaths = {
  ...ebookKind.paths,
  /** GET */ categories: '/ebooks/categories',
  /** POST */ createCategory: '/ebooks/categories',
  /** POST */ updateCategory: (id: number) => `/ebooks/categories/${id}`,
  /** POST */ mergeCategory: (id: number) => `/ebooks/categories/${id}/merge`,
  /** POST */ deleteCategory: (id: number) => `/ebooks/categories/${id}/delete`,
} as const;
