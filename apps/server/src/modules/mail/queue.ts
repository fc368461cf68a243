import { sealedBox } from '../../lib/crypto.js';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { MailKind, MailState, WaitingMail } from '@mahasi/contract/staff-mail';
import { rowsOf, type Db } from '../../db/client.js';
import { RecipientRefusedError, type MailMessage, type Mailer } from '../../mail/mailer.js';
import { outgoingMail } from './schema.js';

export interface MailQueueDeps {
  db: Db;
  mailer: Mailer;
  /** APP_SECRET: the kept messages are sealed under a key drawn from it. */
  secret: string;
  now: () => Date;
  log: { warn(obj: object, message: string): void; error(obj: object, message: string): void };
  /** The site's address: its host names the messages (Message-ID). */
  siteUrl: string;
  /** How long a staff member's request waits for the first attempt before being told "not sent yet" (read at each attempt). */
  waitMs?: number | (() => number);
}

/** A staff member waits this long for the mail server before being told the mail will go later. */
export const FIRST_ATTEMPT_WAIT_MS = 5_000;
/** A claimed mail is someone's to send for this long; a process that dies while sending lets go of it then. */
export const CLAIM_MS = 5 * 60 * 1000;
/** The job sends this many per run at most. */
const BATCH = 20;

/** After the nth failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

export type MailRow = typeof outgoingMail.$inferSelect;
type Row = MailRow;

/** AES-256-GCM under a key drawn from APP_SECRET: a database dump alone does not show a set-up link. */
function sealer(secret: string): ReturnType<typeof sealedBox> {
  return sealedBox(secret, 'outgoing-mail');
}

/**
 * Mail that staff work sends, kept in the database until the mail server takes it (issue 27,
 * decision 0045). `keep` stores it in the caller's transaction (the reply and its mail are saved
 * together) with a claim for this process, `sendNow` tries at once and tells within a few seconds
 * whether it went; otherwise the job `mail.sendWaiting` of any instance claims what is due (a
 * conditional update under the job's lock: one instance a mail) and tries again with backoff,
 * across restarts. A mail is sent once: a claim is never taken while it lasts, and a sent mail is
 * never claimed again. (A process that dies in the middle of the mail server's answer lets the
 * claim run out, and the mail may then go twice; it carries the same Message-ID both times, which
 * mail programs use to show it once.)
 */
