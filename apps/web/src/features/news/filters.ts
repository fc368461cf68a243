import type { NewsFilter } from '@mahasi/contract/news';
import { NEWS_PAGE_SIZE } from './constants';

/**
 * The news list state as it lives in the URL (`/news?title=dhamma&month=5&year=2026&categories=2,5&page=2`),
 * so that a filtered page can be shared and survives reload. Defaults are left out of the URL.
 */
export interface NewsListParams {
  title: string;
  month: number | null;
  year: number | null;
  categories: number[];
  page: number;
}

export const defaultNewsListParams: NewsListParams = { title: '', month: null, year: null, categories: [], page: 1 };

function intIn(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export function parseNewsParams(search: URLSearchParams): NewsListParams {
  const categories = (search.get('categories') ?? '')
    .split(',')
    .map((part) => intIn(part.trim(), 1, 2_147_483_647))
    .filter((id): id is number => id !== null);
  return {
    title: (search.get('title') ?? '').trim().slice(0, 100),
    month: intIn(search.get('month'), 1, 12),
    year: intIn(search.get('year'), 1900, 2100),
    categories: [...new Set(categories)].slice(0, 50),
    page: intIn(search.get('page'), 1, 100_000) ?? 1,
  };
}

export function toNewsSearch(params: NewsListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.title) search.set('title', params.title);
  if (params.month) search.set('month', String(params.month));
  if (params.year) search.set('year', String(params.year));
  if (params.categories.length) search.set('categories', params.categories.join(','));
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The request body of call 1 (spec section 4 defaults: page size 9, id descending). */
export function toNewsFilter(params: NewsListParams): NewsFilter {
  return {
    searchObj: {
      id: '',
      title: params.title,
      month: params.month ?? '',
      year: params.year ?? '',
      categoryIdList: params.categories,
    },
    pageNo: params.page,
    pageSize: NEWS_PAGE_SIZE,
    sortBy: 'id',
    orderBy: 'DESC',
  };
}

export function isDefaultNewsParams(params: NewsListParams): boolean {
  return toNewsSearch(params).toString() === '';
}
