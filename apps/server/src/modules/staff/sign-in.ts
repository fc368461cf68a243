import { and, eq, isNull } from 'drizzle-orm';
import {
  STAFF_SESSION_IDLE_HOURS,
  StaffRespCode,
  type SetupPayload,
  type StaffLoginResult,
  type StaffMember,
  type StaffSession,
  type TwoFactorSetup,
} from '@mahasi/contract/staff';
import { sha256 } from '../../lib/crypto.js';
import { BusinessError } from '../../lib/errors.js';
import { decoyVerify, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from './audit.js';
import { staff, staffSessions, staffTokens } from './schema.js';
import { newTotpSecret, verifyTotp } from './totp.js';
import { type StaffCaller } from '../../lib/staffCaller.js';
import {
  HOUR,
  SEEN_RESOLUTION_MS,
  requiresTwoFactor,
  assertUncommon,
  toStaffMember,
  actorFor,
  staffAccounts,
  type StaffAccounts,
  type StaffDeps,
} from './accounts.js';

/** Signing in: the setup link, password and second factor (with enrolment), sessions and signing out. */
export function staffSignIn(deps: StaffDeps, accounts: StaffAccounts = staffAccounts(deps)) {
  const { db, now } = deps;

  return {
    async setupInfo(token: string) {
      const [link] = await db
        .select()
        .from(staffTokens)
        .where(and(eq(staffTokens.tokenHash, sha256(token)), eq(staffTokens.purpose, 'setup')))
        .limit(1);
      if (!link || link.usedAt || link.expiresAt <= now()) throw new BusinessError(StaffRespCode.SETUP_LINK_INVALID);
      const row = await accounts.byId(link.staffId);
      if (row.disabledAt) throw new BusinessError(StaffRespCode.SETUP_LINK_INVALID);
      return { link, row };
    },

    /** Sets the name and password from a setup link; the link is used up. Every earlier session ends. */
    async completeSetup(input: SetupPayload): Promise<StaffMember> {
      const { link, row } = await this.setupInfo(input.token);
      assertUncommon('password', input.password);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const used = await tx
          .update(staffTokens)
          .set({ usedAt: now() })
          .where(and(eq(staffTokens.id, link.id), isNull(staffTokens.usedAt)))
          .returning({ id: staffTokens.id });
        if (used.length === 0) throw new BusinessError(StaffRespCode.SETUP_LINK_INVALID);
        const [updated] = await tx
          .update(staff)
          .set({ passwordHash, fullName: input.fullName.trim(), updatedAt: now() })
          .where(eq(staff.id, row.id))
          .returning();
        await accounts.endSessions(tx, row.id);
        await recordAudit(
          tx,
          { staffId: row.id, name: input.fullName.trim() },
          { action: 'staff.setup', entityType: 'staff', entityId: row.id },
        );
        return toStaffMember(updated!);
      });
    },

    /** The password step. Wrong e-mail and wrong password answer alike, and take as long. */
    async login(email: string, password: string): Promise<StaffLoginResult> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).limit(1);
      if (!row?.passwordHash) {
        await decoyVerify(password);
        throw new BusinessError(StaffRespCode.INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(row.passwordHash, password))) throw new BusinessError(StaffRespCode.INVALID_CREDENTIALS);
      if (row.disabledAt) throw new BusinessError(StaffRespCode.ACCOUNT_DISABLED);
      if (row.totpEnabledAt) return { step: 'twoFactor', challenge: await accounts.openChallenge(db, row.id) };
      if (requiresTwoFactor(row)) return { step: 'enrol', challenge: await accounts.openChallenge(db, row.id, newTotpSecret()) };
      return { step: 'signedIn', session: await db.transaction((tx) => accounts.createSession(tx, row)) };
    },

    /** The second step: a TOTP code or a recovery code against the challenge of the password step. */
    async twoFactor(challengeToken: string, code: string): Promise<StaffSession> {
      const { challenge, member } = await accounts.challengeOf(challengeToken);
      if (challenge.pendingSecret) throw new BusinessError(StaffRespCode.TWO_FACTOR_NOT_ENROLLED);
      try {
        return await db.transaction(async (tx) => {
          const kind = await accounts.checkSecondFactor(tx, member, code);
          if (!(await accounts.useChallenge(tx, challenge.id))) throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
          if (kind === 'recovery') {
            await recordAudit(tx, actorFor(member), { action: 'staff.recoveryCodeUsed', entityType: 'staff', entityId: member.id });
          }
          return accounts.createSession(tx, member);
        });
      } catch (error) {
        if (error instanceof BusinessError && error.respCode === StaffRespCode.TWO_FACTOR_INVALID)
          await accounts.failChallenge(challenge.id);
        throw error;
      }
    },

    /** Enrolment during sign-in: the secret chosen at the password step, as a QR code and as text. */
    async enrolStart(challengeToken: string): Promise<TwoFactorSetup> {
      const { challenge, member } = await accounts.challengeOf(challengeToken);
      if (!challenge.pendingSecret) throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
      return accounts.setupFor(member, accounts.box.open(challenge.pendingSecret));
    },

    /** A first right code turns two-factor on, signs in, and gives ten recovery codes shown once. */
    async enrolConfirm(challengeToken: string, code: string): Promise<{ session: StaffSession; recoveryCodes: string[] }> {
      const { challenge, member } = await accounts.challengeOf(challengeToken);
      if (!challenge.pendingSecret) throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
      const secret = accounts.box.open(challenge.pendingSecret);
      const step = verifyTotp(secret, code, now(), null);
      if (step === undefined) return accounts.failChallenge(challenge.id);
      return db.transaction(async (tx) => {
        if (!(await accounts.useChallenge(tx, challenge.id))) throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
        const [updated] = await tx
          .update(staff)
          .set({ totpSecret: accounts.box.seal(secret), totpEnabledAt: now(), totpLastStep: step, updatedAt: now() })
          .where(eq(staff.id, member.id))
          .returning();
        const recoveryCodes = await accounts.replaceRecoveryCodes(tx, member.id);
        await recordAudit(tx, actorFor(member), { action: 'staff.twoFactorOn', entityType: 'staff', entityId: member.id });
        return { session: await accounts.createSession(tx, updated!), recoveryCodes };
      });
    },

    /**
     * The caller behind a staff token: a live session (12 hours at most, 2 hours idle at most) of an
     * enabled account. Read on every call, so a disabled account or a changed role counts at once
     * in every process.
     */
    async authenticate(token: string): Promise<StaffCaller | undefined> {
      if (!token.startsWith('st_')) return undefined;
      const at = now();
      const [row] = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, sha256(token)))
        .limit(1);
      if (!row || row.member.disabledAt || !row.member.passwordHash) return undefined;
      const idleUntil = row.session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_HOURS * HOUR;
      if (row.session.expiresAt <= at || idleUntil <= at.getTime()) {
        await db.delete(staffSessions).where(eq(staffSessions.id, row.session.id));
        return undefined;
      }
      if (at.getTime() - row.session.lastSeenAt.getTime() >= SEEN_RESOLUTION_MS) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, row.session.id));
      }
      return {
        staffId: row.member.id,
        sessionId: row.session.id,
        role: row.member.role,
        fullName: row.member.fullName,
        email: row.member.email,
        twoFactorPending: requiresTwoFactor(row.member) && !row.member.totpEnabledAt,
      };
    },

    async logout(caller: StaffCaller): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, caller.sessionId));
    },
  };
}
