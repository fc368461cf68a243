import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Paged } from '@mahasi/contract/envelope';
import { memberApi, unwrap } from '../../lib/api/client';

/** The public content collections of /rest-api (apps/server/src/modules/content/routes.ts). */
export type ContentResource =
  'podcast' | 'ebook' | 'ebookCategory' | 'event' | 'gallery' | 'content' | 'banner' | 'dhammaRecord' | 'group' | 'post';

export async function fetchPage<T>(resource: ContentResource, body: object, signal?: AbortSignal): Promise<Paged<T>> {
  return unwrap(await memberApi.post<Paged<T>>(`/${resource}/getDataByPagination`, body, { signal }));
}

export async function fetchById<T>(resource: ContentResource, id: string | number, signal?: AbortSignal): Promise<T> {
  return unwrap(await memberApi.get<T>(`/${resource}/getDataById/${encodeURIComponent(String(id))}`, { signal }));
}

/** Pages of a collection, for 'Load More': the filter without pageNo, the query key from the feature's factory. */
export function pagedListOptions<T>(queryKey: readonly unknown[], resource: ContentResource, filter: object) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(resource, { ...filter, pageNo: pageParam }, signal),
    getNextPageParam: (last: Paged<T>) => (last.currentPageNo < last.numOfPages ? last.currentPageNo + 1 : undefined),
  });
}
