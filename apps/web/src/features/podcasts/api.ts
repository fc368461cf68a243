import { queryOptions } from '@tanstack/react-query';
import type { Podcast, PodcastCategory, PodcastFilter } from '@mahasi/contract/podcast';
import { fetchById, fetchPage, pagedListOptions } from '../../components/content/api';
import { memberApi } from '../../lib/api/client';

export const PODCAST_PAGE_SIZE = 12;
/** Same keys as the contract's podcastCategories (restated: the contract module carries zod). */
export const podcastCategoryKeys: readonly PodcastCategory[] = ['dhamma-talk', 'guided-meditation', 'chanting', 'questions-and-answers'];

export interface PodcastSearch {
  title: string;
  category: PodcastCategory | '';
}

export const podcastKeys = {
  all: ['podcasts'] as const,
  list: (search: PodcastSearch) => [...podcastKeys.all, 'list', search] as const,
  detail: (id: string) => [...podcastKeys.all, 'detail', id] as const,
  related: (category: string, id: number) => [...podcastKeys.all, 'related', category, id] as const,
};

function filterOf(search: PodcastSearch): PodcastFilter {
  return {
    pageSize: PODCAST_PAGE_SIZE,
    searchObj: { ...(search.title ? { title: search.title } : {}), ...(search.category ? { category: search.category } : {}) },
  };
}

export const podcastListOptions = (search: PodcastSearch) =>
  pagedListOptions<Podcast>(podcastKeys.list(search), 'podcast', filterOf(search));

export const podcastDetailOptions = (id: string) =>
  queryOptions({ queryKey: podcastKeys.detail(id), queryFn: ({ signal }) => fetchById<Podcast>('podcast', id, signal) });

export const relatedPodcastsOptions = (podcast: Podcast) =>
  queryOptions({
    queryKey: podcastKeys.related(podcast.category, podcast.id),
    queryFn: async ({ signal }) => {
      const page = await fetchPage<Podcast>(
        'podcast',
        { pageSize: 4, searchObj: { category: podcast.category } } satisfies PodcastFilter,
        signal,
      );
      return page.dataList.filter((item) => item.id !== podcast.id).slice(0, 3);
    },
  });

/** The contract's podcastPaths.play, restated (the contract module carries zod). */
const playPath = (id: number) => `/podcast/play/${id}`;

/**
 * A reader started the talk: told once per talk per page view (the server counts a listener once a
 * day and sends no count back to trust). Only logged when it fails: a play is never held up by it.
 */
export function recordPlay(id: number): void {
  memberApi.post(playPath(id), undefined, { silent: true }).catch((error: unknown) => console.error('podcast play not recorded', error));
}
