import type { z } from 'zod';
import type { inviteReply, InviteStaffPayload, StaffAccount, StaffListFilter } from '@mahasi/contract/staff';
import { pagedQuery, staffApi } from '../../lib/api';
import { staffPaths, type StaffRole } from '@mahasi/contract/constants/staff';

export type Invitation = z.infer<typeof inviteReply>['data'];

export const staffKeys = {
  all: ['console', 'staff'] as const,
  list: (filter: StaffListFilter) => [...staffKeys.all, 'list', filter] as const,
};

export const staffQueries = {
  list: (filter: StaffListFilter) => pagedQuery<StaffAccount>(staffKeys.list(filter), staffPaths.staffList, filter),
};

/** Staff management (role admin). Each change answers the account as it is now. */
export const staffAdminApi = {
  invite: (payload: InviteStaffPayload) => staffApi.post<Invitation>(staffPaths.invite, payload),
  changeRole: (id: number, role: StaffRole) => staffApi.post<StaffAccount>(staffPaths.changeRole(id), { role }),
  disable: (id: number) => staffApi.post<StaffAccount>(staffPaths.disable(id)),
  enable: (id: number) => staffApi.post<StaffAccount>(staffPaths.enable(id)),
  resetTwoFactor: (id: number) => staffApi.post<StaffAccount>(staffPaths.resetTwoFactor(id)),
  /** A fresh setup link (the old one stops working), e-mailed again and returned. */
  resendInvite: (id: number) => staffApi.post<Invitation>(staffPaths.resendInvite(id)),
};
