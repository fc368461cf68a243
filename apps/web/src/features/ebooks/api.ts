import { queryOptions } from '@tanstack/react-query';
import type { Ebook, EbookCategory, EbookFilter } from '@mahasi/contract/ebook';
import { fetchById, fetchPage, pagedListOptions } from '../../components/content/api';
import { imageSrcSet, imageUrl, preloadImage } from '../../lib/image';
import { queryClient } from '../../lib/queryClient';

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

/** How wide the detail page shows the cover (its `sizes`). */
export const COVER_SIZES = '(min-width: 768px) 300px, 100vw';

/** For a first visit to /ebooks/:id (app/router): the e-book, then its cover, before the page renders. */
export async function prefetchEbookDetail(id: string): Promise<void> {
  const options = ebookDetailOptions(id);
  await queryClient.prefetchQuery(options);
  const cover = queryClient.getQueryData(options.queryKey)?.cover;
  if (cover) preloadImage(imageUrl(cover.url), imageSrcSet(cover.variants), COVER_SIZES);
}

export const ebookCategoriesOptions = () =>
  queryOptions({
    queryKey: ebookKeys.categories(),
    queryFn: async ({ signal }) => (await fetchPage<EbookCategory>('ebookCategory', { pageSize: 0 }, signal)).dataList,
    staleTime: 5 * 60_000,
  });
