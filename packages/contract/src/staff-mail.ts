import { z } from 'zod';
import { envelope } from './envelope.js';
import { positiveId } from './request.js';
import { mailKinds, mailStates } from './constants/staff-mail.js';
export * from './constants/staff-mail.js';

/**
 * Mail waiting to be sent (`/admin-api/mail`, roles admin and care): a care-team reply or an
 * invitation kept while the mail server does not answer, sent once it does (decision 0045). Care
 * sees the replies; admins see everything.
 */

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

export const mailIdParam = z.object({ id: positiveId() });
