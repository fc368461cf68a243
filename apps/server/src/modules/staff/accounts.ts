import { and, count, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  STAFF_SESSION_MAX_HOURS,
  STAFF_SETUP_LINK_HOURS,
  StaffRespCode,
  TWO_FACTOR_REQUIRED_ROLES,
  type StaffAccount,
  type StaffMember,
  type StaffSession,
  type TwoFactorSetup,
} from '@mahasi/contract/staff';
import type { Db } from '../../db/client.js';
import { hmac, randomToken, sha256 } from '../../lib/crypto.js';
import { COMMON_PASSWORD_MESSAGE } from '@mahasi/contract/fields';
import { isCommonPassword } from '../../lib/commonPasswords.js';
import { BusinessError, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { MailQueue } from '../mail/queue.js';
import { staff, staffRecoveryCodes, staffSessions, staffTokens } from './schema.js';
import { newRecoveryCode, normalRecoveryCode, otpauthUrl, secretBox, verifyTotp } from './totp.js';
import type { Actor } from '../../lib/staffCaller.js';

export const HOUR = 60 * 60 * 1000;
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** lastSeenAt is written at most this often: a staff member's every click need not be a write. */
export const SEEN_RESOLUTION_MS = 60 * 1000;

export type StaffRow = typeof staff.$inferSelect;

export interface StaffDeps {
  db: Db;
  /** Invitations are kept until the mail server takes them (a down server does not lose them). */
  mail: MailQueue;
  secret: string;
  siteUrl: string;
  now: () => Date;
}

export const requiresTwoFactor = (row: Pick<StaffRow, 'role' | 'twoFactorExempt'>) =>
  TWO_FACTOR_REQUIRED_ROLES.includes(row.role) && !row.twoFactorExempt;

/** A new staff password's rule beyond its length (the contract's): not a common one. */
export function assertUncommon(field: 'password' | 'newPassword', password: string): void {
  if (isCommonPassword(password)) throw new ValidationError([{ field, message: COMMON_PASSWORD_MESSAGE }]);
}

const statusOf = (row: StaffRow): StaffAccount['status'] => (row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited');

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  twoFactorEnabled: Boolean(row.totpEnabledAt),
  twoFactorRequired: requiresTwoFactor(row) && !row.totpEnabledAt,
});

