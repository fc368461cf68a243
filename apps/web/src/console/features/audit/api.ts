import type { AuditEntry, AuditFilter } from '@mahasi/contract/staff';
import { pagedQuery, staffPeopleQuery } from '../../lib/api';
import { staffPaths } from '@mahasi/contract/constants/staff';

export const auditKeys = {
  all: ['console', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
  people: () => [...auditKeys.all, 'people'] as const,
};

export const auditQueries = {
  list: (filter: AuditFilter) => pagedQuery<AuditEntry>(auditKeys.list(filter), staffPaths.audit, filter),
  /** The staff, for the person filter (by name; the first hundred). */
  people: () => staffPeopleQuery(auditKeys.people()),
};
