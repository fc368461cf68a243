/** Without zod, for the web app: the talks desk's statuses, sort keys and paths (staff-talks.ts re-exports them). */

/** draft (not on the site) → published → back to draft (unpublished); deleted: in the bin for 30 days. */
export const talkStatuses = ['draft', 'published', 'deleted'] as const;
export type TalkStatus = (typeof talkStatuses)[number];

/** A deleted talk can be restored this many days; then it is removed with its files. */
export const DELETED_TALK_DAYS = 30;

export const talkSortKeys = ['updated_at', 'published_at', 'recorded_on', 'title', 'duration', 'id'] as const;
export type TalkSortKey = (typeof talkSortKeys)[number];

/** The desk's paths (relative to /admin-api). */
export const talkPaths = {
  /** POST */ list: '/talks/list',
  /** POST */ create: '/talks',
  /** GET */ get: (id: number) => `/talks/${id}`,
  /** POST */ save: (id: number) => `/talks/${id}/save`,
  /** POST */ publish: (id: number) => `/talks/${id}/publish`,
  /** POST */ unpublish: (id: number) => `/talks/${id}/unpublish`,
  /** POST */ delete: (id: number) => `/talks/${id}/delete`,
  /** POST */ restore: (id: number) => `/talks/${id}/restore`,
} as const;
