import { editorQuery, pagedQuery, staffApi } from '../../lib/api';
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
  talk: (id: number) => editorQuery<DeskTalk>(talkKeys.talk(id), talkPaths.get(id)),
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
