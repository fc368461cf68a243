import { queryOptions } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { GroupEntry, GroupFilter } from '@mahasi/contract/group';
import { fetchById, pagedListOptions } from '../../components/content/api';
import { groupSections, type GroupSlug } from '../../lib/paths';

export const GROUP_PAGE_SIZE = 12;

export const groupKeys = {
  all: ['groups'] as const,
  list: (groupType: number) => [...groupKeys.all, 'list', groupType] as const,
  detail: (id: string) => [...groupKeys.all, 'detail', id] as const,
};

export const groupListOptions = (groupType: number) =>
  pagedListOptions<GroupEntry>(groupKeys.list(groupType), 'group', {
    pageSize: GROUP_PAGE_SIZE,
    searchObj: { groupType },
  } satisfies GroupFilter);

export const groupDetailOptions = (id: string) =>
  queryOptions({ queryKey: groupKeys.detail(id), queryFn: ({ signal }) => fetchById<GroupEntry>('group', id, signal) });

/** The group section of the current route, with its groupType 1-6: its path starts with the section's slug. */
export function useGroupSection(): { slug: GroupSlug; group: number } {
  const slug = useLocation().pathname.split('/')[1];
  return groupSections.find((section) => section.slug === slug) ?? groupSections[0];
}
