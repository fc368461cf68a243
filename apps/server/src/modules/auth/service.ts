import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { RespCode } from '@mahasi/contract/codes';
import type {
  CheckCodePayload,
  CodeSentData,
  ConfirmationCodePayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  TokenData,
} from '@mahasi/contract/auth';
import type { Db } from '../../db/client.js';
import { memberScope, type Invalidate } from '../../http/cache.js';
import { confirmationCodes, rateLimits, sessions, users } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { BusinessError } from '../../lib/errors.js';
import { decoyVerify, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { toUnicode } from '../../lib/myanmar.js';
import type { Deliveries } from '../../mail/deliveries.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ContactChanges } from './contacts.js';
import {
  CODE_RESEND_MS,
  CODE_TTL_MS,
  accountExistsMessage,
  channelOf,
  codeMessage,
  codeStore,
  maskAddress,
  normaliseUserName,
  ownerWhere,
  type CodeRow,
  type Owner,
  type Purpose,
} from './codes.js';

export { CODE_MAX_ATTEMPTS, CODE_RESEND_MS, CODE_TTL_MS, maskAddress, normaliseUserName } from './codes.js';
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  /** Text messages to phone numbers. No SMS gateway is configured yet: they go to the outbox. */
  sms: Mailer;
  /** Where the code calls' messages are sent from, after the reply. */
  deliveries: Deliveries;
  /** Contact details waiting for their code (the phone given at registration besides the e-mail). */
  contacts: Pick<ContactChanges, 'start' | 'send'>;
  secret: string;
  sessionTtlMs: number;
  now: () => Date;
  /** Tells every server process that a member's sessions were revoked (they remember recent ones). */
  invalidate?: Invalidate;
}

type User = typeof users.$inferSelect;

/** The account whose username, e-mail or phone is this name (as normaliseUserName reads it). */
export const findByUserName = async (db: Db, userName: string): Promise<User | undefined> => {
  const name = normaliseUserName(userName);
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, name), eq(users.email, name), eq(users.phoneNo, name)))
    .limit(1);
  return user;
};

