import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { RespCode } from '@mahasi/contract/codes';
import type { Db } from '../../db/client.js';
import { confirmationCodes } from '../../db/schema.js';
import { hmac, randomCode, safeEqual } from '../../lib/crypto.js';
import { BusinessError } from '../../lib/errors.js';
import type { MailMessage } from '../../mail/mailer.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60 * 1000;

export type CodeRow = typeof confirmationCodes.$inferSelect;
export type Purpose = CodeRow['purpose'];

/**
 * Whose codes these are: an account, or a name no account can use. The second kind is written,
 * throttled and checked exactly as the first, and never sent, so that asking for a code (and then
 * guessing it) answers the same whether or not the name belongs to someone.
 */
export type Owner = { userId: number } | { identity: string };

/** The name as the account lookup compares it: an e-mail in lower case, a phone without the spaces, dashes, dots and brackets people type. */
export function normaliseUserName(userName: string): string {
  const name = userName.trim().toLowerCase();
  return name.includes('@') ? name : name.replace(/[\s\-().]/g, '');
}

export const channelOf = (address: string): 'email' | 'phone' => (address.includes('@') ? 'email' : 'phone');

export function maskAddress(address: string): string {
  if (address.includes('@')) {
    const [local = '', domain = ''] = address.split('@');
    return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
  }
  return `${'*'.repeat(Math.max(address.length - 3, 1))}${address.slice(-3)}`;
}

export const ownerWhere = (owner: Owner): SQL =>
  'userId' in owner
    ? eq(confirmationCodes.userId, owner.userId)
    : and(isNull(confirmationCodes.userId), eq(confirmationCodes.identity, owner.identity))!;

const ownerName = (owner: Owner) => ('userId' in owner ? `${owner.userId}` : `name:${owner.identity}`);

/** Contact codes of one field: an e-mail has an @, a phone number never does. */
export const contactFieldWhere = (field: 'email' | 'phoneNo'): SQL =>
  field === 'email' ? sql`${confirmationCodes.contact} like '%@%'` : sql`${confirmationCodes.contact} not like '%@%'`;

const subjects: Record<Purpose, { subject: string; action: string }> = {
  register: { subject: 'Your Mahasi confirmation code', action: 'confirm your account' },
  reset: { subject: 'Your Mahasi password reset code', action: 'reset your password' },
  contact: { subject: 'Confirm your new contact details', action: 'add this address to your Mahasi account' },
};

export function codeMessage(to: string, code: string, purpose: Purpose): MailMessage {
  const { subject, action } = subjects[purpose];
  return {
    to,
    subject,
    text: `Your code is ${code}. Enter it to ${action}. It expires in 10 minutes.\n\nသင်၏ အတည်ပြုကုဒ်မှာ ${code} ဖြစ်သည်။ ၁၀ မိနစ်အတွင်း အသုံးပြုပါ။`,
    html: `<p>Your code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p><p>Enter it to ${action}. It expires in 10 minutes.</p><p lang="my">သင်၏ အတည်ပြုကုဒ်မှာ <strong>${code}</strong> ဖြစ်သည်။ ၁၀ မိနစ်အတွင်း အသုံးပြုပါ။</p>`,
  };
}

/**
 * To the owner of an address someone tried to register again: no code (the account exists), but
 * what to do if it was them, and that nothing changed if it was not.
 */
export function accountExistsMessage(to: string): MailMessage {
  const en =
    'Someone, perhaps you, tried to register a new Mahasi account with this address. You already have an account: log in, or reset your password on the log-in page if you have forgotten it. If it was not you, nothing has changed and you can ignore this message.';
  const my =
    'ဤလိပ်စာဖြင့် Mahasi အကောင့်အသစ် မှတ်ပုံတင်ရန် တစ်စုံတစ်ဦး (သင်ဖြစ်နိုင်သည်) ကြိုးစားခဲ့သည်။ သင့်တွင် အကောင့်ရှိပြီး ဖြစ်သည် - အကောင့်ဝင်ပါ၊ စကားဝှက်မေ့ပါက အကောင့်ဝင်သည့် စာမျက်နှာတွင် စကားဝှက် ပြန်သတ်မှတ်ပါ။ သင်မဟုတ်ပါက မည်သည့်အရာမျှ မပြောင်းလဲသဖြင့် ဤစာကို လျစ်လျူရှုနိုင်သည်။';
  return {
    to,
    subject: 'You already have a Mahasi account',
    text: `${en}\n\n${my}`,
    html: `<p>${en}</p><p lang="my">${my}</p>`,
  };
}

