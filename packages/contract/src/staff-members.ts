import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { memberStatuses, memberSortKeys } from './constants/staff-members.js';
export * from './constants/staff-members.js';

/**
 * Members in the staff console (`/admin-api/members`): admins search, read, disable and enable
 * members and send them a password reset code; the care team reads only. No reply ever carries a
 * password hash or a code: a reset code goes to the member's own address, and staff see only where
 * it went (masked). Every member detail view is written to the audit log with who looked.
 */

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const memberFilter = z.object({
  searchObj: z
    .object({
      /** Name, e-mail or phone contains. */
      text: z.preprocess(blank, z.string().trim().max(100, 'Must be at most 100 characters').optional()),
      status: z.preprocess(blank, z.enum(memberStatuses, { error: `Must be one of ${memberStatuses.join(', ')}` }).optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
  sortBy: z.preprocess(blank, z.enum(memberSortKeys, { error: `Must be one of ${memberSortKeys.join(', ')}` }).default('created_at')),
  orderBy: z.preprocess(blank, z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }).default('DESC')),
});
export type MemberFilter = z.input<typeof memberFilter>;

export const memberRow = z.object({
  id: z.number().int(),
  userFullName: z.string(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  status: z.enum(memberStatuses),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;
export const memberPageReply = envelope(paged(memberRow));

export const memberOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** p pending, c completed, f failed. */
  status: z.string(),
  currencyCode: z.string(),
  /** Minor units. */
  netAmount: z.number().int(),
  orderDate: z.string(),
});
export type MemberOrder = z.infer<typeof memberOrder>;

export const memberDetail = memberRow.extend({
  username: z.string(),
  confirmedAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** The member's newest orders (at most 20) and how many there are. */
  orders: z.array(memberOrder),
  orderCount: z.number().int(),
  savedNewsCount: z.number().int(),
  /** Notifications the member can see, and how many of them are unread. */
  notifications: z.object({ total: z.number().int(), unread: z.number().int() }),
  /** Sessions still open (signed in on this many devices). */
  activeSessions: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetail>;
export const memberDetailReply = envelope(memberDetail);

export const memberIdParam = z.object({ id: z.coerce.number().int().positive() });

/** Where the reset code went (masked), never the code. */
export const memberResetReply = envelope(z.object({ channel: z.enum(['email', 'phone']), sentTo: z.string() }));
