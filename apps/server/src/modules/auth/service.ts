import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { RespCode } from '@mahasi/contract/codes';
import type {
  CheckCodePayload,
  CodePurpose,
  CodeSentData,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  TokenData,
} from '@mahasi/contract/auth';
import type { Db } from '../../db/client.js';
import { memberScope, type Invalidate } from '../../http/cache.js';
import { confirmationCodes, sessions, users } from '../../db/schema.js';
import { hmac, randomCode, randomToken, safeEqual, sha256 } from '../../lib/crypto.js';
import { BusinessError } from '../../lib/errors.js';
import { decoyVerify, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { toUnicode } from '../../lib/myanmar.js';
import type { Mailer } from '../../mail/mailer.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60 * 1000;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  /** Text messages to phone numbers. No SMS gateway is configured yet: they go to the outbox. */
  sms: Mailer;
  secret: string;
  sessionTtlMs: number;
  now: () => Date;
  /** Tells every server process that a member's sessions were revoked (they remember recent ones). */
  invalidate?: Invalidate;
}

type User = typeof users.$inferSelect;

/** The account whose username, e-mail or phone is this (case of e-mail and phone punctuation ignored). */
export const findByUserName = async (db: Db, userName: string): Promise<User | undefined> => {
  const name = userName.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, name), eq(users.email, name), eq(users.phoneNo, name.replace(/[\s\-().]/g, ''))))
    .limit(1);
  return user;
};

const codeHash = (secret: string, userId: number, purpose: CodePurpose, code: string) => hmac(secret, `${userId}:${purpose}:${code}`);

export function maskAddress(address: string): string {
  if (address.includes('@')) {
    const [local = '', domain = ''] = address.split('@');
    return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
  }
  return `${'*'.repeat(Math.max(address.length - 3, 1))}${address.slice(-3)}`;
}