export interface IssueOptions {
  owner: Owner;
  purpose: Purpose;
  /** Which of the owner's earlier codes this one replaces (all of the purpose when absent). */
  replaces?: SQL;
  /** Which earlier codes count for the resend throttle (the replaced ones when absent). */
  throttle?: SQL;
  values?: Partial<Pick<CodeRow, 'attemptHash' | 'passwordHash' | 'userFullName' | 'contact'>>;
}

/** Confirmation codes: six digits, stored as a keyed hash, short-lived, five tries, one a minute. */
export function codeStore({ secret, now }: { secret: string; now: () => Date }) {
  const hashOf = (owner: Owner, purpose: Purpose, code: string) => hmac(secret, `${ownerName(owner)}:${purpose}:${code}`);

  return {
    /** A new code in the caller's transaction; the caller sends it once the transaction is committed. */
    async issue(tx: Db, { owner, purpose, replaces, throttle, values = {} }: IssueOptions): Promise<{ code: string; row: CodeRow }> {
      const at = now();
      const code = randomCode();
      // One request at a time per owner, so that two at once cannot both pass the throttle.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codes:${ownerName(owner)}`}))`);
      const mine = and(ownerWhere(owner), eq(confirmationCodes.purpose, purpose));
      const [last] = await tx
        .select({ createdAt: confirmationCodes.createdAt })
        .from(confirmationCodes)
        .where(and(mine, throttle ?? replaces))
        .orderBy(desc(confirmationCodes.createdAt))
        .limit(1);
      if (last && at.getTime() - last.createdAt.getTime() < CODE_RESEND_MS) {
        const wait = Math.ceil((CODE_RESEND_MS - (at.getTime() - last.createdAt.getTime())) / 1000);
        throw new BusinessError(RespCode.CODE_RESEND_TOO_SOON, `Please wait ${wait} seconds before asking for another code.`);
      }
      await tx
        .update(confirmationCodes)
        .set({ consumedAt: at })
        .where(and(mine, replaces, isNull(confirmationCodes.consumedAt)));
      const [row] = await tx
        .insert(confirmationCodes)
        .values({
          ...('userId' in owner ? { userId: owner.userId } : { identity: owner.identity }),
          purpose,
          codeHash: hashOf(owner, purpose, code),
          expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          createdAt: at,
          ...values,
        })
        .returning();
      return { code, row: row! };
    },

    /**
     * The owner's newest unused code of the purpose (and `where`) when `code` is it: 0004 when it
     * is not, 0005 when it has expired, 0006 after five wrong tries (then even the right code).
     */
    async check(db: Db, { owner, purpose, where, code }: { owner: Owner; purpose: Purpose; where?: SQL; code: string }): Promise<CodeRow> {
      const [current] = await db
        .select()
        .from(confirmationCodes)
        .where(and(ownerWhere(owner), eq(confirmationCodes.purpose, purpose), where, isNull(confirmationCodes.consumedAt)))
        .orderBy(desc(confirmationCodes.createdAt))
        .limit(1);
      if (!current || current.verifiedAt) throw new BusinessError(RespCode.CODE_INVALID);
      if (current.expiresAt.getTime() <= now().getTime()) throw new BusinessError(RespCode.CODE_EXPIRED);
      // Count the attempt before comparing, atomically, so that parallel guesses cannot exceed the limit.
      const counted = await db
        .update(confirmationCodes)
        .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
        .where(and(eq(confirmationCodes.id, current.id), sql`${confirmationCodes.attempts} < ${CODE_MAX_ATTEMPTS}`))
        .returning({ attempts: confirmationCodes.attempts });
      if (counted.length === 0) throw new BusinessError(RespCode.CODE_ATTEMPTS_EXCEEDED);
      if (!safeEqual(hashOf(owner, purpose, code), current.codeHash)) {
        if (counted[0]!.attempts >= CODE_MAX_ATTEMPTS) throw new BusinessError(RespCode.CODE_ATTEMPTS_EXCEEDED);
        throw new BusinessError(RespCode.CODE_INVALID);
      }
      return current;
    },
  };
}

export type CodeStore = ReturnType<typeof codeStore>;
