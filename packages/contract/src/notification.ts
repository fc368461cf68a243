import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import {
  blankAsAbsent,
  optionalId,
  optionalIdList,
  optionalInt,
  orderByField,
  pageNoField,
  pageSizeField,
  positiveId,
  sortByField,
} from './request.js';

/** Spec section 3: 1 Podcast, 2 E-Book, 3 Event, 4 Post, 5 Notification, 6 Yawgi Reply. */
export const NotiType = {
  PODCAST: 1,
  EBOOK: 2,
  EVENT: 3,
  POST: 4,
  NOTIFICATION: 5,
  YAWGI_REPLY: 6,
} as const;
export type NotiType = (typeof NotiType)[keyof typeof NotiType];
export const notiTypes = [1, 2, 3, 4, 5, 6] as const;

export const NOTIFICATION_PAGE_SIZE = 50;

export const notification = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  notiType: z.number().int(),
  /** ISO time of the last change. */
  updatedTime: z.string(),
  /** Where the notification points in the site, e.g. /podcasts/3; null when it stands alone. */
  link: z.string().nullable(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationFilter = z.object({
  pageNo: pageNoField(),
  pageSize: pageSizeField(NOTIFICATION_PAGE_SIZE),
  sortBy: sortByField(['updated_time', 'id'], 'updated_time'),
  orderBy: orderByField('DESC'),
  searchObj: z
    .object({
      status: blankAsAbsent(z.literal('0', { error: "Must be '0'" }).default('0')),
      type: blankAsAbsent(z.literal('in_app', { error: "Must be 'in_app'" }).default('in_app')),
      /** Blank, null, 0 or absent: every type (the 'All' tab). */
      notiType: optionalInt(1, 6),
      /** The caller's own id; any other id is refused with 403. Blank, null or 0: the caller's. */
      userId: optionalId(),
      categoryIdList: optionalIdList(),
    })
    .prefault({}),
});
export type NotificationFilter = z.input<typeof notificationFilter>;

export const notificationPageReply = envelope(paged(notification));
export const unreadCountReply = envelope(z.object({ count: z.number().int() }));
/** The newest few for the header menu. */
export const latestNotificationsReply = envelope(z.array(notification));

export const markReadPayload = z.object({ id: positiveId() });
/** Marks every notification of the caller as read, or only those of one type (blank, null, 0 or absent: all). */
export const markAllReadPayload = z.object({ notiType: optionalInt(1, 6) });