export function authService(deps: AuthDeps) {
  const { db, mailer, sms, secret, now } = deps;

  async function issueCode(user: User, purpose: CodePurpose): Promise<CodeSentData> {
    const at = now();
    const code = randomCode();
    await db.transaction(async (tx) => {
      // Lock the user row so that two concurrent requests cannot both pass the throttle.
      await tx.execute(sql`select id from users where id = ${user.id} for update`);
      const [last] = await tx
        .select({ createdAt: confirmationCodes.createdAt })
        .from(confirmationCodes)
        .where(and(eq(confirmationCodes.userId, user.id), eq(confirmationCodes.purpose, purpose)))
        .orderBy(desc(confirmationCodes.createdAt))
        .limit(1);
      if (last && at.getTime() - last.createdAt.getTime() < CODE_RESEND_MS) {
        const wait = Math.ceil((CODE_RESEND_MS - (at.getTime() - last.createdAt.getTime())) / 1000);
        throw new BusinessError(RespCode.CODE_RESEND_TOO_SOON, `Please wait ${wait} seconds before asking for another code.`);
      }
      await tx
        .update(confirmationCodes)
        .set({ consumedAt: at })
        .where(and(eq(confirmationCodes.userId, user.id), eq(confirmationCodes.purpose, purpose), isNull(confirmationCodes.consumedAt)));
      await tx.insert(confirmationCodes).values({
        userId: user.id,
        purpose,
        codeHash: codeHash(secret, user.id, purpose, code),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        createdAt: at,
      });
    });
    const channel = user.email ? 'email' : 'phone';
    const to = user.email ?? user.phoneNo ?? user.username;
    const subject = purpose === 'register' ? 'Your Mahasi confirmation code' : 'Your Mahasi password reset code';
    const action = purpose === 'register' ? 'confirm your account' : 'reset your password';
    await (channel === 'email' ? mailer : sms).send({
      to,
      subject,
      text: `Your code is ${code}. Enter it to ${action}. It expires in 10 minutes.\n\nသင်၏ အတည်ပြုကုဒ်မှာ ${code} ဖြစ်သည်။ ၁၀ မိနစ်အတွင်း အသုံးပြုပါ။`,
      html: `<p>Your code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p><p>Enter it to ${action}. It expires in 10 minutes.</p><p lang="my">သင်၏ အတည်ပြုကုဒ်မှာ <strong>${code}</strong> ဖြစ်သည်။ ၁၀ မိနစ်အတွင်း အသုံးပြုပါ။</p>`,
    });
    return {
      userName: user.username,
      channel,
      sentTo: maskAddress(to),
      resendAfterSeconds: CODE_RESEND_MS / 1000,
      expiresInSeconds: CODE_TTL_MS / 1000,
    };
  }

  async function createSession(userId: number): Promise<TokenData> {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + deps.sessionTtlMs);
    await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  return {
    findByUserName: (userName: string) => findByUserName(db, userName),

    async login({ userName, password }: LoginPayload): Promise<TokenData> {
      const user = await findByUserName(db, userName);
      if (!user) {
        await decoyVerify(password);
        throw new BusinessError(RespCode.INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw new BusinessError(RespCode.INVALID_CREDENTIALS);
      if (!user.confirmedAt) throw new BusinessError(RespCode.ACCOUNT_NOT_CONFIRMED);
      if (user.disabledAt) throw new BusinessError(RespCode.ACCOUNT_DISABLED);
      await db.update(users).set({ lastSignInAt: now() }).where(eq(users.id, user.id));
      return createSession(user.id);
    },

    createSession,

    /** The session behind a bearer token, or undefined when unknown or expired. */
    async authenticate(token: string): Promise<{ userId: number; sessionId: number; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ userId: sessions.userId, sessionId: sessions.id, expiresAt: sessions.expiresAt })
        .from(sessions)
        // Disabling a member deletes their sessions; the join also refuses any that slipped past.
        .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
        .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now())))
        .limit(1);
      return row;
    },

    async logout(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async revokeOtherSessions(userId: number, keepSessionId: number): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    /**
     * Creates an unconfirmed account and sends a code. An unconfirmed account with the same
     * e-mail or phone is taken over (its owner never proved the address), a confirmed one is not.
     */
    async register(payload: RegisterPayload): Promise<CodeSentData> {
      const email = payload.email ?? null;
      const phoneNo = payload.phoneNo ?? null;
      const username = email ?? phoneNo!;
      const passwordHash = await hashPassword(payload.password);
      const userFullName = toUnicode(payload.userFullName);
      const user = await db.transaction(async (tx) => {
        const clashes = await tx
          .select()
          .from(users)
          .where(
            or(
              email ? or(eq(users.email, email), eq(users.username, email)) : undefined,
              phoneNo ? or(eq(users.phoneNo, phoneNo), eq(users.username, phoneNo)) : undefined,
            ),
          )
          .for('update');
        if (clashes.some((u) => u.confirmedAt)) throw new BusinessError(RespCode.ACCOUNT_EXISTS);
        // Pending registrations that clash are replaced by this one.
        for (const pending of clashes) await tx.delete(users).where(eq(users.id, pending.id));
        const [created] = await tx.insert(users).values({ userFullName, email, phoneNo, username, passwordHash }).returning();
        return created!;
      });
      return issueCode(user, 'register');
    },

    async sendConfirmationCode(userName: string): Promise<CodeSentData> {
      const user = await findByUserName(db, userName);
      if (!user) throw new BusinessError(RespCode.ACCOUNT_NOT_FOUND);
      if (user.confirmedAt) throw new BusinessError(RespCode.ALREADY_CONFIRMED);
      return issueCode(user, 'register');
    },

    async sendResetCode(userName: string): Promise<CodeSentData> {
      const user = await findByUserName(db, userName);
      if (!user) throw new BusinessError(RespCode.ACCOUNT_NOT_FOUND);
      return issueCode(user, 'reset');
    },

    async checkCode({ userName, code, purpose }: CheckCodePayload): Promise<{ confirmed: boolean; resetToken: string | null }> {
      const user = await findByUserName(db, userName);
      if (!user) throw new BusinessError(RespCode.ACCOUNT_NOT_FOUND);
      const at = now();
      const [current] = await db
        .select()
        .from(confirmationCodes)
        .where(and(eq(confirmationCodes.userId, user.id), eq(confirmationCodes.purpose, purpose), isNull(confirmationCodes.consumedAt)))
        .orderBy(desc(confirmationCodes.createdAt))
        .limit(1);
      if (!current || current.verifiedAt) throw new BusinessError(RespCode.CODE_INVALID);
      if (current.expiresAt.getTime() <= at.getTime()) throw new BusinessError(RespCode.CODE_EXPIRED);
      // Count the attempt before comparing, atomically, so that parallel guesses cannot exceed the limit.
      const counted = await db
        .update(confirmationCodes)
        .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
        .where(and(eq(confirmationCodes.id, current.id), sql`${confirmationCodes.attempts} < ${CODE_MAX_ATTEMPTS}`))
        .returning({ attempts: confirmationCodes.attempts });
      if (counted.length === 0) throw new BusinessError(RespCode.CODE_ATTEMPTS_EXCEEDED);
      if (!safeEqual(codeHash(secret, user.id, purpose, code), current.codeHash)) {
        const attempts = counted[0]!.attempts;
        if (attempts >= CODE_MAX_ATTEMPTS) throw new BusinessError(RespCode.CODE_ATTEMPTS_EXCEEDED);
        throw new BusinessError(RespCode.CODE_INVALID);
      }
      if (purpose === 'register') {
        await db.transaction(async (tx) => {
          await tx.update(confirmationCodes).set({ verifiedAt: at, consumedAt: at }).where(eq(confirmationCodes.id, current.id));
          await tx
            .update(users)
            .set({ confirmedAt: at, updatedAt: at })
            .where(and(eq(users.id, user.id), isNull(users.confirmedAt)));
        });
        return { confirmed: true, resetToken: null };
      }
      const resetToken = randomToken();
      await db
        .update(confirmationCodes)
        .set({ verifiedAt: at, resetTokenHash: sha256(resetToken) })
        .where(eq(confirmationCodes.id, current.id));
      return { confirmed: Boolean(user.confirmedAt), resetToken };
    },

    async resetPassword({ userName, resetToken, newPassword }: ResetPasswordPayload): Promise<void> {
      const user = await findByUserName(db, userName);
      if (!user) throw new BusinessError(RespCode.RESET_TOKEN_INVALID);
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        // Consuming the token in the same statement that finds it makes it single-use under concurrency.
        const used = await tx
          .update(confirmationCodes)
          .set({ consumedAt: at })
          .where(
            and(
              eq(confirmationCodes.userId, user.id),
              eq(confirmationCodes.purpose, 'reset'),
              eq(confirmationCodes.resetTokenHash, sha256(resetToken)),
              isNull(confirmationCodes.consumedAt),
              gt(confirmationCodes.verifiedAt, new Date(at.getTime() - RESET_TOKEN_TTL_MS)),
            ),
          )
          .returning({ id: confirmationCodes.id });
        if (used.length === 0) throw new BusinessError(RespCode.RESET_TOKEN_INVALID);
        // Proving control of the address also confirms an account that was never confirmed.
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: at, confirmedAt: user.confirmedAt ?? at })
          .where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await deps.invalidate?.(memberScope(user.id), tx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
