import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import { StaffRespCode } from '@mahasi/contract/staff';
import { memberFilter, type MemberDetail, type MemberFilter, type MemberRow, type MemberStatus } from '@mahasi/contract/staff-members';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { memberScope, type Invalidate } from '../../http/cache.js';
import { BusinessError, notFound } from '../../lib/errors.js';
import { toUnicode } from '../../lib/myanmar.js';
import { likePattern } from '../../lib/text.js';
import type { AuthService } from '../auth/service.js';
import type { NewsService } from '../news/service.js';
import type { NotificationService } from '../notifications/service.js';
import { recordAudit } from '../staff/audit.js';
import type { OrderLedger } from '../store/order-ledger.js';
import type { Actor } from '../../lib/staffCaller.js';

type User = typeof users.$inferSelect;

export interface MemberDeps {
  db: Db;
  auth: Pick<AuthService, 'sendResetCode'>;
  notifications: Pick<NotificationService, 'countsFor'>;
  /** The member's orders, read through the store. */
  orders: Pick<OrderLedger, 'ofMember'>;
  /** The posts they saved, counted by news. */
  news: Pick<NewsService, 'savedCountOf'>;
  invalidate: Invalidate;
  now: () => Date;
}

const statusOf = (user: Pick<User, 'disabledAt' | 'confirmedAt'>): MemberStatus =>
  user.disabledAt ? 'disabled' : user.confirmedAt ? 'active' : 'unconfirmed';

const statusWhere: Record<MemberStatus, SQL> = {
  active: and(isNull(users.disabledAt), isNotNull(users.confirmedAt))!,
  unconfirmed: and(isNull(users.disabledAt), isNull(users.confirmedAt))!,
  disabled: isNotNull(users.disabledAt),
};

const sortColumns = { created_at: users.createdAt, user_full_name: users.userFullName, last_sign_in_at: users.lastSignInAt };

const toRow = (user: User): MemberRow => ({
  id: user.id,
  userFullName: user.userFullName,
  email: user.email,
  phoneNo: user.phoneNo,
  status: statusOf(user),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

/** Members in the staff console: search, detail (audit-logged), disable and enable, a reset code. */
export function memberService(deps: MemberDeps) {
  const { db, now } = deps;

  const find = async (id: number, tx: Db = db): Promise<User> => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw notFound();
    return user;
  };

  return {
    async list(input: MemberFilter): Promise<Paged<MemberRow>> {
      const { searchObj, pageNo, pageSize, sortBy, orderBy } = memberFilter.parse(input);
      const text = searchObj.text ? toUnicode(searchObj.text) : undefined;
      // Every search term is a bound parameter: ilike() never splices the text into the SQL.
      const digits = text?.replace(/[\s\-().]/g, '');
      const where = and(
        text
          ? or(
              ilike(users.userFullName, likePattern(text)),
              ilike(users.email, likePattern(text)),
              digits ? ilike(users.phoneNo, likePattern(digits)) : undefined,
            )
          : undefined,
        searchObj.status ? statusWhere[searchObj.status] : undefined,
      );
      const column = sortColumns[sortBy];
      const order = orderBy === 'ASC' ? asc(column) : sql`${column} desc nulls last`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order, desc(users.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return { dataList: rows.map(toRow), currentPageNo: pageNo, pageSize, numOfPages: Math.ceil(numOfRows / pageSize), numOfRows };
    },

    /** One member as the console shows them; the view is audit-logged with who looked. */
    async detail(actor: Actor, id: number): Promise<MemberDetail> {
      const user = await find(id);
      const [orders, savedNewsCount, [open], notificationCounts] = await Promise.all([
        deps.orders.ofMember(id, 20),
        deps.news.savedCountOf(id),
        db
          .select({ n: count() })
          .from(sessions)
          .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now()))),
        deps.notifications.countsFor(id),
      ]);
      await recordAudit(db, actor, { action: 'member.view', entityType: 'member', entityId: id });
      return {
        ...toRow(user),
        username: user.username,
        confirmedAt: user.confirmedAt?.toISOString() ?? null,
        disabledAt: user.disabledAt?.toISOString() ?? null,
        orders: orders.recent.map((order) => ({ ...order, orderDate: order.orderDate.toISOString() })),
        orderCount: orders.count,
        savedNewsCount,
        notifications: notificationCounts,
        activeSessions: Number(open?.n ?? 0),
      };
    },

    /** No sign-in from now on: every session ends at once, in every server process. */
    async disable(actor: Actor, id: number): Promise<MemberRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ disabledAt: now(), updatedAt: now() })
          .where(and(eq(users.id, id), isNull(users.disabledAt)))
          .returning();
        if (!user) {
          await find(id, tx);
          throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
        }
        const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
        await deps.invalidate(memberScope(id), tx);
        await recordAudit(tx, actor, {
          action: 'member.disable',
          entityType: 'member',
          entityId: id,
          changes: { sessionsEnded: ended.length },
        });
        return toRow(user);
      });
    },

    async enable(actor: Actor, id: number): Promise<MemberRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ disabledAt: null, updatedAt: now() })
          .where(and(eq(users.id, id), isNotNull(users.disabledAt)))
          .returning();
        if (!user) {
          await find(id, tx);
          throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
        }
        await recordAudit(tx, actor, { action: 'member.enable', entityType: 'member', entityId: id });
        return toRow(user);
      });
    },

    /** The member's own forgot-password path: the code goes to their address; staff learn only where. */
    async sendResetCode(actor: Actor, id: number): Promise<{ channel: 'email' | 'phone'; sentTo: string }> {
      const user = await find(id);
      if (user.disabledAt) throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
      const sent = await deps.auth.sendResetCode(user.username, { wait: true });
      await recordAudit(db, actor, {
        action: 'member.resetCode',
        entityType: 'member',
        entityId: id,
        changes: { sentTo: sent.sentTo },
      });
      return { channel: sent.channel, sentTo: sent.sentTo };
    },
  };
}

export type MemberService = ReturnType<typeof memberService>;
