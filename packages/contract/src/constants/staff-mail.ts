/** Without zod, for the web app: the waiting mail's kinds, states and paths (staff-mail.ts re-exports them). */

/** care.reply, staff.invite, and retreat.mail: what a retreat application tells its yogi (decision 0054). */
export const mailKinds = ['care.reply', 'staff.invite', 'retreat.mail'] as const;
export type MailKind = (typeof mailKinds)[number];

/** What became of a staff member's mail: sent, waiting for the mail server, or refused by it (a wrong address). */
export const mailStates = ['sent', 'waiting', 'refused'] as const;
export type MailState = (typeof mailStates)[number];

/** The mail paths (relative to /admin-api) with their methods. */
export const mailPaths = {
  /** GET */ waiting: '/mail/waiting',
  /** POST */ retry: (id: number) => `/mail/${id}/retry`,
} as const;
