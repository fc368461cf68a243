import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import { SITE_PATH_MESSAGE } from '@mahasi/contract/fields';
import { isSitePath } from '@mahasi/contract/links';
import { StaffRespCode, type StaffRole } from '@mahasi/contract/staff';
import {
  personalNotificationRoles,
  sentFilter,
  type Recipient,
  type SentFilter,
  type SentNotification,
} from '@mahasi/contract/staff-notifications';
import { rowsOf, type Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { memberScope, type Invalidate } from '../../http/cache.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { htmlToText } from '../../lib/html.js';
import { toUnicode } from '../../lib/myanmar.js';
import { ValidationError } from '../../lib/validation.js';
import { recordAudit } from '../staff/audit.js';
import { keepImagesIn } from '../uploads/service.js';
import { notifications } from './schema.js';
import type { NotificationService } from './service.js';
import type { Actor } from '../../lib/staffCaller.js';

export interface ComposerDeps {
  db: Db;
  notifications: Pick<NotificationService, 'broadcast' | 'notifyUser'>;
  invalidate: Invalidate;
  now: () => Date;
}

/** What a staff member (or the command line) sends: checked by the contract's composePayload in the console. */
export interface Composed {
  notiType: number;
  subject: string;
  content: string;
  link?: string | null;
  /** One member; absent or null: every member. */
  memberId?: number | null;
  /** ISO time in the future; absent or null: now. */
  at?: string | null;
}

/**
 * What a sender reaches: every notification (the care team, admins, the command line), or only
 * those to every member (editors: a notification to one member names them and says something
 * private, a Yogi care team reply or an order's notice).
 */
export type Reach = 'all' | 'everyMember';
export const reachOf = (role: StaffRole): Reach =>
  (personalNotificationRoles as readonly StaffRole[]).includes(role) ? 'all' : 'everyMember';

/** A year ahead at most: a later date is more likely a typing slip than a plan. */
const MAX_SCHEDULE_MS = 366 * 24 * 60 * 60 * 1000;

interface SentRow {
  id: number;
  noti_type: number;
  subject: string;
  content: string;
  link: string | null;
  user_id: number | null;
  member_name: string | null;
  sent_by_name: string | null;
  created_time: Date | string;
  scheduled: boolean;
  recipients: number;
  read_count: number;
}

/**
 * Members who have read a notification: a read mark, or a "mark all as read" (of every type or of
 * its type) made after it appeared. Counted per member once.
 */
const readCount = sql`(select count(*)::int from (
    select r.user_id from notification_reads r where r.notification_id = n.id
    union
    select w.user_id from notification_watermarks w
      where w.noti_type in (0, n.noti_type) and w.read_before >= n.created_time and (n.user_id is null or w.user_id = n.user_id)
  ) readers)`;
/** A broadcast reaches confirmed members who joined before it or up to 30 days after (see visibleTo). */
const recipients = sql`case when n.user_id is null
    then (select count(*)::int from users u where u.confirmed_at is not null and u.created_at <= n.created_time + interval '30 days')
    else 1 end`;

/** The staff console's notifications: compose (now or scheduled), list with read counts, cancel a scheduled one. */
export function notificationComposer(deps: ComposerDeps) {
  const { db, now } = deps;

  async function one(id: number, tx: Db = db): Promise<SentNotification> {
    const [row] = await page({ searchObj: {}, pageNo: 1, pageSize: 1 }, sql`n.id = ${id}`, tx).then((p) => p.dataList);
    if (!row) throw notFound();
    return row;
  }

  async function page(input: SentFilter, extra?: SQL, tx: Db = db, reach: Reach = 'all'): Promise<Paged<SentNotification>> {
    const { searchObj, pageNo, pageSize } = sentFilter.parse(input);
    const at = now();
    const conditions: SQL[] = [sql`n.status = '0'`];
    if (extra) conditions.push(extra);
    if (reach === 'everyMember') conditions.push(sql`n.user_id is null`);
    if (searchObj.notiType) conditions.push(sql`n.noti_type = ${searchObj.notiType}`);
    if (searchObj.status === 'scheduled') conditions.push(sql`n.created_time > ${at}`);
    if (searchObj.status === 'sent') conditions.push(sql`n.created_time <= ${at}`);
    if (searchObj.byStaff) conditions.push(sql`n.sent_by_name is not null`);
    const where = sql.join(conditions, sql` and `);
    const [rows, counted] = await Promise.all([
      tx.execute(sql`select n.id, n.noti_type, n.subject, n.content, n.link, n.user_id, u.user_full_name as member_name,
          n.sent_by_name, n.created_time, n.created_time > ${at} as scheduled, ${recipients} as recipients, ${readCount} as read_count
        from notifications n left join users u on u.id = n.user_id
        where ${where}
        order by n.created_time desc, n.id desc
        limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
      tx.execute(sql`select count(*)::int as total from notifications n where ${where}`),
    ]);
    const numOfRows = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
    return {
      dataList: rowsOf<SentRow>(rows).map((row) => ({
        id: Number(row.id),
        notiType: Number(row.noti_type),
        subject: row.subject,
        content: row.content,
        link: row.link,
        memberId: row.user_id === null ? null : Number(row.user_id),
        memberName: row.member_name,
        sentByName: row.sent_by_name,
        status: row.scheduled ? 'scheduled' : 'sent',
        sendAt: new Date(row.created_time).toISOString(),
        recipients: Number(row.recipients),
        readCount: Number(row.read_count),
      })),
      currentPageNo: pageNo,
      pageSize,
      numOfPages: Math.ceil(numOfRows / pageSize),
      numOfRows,
    };
  }

  return {
    list: (input: SentFilter, reach: Reach) => page(input, undefined, db, reach),

    /** Confirmed, enabled members whose name, e-mail or phone contains the text (bound, never spliced). */
    async recipients(text: string): Promise<Recipient[]> {
      const like = `%${toUnicode(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = `%${text.replace(/[\s\-().%_\\]/g, '')}%`;
      return db
        .select({ id: users.id, userFullName: users.userFullName, email: users.email, phoneNo: users.phoneNo })
        .from(users)
        .where(
          and(
            isNotNull(users.confirmedAt),
            isNull(users.disabledAt),
            or(ilike(users.userFullName, like), ilike(users.email, like), digits.length > 2 ? ilike(users.phoneNo, digits) : undefined),
          ),
        )
        .orderBy(users.userFullName, users.id)
        .limit(10);
    },

    /** Sends now, or schedules (members see it from `at` on); audit-logged, in one transaction. */
    async send(actor: Actor, input: Composed, reach: Reach): Promise<SentNotification> {
      if (reach === 'everyMember' && (input.notiType !== 5 || input.memberId)) throw forbidden();
      // The command line comes here without the contract's schema: the one rule for a site's page (links.ts).
      if (input.link && !isSitePath(input.link)) throw new ValidationError([{ field: 'link', message: SITE_PATH_MESSAGE }]);
      const at = input.at ? new Date(input.at) : null;
      if (at && at.getTime() <= now().getTime()) throw new ValidationError([{ field: 'at', message: 'Must be in the future' }]);
      if (at && at.getTime() > now().getTime() + MAX_SCHEDULE_MS) {
        throw new ValidationError([{ field: 'at', message: 'Must be within a year' }]);
      }
      const item = {
        notiType: input.notiType,
        subject: toUnicode(input.subject.trim()),
        content: toUnicode(input.content),
        link: input.link ?? null,
        at: at ?? now(),
        sentBy: { staffId: actor.staffId, name: actor.name },
      };
      return db.transaction(async (tx) => {
        let id: number;
        if (input.memberId) {
          const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.memberId));
          if (!member) throw new ValidationError([{ field: 'memberId', message: 'Must be a member' }]);
          id = await deps.notifications.notifyUser(member.id, item, tx);
        } else {
          id = await deps.notifications.broadcast(item, tx);
        }
        // Images uploaded for it are kept while the notification is (a cancelled one's stay too: see keepImagesIn).
        await keepImagesIn(tx, now(), item.content);
        await recordAudit(tx, actor, {
          action: at ? 'notification.schedule' : 'notification.send',
          entityType: 'notification',
          entityId: id,
          changes: {
            notiType: input.notiType,
            memberId: input.memberId ?? null,
            subject: item.subject,
            excerpt: htmlToText(item.content, 200),
            ...(at ? { at: at.toISOString() } : {}),
          },
        });
        return one(id, tx);
      });
    },

    /** A scheduled notification that has not gone out yet is removed; a sent one stays. */
    async cancel(actor: Actor, id: number, reach: Reach): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(notifications)
          .where(
            and(
              eq(notifications.id, id),
              sql`${notifications.createdTime} > ${now()}`,
              reach === 'everyMember' ? isNull(notifications.userId) : undefined,
            ),
          )
          .returning({ id: notifications.id, subject: notifications.subject });
        if (!gone) {
          const [exists] = await tx
            .select({ id: notifications.id, userId: notifications.userId })
            .from(notifications)
            .where(eq(notifications.id, id));
          if (!exists) throw notFound();
          if (reach === 'everyMember' && exists.userId !== null) throw forbidden();
          throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
        }
        await recordAudit(tx, actor, {
          action: 'notification.cancel',
          entityType: 'notification',
          entityId: id,
          changes: { subject: gone.subject },
        });
      });
    },

    /**
     * The scheduler's job: scheduled notifications whose time has come are announced to every
     * server's cache of notification pages (members see them from their time on regardless).
     */
    async announceDue(tx: Db): Promise<number> {
      const due = await tx
        .update(notifications)
        .set({ pending: false })
        .where(and(eq(notifications.pending, true), sql`${notifications.createdTime} <= ${now()}`))
        .returning({ userId: notifications.userId });
      if (due.some((row) => row.userId === null)) await deps.invalidate('notifications', tx);
      for (const userId of new Set(due.map((row) => row.userId).filter((id): id is number => id !== null))) {
        await deps.invalidate(memberScope(userId), tx);
      }
      return due.length;
    },
  };
}

export type NotificationComposer = ReturnType<typeof notificationComposer>;
