import { eq } from 'drizzle-orm';
import type { ContactPayload } from '@mahasi/contract/content';
import { contactPayload } from '@mahasi/contract/content';
import type { Db } from '../../db/client.js';
import { toUnicode } from '../../lib/myanmar.js';
import { clientAddress } from '../../lib/client.js';
import { enforceLimit } from '../../lib/rateLimit.js';
import type { Mailer } from '../../mail/mailer.js';
import { contactMessages } from './schema.js';

/** Messages per sender address (and per e-mail) an hour: enough for a person, too few for a spammer. */
export const CONTACT_LIMIT_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** Where the centre reads the messages (ORG_EMAIL). */
  orgEmail: string;
  now: () => Date;
  rateLimitMultiplier?: number;
  log: { error(obj: object, message: string): void };
}

/** The contact form: stored first (so nothing is lost), then mailed to the organisation. */
export function contactService(deps: ContactDeps) {
  const { db, mailer, orgEmail, now, log } = deps;
  const max = CONTACT_LIMIT_PER_HOUR * (deps.rateLimitMultiplier ?? 1);

  return {
    /** `userId`: the member who sent it while signed in, so that a reply reaches their notifications. */
    async create(input: ContactPayload, ip: string, userId: number | null = null) {
      const payload = contactPayload.parse(input);
      const at = now();
      await enforceLimit(db, { key: `contact:ip:${clientAddress(ip)}`, max, windowMs: HOUR_MS }, at);
      if (payload.email) await enforceLimit(db, { key: `contact:email:${payload.email}`, max, windowMs: HOUR_MS }, at);

      const message = {
        name: toUnicode(payload.name),
        email: payload.email ?? null,
        phoneNo: payload.phoneNo ?? null,
        subject: toUnicode(payload.subject),
        message: toUnicode(payload.message),
      };
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, ip, userId, createdAt: at, updatedAt: at })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });

      const from = [message.email, message.phoneNo].filter(Boolean).join(', ');
      try {
        await mailer.send({
          to: orgEmail,
          ...(message.email ? { replyTo: message.email } : {}),
          subject: `[Contact] ${message.subject}`,
          text: `Message #${row!.id} from the website contact form\n\nName: ${message.name}\nFrom: ${from}\nSubject: ${message.subject}\n\n${message.message}\n`,
        });
        await db.update(contactMessages).set({ mailedAt: now() }).where(eq(contactMessages.id, row!.id));
      } catch (err) {
        // The message is kept; staff can read it from the table even when mail is down.
        log.error({ err, contactMessageId: row!.id }, 'contact message not mailed');
      }
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
