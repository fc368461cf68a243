import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffAccount, StaffListFilter } from '@mahasi/contract/staff';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { type Column } from '../../components/DataTable';
import { PlusIcon } from '../../components/icons';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { pageRequest, useListParams } from '../../components/useListParams';
import { staffRoles, staffSortKeys, staffStatuses } from '@mahasi/contract/constants/staff';
import { staffQueries } from './api';
import { InviteDialog } from './InviteDialog';
import { ManageStaffDialog } from './ManageStaffDialog';
import { StatusBadge } from './labels';
import { PagedTable } from '../../components/PagedTable';

const PAGE_SIZE = 20;
const filterKeys = ['role', 'status'] as const;

/** /admin/staff (admins): the staff accounts, searched, filtered, sorted and paged; invite and manage. */
export default function StaffPage() {
  const { t, i18n } = useTranslation('consoleStaff');
  const list = useListParams({ filters: filterKeys, sortBy: 'created_at', orderBy: 'DESC' });
  const { params } = list;
  const [inviting, setInviting] = useState(false);
  const [managed, setManaged] = useState<StaffAccount | null>(null);

  const filter = useMemo<StaffListFilter>(
    () => ({
      searchObj: { text: params.text || undefined, role: params.filters.role || undefined, status: params.filters.status || undefined },
      ...pageRequest(params, staffSortKeys, 'created_at', PAGE_SIZE),
    }),
    [params],
  );
  const query = useQuery(staffQueries.list(filter));

  const columns: Column<StaffAccount>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortKey: 'full_name',
      cell: (account) => (
        <>
          <span className="block font-semibold text-ink-900 dark:text-sand-50">{account.fullName || '—'}</span>
          <span className="block text-stone-600 dark:text-stone-400">{account.email}</span>
        </>
      ),
    },
    { key: 'role', header: t('columns.role'), sortKey: 'role', cell: (account) => t(`console:roles.${account.role}`) },
    { key: 'status', header: t('columns.status'), cell: (account) => <StatusBadge status={account.status} /> },
    {
      key: 'twoFactor',
      header: t('columns.twoFactor'),
      cell: (account) => (account.twoFactorEnabled ? t('twoFactor.on') : t('twoFactor.off')),
    },
    {
      key: 'lastSignIn',
      header: t('columns.lastSignIn'),
      sortKey: 'last_sign_in_at',
      className: 'whitespace-nowrap',
      cell: (account) => (account.lastSignInAt ? formatDateTime(account.lastSignInAt, i18n.language) : t('never')),
    },
    {
      key: 'created',
      header: t('columns.created'),
      sortKey: 'created_at',
      className: 'whitespace-nowrap',
      cell: (account) => formatDateTime(account.createdAt, i18n.language),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (account) => (
        <button
          type="button"
          className={`${ui.buttonSecondary} px-4 py-1.5`}
          aria-label={t('manage.open', { name: account.fullName || account.email, email: account.email })}
          onClick={() => setManaged(account)}
        >
          {t('manage.button')}
        </button>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <button type="button" className={ui.buttonPrimary} onClick={() => setInviting(true)}>
            <PlusIcon />
            {t('invite.open')}
          </button>
        }
      />
      <ListToolbar>
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('columns.role')}
          value={params.filters.role}
          onChange={(value) => list.setFilter('role', value)}
          options={staffRoles.map((role) => ({ value: role, label: t(`console:roles.${role}`) }))}
        />
        <FilterSelect
          label={t('columns.status')}
          value={params.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={staffStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </ListToolbar>
      <PagedTable ns="consoleStaff" columns={columns} query={query} list={list} rowKey={(account) => account.id} sortable />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {managed && <ManageStaffDialog key={managed.id} account={managed} onClose={() => setManaged(null)} />}
    </div>
  );
}
