import type { StaffRole } from './staff.js';

/** Without zod, for the web app: the notifications desk's types, roles, limits and paths (staff-notifications.ts re-exports them). */

export const composeTypes = [5, 6] as const;

/** Who may send to one member, find members, and see and cancel what went to one member. */
export const personalNotificationRoles = ['admin', 'care'] as const satisfies readonly StaffRole[];

/** Who may announce to every member and see what went to every member. */
export const notificationRoles = ['admin', 'editor', 'care'] as const satisfies readonly StaffRole[];
export type ComposeType = (typeof composeTypes)[number];

export const NOTIFICATION_CONTENT_MAX_CHARS = 20_000;

export const sentStatuses = ['scheduled', 'sent'] as const;

/** The notifications paths (relative to /admin-api) with their methods. */
export const notificationPaths = {
  /** POST */ list: '/notifications/list',
  /** POST */ send: '/notifications',
  /** POST */ recipients: '/notifications/recipients',
  /** POST */ cancel: (id: number) => `/notifications/${id}/cancel`,
} as const;

/**
 * Whether a role sends to one member and sees what went to one member (the care team, admins).
 * An editor announces to every member only; the server refuses the rest (403) and lists them
 * nothing else, so the console does not offer it.
 */
export const reachesOneMember = (role: StaffRole | undefined): boolean =>
  Boolean(role && (personalNotificationRoles as readonly StaffRole[]).includes(role));
