import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { ContactCodeSent, ContactField } from '@mahasi/contract/user';
import type { Db } from '../../db/client.js';
import { confirmationCodes, users } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unavailable.js';
import { ValidationError } from '../../lib/validation.js';
import type { Mailer } from '../../mail/mailer.js';
import { CODE_RESEND_MS, CODE_TTL_MS, channelOf, codeMessage, codeStore, contactFieldWhere, maskAddress } from './codes.js';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  sms: Mailer;
  secret: string;
  now: () => Date;
}

const takenMessage = 'Is already used by another account';

/**
 * An e-mail or phone a member adds to their profile: kept aside, with a code sent to it, until the
 * member enters the code. Until then it is not theirs: it signs no one in, receives no reset code,
 * and keeps no one else from registering with it.
 */
export function contactChanges({ db, mailer, sms, secret, now }: ContactDeps) {
  const codes = codeStore({ secret, now });
  const open = (userId: number, field: ContactField) =>
    and(
      eq(confirmationCodes.userId, userId),
      eq(confirmationCodes.purpose, 'contact'),
      contactFieldWhere(field),
      isNull(confirmationCodes.consumedAt),
    );
  const sent = (field: ContactField, to: string): ContactCodeSent => ({
    field,
    sentTo: maskAddress(to),
    resendAfterSeconds: CODE_RESEND_MS / 1000,
    expiresInSeconds: CODE_TTL_MS / 1000,
  });

  async function pendingValue(tx: Db, userId: number, field: ContactField): Promise<string | undefined> {
    const [row] = await tx
      .select({ contact: confirmationCodes.contact })
      .from(confirmationCodes)
      .where(open(userId, field))
      .orderBy(desc(confirmationCodes.createdAt))
      .limit(1);
    return row?.contact ?? undefined;
  }

  /** Whether another account (confirmed, or disabled by staff) holds the address. Unconfirmed ones prove nothing. */
  async function taken(tx: Db, value: string, exceptId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          or(eq(users.email, value), eq(users.phoneNo, value), eq(users.username, value)),
          ne(users.id, exceptId),
          or(isNotNull(users.confirmedAt), isNotNull(users.disabledAt)),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** A code for a new address, replacing the field's earlier ones. */
  async function issue(tx: Db, userId: number, field: ContactField, value: string): Promise<{ to: string; code: string }> {
    const { code } = await codes.issue(tx, {
      owner: { userId },
      purpose: 'contact',
      replaces: contactFieldWhere(field),
      // Another address may be tried at once; the same one, a minute after its last code.
      throttle: and(contactFieldWhere(field), eq(confirmationCodes.contact, value)),
      values: { contact: value },
    });
    return { to: value, code };
  }

  const deliver = (to: string, code: string) => (channelOf(to) === 'email' ? mailer : sms).send(codeMessage(to, code, 'contact'));

  return {
    taken: (value: string, exceptId: number) => taken(db, value, exceptId),

    async pending(userId: number, tx: Db = db): Promise<{ email?: string; phoneNo?: string }> {
      const [email, phoneNo] = [await pendingValue(tx, userId, 'email'), await pendingValue(tx, userId, 'phoneNo')];
      return { ...(email ? { email } : {}), ...(phoneNo ? { phoneNo } : {}) };
    },

    /** A new pending address in the caller's transaction; `send` it once that is committed. */
    start: issue,

    send: ({ to, code }: { to: string; code: string }) => deliver(to, code),

    async cancel(userId: number, field: ContactField, tx: Db = db): Promise<void> {
      await tx.update(confirmationCodes).set({ consumedAt: now() }).where(open(userId, field));
    },

    async resend(userId: number, field: ContactField): Promise<ContactCodeSent> {
      const issued = await db.transaction(async (tx) => {
        const value = await pendingValue(tx, userId, field);
        if (!value) throw new ValidationError([{ field, message: 'Has no new address waiting for its code' }]);
        return issue(tx, userId, field, value);
      });
      await deliver(issued.to, issued.code);
      return sent(field, issued.to);
    },

    sent,

    /** The right code makes the pending address the member's; any unconfirmed registration holding it ends. */
    async confirm(userId: number, field: ContactField, code: string): Promise<void> {
      const row = await codes.check(db, { owner: { userId }, purpose: 'contact', where: contactFieldWhere(field), code });
      const value = row.contact!;
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${value}`}))`);
          if (await taken(tx, value, userId)) throw new ValidationError([{ field, message: takenMessage }]);
          // The member has just proved the address; an unconfirmed registration with it never did.
          await tx
            .delete(users)
            .where(
              and(
                or(eq(users.email, value), eq(users.phoneNo, value), eq(users.username, value)),
                ne(users.id, userId),
                isNull(users.confirmedAt),
                isNull(users.disabledAt),
              ),
            );
          await tx
            .update(users)
            .set({ [field === 'email' ? 'email' : 'phoneNo']: value, updatedAt: now() })
            .where(eq(users.id, userId));
          await tx.update(confirmationCodes).set({ consumedAt: now() }).where(open(userId, field));
          await tx.update(confirmationCodes).set({ verifiedAt: now() }).where(eq(confirmationCodes.id, row.id));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError([{ field, message: takenMessage }]);
        throw error;
      }
    },
  };
}

export type ContactChanges = ReturnType<typeof contactChanges>;
