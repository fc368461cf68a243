/** Without zod, for the web app: the members desk's statuses, sort keys and paths (staff-members.ts re-exports them). */

export const memberStatuses = ['active', 'unconfirmed', 'disabled'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const memberSortKeys = ['created_at', 'user_full_name', 'last_sign_in_at'] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];

/** The members paths (relative to /admin-api) with their methods. */
export const memberPaths = {
  /** POST */ list: '/members/list',
  /** GET */ detail: (id: number) => `/members/${id}`,
  /** POST */ disable: (id: number) => `/members/${id}/disable`,
  /** POST */ enable: (id: number) => `/members/${id}/enable`,
  /** POST */ sendResetCode: (id: number) => `/members/${id}/reset-code`,
} as const;
