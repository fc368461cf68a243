import type * as members from '@mahasi/contract/staff-members';

/**
 * The members contract restated for the console, as lib/contract.ts does for the staff calls (the
 * contract's module imports zod's full build at run time). Typed by the contract's own types;
 * contract.test.ts compares the values at run time.
 */
export type { MemberDetail, MemberFilter, MemberOrder, MemberRow, MemberStatus } from '@mahasi/contract/staff-members';

export const memberStatuses: typeof members.memberStatuses = ['active', 'unconfirmed', 'disabled'];
export const memberSortKeys: typeof members.memberSortKeys = ['created_at', 'user_full_name', 'last_sign_in_at'];
export type MemberSortKey = (typeof memberSortKeys)[number];

export const memberPaths: typeof members.memberPaths = {
  list: '/members/list',
  detail: (id: number) => `/members/${id}`,
  disable: (id: number) => `/members/${id}/disable`,
  enable: (id: number) => `/members/${id}/enable`,
  sendResetCode: (id: number) => `/members/${id}/reset-code`,
};
