/** Without zod, for the web app: the staff console's base path, roles, codes, limits and paths (staff.ts re-exports them). */

export const STAFF_API_BASE = '/admin-api';

/**
 * What each role may do (the server checks it on every call; the console hides what a role cannot use).
 * The registrar runs the retreats: courses, applications, the wait list, the roster and check-in.
 */
export const staffRoles = ['admin', 'editor', 'author', 'store', 'care', 'registrar'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Roles that must sign in with two-factor (offered to every other role). */
export const TWO_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['admin'];

/**
 * A staff password: at least this long, for every role, and not a common one (the server checks
 * the list: `Is too common…`, rule `commonPassword`). Checked whenever one is set or changed; the
 * demo accounts of the seed are not set through it (decision 0042).
 */
export const STAFF_PASSWORD_MIN = 12;

/** A staff session lasts at most this long, and ends sooner after this long without a call. */
export const STAFF_SESSION_MAX_HOURS = 12;

export const STAFF_SESSION_IDLE_HOURS = 2;

/** A setup link (first admin, invitation, password reset by an admin) works this long, once. */
export const STAFF_SETUP_LINK_HOURS = 24;

export const RECOVERY_CODE_COUNT = 10;

/**
 * Business outcomes of staff calls (HTTP 200 with one of these codes). Kept apart from the member
 * API's codes: the console translates these, the public site never sees them.
 */
export const StaffRespCode = {
  INVALID_CREDENTIALS: '0101',
  TWO_FACTOR_INVALID: '0102',
  ACCOUNT_DISABLED: '0103',
  SETUP_LINK_INVALID: '0104',
  CHALLENGE_EXPIRED: '0105',
  STAFF_EXISTS: '0106',
  LAST_ADMIN: '0107',
  EDIT_CONFLICT: '0108',
  TWO_FACTOR_NOT_ENROLLED: '0109',
  TWO_FACTOR_REQUIRED: '0110',
  NOT_ALLOWED_NOW: '0111',
  IN_USE: '0112',
} as const;
export type StaffRespCode = (typeof StaffRespCode)[keyof typeof StaffRespCode];

export const staffSortKeys = ['full_name', 'email', 'role', 'created_at', 'last_sign_in_at'] as const;
export type StaffSortKey = (typeof staffSortKeys)[number];

/** active; invited (setup link not used yet); disabled. */
export const staffStatuses = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** The staff paths (relative to /admin-api) with their methods. */
export const staffPaths = {
  /** POST */ login: '/auth/login',
  /** POST */ twoFactor: '/auth/two-factor',
  /** POST */ enrolStart: '/auth/enrol/start',
  /** POST */ enrolConfirm: '/auth/enrol/confirm',
  /** GET */ setupInfo: (token: string) => `/auth/setup/${encodeURIComponent(token)}`,
  /** POST */ setup: '/auth/setup',
  /** POST */ logout: '/auth/logout',
  /** GET */ me: '/auth/me',
  /** POST */ changePassword: '/account/password',
  /** POST */ twoFactorStart: '/account/two-factor/start',
  /** POST */ twoFactorConfirm: '/account/two-factor/confirm',
  /** POST */ twoFactorDisable: '/account/two-factor/disable',
  /** POST */ recoveryCodes: '/account/two-factor/recovery-codes',
  /** POST */ staffList: '/staff/list',
  /** POST */ invite: '/staff/invite',
  /** POST */ changeRole: (id: number) => `/staff/${id}/role`,
  /** POST */ disable: (id: number) => `/staff/${id}/disable`,
  /** POST */ enable: (id: number) => `/staff/${id}/enable`,
  /** POST */ resetTwoFactor: (id: number) => `/staff/${id}/reset-two-factor`,
  /** POST */ resendInvite: (id: number) => `/staff/${id}/resend-invite`,
  /** POST */ audit: '/audit/list',
} as const;
