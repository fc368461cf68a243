import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { StaffRespCode, type StaffMember, type TwoFactorSetup } from '@mahasi/contract/staff';
import { BusinessError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from './audit.js';
import { staff, staffRecoveryCodes, staffSessions, staffTokens } from './schema.js';
import { newTotpSecret, verifyTotp } from './totp.js';
import { actorOf, type StaffCaller } from '../../lib/staffCaller.js';
import {
  CHALLENGE_MAX_ATTEMPTS,
  requiresTwoFactor,
  assertUncommon,
  toStaffMember,
  staffAccounts,
  type StaffAccounts,
  type StaffDeps,
} from './accounts.js';

/** One's own account: who one is, one's second factor and recovery codes, one's password. */
export function ownAccount(deps: StaffDeps, accounts: StaffAccounts = staffAccounts(deps)) {
  const { db, now } = deps;
  const { box, byId, openChallenge, failChallenge, useChallenge, replaceRecoveryCodes, setupFor, checkSecondFactor } = accounts;

  return {
    /** Enrolment from the account page: a new secret waits (10 minutes) for its first code. */
    async accountTwoFactorStart(caller: StaffCaller): Promise<TwoFactorSetup> {
      const member = await byId(caller.staffId);
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await tx
          .update(staffTokens)
          .set({ usedAt: now() })
          .where(and(eq(staffTokens.staffId, member.id), eq(staffTokens.purpose, 'challenge'), isNull(staffTokens.usedAt)));
        await openChallenge(tx, member.id, secret);
      });
      return setupFor(member, secret);
    },

    async accountTwoFactorConfirm(caller: StaffCaller, code: string): Promise<string[]> {
      const [pending] = await db
        .select()
        .from(staffTokens)
        .where(
          and(
            eq(staffTokens.staffId, caller.staffId),
            eq(staffTokens.purpose, 'challenge'),
            isNull(staffTokens.usedAt),
            isNotNull(staffTokens.pendingSecret),
            gt(staffTokens.expiresAt, now()),
          ),
        )
        .orderBy(desc(staffTokens.createdAt))
        .limit(1);
      if (!pending || pending.attempts >= CHALLENGE_MAX_ATTEMPTS) throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
      const secret = box.open(pending.pendingSecret!);
      const step = verifyTotp(secret, code, now(), null);
      if (step === undefined) return failChallenge(pending.id);
      return db.transaction(async (tx) => {
        if (!(await useChallenge(tx, pending.id))) throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
        await tx
          .update(staff)
          .set({ totpSecret: box.seal(secret), totpEnabledAt: now(), totpLastStep: step, updatedAt: now() })
          .where(eq(staff.id, caller.staffId));
        await recordAudit(tx, actorOf(caller), { action: 'staff.twoFactorOn', entityType: 'staff', entityId: caller.staffId });
        return replaceRecoveryCodes(tx, caller.staffId);
      });
    },

    /** Off with a current code, for roles that may go without it. */
    async accountTwoFactorDisable(caller: StaffCaller, code: string): Promise<void> {
      const member = await byId(caller.staffId);
      if (requiresTwoFactor(member)) throw new BusinessError(StaffRespCode.TWO_FACTOR_REQUIRED);
      await db.transaction(async (tx) => {
        await checkSecondFactor(tx, member, code);
        await tx
          .update(staff)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now() })
          .where(eq(staff.id, member.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
        await recordAudit(tx, actorOf(caller), { action: 'staff.twoFactorOff', entityType: 'staff', entityId: member.id });
      });
    },

    /** Ten new recovery codes (the old ones stop working), with a current code. */
    async newRecoveryCodes(caller: StaffCaller, code: string): Promise<string[]> {
      const member = await byId(caller.staffId);
      return db.transaction(async (tx) => {
        await checkSecondFactor(tx, member, code);
        await recordAudit(tx, actorOf(caller), { action: 'staff.recoveryCodesRenewed', entityType: 'staff', entityId: member.id });
        return replaceRecoveryCodes(tx, member.id);
      });
    },

    async changePassword(caller: StaffCaller, oldPassword: string, newPassword: string): Promise<void> {
      const member = await byId(caller.staffId);
      if (!member.passwordHash || !(await verifyPassword(member.passwordHash, oldPassword))) {
        throw new BusinessError(StaffRespCode.INVALID_CREDENTIALS, 'The current password is not correct.');
      }
      assertUncommon('newPassword', newPassword);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, updatedAt: now() }).where(eq(staff.id, member.id));
        // Every other session of this account ends; this one goes on.
        await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, member.id), ne(staffSessions.id, caller.sessionId)));
        await recordAudit(tx, actorOf(caller), { action: 'staff.passwordChanged', entityType: 'staff', entityId: member.id });
      });
    },

    async me(caller: StaffCaller): Promise<StaffMember> {
      return toStaffMember(await byId(caller.staffId));
    },
  };
}
