import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type Order = 'ASC' | 'DESC';

export interface ListParams<F extends string> {
  page: number;
  text: string;
  sortBy: string;
  orderBy: Order;
  filters: Record<F, string>;
}

/**
 * A list's search, filters, sort and page, kept in the URL query (`?q=&role=&sort=email&order=ASC&page=2`):
 * a filtered page can be reloaded, shared and reached again with Back. Changing the search, a filter
 * or the sort goes back to page 1. No history entry per change: Back leaves the list.
 */
export function useListParams<F extends string>({ filters, sortBy, orderBy }: { filters: readonly F[]; sortBy: string; orderBy: Order }) {
  const [search, setSearch] = useSearchParams();
  const filterKey = filters.join(',');

  const params = useMemo<ListParams<F>>(() => {
    const page = Number(search.get('page'));
    const order = search.get('order');
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      text: search.get('q') ?? '',
      sortBy: search.get('sort') || sortBy,
      orderBy: order === 'ASC' || order === 'DESC' ? order : orderBy,
      filters: Object.fromEntries(filterKey.split(',').map((key) => [key, search.get(key) ?? ''])) as Record<F, string>,
    };
  }, [search, filterKey, sortBy, orderBy]);

  const change = useCallback(
    (entries: Record<string, string>, keepPage = false) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(entries)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return {
    params,
    setText: useCallback((text: string) => change({ q: text }), [change]),
    setFilter: useCallback((key: F, value: string) => change({ [key]: value }), [change]),
    /** A header clicked: that column ascending, or the other way round when it is sorted already. */
    toggleSort: useCallback(
      (key: string) => change({ sort: key, order: params.sortBy === key && params.orderBy === 'ASC' ? 'DESC' : 'ASC' }),
      [change, params.sortBy, params.orderBy],
    ),
    setPage: useCallback((page: number) => change({ page: page > 1 ? String(page) : '' }, true), [change]),
    clear: useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]),
    /** Whether a search or a filter narrows the list (the empty state then offers to clear them). */
    filtered: params.text !== '' || Object.values<string>(params.filters).some(Boolean),
  };
}

/** The page of a list the server is asked for: its number and size, and its order (a sort key the server does not know: `fallback`). */
export function pageRequest<K extends string>(params: ListParams<string>, sortKeys: readonly K[], fallback: K, pageSize: number) {
  return {
    pageNo: params.page,
    pageSize,
    sortBy: (sortKeys as readonly string[]).includes(params.sortBy) ? (params.sortBy as K) : fallback,
    orderBy: params.orderBy,
  };
}
