import { z } from 'zod';
import { email, PASSWORD_MAX } from './auth.js';
import { envelope, paged } from './envelope.js';
import { calendarDay, MAX_ID, optionalId, positiveId } from './request.js';
import { staffStatuses, staffRoles, STAFF_PASSWORD_MIN, staffSortKeys } from './constants/staff.js';
import type { StaffRespCode } from './constants/staff.js';
export * from './constants/staff.js';

/**
 * The staff console's API (`/admin-api`): staff accounts with one role each, two-step sign-in
 * (password, then a TOTP code from an authenticator app or a one-time recovery code), staff
 * management and the audit log. Staff and member accounts are separate: a member token never opens
 * a staff call and a staff token never opens a member call.
 *
 * Every staff call but sign-in and account setup needs `Authorization: Bearer <staff token>`; a call
 * outside the caller's role answers HTTP 403 with the spec's 403 message.
 */

const required = 'Is required';

export const staffRole = z.enum(staffRoles, { error: `Must be one of ${staffRoles.join(', ')}` });

export const staffPassword = z
  .string({ error: required })
  .min(1, required)
  .min(STAFF_PASSWORD_MIN, `Must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`);

export const staffRespMessages: Record<StaffRespCode, string> = {
  '0101': 'Incorrect e-mail or password.',
  '0102': 'The code is not correct. Check the time on your phone and try the newest code.',
  '0103': 'This staff account is disabled. Ask an admin to enable it.',
  '0104': 'This setup link is no longer valid. Ask an admin for a new one.',
  '0105': 'Your sign-in took too long. Please start again.',
  '0106': 'A staff account with this e-mail already exists.',
  '0107': 'The last active admin cannot be disabled or lose the admin role.',
  '0108': 'Someone else saved this record after you opened it.',
  '0109': 'Two-factor sign-in is not set up for this account.',
  '0110': 'Admins must keep two-factor sign-in turned on.',
  '0111': 'This cannot be done in the record’s current state.',
  '0112': 'This is still in use.',
};

// ---------------------------------------------------------------------------------------------
// The signed-in staff member

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: staffRole,
  twoFactorEnabled: z.boolean(),
  /** The role must use two-factor and the account has not set it up yet. */
  twoFactorRequired: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffMeReply = envelope(staffMember);

export const staffSession = z.object({
  token: z.string(),
  /** The session ends at this time at the latest (12 hours), sooner after 2 hours idle. */
  expiresAt: z.string(),
  staff: staffMember,
});
export type StaffSession = z.infer<typeof staffSession>;

// ---------------------------------------------------------------------------------------------
// Sign-in: POST /auth/login, then POST /auth/two-factor or the enrolment calls

