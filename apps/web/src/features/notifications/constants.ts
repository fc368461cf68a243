import type * as contract from '@mahasi/contract/notification';

/**
 * Constants of the notification contract, restated (as in lib/contractConstants) because the
 * contract's modules import zod at run time; the literal types are checked against it.
 */
export const NOTIFICATION_PAGE_SIZE: typeof contract.NOTIFICATION_PAGE_SIZE = 50;
export const NotiType: typeof contract.NotiType = {
  PODCAST: 1,
  EBOOK: 2,
  EVENT: 3,
  POST: 4,
  NOTIFICATION: 5,
  YAWGI_REPLY: 6,
};

/** The tabs of spec section 2, in order: null is 'All'. */
export const notificationTabs = [
  { notiType: null, key: 'all' },
  { notiType: NotiType.PODCAST, key: 'podcast' },
  { notiType: NotiType.EBOOK, key: 'ebook' },
  { notiType: NotiType.EVENT, key: 'event' },
  { notiType: NotiType.POST, key: 'post' },
  { notiType: NotiType.NOTIFICATION, key: 'notification' },
  { notiType: NotiType.YAWGI_REPLY, key: 'yawgiReply' },
] as const;

export type TabKey = (typeof notificationTabs)[number]['key'];

/** The translation key of a type's badge; an unknown type reads as a plain notification. */
export function typeKey(notiType: number): Exclude<TabKey, 'all'> {
  const key = notificationTabs.find((tab) => tab.notiType !== null && tab.notiType === notiType)?.key;
  return key && key !== 'all' ? key : 'notification';
}