export function mailQueue(deps: MailQueueDeps) {
  const { db, mailer, now, log } = deps;
  const box = sealer(deps.secret);
  const host = new URL(deps.siteUrl).hostname || 'mahasi.local';
  const onSent = new Map<MailKind, (refId: number, at: Date) => Promise<void>>();

  async function attempt(row: Row): Promise<MailState> {
    let message: MailMessage;
    try {
      message = JSON.parse(box.open(row.sealed)) as MailMessage;
    } catch (error) {
      // Sealed under another APP_SECRET: it can never be sent; say so instead of retrying for ever.
      await db
        .update(outgoingMail)
        .set({ status: 'refused', sealed: '', claimedUntil: null, lastError: 'cannot be read: APP_SECRET changed since it was kept' })
        .where(eq(outgoingMail.id, row.id));
      log.error({ err: error, mailId: row.id }, 'a kept mail could not be opened');
      return 'refused';
    }
    try {
      await mailer.send({ ...message, messageId: `<mail-${row.id}.${row.createdAt.getTime()}@${host}>` });
    } catch (error) {
      const at = now();
      const refused = error instanceof RecipientRefusedError;
      const attempts = row.attempts + 1;
      await db
        .update(outgoingMail)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          claimedUntil: null,
          ...(refused ? { status: 'refused', sealed: '' } : { nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)) }),
        })
        .where(eq(outgoingMail.id, row.id));
      log.warn({ mailId: row.id, kind: row.kind, attempts, err: error }, refused ? 'mail refused by the server' : 'mail not sent yet');
      return refused ? 'refused' : 'waiting';
    }
    const at = now();
    await db
      .update(outgoingMail)
      .set({ status: 'sent', sentAt: at, sealed: '', claimedUntil: null, attempts: row.attempts + 1, lastError: '' })
      .where(eq(outgoingMail.id, row.id));
    if (row.refId !== null) await onSent.get(row.kind as MailKind)?.(row.refId, at);
    return 'sent';
  }

  /** Tries a claimed mail, logging what goes wrong outside the mail server's answer. */
  const tryOne = (row: Row): Promise<MailState> =>
    attempt(row).catch((error: unknown) => {
      log.error({ err: error, mailId: row.id }, 'sending a kept mail failed');
      return 'waiting' as const;
    });

  return {
    /** What to record when a mail of this kind has gone (a reply's mailedAt). */
    whenSent(kind: MailKind, record: (refId: number, at: Date) => Promise<void>): void {
      onSent.set(kind, record);
    },

    /**
     * Keeps a mail in the caller's transaction, claimed by this process for its first attempt
     * (`sendNow` after the commit). `replaces`: a waiting mail of the same kind and row is dropped
     * (a new set-up link replaces the old one).
     */
    async keep(
      tx: Db,
      message: MailMessage,
      about: { kind: MailKind; refId: number; messageId?: number; replaces?: boolean },
    ): Promise<number> {
      const at = now();
      if (about.replaces) {
        await tx
          .update(outgoingMail)
          .set({ status: 'replaced', sealed: '' })
          .where(and(eq(outgoingMail.kind, about.kind), eq(outgoingMail.refId, about.refId), eq(outgoingMail.status, 'waiting')));
      }
      const [row] = await tx
        .insert(outgoingMail)
        .values({
          kind: about.kind,
          refId: about.refId,
          messageId: about.messageId ?? null,
          recipient: message.to,
          subject: message.subject,
          sealed: box.seal(JSON.stringify(message)),
          nextAttemptAt: at,
          claimedUntil: new Date(at.getTime() + CLAIM_MS),
          createdAt: at,
        })
        .returning({ id: outgoingMail.id });
      return row!.id;
    },

    /**
     * The first attempt of a kept mail: 'sent', 'refused', or 'waiting' when the server failed or
     * has not answered within a few seconds (the attempt goes on; the job retries a failure).
     */
    async sendNow(id: number): Promise<MailState> {
      const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id)).limit(1);
      if (!row || row.status !== 'waiting') return row?.status === 'sent' ? 'sent' : 'waiting';
      let timer: NodeJS.Timeout | undefined;
      const waitMs = typeof deps.waitMs === 'function' ? deps.waitMs() : (deps.waitMs ?? FIRST_ATTEMPT_WAIT_MS);
      const slow = new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), waitMs)));
      try {
        return await Promise.race([tryOne(row), slow]);
      } finally {
        clearTimeout(timer);
      }
    },

    /** The job's part under its lock: claims what is due, at most a batch. */
    async claimDue(tx: Db): Promise<Row[]> {
      const at = now();
      const claimed = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update ${outgoingMail} set claimed_until = ${new Date(at.getTime() + CLAIM_MS).toISOString()}
          where id in (
            select id from ${outgoingMail}
            where status = 'waiting' and next_attempt_at <= ${at.toISOString()} and (claimed_until is null or claimed_until <= ${at.toISOString()})
            order by next_attempt_at, id
            limit ${BATCH}
            for update skip locked
          )
          returning id`),
      );
      if (!claimed.length) return [];
      return tx
        .select()
        .from(outgoingMail)
        .where(
          inArray(
            outgoingMail.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(outgoingMail.id));
    },

    /** The job's part after its transaction: sends what it claimed, one after the other. */
    async deliver(rows: Row[]): Promise<void> {
      for (const row of rows) await tryOne(row);
    },

    /** Mail not sent: waiting, or refused in the last 30 days; of these kinds. */
    async list(kinds: readonly MailKind[]): Promise<WaitingMail[]> {
      const since = new Date(now().getTime() - 30 * 24 * 60 * 60 * 1000);
      const rows = await db
        .select()
        .from(outgoingMail)
        .where(
          and(
            inArray(outgoingMail.kind, [...kinds]),
            or(eq(outgoingMail.status, 'waiting'), and(eq(outgoingMail.status, 'refused'), gte(outgoingMail.createdAt, since))),
          ),
        )
        .orderBy(desc(outgoingMail.createdAt), desc(outgoingMail.id))
        .limit(200);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as MailKind,
        refId: row.refId,
        messageId: row.messageId,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status === 'refused' ? 'refused' : 'waiting',
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A waiting mail tried now (a staff member's "Try again now"); undefined for one not of these kinds or not waiting. */
    async retryNow(id: number, kinds: readonly MailKind[]): Promise<MailState | undefined> {
      const at = now();
      const [row] = await db
        .update(outgoingMail)
        .set({ claimedUntil: new Date(at.getTime() + CLAIM_MS), nextAttemptAt: at })
        .where(
          and(
            eq(outgoingMail.id, id),
            inArray(outgoingMail.kind, [...kinds]),
            eq(outgoingMail.status, 'waiting'),
            or(isNull(outgoingMail.claimedUntil), lte(outgoingMail.claimedUntil, at)),
          ),
        )
        .returning();
      if (!row) {
        const [current] = await db
          .select({ status: outgoingMail.status, kind: outgoingMail.kind })
          .from(outgoingMail)
          .where(eq(outgoingMail.id, id));
        if (!current || !kinds.includes(current.kind as MailKind)) return undefined;
        // Being sent right now, or already sent or refused: its state as it is.
        return current.status === 'sent' ? 'sent' : current.status === 'refused' ? 'refused' : 'waiting';
      }
      return tryOne(row);
    },

    /** The state of the newest mail of each of these rows (a reply's), for showing beside them. */
    async statesOf(kind: MailKind, refIds: number[], exec: Db = db): Promise<Map<number, MailState>> {
      if (!refIds.length) return new Map();
      const rows = await exec
        .select({ refId: outgoingMail.refId, status: outgoingMail.status })
        .from(outgoingMail)
        .where(and(eq(outgoingMail.kind, kind), inArray(outgoingMail.refId, refIds)))
        .orderBy(asc(outgoingMail.id));
      const states = new Map<number, MailState>();
      for (const row of rows) {
        if (row.refId === null || row.status === 'replaced') continue;
        states.set(row.refId, row.status === 'sent' ? 'sent' : row.status === 'refused' ? 'refused' : 'waiting');
      }
      return states;
    },
  };
}

export type MailQueue = ReturnType<typeof mailQueue>;
