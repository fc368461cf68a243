import { pagedQuery, readQuery, staffApi } from '../../lib/api';
import { memberPaths } from '@mahasi/contract/constants/staff-members';
import type { MemberDetail, MemberFilter, MemberRow } from '@mahasi/contract/staff-members';

export const memberKeys = {
  all: ['console', 'members'] as const,
  list: (filter: MemberFilter) => [...memberKeys.all, 'list', filter] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};

export const memberQueries = {
  list: (filter: MemberFilter) => pagedQuery<MemberRow>(memberKeys.list(filter), memberPaths.list, filter),
  /** Each opening is audit-logged on the server: fetched once per visit, not on every focus. */
  detail: (id: number) =>
    readQuery<MemberDetail>(memberKeys.detail(id), memberPaths.detail(id), { staleTime: 60_000, refetchOnWindowFocus: false }),
};

/** What an admin does to a member; each answers the member's row as it is now. */
export const memberAdminApi = {
  disable: (id: number) => staffApi.post<MemberRow>(memberPaths.disable(id)),
  enable: (id: number) => staffApi.post<MemberRow>(memberPaths.enable(id)),
  sendResetCode: (id: number) => staffApi.post<{ channel: 'email' | 'phone'; sentTo: string }>(memberPaths.sendResetCode(id)),
};