export const toAccount = (row: StaffRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  status: statusOf(row),
  twoFactorEnabled: Boolean(row.totpEnabledAt),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The account's name in the audit log. */
export const actorFor = (row: StaffRow): Actor => ({ staffId: row.id, name: row.fullName });

/**
 * What the staff services share: an account by id, setup links and their mail, the sign-in
 * challenge, sessions, recovery codes and the second factor, and the last-admin rule.
 */
export function staffAccounts(deps: StaffDeps) {
  const { db, mail, now } = deps;
  const box = secretBox(deps.secret);
  const recoveryHash = (staffId: number, code: string) => hmac(deps.secret, `staff-recovery:${staffId}:${normalRecoveryCode(code)}`);

  const byId = async (id: number, tx: Db = db): Promise<StaffRow> => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  const setupUrl = (token: string) => `${deps.siteUrl}/admin/setup#${token}`;

  async function issueSetupLink(tx: Db, staffId: number): Promise<{ token: string; expiresAt: Date }> {
    const at = now();
    // A new link replaces any earlier one.
    await tx
      .update(staffTokens)
      .set({ usedAt: at })
      .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'setup'), isNull(staffTokens.usedAt)));
    const token = randomToken();
    const expiresAt = new Date(at.getTime() + STAFF_SETUP_LINK_HOURS * HOUR);
    await tx.insert(staffTokens).values({ staffId, purpose: 'setup', tokenHash: sha256(token), expiresAt, createdAt: at });
    return { token, expiresAt };
  }

  function setupMail(row: StaffRow, token: string, invitedBy: string): MailMessage {
    const url = setupUrl(token);
    return {
      to: row.email,
      subject: 'Your Mahasi staff account',
      text: [
        `${invitedBy} has given you a ${row.role} account on the Mahasi staff console.`,
        `Set your password here within ${STAFF_SETUP_LINK_HOURS} hours: ${url}`,
        '',
        `${invitedBy} က Mahasi ဝန်ထမ်းစနစ်တွင် သင့်အတွက် အကောင့်တစ်ခု ဖွင့်ပေးထားပါသည်။`,
        `${STAFF_SETUP_LINK_HOURS} နာရီအတွင်း ဤလင့်ခ်မှ စကားဝှက် သတ်မှတ်ပါ- ${url}`,
      ].join('\n'),
    };
  }

  /** Keeps the set-up mail with the link in the same transaction; a newer link's mail replaces an older one still waiting. */
  const keepSetupMail = (tx: Db, row: StaffRow, token: string, invitedBy: string) =>
    mail.keep(tx, setupMail(row, token, invitedBy), { kind: 'staff.invite', refId: row.id, replaces: true });

  async function openChallenge(tx: Db, staffId: number, pendingSecret?: string): Promise<string> {
    const at = now();
    const token = randomToken();
    await tx.insert(staffTokens).values({
      staffId,
      purpose: 'challenge',
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
      pendingSecret: pendingSecret ? box.seal(pendingSecret) : null,
      createdAt: at,
    });
    return token;
  }

  /** The open challenge behind a token, or CHALLENGE_EXPIRED. */
  async function challengeOf(token: string) {
    const [row] = await db
      .select()
      .from(staffTokens)
      .where(and(eq(staffTokens.tokenHash, sha256(token)), eq(staffTokens.purpose, 'challenge')))
      .limit(1);
    if (!row || row.usedAt || row.expiresAt <= now() || row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
      throw new BusinessError(StaffRespCode.CHALLENGE_EXPIRED);
    }
    const member = await byId(row.staffId);
    if (member.disabledAt) throw new BusinessError(StaffRespCode.ACCOUNT_DISABLED);
    return { challenge: row, member };
  }

  async function failChallenge(id: number): Promise<never> {
    await db
      .update(staffTokens)
      .set({ attempts: sql`${staffTokens.attempts} + 1` })
      .where(eq(staffTokens.id, id));
    throw new BusinessError(StaffRespCode.TWO_FACTOR_INVALID);
  }

  /** Marks a challenge used; false when another request used it first. */
  async function useChallenge(tx: Db, id: number): Promise<boolean> {
    const used = await tx
      .update(staffTokens)
      .set({ usedAt: now() })
      .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt)))
      .returning({ id: staffTokens.id });
    return used.length === 1;
  }

  async function createSession(tx: Db, row: StaffRow): Promise<StaffSession> {
    const at = now();
    const token = `st_${randomToken()}`;
    const expiresAt = new Date(at.getTime() + STAFF_SESSION_MAX_HOURS * HOUR);
    await tx.insert(staffSessions).values({ staffId: row.id, tokenHash: sha256(token), expiresAt, lastSeenAt: at, createdAt: at });
    const [updated] = await tx.update(staff).set({ lastSignInAt: at }).where(eq(staff.id, row.id)).returning();
    return { token, expiresAt: expiresAt.toISOString(), staff: toStaffMember(updated ?? row) };
  }

  async function replaceRecoveryCodes(tx: Db, staffId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: recoveryHash(staffId, code) })));
    return codes;
  }

  async function setupFor(row: StaffRow, secret: string): Promise<TwoFactorSetup> {
    const url = otpauthUrl(secret, row.email);
    const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUrl: url, qrSvg };
  }

  /**
   * A TOTP code (checked against the account's secret, never the same step twice) or an unused
   * recovery code (used up). Throws TWO_FACTOR_INVALID otherwise.
   */
  async function checkSecondFactor(tx: Db, row: StaffRow, code: string): Promise<'totp' | 'recovery'> {
    if (!row.totpSecret) throw new BusinessError(StaffRespCode.TWO_FACTOR_NOT_ENROLLED);
    if (/^\d{6}$/.test(code)) {
      const step = verifyTotp(box.open(row.totpSecret), code, now(), row.totpLastStep);
      if (step === undefined) throw new BusinessError(StaffRespCode.TWO_FACTOR_INVALID);
      // Only if no other request has used this step or a later one meanwhile.
      const moved = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`)))
        .returning({ id: staff.id });
      if (moved.length === 0) throw new BusinessError(StaffRespCode.TWO_FACTOR_INVALID);
      return 'totp';
    }
    const used = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, row.id),
          eq(staffRecoveryCodes.codeHash, recoveryHash(row.id, code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (used.length === 0) throw new BusinessError(StaffRespCode.TWO_FACTOR_INVALID);
    return 'recovery';
  }

  async function assertNotLastAdmin(tx: Db, row: StaffRow): Promise<void> {
    if (row.role !== 'admin' || row.disabledAt) return;
    const [other] = await tx
      .select({ total: count() })
      .from(staff)
      .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), isNotNull(staff.passwordHash), ne(staff.id, row.id)));
    if (Number(other?.total ?? 0) === 0) throw new BusinessError(StaffRespCode.LAST_ADMIN);
  }

  const endSessions = (tx: Db, staffId: number) => tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));

  return {
    box,
    recoveryHash,
    byId,
    setupUrl,
    issueSetupLink,
    keepSetupMail,
    openChallenge,
    challengeOf,
    failChallenge,
    useChallenge,
    createSession,
    replaceRecoveryCodes,
    setupFor,
    checkSecondFactor,
    assertNotLastAdmin,
    endSessions,
  };
}

export type StaffAccounts = ReturnType<typeof staffAccounts>;
