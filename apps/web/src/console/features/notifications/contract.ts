import type * as sent from '@mahasi/contract/staff-notifications';
import type { StaffRole } from '../../lib/contract';

/** The notifications contract restated for the console (see members/contract.ts); contract.test.ts compares the values. */
export type { ComposePayload, Recipient, SentFilter, SentNotification } from '@mahasi/contract/staff-notifications';

export const composeTypes: typeof sent.composeTypes = [5, 6];
export const sentStatuses: typeof sent.sentStatuses = ['scheduled', 'sent'];
export const NOTIFICATION_CONTENT_MAX_CHARS: typeof sent.NOTIFICATION_CONTENT_MAX_CHARS = 20_000;
export const personalNotificationRoles: typeof sent.personalNotificationRoles = ['admin', 'care'];

export const notificationPaths: typeof sent.notificationPaths = {
  list: '/notifications/list',
  send: '/notifications',
  recipients: '/notifications/recipients',
  cancel: (id: number) => `/notifications/${id}/cancel`,
};

/**
 * Whether a role sends to one member and sees what went to one member (the care team, admins).
 * An editor announces to every member only; the server refuses the rest (403) and lists them
 * nothing else, so the console does not offer it.
 */
export const reachesOneMember = (role: StaffRole | undefined): boolean =>
  Boolean(role && (personalNotificationRoles as readonly StaffRole[]).includes(role));
