import { queryOptions } from '@tanstack/react-query';
import type { Talk, TalkCategory, TalkFilter } from '@mahasi/contract/talk';
import { fetchById, fetchPage, pagedListOptions } from '../../components/content/api';
import { memberApi } from '../../lib/api/client';

export const TALK_PAGE_SIZE = 12;
/** Same keys as the contract's talkCategories (restated: the contract module carries zod). */
export const talkCategoryKeys: readonly TalkCategory[] = ['dhamma-talk', 'guided-meditation', 'chanting', 'questions-and-answers'];

export interface TalkSearch {
  title: string;
  category: TalkCategory | '';
}

export const talkKeys = {
  all: ['podcasts'] as const,
  list: (search: TalkSearch) => [...talkKeys.all, 'list', search] as const,
  detail: (id: string) => [...talkKeys.all, 'detail', id] as const,
  related: (category: string, id: number) => [...talkKeys.all, 'related', category, id] as const,
};

function filterOf(search: TalkSearch): TalkFilter {
  return {
    pageSize: TALK_PAGE_SIZE,
    searchObj: { ...(search.title ? { title: search.title } : {}), ...(search.category ? { category: search.category } : {}) },
  };
}

export const talkListOptions = (search: TalkSearch) => pagedListOptions<Talk>(talkKeys.list(search), 'podcast', filterOf(search));

export const talkDetailOptions = (id: string) =>
  queryOptions({ queryKey: talkKeys.detail(id), queryFn: ({ signal }) => fetchById<Talk>('podcast', id, signal) });

export const relatedTalksOptions = (talk: Talk) =>
  queryOptions({
    queryKey: talkKeys.related(talk.category, talk.id),
    queryFn: async ({ signal }) => {
      const page = await fetchPage<Talk>('podcast', { pageSize: 4, searchObj: { category: talk.category } } satisfies TalkFilter, signal);
      return page.dataList.filter((item) => item.id !== talk.id).slice(0, 3);
    },
  });

/** The contract's talkPlayPaths.play, restated (the contract module carries zod). */
const playPath = (id: number) => `/podcast/play/${id}`;

/**
 * A reader started the talk: told once per talk per page view (the server counts a listener once a
 * day and sends no count back to trust). Only logged when it fails: a play is never held up by it.
 */
export function recordPlay(id: number): void {
  memberApi.post(playPath(id), undefined, { silent: true }).catch((error: unknown) => console.error('podcast play not recorded', error));
}
