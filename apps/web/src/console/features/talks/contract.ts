import type * as talks from '@mahasi/contract/staff-talks';
import type { PodcastCategory } from '@mahasi/contract/podcast';

/**
 * The talks desk's contract restated for the console (the contract's module imports zod's full
 * build at run time, which the console does not need); contract.test.ts compares them.
 */
export type { DeskTalk, DeskTalkContent, DeskTalkFilter, DeskTalkRow, TalkStatus } from '@mahasi/contract/staff-talks';
export type { PodcastCategory } from '@mahasi/contract/podcast';

export const talkStatuses: typeof talks.talkStatuses = ['draft', 'published', 'deleted'];
export const talkSortKeys: typeof talks.talkSortKeys = ['updated_at', 'published_at', 'recorded_on', 'title', 'duration', 'id'];
export type TalkSortKey = (typeof talkSortKeys)[number];
export const DELETED_TALK_DAYS: typeof talks.DELETED_TALK_DAYS = 30;
export const podcastCategoryKeys: readonly PodcastCategory[] = ['dhamma-talk', 'guided-meditation', 'chanting', 'questions-and-answers'];

export const talkPaths: typeof talks.talkPaths = {
  list: '/talks/list',
  create: '/talks',
  get: (id: number) => `/talks/${id}`,
  save: (id: number) => `/talks/${id}/save`,
  publish: (id: number) => `/talks/${id}/publish`,
  unpublish: (id: number) => `/talks/${id}/unpublish`,
  delete: (id: number) => `/talks/${id}/delete`,
  restore: (id: number) => `/talks/${id}/restore`,
};
