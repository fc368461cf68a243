import { aliasedTable, and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import { NotiType } from '@mahasi/contract/notification';
import {
  assignPayload,
  messageFilter,
  replyPayload,
  type AssignPayload,
  type Assignee,
  type MessageDetail,
  type MessageFilter,
  type MessageRow,
  type MessageStatus,
  type ReplyPayload,
} from '@mahasi/contract/staff-messages';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import { toUnicode } from '../../lib/myanmar.js';
import { likePattern } from '../../lib/text.js';
import { ValidationError } from '../../lib/validation.js';
import type { MailQueue } from '../mail/queue.js';
import { contactMessages, contactReplies } from '../content/schema.js';
import type { NotificationService } from '../notifications/service.js';
import { recordAudit } from '../staff/audit.js';
import { staff } from '../staff/schema.js';
import { keepImagesIn } from '../uploads/service.js';
import type { Actor } from '../../lib/staffCaller.js';

export interface MessageDeps {
  db: Db;
  /** Replies are kept until the mail server takes them (a down server does not lose them). */
  mail: MailQueue;
  notifications: Pick<NotificationService, 'notifyUser'>;
  now: () => Date;
  /** The site's address: the e-mailed reply's images and links are made absolute with it. */
  siteUrl?: string;
}

/** Roles that answer messages, and so the staff a message can be assigned to. */
const CARE_ROLES = ['care', 'admin'] as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** `src="/files/…"` as the site shows it; an e-mail has no site to be relative to. */
const absolute = (html: string, siteUrl: string | undefined) =>
  siteUrl ? html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${siteUrl.replace(/\/+$/, '')}/`) : html;
const assigned = aliasedTable(staff, 'assigned');

const rowColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phoneNo: contactMessages.phoneNo,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  memberId: contactMessages.userId,
  assignedStaffId: contactMessages.assignedStaffId,
  assignedStaffName: assigned.fullName,
  replyCount: sql<number>`(select count(*)::int from contact_replies r where r.message_id = ${contactMessages.id})`,
  createdAt: contactMessages.createdAt,
  updatedAt: contactMessages.updatedAt,
};

type Selected = {
  [K in keyof typeof rowColumns]: K extends 'createdAt' | 'updatedAt' ? Date : unknown;
} & { id: number; name: string; email: string | null; phoneNo: string | null; subject: string; message: string; status: MessageStatus };

const toRow = (row: Selected): MessageRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phoneNo: row.phoneNo,
  subject: row.subject,
  excerpt: row.message.length > 160 ? `${row.message.slice(0, 160)}…` : row.message,
  status: row.status,
  memberId: (row.memberId as number | null) ?? null,
  assignedStaffId: (row.assignedStaffId as number | null) ?? null,
  assignedStaffName: (row.assignedStaffName as string | null) ?? null,
  replyCount: Number(row.replyCount ?? 0),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The care team's inbox of contact form messages. */
export function messageService(deps: MessageDeps) {
  const { db, mail, now } = deps;
  // Whoever sends a reply's mail (now, or the job later), the reply shows when it went.
  mail.whenSent('care.reply', async (replyId, at) => {
    await db.update(contactReplies).set({ mailedAt: at }).where(eq(contactReplies.id, replyId));
  });

  const select = (tx: Db = db) =>
    tx.select(rowColumns).from(contactMessages).leftJoin(assigned, eq(assigned.id, contactMessages.assignedStaffId));

  async function detail(id: number, tx: Db = db): Promise<MessageDetail> {
    const [row] = await select(tx).where(eq(contactMessages.id, id)).limit(1);
    if (!row) throw notFound();
    const replies = await tx
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id))
      .orderBy(contactReplies.createdAt, contactReplies.id);
    const mailStates = await mail.statesOf(
      'care.reply',
      replies.map((reply) => reply.id),
      tx,
    );
    return {
      ...toRow(row as Selected),
      message: row.message,
      replies: replies.map((reply) => ({
        id: reply.id,
        staffName: reply.staffName,
        subject: reply.subject,
        body: reply.body,
        mailedAt: reply.mailedAt?.toISOString() ?? null,
        mail: mailStates.get(reply.id) ?? (reply.mailedAt ? 'sent' : 'none'),
        notified: reply.notificationId !== null,
        createdAt: reply.createdAt.toISOString(),
      })),
    };
  }

  /**
   * The member behind a message: only the one signed in when it was sent. An e-mail typed into the
   * form proves nothing (anyone can type a member's), so a guest's reply never reaches a member's
   * notifications; it is e-mailed to the address given, as to any guest.
   */
  const memberOf = (message: typeof contactMessages.$inferSelect): number | null => message.userId ?? null;

  return {
    async list(input: MessageFilter): Promise<Paged<MessageRow>> {
      const { searchObj, pageNo, pageSize } = messageFilter.parse(input);
      const text = searchObj.text ? likePattern(toUnicode(searchObj.text)) : undefined;
      const where = and(
        searchObj.status ? eq(contactMessages.status, searchObj.status) : undefined,
        searchObj.unassigned
          ? isNull(contactMessages.assignedStaffId)
          : searchObj.assignedStaffId === undefined
            ? undefined
            : eq(contactMessages.assignedStaffId, searchObj.assignedStaffId),
        text
          ? or(
              ilike(contactMessages.name, text),
              ilike(contactMessages.email, text),
              ilike(contactMessages.phoneNo, text),
              ilike(contactMessages.subject, text),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: rows.map((row) => toRow(row as Selected)),
        currentPageNo: pageNo,
        pageSize,
        numOfPages: Math.ceil(numOfRows / pageSize),
        numOfRows,
      };
    },

    detail: (id: number) => detail(id),

    async assignees(): Promise<Assignee[]> {
      return db
        .select({ id: staff.id, fullName: staff.fullName, role: staff.role })
        .from(staff)
        .where(and(inArray(staff.role, [...CARE_ROLES]), isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
        .orderBy(staff.fullName);
    },

    async assign(actor: Actor, id: number, input: AssignPayload): Promise<MessageDetail> {
      const { staffId } = assignPayload.parse(input);
      return db.transaction(async (tx) => {
        if (staffId) {
          const [target] = await tx
            .select({ id: staff.id })
            .from(staff)
            .where(and(eq(staff.id, staffId), inArray(staff.role, [...CARE_ROLES]), isNull(staff.disabledAt)));
          if (!target) throw new ValidationError([{ field: 'staffId', message: 'Must be a care team member or an admin' }]);
        }
        const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!before) throw notFound();
        await tx
          .update(contactMessages)
          .set({ assignedStaffId: staffId ?? null, updatedAt: now() })
          .where(eq(contactMessages.id, id));
        await recordAudit(tx, actor, {
          action: 'message.assign',
          entityType: 'message',
          entityId: id,
          changes: { assignedStaffId: [before.assignedStaffId, staffId ?? null] },
        });
        return detail(id, tx);
      });
    },

    async setStatus(actor: Actor, id: number, status: MessageStatus): Promise<MessageDetail> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!before) throw notFound();
        await tx.update(contactMessages).set({ status, updatedAt: now() }).where(eq(contactMessages.id, id));
        await recordAudit(tx, actor, {
          action: 'message.status',
          entityType: 'message',
          entityId: id,
          changes: { status: [before.status, status] },
        });
        return detail(id, tx);
      });
    },

    /**
     * A reply: kept with the message, sent to the member's notifications (type 6) and its e-mail
     * kept to send, in one transaction; then the e-mail is tried at once. A mail server that is down
     * or slow leaves the reply saved with its e-mail waiting (`mail: 'waiting'`), sent once the
     * server answers (modules/mail).
     */
    async reply(actor: Actor, id: number, input: ReplyPayload): Promise<MessageDetail> {
      const payload = replyPayload.parse(input);
      const subject = toUnicode(payload.subject);
      const body = sanitizeRichText(toUnicode(payload.body));
      if (!htmlToText(body).trim()) throw new ValidationError([{ field: 'body', message: 'Is required' }]);
      const mailId = await db.transaction(async (tx) => {
        const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!message) throw notFound();
        const memberId = memberOf(message);
        const notificationId = memberId
          ? await deps.notifications.notifyUser(memberId, { notiType: NotiType.YAWGI_REPLY, subject, content: body }, tx)
          : null;
        const [reply] = await tx
          .insert(contactReplies)
          .values({ messageId: id, staffId: actor.staffId, staffName: actor.name, subject, body, notificationId, createdAt: now() })
          .returning({ id: contactReplies.id });
        // Images uploaded for the reply are kept as long as the reply (and its notification) is.
        await keepImagesIn(tx, now(), body);
        await tx
          .update(contactMessages)
          .set({
            status: payload.close ? 'closed' : 'replied',
            userId: message.userId ?? memberId,
            assignedStaffId: message.assignedStaffId ?? actor.staffId,
            updatedAt: now(),
          })
          .where(eq(contactMessages.id, id));
        await recordAudit(tx, actor, {
          action: 'message.reply',
          entityType: 'message',
          entityId: id,
          changes: {
            replyId: reply!.id,
            notified: notificationId !== null,
            status: [message.status, payload.close ? 'closed' : 'replied'],
          },
        });
        if (!message.email) return undefined;
        return mail.keep(
          tx,
          {
            to: message.email,
            subject,
            text: `${htmlToText(body)}\n\n— Mahasi Yogi care team\n\n> ${message.message.split('\n').join('\n> ')}\n`,
            html: `${absolute(body, deps.siteUrl)}<p>— Mahasi Yogi care team</p><blockquote style="color:#555;border-left:3px solid #ccc;padding-left:8px">${escapeHtml(message.message).replace(/\n/g, '<br>')}</blockquote>`,
          },
          { kind: 'care.reply', refId: reply!.id, messageId: id },
        );
      });
      if (mailId !== undefined) await mail.sendNow(mailId);
      return detail(id);
    },
  };
}

export type MessageService = ReturnType<typeof messageService>;
