import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { type Column } from '../../components/DataTable';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { pageRequest, useListParams } from '../../components/useListParams';
import { useStaffSession } from '../../lib/session';
import { consolePaths } from '../../paths';
import { memberQueries } from './api';
import { memberSortKeys, memberStatuses } from '@mahasi/contract/constants/staff-members';
import type { MemberFilter, MemberRow } from '@mahasi/contract/staff-members';
import { MemberStatusBadge } from './labels';
import { PagedTable } from '../../components/PagedTable';

const PAGE_SIZE = 20;
const filterKeys = ['status'] as const;

/** /admin/members (admins; the care team reads): members searched by name, e-mail or phone. */
export default function MembersPage() {
  const { t, i18n } = useTranslation('consoleMembers');
  const { staff } = useStaffSession();
  const list = useListParams({ filters: filterKeys, sortBy: 'created_at', orderBy: 'DESC' });
  const { params } = list;

  const filter = useMemo<MemberFilter>(
    () => ({
      searchObj: { text: params.text || undefined, status: params.filters.status || undefined },
      ...pageRequest(params, memberSortKeys, 'created_at', PAGE_SIZE),
    }),
    [params],
  );
  const query = useQuery(memberQueries.list(filter));

  const columns: Column<MemberRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortKey: 'user_full_name',
      cell: (member) => (
        <>
          <span className="block font-semibold text-ink-900 dark:text-sand-50">{member.userFullName || '—'}</span>
          <span className="block break-all text-stone-600 dark:text-stone-400">{member.email ?? ''}</span>
        </>
      ),
    },
    { key: 'phone', header: t('columns.phone'), className: 'whitespace-nowrap', cell: (member) => member.phoneNo ?? '—' },
    { key: 'status', header: t('columns.status'), cell: (member) => <MemberStatusBadge status={member.status} /> },
    {
      key: 'lastSignIn',
      header: t('columns.lastSignIn'),
      sortKey: 'last_sign_in_at',
      className: 'whitespace-nowrap',
      cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt, i18n.language) : t('never')),
    },
    {
      key: 'joined',
      header: t('columns.joined'),
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (member) => formatDateTime(member.createdAt, i18n.language),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (member) => (
        <Link
          to={`${consolePaths.members}/${member.id}`}
          className={`${ui.buttonSecondary} px-4 py-1.5`}
          aria-label={t('openLabel', { name: member.userFullName || member.email || member.phoneNo })}
        >
          {t('open')}
        </Link>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={t('title')} description={staff?.role === 'admin' ? t('description') : `${t('description')} ${t('readOnly')}`} />
      <ListToolbar>
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('columns.status')}
          value={params.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={memberStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </ListToolbar>
      <PagedTable ns="consoleMembers" columns={columns} query={query} list={list} rowKey={(member) => member.id} sortable />
    </div>
  );
}
