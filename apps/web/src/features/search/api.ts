import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as contract from '@mahasi/contract/search';
import type { SearchData, SearchKind, SearchResult } from '@mahasi/contract/search';
import { memberApi, unwrap } from '../../lib/api/client';
import { groupSections, paths } from '../../lib/paths';

/** Restated from the contract (its module carries zod); the literal types keep them equal. */
export const SEARCH_MAX_LENGTH: typeof contract.SEARCH_MAX_LENGTH = 200;
export const searchKindList: typeof contract.searchKinds = ['news', 'podcast', 'ebook', 'event', 'gallery', 'dhamma-record', 'group'];

export interface SearchQuery {
  q: string;
  kind?: SearchKind | undefined;
  year?: number | undefined;
  pageNo?: number;
  language: 'en' | 'mm';
}

export const searchKeys = {
  all: ['search'] as const,
  query: (query: SearchQuery) => [...searchKeys.all, query] as const,
};

/** What the server would refuse (422), said before asking it: the rule's key in `validation:`. */
export function queryProblem(q: string): 'required' | 'maxLength' | 'searchWord' | undefined {
  const text = q.trim();
  if (!text) return 'required';
  if (text.length > SEARCH_MAX_LENGTH) return 'maxLength';
  if (!/[\p{L}\p{N}]/u.test(text)) return 'searchWord';
  return undefined;
}

export const searchOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: searchKeys.query(query),
    // Errors are shown in place (as the reader types, a toast for each would be noise).
    queryFn: async ({ signal }) =>
      unwrap(
        await memberApi.post<SearchData>(
          '/search',
          {
            q: query.q.trim(),
            language: query.language,
            ...(query.kind ? { kind: query.kind } : {}),
            ...(query.year ? { year: query.year } : {}),
            ...(query.pageNo && query.pageNo > 1 ? { pageNo: query.pageNo } : {}),
          },
          { signal, silent: true },
        ),
      ),
    enabled: queryProblem(query.q) === undefined,
    // The last results stay while the next ones load, so the list does not flash as one types.
    placeholderData: keepPreviousData,
  });

/** Where a result opens. A gallery has no page of its own: its list. */
export function resultPath(result: Pick<SearchResult, 'kind' | 'id' | 'groupType'>): string {
  switch (result.kind) {
    case 'news':
      return paths.news.detail(result.id);
    case 'podcast':
      return paths.podcasts.detail(result.id);
    case 'ebook':
      return paths.ebooks.detail(result.id);
    case 'event':
      return paths.events.detail(result.id);
    case 'gallery':
      return paths.galleries;
    case 'dhamma-record':
      return paths.dhammaRecord.detail(result.id);
    case 'group': {
      const section = groupSections.find(({ group }) => group === result.groupType) ?? groupSections[0];
      return paths.group.detail(section.slug, result.id);
    }
  }
}

/** /search?q=… (with the kind and year chosen). */
export function searchPagePath(q: string, filters: { kind?: string | undefined; year?: number | undefined } = {}): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.year) params.set('year', String(filters.year));
  return `${paths.search}?${params.toString()}`;
}