export function authService(deps: AuthDeps) {
  const { db, mailer, sms, secret, now } = deps;
  const codes = codeStore({ secret, now });

  const send = (to: string, code: string, purpose: Purpose) =>
    (channelOf(to) === 'email' ? mailer : sms).send(codeMessage(to, code, purpose));

  /** The reply of the code calls, made only from the name as typed: the same for every name. */
  const sentReply = (name: string, attempt?: string): CodeSentData => ({
    userName: name,
    channel: channelOf(name),
    sentTo: maskAddress(name),
    resendAfterSeconds: CODE_RESEND_MS / 1000,
    expiresInSeconds: CODE_TTL_MS / 1000,
    ...(attempt === undefined ? {} : { attempt }),
  });

  const registerCodes = (userId: number) =>
    and(eq(confirmationCodes.userId, userId), eq(confirmationCodes.purpose, 'register'), isNull(confirmationCodes.consumedAt));

  /** A registration attempt whose code still works: while there is one, the account keeps its credentials. */
  async function liveAttempt(tx: Db, userId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: confirmationCodes.id })
      .from(confirmationCodes)
      .where(and(registerCodes(userId), gt(confirmationCodes.expiresAt, now())))
      .limit(1);
    return Boolean(row);
  }

  async function createSession(userId: number): Promise<TokenData> {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + deps.sessionTtlMs);
    await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** The phone given at registration besides the e-mail: pending, with a code of its own, once the account is confirmed. */
  async function startPhoneConfirmation(userId: number, phoneNo: string): Promise<void> {
    const issued = await db.transaction((tx) => deps.contacts.start(tx, userId, 'phoneNo', phoneNo));
    deps.deliveries.later(() => deps.contacts.send(issued), { userId });
  }

  return {
    findByUserName: (userName: string) => findByUserName(db, userName),

    /**
     * What every per-account limit counts by: the account when the name finds one (so each spelling
     * of a phone number, and the e-mail and phone of one member, share one count), else the name as
     * the lookup reads it.
     */
    async identityKey(userName: string): Promise<string> {
      const user = await findByUserName(db, userName);
      return user ? `account:${user.id}` : `name:${normaliseUserName(userName)}`;
    },

    async login({ userName, password }: LoginPayload): Promise<TokenData> {
      const user = await findByUserName(db, userName);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await decoyVerify(password);
      // Whatever the password: a disabled account must not tell a right guess from a wrong one.
      if (user?.disabledAt) throw new BusinessError(RespCode.ACCOUNT_DISABLED);
      if (!user || !valid) throw new BusinessError(RespCode.INVALID_CREDENTIALS);
      if (!user.confirmedAt) throw new BusinessError(RespCode.ACCOUNT_NOT_CONFIRMED);
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
     * Starts a registration attempt: its credentials and a code bound to its token. The code goes
     * to the e-mail (or, without one, the phone); a phone given besides is confirmed later. While an
     * unconfirmed account's earlier attempt still has a working code, a new one does not replace
     * its credentials: it waits beside it, and whichever attempt is confirmed gives the account its own.
     */
    async register(payload: RegisterPayload): Promise<CodeSentData> {
      const email = payload.email ?? null;
      const phoneNo = payload.phoneNo ?? null;
      /** The typed address that an existing account holds: where its owner is told. */
      const takenAddress = (account: typeof users.$inferSelect): string =>
        email && (account.email === email || account.username === email) ? email : phoneNo!;
      const address = email ?? phoneNo!;
      const passwordHash = await hashPassword(payload.password);
      const userFullName = toUnicode(payload.userFullName);
      const attempt = randomToken();
      const attemptValues = { attemptHash: sha256(attempt), passwordHash, userFullName, contact: email ? phoneNo : null };
      const { code, taken } = await db.transaction(async (tx) => {
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
        const settled = clashes.find((u) => u.confirmedAt || u.disabledAt);
        if (settled) {
          // The address is someone's: answer as for a new one (a decoy code, written and throttled
          // like a real one and never sent), so that registering cannot tell who has an account.
          // The owner hears of it by mail instead; a disabled account hears nothing.
          const decoy = await codes.issue(tx, {
            owner: { identity: normaliseUserName(address) },
            purpose: 'register',
            replaces: eq(confirmationCodes.attemptHash, attemptValues.attemptHash),
            throttle: eq(confirmationCodes.purpose, 'register'),
            values: { attemptHash: attemptValues.attemptHash },
          });
          return { code: decoy.code, taken: settled.disabledAt ? 'disabled' : takenAddress(settled) };
        }
        // Unconfirmed accounts that hold only the extra phone are not this registration's: that phone is proved later.
        const pending = clashes.find((u) => u.username === address || u.email === address || u.phoneNo === address);
        let userId: number;
        if (pending && (await liveAttempt(tx, pending.id))) {
          userId = pending.id;
        } else if (pending) {
          // Its attempts have expired: nobody proved the address, so this attempt takes it over.
          await tx.update(confirmationCodes).set({ consumedAt: now() }).where(registerCodes(pending.id));
          await tx
            .update(users)
            .set({ userFullName, email, phoneNo: email ? null : phoneNo, username: address, passwordHash, updatedAt: now() })
            .where(eq(users.id, pending.id));
          userId = pending.id;
        } else {
          const [created] = await tx
            .insert(users)
            .values({ userFullName, email, phoneNo: email ? null : phoneNo, username: address, passwordHash })
            .returning({ id: users.id });
          userId = created!.id;
        }
        const issued = await codes.issue(tx, {
          owner: { userId },
          purpose: 'register',
          replaces: eq(confirmationCodes.attemptHash, attemptValues.attemptHash),
          // One registration code a minute to an address, whoever's attempt it is.
          throttle: eq(confirmationCodes.purpose, 'register'),
          values: attemptValues,
        });
        return { code: issued.code, taken: null };
      });
      if (taken === null) await send(address, code, 'register');
      else if (taken !== 'disabled') await (channelOf(taken) === 'email' ? mailer : sms).send(accountExistsMessage(taken));
      return sentReply(address, attempt);
    },

    /**
     * A new registration code: of the attempt named by its token, or of a new attempt with the
     * account's own credentials when the password is right. Any other request (an unknown name, a
     * confirmed or disabled account, a wrong token or password) answers the same and sends nothing.
     */
    async sendConfirmationCode({ userName, attempt, password }: ConfirmationCodePayload): Promise<CodeSentData> {
      const name = normaliseUserName(userName);
      const user = await findByUserName(db, name);
      const target = user && !user.confirmedAt && !user.disabledAt ? user : undefined;
      let source: Pick<CodeRow, 'attemptHash' | 'passwordHash' | 'userFullName' | 'contact'> | undefined;
      if (attempt) {
        [source] = await db
          .select({
            attemptHash: confirmationCodes.attemptHash,
            passwordHash: confirmationCodes.passwordHash,
            userFullName: confirmationCodes.userFullName,
            contact: confirmationCodes.contact,
          })
          .from(confirmationCodes)
          .where(
            and(
              ownerWhere(target ? { userId: target.id } : { identity: name }),
              eq(confirmationCodes.purpose, 'register'),
              isNull(confirmationCodes.consumedAt),
              eq(confirmationCodes.attemptHash, sha256(attempt)),
            ),
          )
          .limit(1);
      }
      const token = attempt ?? randomToken();
      if (!source && password !== undefined) {
        const valid = target ? await verifyPassword(target.passwordHash, password) : await decoyVerify(password);
        if (target && valid)
          source = { attemptHash: sha256(token), passwordHash: target.passwordHash, userFullName: target.userFullName, contact: null };
      }
      const owner: Owner = target && source ? { userId: target.id } : { identity: name };
      const values = source ?? { attemptHash: sha256(token) };
      const { code } = await db.transaction((tx) =>
        codes.issue(tx, {
          owner,
          purpose: 'register',
          replaces: eq(confirmationCodes.attemptHash, values.attemptHash!),
          throttle: eq(confirmationCodes.purpose, 'register'),
          values,
        }),
      );
      if ('userId' in owner) deps.deliveries.later(() => send(name, code, 'register'), { userId: owner.userId });
      return sentReply(name, token);
    },

    /**
     * A password reset code to the address typed, when it is an enabled account's; the same reply,
     * and the same work short of sending, when it is not. `wait`: the staff console, which is told
     * when the mail server refuses.
     */
    async sendResetCode(userName: string, { wait = false }: { wait?: boolean } = {}): Promise<CodeSentData> {
      const name = normaliseUserName(userName);
      const user = await findByUserName(db, name);
      const owner: Owner = user && !user.disabledAt ? { userId: user.id } : { identity: name };
      const { code } = await db.transaction((tx) => codes.issue(tx, { owner, purpose: 'reset' }));
      if ('userId' in owner) {
        if (wait) await send(name, code, 'reset');
        else deps.deliveries.later(() => send(name, code, 'reset'), { userId: owner.userId });
      }
      return sentReply(name);
    },

    async checkCode({ userName, code, purpose, attempt }: CheckCodePayload): Promise<{ confirmed: boolean; resetToken: string | null }> {
      // A registration code confirms only the attempt it was sent for.
      if (purpose === 'register' && !attempt) throw new BusinessError(RespCode.CODE_INVALID);
      const name = normaliseUserName(userName);
      const user = await findByUserName(db, name);
      const target = user && !user.disabledAt && (purpose === 'reset' || !user.confirmedAt) ? user : undefined;
      const owner: Owner = target ? { userId: target.id } : { identity: name };
      const where = purpose === 'register' ? eq(confirmationCodes.attemptHash, sha256(attempt!)) : undefined;
      const current = await codes.check(db, { owner, purpose, where, code });
      if (!target) throw new BusinessError(RespCode.CODE_INVALID);
      const at = now();
      if (purpose === 'register') {
        const confirmed = await db.transaction(async (tx) => {
          const [done] = await tx
            .update(users)
            .set({
              confirmedAt: at,
              updatedAt: at,
              ...(current.passwordHash ? { passwordHash: current.passwordHash } : {}),
              ...(current.userFullName ? { userFullName: current.userFullName } : {}),
            })
            .where(and(eq(users.id, target.id), isNull(users.confirmedAt)))
            .returning({ id: users.id });
          // Every attempt ends here: the others can no longer give the account their credentials.
          await tx.update(confirmationCodes).set({ consumedAt: at }).where(registerCodes(target.id));
          await tx.update(confirmationCodes).set({ verifiedAt: at }).where(eq(confirmationCodes.id, current.id));
          return Boolean(done);
        });
        if (!confirmed) throw new BusinessError(RespCode.CODE_INVALID);
        // The account is confirmed either way: a phone whose code could not be issued is added from the profile.
        if (current.contact) await startPhoneConfirmation(target.id, current.contact).catch(() => undefined);
        return { confirmed: true, resetToken: null };
      }
      const resetToken = randomToken();
      await db
        .update(confirmationCodes)
        .set({ verifiedAt: at, resetTokenHash: sha256(resetToken) })
        .where(eq(confirmationCodes.id, current.id));
      return { confirmed: Boolean(target.confirmedAt), resetToken };
    },

    /**
     * Codes, attempts and pending contact changes older than a day, and rate-limit windows long
     * past: rows for names nobody owns would otherwise pile up.
     */
    async purgeExpired(tx: Db = db): Promise<number> {
      const dayAgo = new Date(now().getTime() - DAY_MS);
      const codesGone = await tx
        .delete(confirmationCodes)
        .where(lt(confirmationCodes.createdAt, dayAgo))
        .returning({ id: confirmationCodes.id });
      const limitsGone = await tx.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo)).returning({ key: rateLimits.key });
      return codesGone.length + limitsGone.length;
    },

    async resetPassword({ userName, resetToken, newPassword }: ResetPasswordPayload): Promise<void> {
      // Hashed first, so that a known and an unknown name take as long.
      const passwordHash = await hashPassword(newPassword);
      const user = await findByUserName(db, userName);
      if (!user || user.disabledAt) throw new BusinessError(RespCode.RESET_TOKEN_INVALID);
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
        // Proving control of the address also confirms an account that was never confirmed, and
        // ends its registration attempts: none may give it other credentials afterwards.
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: at, confirmedAt: user.confirmedAt ?? at })
          .where(eq(users.id, user.id));
        await tx.update(confirmationCodes).set({ consumedAt: at }).where(registerCodes(user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await deps.invalidate?.(memberScope(user.id), tx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
