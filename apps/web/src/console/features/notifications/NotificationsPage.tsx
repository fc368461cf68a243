import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { type Column } from '../../components/DataTable';
import { PlusIcon } from '../../components/icons';
import { FilterSelect, ListToolbar } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { useListParams } from '../../components/useListParams';
import { notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { consolePaths } from '../../paths';
import { sentApi, sentKeys, sentQueries } from './api';
import { reachesOneMember, sentStatuses } from '@mahasi/contract/constants/staff-notifications';
import type { SentFilter, SentNotification } from '@mahasi/contract/staff-notifications';
import { PagedTable } from '../../components/PagedTable';

const PAGE_SIZE = 20;
const filterKeys = ['type', 'status', 'by'] as const;
const types = ['1', '2', '3', '4', '5', '6'] as const;
/** What an editor's list can hold: notifications to every member (never a Yogi care team reply, type 6). */
const everyMemberTypes = types.filter((type) => type !== '6');

/** /admin/notifications (editors, care team, admins): what was sent and scheduled, with how many members read each. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('consoleNotifications');
  const queryClient = useQueryClient();
  const list = useListParams({ filters: filterKeys, sortBy: 'send_at', orderBy: 'DESC' });
  const { params } = list;
  const [cancelling, setCancelling] = useState<number | null>(null);
  // An editor sees (and the server lists) only what went to every member.
  const oneMember = reachesOneMember(useStaffSession().staff?.role);

  const filter = useMemo<SentFilter>(
    () => ({
      searchObj: {
        notiType: params.filters.type ? Number(params.filters.type) : undefined,
        status: (params.filters.status || undefined) as (typeof sentStatuses)[number] | undefined,
        byStaff: params.filters.by === 'staff' ? true : undefined,
      },
      pageNo: params.page,
      pageSize: PAGE_SIZE,
    }),
    [params],
  );
  const query = useQuery(sentQueries.list(filter));

  const cancel = async (row: SentNotification) => {
    const accepted = await confirm({
      title: t('cancel.confirmTitle'),
      message: t('cancel.confirmText', { subject: row.subject }),
      confirmText: t('cancel.confirm'),
    });
    if (!accepted) return;
    setCancelling(row.id);
    try {
      await sentApi.cancel(row.id);
      notify.success(t('cancel.success'));
      void queryClient.invalidateQueries({ queryKey: sentKeys.all });
    } catch (error) {
      notifyFailure(t('cancel.failed'), error);
    } finally {
      setCancelling(null);
    }
  };

  const columns: Column<SentNotification>[] = [
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (row) => (
        <>
          <span className="block font-semibold text-ink-900 dark:text-sand-50">{row.subject}</span>
          <span className="block text-stone-600 dark:text-stone-400">{t(`types.${row.notiType}`)}</span>
        </>
      ),
    },
    { key: 'to', header: t('columns.to'), cell: (row) => (row.memberId === null ? t('everyMember') : (row.memberName ?? '—')) },
    { key: 'status', header: t('columns.status'), cell: (row) => t(`status.${row.status}`) },
    {
      key: 'sendAt',
      header: t('columns.sendAt'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDateTime(row.sendAt, i18n.language),
    },
    {
      key: 'read',
      header: t('columns.read'),
      className: 'whitespace-nowrap',
      cell: (row) => t('readCount', { read: row.readCount, recipients: row.recipients }),
    },
    { key: 'by', header: t('columns.by'), cell: (row) => row.sentByName ?? t('site') },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (row) =>
        row.status === 'scheduled' ? (
          <button
            type="button"
            className={`${ui.buttonSecondary} px-4 py-1.5`}
            disabled={cancelling !== null}
            aria-label={t('cancel.label', { subject: row.subject })}
            onClick={() => void cancel(row)}
          >
            {t('cancel.submit')}
          </button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={oneMember ? t('description') : t('descriptionEveryMember')}
        actions={
          <Link to={`${consolePaths.notifications}/new`} className={ui.buttonPrimary}>
            <PlusIcon />
            {t('new')}
          </Link>
        }
      />
      <ListToolbar>
        <FilterSelect
          label={t('columns.type')}
          value={params.filters.type}
          onChange={(value) => list.setFilter('type', value)}
          options={(oneMember ? types : everyMemberTypes).map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <FilterSelect
          label={t('columns.status')}
          value={params.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={sentStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <FilterSelect
          label={t('columns.by')}
          value={params.filters.by}
          onChange={(value) => list.setFilter('by', value)}
          options={[{ value: 'staff', label: t('onlyStaff') }]}
        />
      </ListToolbar>
      <PagedTable ns="consoleNotifications" columns={columns} query={query} list={list} rowKey={(row) => row.id} />
    </div>
  );
}
