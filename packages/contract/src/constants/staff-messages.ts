/** Without zod, for the web app: the messages desk's statuses, limits and paths (staff-messages.ts re-exports them). */

export const messageStatuses = ['new', 'replied', 'closed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** A reply's HTML at most this long (the rich text editor's output). */
export const REPLY_MAX_CHARS = 20_000;

/** The messages paths (relative to /admin-api) with their methods. */
export const messagePaths = {
  /** POST */ list: '/messages/list',
  /** GET */ assignees: '/messages/assignees',
  /** GET */ detail: (id: number) => `/messages/${id}`,
  /** POST */ assign: (id: number) => `/messages/${id}/assign`,
  /** POST */ status: (id: number) => `/messages/${id}/status`,
  /** POST */ reply: (id: number) => `/messages/${id}/reply`,
} as const;