export const staffLoginPayload = z.object({
  email: z.string({ error: required }).trim().toLowerCase().min(1, required).max(254, 'Must be at most 254 characters'),
  password: z.string({ error: required }).min(1, required).max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`),
});
export type StaffLoginPayload = z.input<typeof staffLoginPayload>;

/**
 * The password step's outcome:
 * - `signedIn`: no second step (two-factor off for this account); `session` is set.
 * - `twoFactor`: send a code with `challenge` to POST /auth/two-factor.
 * - `enrol`: the role needs two-factor and the account has none yet: set it up with `challenge`
 *   (POST /auth/enrol/start, then /auth/enrol/confirm, which signs in).
 * A challenge works for 10 minutes and for one sign-in.
 */
export const staffLoginResult = z.discriminatedUnion('step', [
  z.object({ step: z.literal('signedIn'), session: staffSession }),
  z.object({ step: z.literal('twoFactor'), challenge: z.string() }),
  z.object({ step: z.literal('enrol'), challenge: z.string() }),
]);
export type StaffLoginResult = z.infer<typeof staffLoginResult>;
export const staffLoginReply = envelope(staffLoginResult);

/** A 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`, each usable once). */
export const twoFactorCode = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(40, 'Must be at most 40 characters')
  .transform((value) => value.replace(/\s+/g, '').toLowerCase());

export const staffTwoFactorPayload = z.object({
  challenge: z.string({ error: required }).min(1, required).max(200, 'Must be at most 200 characters'),
  code: twoFactorCode,
});
export type StaffTwoFactorPayload = z.input<typeof staffTwoFactorPayload>;
export const staffSessionReply = envelope(staffSession);

/** What enrolment shows once: the secret, as text and as an otpauth:// QR code (SVG markup). */
export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const twoFactorSetupReply = envelope(twoFactorSetup);

export const enrolStartPayload = z.object({
  challenge: z.string({ error: required }).min(1, required).max(200, 'Must be at most 200 characters'),
});
export const enrolConfirmPayload = z.object({
  challenge: z.string({ error: required }).min(1, required).max(200, 'Must be at most 200 characters'),
  code: twoFactorCode,
});
/** Enrolment during sign-in ends signed in, with the ten recovery codes shown once. */
export const enrolConfirmReply = envelope(z.object({ session: staffSession, recoveryCodes: z.array(z.string()) }));

/** Enrolment from the account page (signed in): POST /account/two-factor/start and /confirm. */
export const accountTwoFactorConfirmPayload = z.object({ code: twoFactorCode });
export const recoveryCodesReply = envelope(z.object({ recoveryCodes: z.array(z.string()) }));
/** Turning two-factor off (roles that may) needs a current code. */
export const accountTwoFactorDisablePayload = z.object({ code: twoFactorCode });

export const staffChangePasswordPayload = z.object({
  oldPassword: z.string({ error: required }).min(1, required).max(PASSWORD_MAX, `Must be at most ${PASSWORD_MAX} characters`),
  newPassword: staffPassword,
});

// ---------------------------------------------------------------------------------------------
// Account setup from an e-mailed link: GET /auth/setup/{token}, POST /auth/setup

export const setupTokenParam = z.object({ token: z.string().min(10).max(200, 'Must be at most 200 characters') });
export const setupInfoReply = envelope(z.object({ email: z.string(), fullName: z.string(), role: staffRole, expiresAt: z.string() }));
export const setupPayload = z.object({
  token: z.string({ error: required }).min(1, required).max(200, 'Must be at most 200 characters'),
  fullName: z.string({ error: required }).trim().min(1, required).max(120, 'Must be at most 120 characters'),
  password: staffPassword,
});
export type SetupPayload = z.input<typeof setupPayload>;

// ---------------------------------------------------------------------------------------------
// Staff management (role admin)

export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: staffRole,
  /** active; invited (setup link not used yet); disabled. */
  status: z.enum(staffStatuses),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const staffListFilter = z.object({
  searchObj: z
    .object({
      /** Name or e-mail contains. */
      text: z.preprocess(blank, z.string().trim().max(100, 'Must be at most 100 characters').optional()),
      role: z.preprocess(blank, staffRole.optional()),
      status: z.preprocess(blank, z.enum(staffStatuses, { error: "Must be 'active', 'invited' or 'disabled'" }).optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').max(MAX_ID, `Must be at most ${MAX_ID}`).default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
  sortBy: z.preprocess(blank, z.enum(staffSortKeys, { error: `Must be one of ${staffSortKeys.join(', ')}` }).default('created_at')),
  orderBy: z.preprocess(blank, z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }).default('DESC')),
});
export type StaffListFilter = z.input<typeof staffListFilter>;
export const staffPageReply = envelope(paged(staffAccount));
export const staffAccountReply = envelope(staffAccount);

export const inviteStaffPayload = z.object({
  email,
  fullName: z.string({ error: required }).trim().min(1, required).max(120, 'Must be at most 120 characters'),
  role: staffRole,
});
export type InviteStaffPayload = z.input<typeof inviteStaffPayload>;
/**
 * `mail`: the invitation's e-mail was sent, or is waiting for the mail server (kept and sent when it
 * answers), or was refused (the address); null when none was sent (an account made on the command
 * line). The link is also returned so that an admin can pass it on another way.
 */
export const inviteReply = envelope(
  z.object({ staff: staffAccount, setupUrl: z.string(), expiresAt: z.string(), mail: z.enum(['sent', 'waiting', 'refused']).nullable() }),
);

export const staffIdParam = z.object({ id: positiveId() });
export const changeRolePayload = z.object({ role: staffRole });

// ---------------------------------------------------------------------------------------------
// Audit log (role admin): every staff write, who, what, when, which record, what changed

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  /** The name at the time (the command line writes 'command line'). */
  staffName: z.string(),
  /** e.g. 'post.publish', 'staff.invite', 'category.merge'. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** Field → [before, after] for edits; other details for other actions. */
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditFilter = z.object({
  searchObj: z
    .object({
      staffId: optionalId(),
      entityType: z.preprocess(blank, z.string().trim().max(40, 'Must be at most 40 characters').optional()),
      entityId: z.preprocess(blank, z.string().trim().max(40, 'Must be at most 40 characters').optional()),
      /** YYYY-MM-DD, Myanmar time, inclusive. */
      from: z.preprocess(blank, calendarDay().optional()),
      to: z.preprocess(blank, calendarDay().optional()),
    })
    .prefault({}),
  pageNo: z.coerce.number().int().min(1, 'Must be at least 1').max(MAX_ID, `Must be at most ${MAX_ID}`).default(1),
  pageSize: z.coerce.number().int().min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(50),
});
export type AuditFilter = z.input<typeof auditFilter>;
export const auditPageReply = envelope(paged(auditEntry));
