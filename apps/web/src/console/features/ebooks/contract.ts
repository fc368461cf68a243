import type * as ebooks from '@mahasi/contract/staff-ebooks';
import type { EbookLanguage, EbookStatus } from '@mahasi/contract/ebook';

/**
 * The e-books desk's contract restated for the console (the contract's module imports zod's full
 * build at run time); contract.test.ts compares them.
 */
export type {
  DeskEbook,
  DeskEbookCategory,
  DeskEbookContent,
  DeskEbookFilter,
  DeskEbookRow,
  EbookState,
} from '@mahasi/contract/staff-ebooks';
export type { EbookLanguage, EbookStatus } from '@mahasi/contract/ebook';

export const ebookStates: typeof ebooks.ebookStates = ['draft', 'published', 'deleted'];
export const ebookDeskSortKeys: typeof ebooks.ebookDeskSortKeys = [
  'updated_at',
  'published_at',
  'title',
  'min_price_mmk',
  'min_price_usd',
  'id',
];
export type EbookDeskSortKey = (typeof ebookDeskSortKeys)[number];
export const priceRoles: typeof ebooks.priceRoles = ['admin', 'store'];
export const ebookStatusKeys: readonly EbookStatus[] = ['available', 'coming_soon'];
export const ebookLanguageKeys: readonly EbookLanguage[] = ['my', 'en', 'pi'];

export const ebookPaths: typeof ebooks.ebookPaths = {
  list: '/ebooks/list',
  create: '/ebooks',
  get: (id: number) => `/ebooks/${id}`,
  save: (id: number) => `/ebooks/${id}/save`,
  publish: (id: number) => `/ebooks/${id}/publish`,
  unpublish: (id: number) => `/ebooks/${id}/unpublish`,
  delete: (id: number) => `/ebooks/${id}/delete`,
  restore: (id: number) => `/ebooks/${id}/restore`,
  categories: '/ebooks/categories',
  createCategory: '/ebooks/categories',
  updateCategory: (id: number) => `/ebooks/categories/${id}`,
  mergeCategory: (id: number) => `/ebooks/categories/${id}/merge`,
  deleteCategory: (id: number) => `/ebooks/categories/${id}/delete`,
};
