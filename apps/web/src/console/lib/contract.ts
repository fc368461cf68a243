import type * as staff from '@mahasi/contract/staff';

/**
 * The staff contract's constants, restated as lib/contractConstants.ts does for the public app: the
 * contract's modules import zod's full build at run time, which the console does not otherwise
 * need. Each value is typed by the contract's own literal type, so a changed path, code or role
 * there fails the web build; contract.test.ts compares them at run time as well.
 */
export const STAFF_API_BASE: typeof staff.STAFF_API_BASE = '/admin-api';

export const staffRoles: typeof staff.staffRoles = ['admin', 'editor', 'author', 'store', 'care'];
export type StaffRole = staff.StaffRole;

export const TWO_FACTOR_REQUIRED_ROLES: typeof staff.TWO_FACTOR_REQUIRED_ROLES = ['admin'];
export const RECOVERY_CODE_COUNT: typeof staff.RECOVERY_CODE_COUNT = 10;
export const STAFF_SESSION_IDLE_HOURS: typeof staff.STAFF_SESSION_IDLE_HOURS = 2;
export const STAFF_PASSWORD_MIN: typeof staff.STAFF_PASSWORD_MIN = 12;

export const StaffRespCode: typeof staff.StaffRespCode = {
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
};
export type StaffRespCode = staff.StaffRespCode;

export const staffStatuses = ['active', 'invited', 'disabled'] as const satisfies readonly staff.StaffAccount['status'][];
export type StaffStatus = (typeof staffStatuses)[number];

export const staffSortKeys: typeof staff.staffSortKeys = ['full_name', 'email', 'role', 'created_at', 'last_sign_in_at'];
export type StaffSortKey = (typeof staffSortKeys)[number];

export const staffPaths: typeof staff.staffPaths = {
  login: '/auth/login',
  twoFactor: '/auth/two-factor',
  enrolStart: '/auth/enrol/start',
  enrolConfirm: '/auth/enrol/confirm',
  setupInfo: (token: string) => `/auth/setup/${encodeURIComponent(token)}`,
  setup: '/auth/setup',
  logout: '/auth/logout',
  me: '/auth/me',
  changePassword: '/account/password',
  twoFactorStart: '/account/two-factor/start',
  twoFactorConfirm: '/account/two-factor/confirm',
  twoFactorDisable: '/account/two-factor/disable',
  recoveryCodes: '/account/two-factor/recovery-codes',
  staffList: '/staff/list',
  invite: '/staff/invite',
  changeRole: (id: number) => `/staff/${id}/role`,
  disable: (id: number) => `/staff/${id}/disable`,
  enable: (id: number) => `/staff/${id}/enable`,
  resetTwoFactor: (id: number) => `/staff/${id}/reset-two-factor`,
  resendInvite: (id: number) => `/staff/${id}/resend-invite`,
  audit: '/audit/list',
};
