import { sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationFilter } from '@mahasi/contract/notification';
import { notificationFilter } from '@mahasi/contract/notification';
import type { Paged } from '@mahasi/contract/envelope';
import { rowsOf, type Db } from '../../db/client.js';
import { memberScope, publishInvalidation, type Invalidate } from '../../http/cache.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/html.js';
import { notificationReads, notifications, notificationWatermarks } from './schema.js';

/** New members also see the broadcasts of the 30 days before they joined. */
const BROADCAST_LOOKBACK = '30 days';

export interface NewNotification {
  notiType: number;
  subject: string;
  content: string;
  link?: string | null;
  at?: Date;
  /** Who composed it (the staff console, the command line); absent for the site's own. */
  sentBy?: { staffId: number | null; name: string };
}

interface Row {
  id: number;
  subject: string;
  content: string;
  noti_type: number;
  link: string | null;
  updated_time: Date | string;
  is_read: boolean;
}

const toNotification = (row: Row): Notification => ({
  id: row.id,
  subject: row.subject,
  content: row.content,
  notiType: Number(row.noti_type),
  link: row.link,
  updatedTime: new Date(row.updated_time).toISOString(),
  isRead: Boolean(row.is_read),
});

/** Notifications the member may see: their own, and active broadcasts since shortly before they joined. */
const visibleTo = (userId: number): SQL => sql`n.status = '0' and n.channel = 'in_app' and n.created_time <= now() and (
  n.user_id = ${userId}
  or (n.user_id is null and n.created_time >= (select created_at - interval '${sql.raw(BROADCAST_LOOKBACK)}' from users where id = ${userId}))
)`;

const readJoins = (userId: number): SQL => sql`
  left join notification_reads r on r.notification_id = n.id and r.user_id = ${userId}
  left join notification_watermarks w0 on w0.user_id = ${userId} and w0.noti_type = 0
  left join notification_watermarks wt on wt.user_id = ${userId} and wt.noti_type = n.noti_type`;

const isRead = sql`(r.user_id is not null or n.created_time <= coalesce(greatest(w0.read_before, wt.read_before), '-infinity'::timestamptz))`;

/**
 * `invalidate` reaches the servers' caches of notification pages; by default (the seed, the staff
 * command) it only notifies, since there is no cache in this process.
 */
export function notificationService(db: Db, invalidate: Invalidate = (scope, tx = db) => publishInvalidation(tx, scope)) {
  const insert = async (tx: Db, userId: number | null, item: NewNotification) => {
    const at = item.at ?? new Date();
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        notiType: item.notiType,
        subject: item.subject,
        content: sanitizeRichText(item.content),
        link: item.link ?? null,
        sentByStaffId: item.sentBy?.staffId ?? null,
        sentByName: item.sentBy?.name ?? null,
        // A later time: the scheduler tells the caches when it comes (announceDue).
        pending: at.getTime() > Date.now(),
        createdTime: at,
        updatedTime: at,
      })
      .returning({ id: notifications.id });
    return row!.id;
  };

  return {
    /** One shared row that every member sees (new talk, book, event, post, announcement). */
    async broadcast(item: NewNotification, tx: Db = db): Promise<number> {
      const id = await insert(tx, null, item);
      await invalidate('notifications', tx);
      return id;
    },
    /** A notification for one member (their order, a Yogi reply); pass the caller's transaction. */
    async notifyUser(userId: number, item: NewNotification, tx: Db = db): Promise<number> {
      const id = await insert(tx, userId, item);
      await invalidate(memberScope(userId), tx);
      return id;
    },

    async page(callerId: number, input: NotificationFilter): Promise<Paged<Notification>> {
      const filter = notificationFilter.parse(input);
      if (filter.searchObj.userId != null && filter.searchObj.userId !== callerId) throw forbidden();
      const typeFilter = filter.searchObj.notiType ? sql` and n.noti_type = ${filter.searchObj.notiType}` : sql``;
      const where = sql`${visibleTo(callerId)}${typeFilter}`;
      const column = filter.sortBy === 'id' ? sql`n.id` : sql`n.updated_time`;
      const direction = filter.orderBy === 'ASC' ? sql`asc` : sql`desc`;
      const limit = filter.pageSize === 0 ? sql`` : sql` limit ${filter.pageSize} offset ${(filter.pageNo - 1) * filter.pageSize}`;
      const [rows, counted] = await Promise.all([
        db.execute(sql`select n.id, n.subject, n.content, n.noti_type, n.link, n.updated_time, ${isRead} as is_read
          from notifications n ${readJoins(callerId)}
          where ${where}
          order by ${column} ${direction}, n.id ${direction}${limit}`),
        db.execute(sql`select count(*)::int as total from notifications n where ${where}`),
      ]);
      const numOfRows = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
      const pageSize = filter.pageSize === 0 ? numOfRows : filter.pageSize;
      return {
        dataList: rowsOf<Row>(rows).map(toNotification),
        currentPageNo: filter.pageNo,
        pageSize,
        numOfPages: pageSize === 0 ? 0 : Math.ceil(numOfRows / pageSize),
        numOfRows,
      };
    },

    async latest(callerId: number, limit = 8): Promise<Notification[]> {
      const rows = await db.execute(sql`select n.id, n.subject, n.content, n.noti_type, n.link, n.updated_time, ${isRead} as is_read
        from notifications n ${readJoins(callerId)}
        where ${visibleTo(callerId)}
        order by n.updated_time desc, n.id desc limit ${limit}`);
      return rowsOf<Row>(rows).map(toNotification);
    },

    async unreadCount(callerId: number): Promise<number> {
      const rows = await db.execute(sql`select count(*)::int as total from notifications n ${readJoins(callerId)}
        where ${visibleTo(callerId)} and not ${isRead}`);
      return Number(rowsOf<{ total: number }>(rows)[0]?.total ?? 0);
    },

    /** How many notifications a member can see and how many are unread (the staff console's member detail). */
    async countsFor(userId: number): Promise<{ total: number; unread: number }> {
      const rows = await db.execute(sql`select count(*)::int as total, count(*) filter (where not ${isRead})::int as unread
        from notifications n ${readJoins(userId)} where ${visibleTo(userId)}`);
      const row = rowsOf<{ total: number; unread: number }>(rows)[0];
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    /** Marks one notification read; someone else's (or a withdrawn one) is 404, as if it did not exist. */
    async markRead(callerId: number, id: number): Promise<void> {
      const rows = await db.execute(sql`select n.id from notifications n where n.id = ${id} and ${visibleTo(callerId)}`);
      if (rowsOf(rows).length === 0) throw notFound();
      await db.insert(notificationReads).values({ notificationId: id, userId: callerId }).onConflictDoNothing();
    },

    async markAllRead(callerId: number, notiType?: number | null): Promise<void> {
      const type = notiType ?? 0;
      const now = new Date();
      await db
        .insert(notificationWatermarks)
        .values({ userId: callerId, notiType: type, readBefore: now })
        .onConflictDoUpdate({ target: [notificationWatermarks.userId, notificationWatermarks.notiType], set: { readBefore: now } });
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
