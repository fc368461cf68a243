import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { SITE_PATH_MESSAGE } from './fields.js';
import { isSitePath } from './links.js';
import { optionalInt } from './request.js';
import { NOTIFICATION_CONTENT_MAX_CHARS, sentStatuses } from './constants/staff-notifications.js';
export * from './constants/staff-notifications.js';

/**
 * Notifications composed in the staff console (`/admin-api/notifications`, roles editor, care and
 * admin): an announcement (type 5) to every member, or a Yogi care team reply (type 6) to one
 * member, sent now or at a later time; and the list of what was sent, with how many members read
 * each. The command-line tool (`npm run notify`) sends through the same service.
 *
 * What goes to one member (a Yogi care team reply, an order's notice) names the member and says
 * something private: only the care team and admins send, list or cancel those and search for
 * members (`personalNotificationRoles`). An editor announces to every member and sees only
 * what went to every member; a call for one member's notification answers 403.
 */

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const required = 'Is required';
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

export const composePayload = z
  .object({
    notiType: z.union([z.literal(5), z.literal(6)], { error: 'Must be 5 (announcement) or 6 (Yogi care team reply)' }),
    /** The member a type 6 goes to; a type 5 goes to every member. */
    memberId: z.preprocess(blank, z.coerce.number().int().positive('Must be a member').nullish()),
    subject: z.string({ error: required }).trim().min(1, required).max(200, 'Must be at most 200 characters'),
    /** HTML from the rich text editor; sanitised on the server. */
    content: z
      .string({ error: required })
      .refine((html) => textOf(html).length > 0 || /<img\b/i.test(html), required)
      .refine((html) => html.length <= NOTIFICATION_CONTENT_MAX_CHARS, `Must be at most ${NOTIFICATION_CONTENT_MAX_CHARS} characters`),
    /** A page of the site the notification opens, e.g. /events/3. */
    link: z.preprocess(blank, z.string().trim().max(300, 'Must be at most 300 characters').refine(isSitePath, SITE_PATH_MESSAGE).nullish()),
    /** Send at this time (ISO, in the future); absent or null: now. */
    at: z.preprocess(blank, z.iso.datetime({ offset: true, error: 'Must be a date and time' }).nullish()),
  })
  .superRefine((value, ctx) => {
    if (value.notiType === 6 && !value.memberId) ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'Choose the member' });
  });
export type ComposePayload = z.input<typeof composePayload>;

export const sentFilter = z.object({
  searchObj: z
    .object({
      notiType: optionalInt(1, 6),
      status: z.preprocess(blank, z.enum(sentStatuses, { error: "Must be 'scheduled' or 'sent'" }).optional()),
      /** Only those composed in the console or on the command line (not the site's own). */
      byStaff: z.preprocess(blank, z.boolean().optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
});
export type SentFilter = z.input<typeof sentFilter>;

export const sentNotification = z.object({
  id: z.number().int(),
  notiType: z.number().int(),
  subject: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  /** null: every member. */
  memberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  /** Who composed it (null: the site itself, e.g. a new post). */
  sentByName: z.string().nullable(),
  status: z.enum(sentStatuses),
  /** When members see it (the scheduled time, or when it was sent). */
  sendAt: z.string(),
  /** Members who can see it, and how many of them have read it. */
  recipients: z.number().int(),
  readCount: z.number().int(),
});
export type SentNotification = z.infer<typeof sentNotification>;
export const sentPageReply = envelope(paged(sentNotification));
export const sentReply = envelope(sentNotification);

export const notificationIdParam = z.object({ id: z.coerce.number().int().positive() });

/** Finding the member a Yogi care team reply goes to (name, e-mail or phone contains; at most 10). */
export const recipientSearchPayload = z.object({
  text: z.string({ error: required }).trim().min(1, required).max(100, 'Must be at most 100 characters'),
});
export const recipient = z.object({
  id: z.number().int(),
  userFullName: z.string(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipient>;
export const recipientListReply = envelope(z.array(recipient));
