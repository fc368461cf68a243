import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { blankAsAbsent, optionalId, typeMessage } from './request.js';
import { messageStatuses, REPLY_MAX_CHARS } from './constants/staff-messages.js';
export * from './constants/staff-messages.js';

/**
 * The contact form's messages as the care team's inbox (`/admin-api/messages`, roles care and admin):
 * new, replied, closed; assigned to a staff member; answered from the console by e-mail and, when
 * the sender is a member, also as a Yogi care team notification (type 6). Replies stay with the message.
 */

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const required = 'Is required';

export const messageFilter = z.object({
  searchObj: z
    .object({
      status: z.preprocess(blank, z.enum(messageStatuses, { error: `Must be one of ${messageStatuses.join(', ')}` }).optional()),
      /** Name, e-mail, phone or subject contains. */
      text: z.preprocess(blank, z.string().trim().max(100, 'Must be at most 100 characters').optional()),
      /** Assigned to this staff member (blank, null and 0 are no filter, as for every id filter). */
      assignedStaffId: optionalId(),
      /** Only the messages assigned to nobody. */
      unassigned: blankAsAbsent(z.boolean(typeMessage('Must be true or false')).optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
});
export type MessageFilter = z.input<typeof messageFilter>;

export const messageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  subject: z.string(),
  /** The first 160 characters of the message. */
  excerpt: z.string(),
  status: z.enum(messageStatuses),
  /** The member who sent it while signed in (a reply also reaches their notifications). */
  memberId: z.number().int().nullable(),
  assignedStaffId: z.number().int().nullable(),
  assignedStaffName: z.string().nullable(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageRow = z.infer<typeof messageRow>;
export const messagePageReply = envelope(paged(messageRow));

export const messageReply = z.object({
  id: z.number().int(),
  staffName: z.string(),
  subject: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  /** When the e-mail went out; null when the sender gave no e-mail or it has not gone yet. */
  mailedAt: z.string().nullable(),
  /**
   * The e-mail: sent; waiting (the mail server did not answer: it is kept and sent when it does);
   * refused (the server refused the address); none (no e-mail address, or a reply from before
   * mail was kept).
   */
  mail: z.enum(['sent', 'waiting', 'refused', 'none']),
  /** The member also got it in Notifications. */
  notified: z.boolean(),
  createdAt: z.string(),
});
export type MessageReply = z.infer<typeof messageReply>;

export const messageDetail = messageRow.extend({
  message: z.string(),
  replies: z.array(messageReply),
});
export type MessageDetail = z.infer<typeof messageDetail>;
export const messageDetailReply = envelope(messageDetail);

export const messageIdParam = z.object({ id: z.coerce.number().int().positive() });

export const assignPayload = z.object({
  /** null: nobody. */
  staffId: z.preprocess(blank, z.coerce.number().int().positive('Must be a staff member').nullish()),
});
export type AssignPayload = z.input<typeof assignPayload>;

export const messageStatusPayload = z.object({
  status: z.enum(messageStatuses, { error: `Must be one of ${messageStatuses.join(', ')}` }),
});

export const replyPayload = z.object({
  subject: z.string({ error: required }).trim().min(1, required).max(200, 'Must be at most 200 characters'),
  /** HTML from the rich text editor; sanitised on the server. */
  body: z
    .string({ error: required })
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, required)
    .refine((html) => html.length <= REPLY_MAX_CHARS, `Must be at most ${REPLY_MAX_CHARS} characters`),
  /** Close the message after replying (otherwise it becomes 'replied'). */
  close: z.boolean().default(false),
});
export type ReplyPayload = z.input<typeof replyPayload>;

/** Staff a message can be assigned to (care team and admins, enabled). */
export const assignee = z.object({ id: z.number().int(), fullName: z.string(), role: z.string() });
export type Assignee = z.infer<typeof assignee>;
export const assigneeListReply = envelope(z.array(assignee));
