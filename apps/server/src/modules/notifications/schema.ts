import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';
import { ownedBy } from '../../db/columns.js';

/**
 * One row per notification. A broadcast (user_id null) is shared by every member, so announcing a
 * new talk to 100,000 members writes one row, not 100,000; read state is kept per member apart.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** null: every member; otherwise only this member (orders, Yogi replies). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    notiType: smallint('noti_type').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    /** '0' active; '1' withdrawn by staff. */
    status: text('status').notNull().default('0'),
    /** 'in_app' is the only channel today. */
    channel: text('channel').notNull().default('in_app'),
    /** The staff member who composed it in the console (null: sent by the site or the command line). */
    sentByStaffId: integer('sent_by_staff_id'),
    sentByName: text('sent_by_name'),
    /**
     * Scheduled for created_time and not yet announced to the servers' caches: members see it from
     * created_time on, and the scheduler clears this flag then, so cached pages are dropped.
     */
    pending: boolean('pending').notNull().default(false),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.updatedTime),
    index('notifications_type_time_idx').on(t.notiType, t.updatedTime),
    index('notifications_pending_idx')
      .on(t.createdTime)
      .where(sql`pending`),
  ],
);

/** A member has read this notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: ownedBy('notification_id', () => notifications.id),
    userId: ownedBy('user_id', () => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By notification: the staff console counts each one's readers.
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] }), index('notification_reads_notification_idx').on(t.notificationId)],
);

/** 'Mark all as read' sets a watermark instead of writing one row per notification. */
export const notificationWatermarks = pgTable(
  'notification_watermarks',
  {
    userId: ownedBy('user_id', () => users.id),
    /** 0: every type; 1-6: that type only. */
    notiType: smallint('noti_type').notNull(),
    readBefore: timestamp('read_before', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notiType] }), index('notification_watermarks_type_time_idx').on(t.notiType, t.readBefore)],
);
