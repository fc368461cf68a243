import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail that staff work sends (a care-team reply, an invitation), kept until the mail server has
 * taken it (decision 0045): sent at once when the server answers, otherwise retried with backoff
 * by whichever instance's job claims it, and listed in the console while it waits.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    /** What it is: care.reply, staff.invite. */
    kind: text('kind').notNull(),
    /** The row it belongs to (the reply, the staff account). */
    refId: integer('ref_id'),
    /** A care reply's contact message, which the console opens from the list. */
    messageId: integer('message_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /**
     * The message (text, HTML, reply-to) sealed under APP_SECRET, since an invitation carries a
     * set-up link; emptied once the mail is sent, refused or replaced.
     */
    sealed: text('sealed').notNull(),
    /** waiting, sent, refused (the server refused the address: never retried), replaced (a newer mail of the same kind and row). */
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While a process sends it, until this time: nobody else does (a process that died mid-send lets go then). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outgoing_mail_status_next_idx').on(t.status, t.nextAttemptAt), index('outgoing_mail_kind_ref_idx').on(t.kind, t.refId)],
);
