import { editorQuery, pagedQuery, readQuery, staffApi } from '../../lib/api';
import { recordsApi } from '../../lib/records';
import { ebookPaths } from '@mahasi/contract/constants/staff-ebooks';
import type { DeskEbook, DeskEbookCategory, DeskEbookContent, DeskEbookFilter, DeskEbookRow } from '@mahasi/contract/staff-ebooks';

export const ebookKeys = {
  all: ['console', 'ebooks'] as const,
  lists: () => [...ebookKeys.all, 'list'] as const,
  list: (filter: DeskEbookFilter) => [...ebookKeys.lists(), filter] as const,
  ebook: (id: number) => [...ebookKeys.all, 'ebook', id] as const,
  categories: () => [...ebookKeys.all, 'categories'] as const,
};

export const ebookQueries = {
  list: (filter: DeskEbookFilter) => pagedQuery<DeskEbookRow>(ebookKeys.list(filter), ebookPaths.list, filter),
  ebook: (id: number) => editorQuery<DeskEbook>(ebookKeys.ebook(id), ebookPaths.get(id)),
  categories: () => readQuery<DeskEbookCategory[]>(ebookKeys.categories(), ebookPaths.categories, { staleTime: 0 }),
};

export type EbookAction = 'publish' | 'unpublish' | 'delete' | 'restore';
export interface CategoryFields {
  nameEn: string;
  nameMm: string;
  sortOrder: number;
}

export const ebookApi = {
  create: (content: DeskEbookContent) => staffApi.post<DeskEbook>(ebookPaths.create, content),
  save: (id: number, content: DeskEbookContent, version: number, autosave: boolean) =>
    staffApi.post<DeskEbook>(ebookPaths.save(id), { ...content, version, autosave }),
  move: (action: EbookAction, id: number, version: number) => staffApi.post<DeskEbook>(ebookPaths[action](id), { version }),
  createCategory: (fields: CategoryFields) => staffApi.post<DeskEbookCategory>(ebookPaths.createCategory, fields),
  updateCategory: (id: number, fields: CategoryFields) => staffApi.post<DeskEbookCategory>(ebookPaths.updateCategory(id), fields),
  mergeCategory: (id: number, intoId: number) => staffApi.post<null>(ebookPaths.mergeCategory(id), { intoId }),
  deleteCategory: (id: number, moveToId?: number) => staffApi.post<null>(ebookPaths.deleteCategory(id), { moveToId: moveToId ?? null }),
};

/** The books' revisions and bulk actions (under /ebooks). */
export const ebookRecordsApi = recordsApi<DeskEbook>(ebookPaths.create);
