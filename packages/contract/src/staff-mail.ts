import { z } from 'zod';
import { envelope } from './envelope.js';
import { MAX_ID } from './request.js';

/**
 * Mail waiting to be sent (`/admin-api/mail`, roles admin and care): a care-team reply or an
 * invitation kept while the mail server does not answer, sent once it does (decision 0045). Care
 * sees the replies; admins see everything.
 */

export const mailKinds = ['care.reply', 'staff.invite'] as const;
export type MailKind = (typeof mailKinds)[number];

/** What became of a staff member's mail: sent, waiting for the mail server, or refused by it (a wrong address). */
export const mailStates = ['sent', 'waiting', 'refused'] as const;
export type MailState = (typeof mailStates)[number];

export const waitingMail = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  /** The reply's or the staff account's id. */
  refId: z.number().int().nullable(),
  /** The message a care reply answers (to open it from the list). */
  messageId: z.number().int().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['waiting', 'refused']),
  attempts: z.number().int(),
  /** When it is tried next (waiting). */
  nextAttemptAt: z.string(),
  /** What the mail server said last, in its words. */
  lastError: z.string(),
  createdAt: z.string(),
});
export type WaitingMail = z.infer<typeof waitingMail>;
export const waitingMailReply = envelope(z.array(waitingMail));

/** Trying one again now answers what became of it. */
export const retryMailReply = envelope(z.object({ id: z.number().int(), status: z.enum(mailStates) }));

export const mailIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID, `Must be at most ${MAX_ID}`) });

/** The mail paths (relative to /admin-api) with their methods. */
export const mailPaths = {
  /** GET */ waiting: '/mail/waiting',
  /** POST */ retry: (id: number) => `/mail/${id}/retry`,
} as const;
