/** Without zod, for the web app: the talks desk's statuses, sort keys and paths (staff-talks.ts re-exports them). */

import { recordKind } from './staff-records.js';

/**
 * Talks as a record kind: draft (not on the site) → published → back to draft (unpublished);
 * deleted: in the bin for 30 days, then removed with its files.
 */
export const talkKind = recordKind({
  base: '/talks',
  statuses: ['draft', 'published', 'deleted'],
  statusField: 'status',
  sortKeys: ['updated_at', 'published_at', 'recorded_on', 'title', 'duration', 'id'],
  defaultSort: 'updated_at',
  deletedDays: 30,
});

export const talkStatuses = talkKind.statuses;
export type TalkStatus = (typeof talkStatuses)[number];

/** A deleted talk can be restored this many days; then it is removed with its files. */
export const DELETED_TALK_DAYS = talkKind.deletedDays;

export const talkSortKeys = talkKind.sortKeys;
export type TalkSortKey = (typeof talkSortKeys)[number];

/** The desk's paths (relative to /admin-api): lifecycle, revisions and bulk actions. */
export const talkPaths = talkKind.paths;
