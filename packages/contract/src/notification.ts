import { z } from 'zod';
import { envelope, paged, pageRequest } from './envelope.js';

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

export const notificationFilter = pageRequest.extend({
  pageSize: z.coerce.number().int().min(0).max(100).default(NOTIFICATION_PAGE_SIZE),
  sortBy: z.enum(['updated_time', 'id'], { error: "Must be 'updated_time' or 'id'" }).default('updated_time'),
  orderBy: z.enum(['ASC', 'DESC']).default('DESC'),
  searchObj: z
    .object({
      status: z.literal('0').default('0'),
      type: z.literal('in_app').default('in_app'),
      /** Absent or null: every type. */
      notiType: z.coerce.number().int().min(1).max(6).nullish(),
      /** The caller's own id; any other id is refused with 403. */
      userId: z.number().int().nullish(),
      categoryIdList: z.array(z.number().int()).nullish(),
    })
    .default({ status: '0', type: 'in_app' }),
});
export type NotificationFilter = z.input<typeof notificationFilter>;

export const notificationPageReply = envelope(paged(notification));
export const unreadCountReply = envelope(z.object({ count: z.number().int() }));
/** The newest few for the header menu. */
export const latestNotificationsReply = envelope(z.array(notification));

export const markReadPayload = z.object({ id: z.number({ error: 'Is required' }).int() });
/** Marks every notification of the caller as read, or only those of one type. */
export const markAllReadPayload = z.object({ notiType: z.number().int().min(1).max(6).nullish() });
