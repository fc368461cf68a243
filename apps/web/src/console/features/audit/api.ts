import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry, AuditFilter, StaffAccount } from '@mahasi/contract/staff';
import type { Paged } from '@mahasi/contract/envelope';
import { pagedQuery, staffApi } from '../../lib/api';
import { staffPaths } from '@mahasi/contract/constants/staff';

export const auditKeys = {
  all: ['console', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
  people: () => [...auditKeys.all, 'people'] as const,
};

export const auditQueries = {
  list: (filter: AuditFilter) => pagedQuery<AuditEntry>(auditKeys.list(filter), staffPaths.audit, filter),
  /** The staff, for the person filter (by name; the first hundred). */
  people: () =>
    queryOptions({
      queryKey: auditKeys.people(),
      queryFn: () =>
        staffApi.post<Paged<StaffAccount>>(staffPaths.staffList, {
          searchObj: {},
          pageNo: 1,
          pageSize: 100,
          sortBy: 'full_name',
          orderBy: 'ASC',
        }),
      staleTime: 5 * 60_000,
    }),
};
