import { queryOptions } from '@tanstack/react-query';
import type { Ebook, EbookCategory, EbookFilter } from '@mahasi/contract/ebook';
import { fetchById, fetchPage, pagedListOptions } from '../../components/content/api';

export const EBOOK_PAGE_SIZE = 12;

export interface EbookSearch {
  title: string;
  categoryId: number | null;
}

export const ebookKeys = {
  all: ['ebooks'] as const,
  list: (search: EbookSearch) => [...ebookKeys.all, 'list', search] as const,
  detail: (id: string) => [...ebookKeys.all, 'detail', id] as const,
  categories: () => [...ebookKeys.all, 'categories'] as const,
};

export const ebookListOptions = (search: EbookSearch) =>
  pagedListOptions<Ebook>(ebookKeys.list(search), 'ebook', {
    pageSize: EBOOK_PAGE_SIZE,
    searchObj: { ...(search.title ? { title: search.title } : {}), ...(search.categoryId ? { categoryId: search.categoryId } : {}) },
  } satisfies EbookFilter);

export const ebookDetailOptions = (id: string) =>
  queryOptions({ queryKey: ebookKeys.detail(id), queryFn: ({ signal }) => fetchById<Ebook>('ebook', id, signal) });

export const ebookCategoriesOptions = () =>
  queryOptions({
    queryKey: ebookKeys.categories(),
    queryFn: async ({ signal }) => (await fetchPage<EbookCategory>('ebookCategory', { pageSize: 0 }, signal)).dataList,
    staleTime: 5 * 60_000,
  });
