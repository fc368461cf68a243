import { queryOptions } from '@tanstack/react-query';
import { pagedQuery, staffApi } from '../../lib/api';
import { recordsApi } from '../../lib/records';
import { talkPaths } from '@mahasi/contract/constants/staff-talks';
import type { DeskTalk, DeskTalkContent, DeskTalkFilter, DeskTalkRow } from '@mahasi/contract/staff-talks';

export const talkKeys = {
  all: ['console', 'talks'] as const,
  lists: () => [...talkKeys.all, 'list'] as const,
  list: (filter: DeskTalkFilter) => [...talkKeys.lists(), filter] as const,
  talk: (id: number) => [...talkKeys.all, 'talk', id] as const,
};

export const talkQueries = {
  list: (filter: DeskTalkFilter) => pagedQuery<DeskTalkRow>(talkKeys.list(filter), talkPaths.list, filter),
  talk: (id: number) =>
    queryOptions({
      queryKey: talkKeys.talk(id),
      queryFn: () => staffApi.get<DeskTalk>(talkPaths.get(id)),
      // The editor starts from the newest copy every time it opens.
      staleTime: 0,
      gcTime: 0,
    }),
};

export type TalkAction = 'publish' | 'unpublish' | 'delete' | 'restore';

/** The desk's writes; each answers the talk as it is now (with its next version). */
export const talkApi = {
  create: (content: DeskTalkContent) => staffApi.post<DeskTalk>(talkPaths.create, content),
  save: (id: number, content: DeskTalkContent, version: number, autosave: boolean) =>
    staffApi.post<DeskTalk>(talkPaths.save(id), { ...content, version, autosave }),
  move: (action: TalkAction, id: number, version: number) => staffApi.post<DeskTalk>(talkPaths[action](id), { version }),
};

/** The talks' revisions and bulk actions (under /talks). */
export const talkRecordsApi = recordsApi<DeskTalk>(talkPaths.create);
