import type * as sent from '@mahasi/contract/staff-notifications';

/** The notifications contract restated for the console (see members/contract.ts); contract.test.ts compares the values. */
export type { ComposePayload, Recipient, SentFilter, SentNotification } from '@mahasi/contract/staff-notifications';

export const composeTypes: typeof sent.composeTypes = [5, 6];
export const sentStatuses: typeof sent.sentStatuses = ['scheduled', 'sent'];
export const NOTIFICATION_CONTENT_MAX_CHARS: typeof sent.NOTIFICATION_CONTENT_MAX_CHARS = 20_000;

export const notificationPaths: typeof sent.notificationPaths = {
  list: '/notifications/list',
  send: '/notifications',
  recipients: '/notifications/recipients',
  cancel: (id: number) => `/notifications/${id}/cancel`,
};
