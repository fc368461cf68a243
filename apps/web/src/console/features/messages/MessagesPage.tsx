import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { type Column } from '../../components/DataTable';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { useListParams } from '../../components/useListParams';
import { consolePaths } from '../../paths';
import { messageQueries } from './api';
import { messageStatuses } from '@mahasi/contract/constants/staff-messages';
import type { MessageFilter, MessageRow } from '@mahasi/contract/staff-messages';
import { MessageStatusBadge } from './labels';
import { PagedTable } from '../../components/PagedTable';

const PAGE_SIZE = 20;
const filterKeys = ['status', 'assigned'] as const;

/** /admin/messages (care team, admins): the contact form's messages, newest first. */
export default function MessagesPage() {
  const { t, i18n } = useTranslation('consoleMessages');
  const list = useListParams({ filters: filterKeys, sortBy: 'created_at', orderBy: 'DESC' });
  const { params } = list;
  const assignees = useQuery(messageQueries.assignees());

  const filter = useMemo<MessageFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        status: params.filters.status || undefined,
        // '0' is the filter's "Nobody" choice.
        assignedStaffId: params.filters.assigned && params.filters.assigned !== '0' ? Number(params.filters.assigned) : undefined,
        unassigned: params.filters.assigned === '0' ? true : undefined,
      },
      pageNo: params.page,
      pageSize: PAGE_SIZE,
    }),
    [params],
  );
  const query = useQuery(messageQueries.list(filter));

  const columns: Column<MessageRow>[] = [
    {
      key: 'from',
      header: t('columns.from'),
      cell: (message) => (
        <>
          <span className="block font-semibold text-ink-900 dark:text-sand-50">
            {message.name}
            {message.memberId !== null && (
              <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-stone-700 dark:bg-night-800 dark:text-stone-300">
                {t('member')}
              </span>
            )}
          </span>
          <span className="block break-all text-stone-600 dark:text-stone-400">{message.email ?? message.phoneNo ?? ''}</span>
        </>
      ),
    },
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (message) => (
        <>
          <span className="block font-semibold">{message.subject}</span>
          <span className="line-clamp-2 block text-stone-600 dark:text-stone-400">{message.excerpt}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (message) => (
        <>
          <MessageStatusBadge status={message.status} />
          {message.replyCount > 0 && (
            <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">{t('replies', { count: message.replyCount })}</span>
          )}
        </>
      ),
    },
    { key: 'assigned', header: t('columns.assigned'), cell: (message) => message.assignedStaffName ?? '—' },
    {
      key: 'received',
      header: t('columns.received'),
      className: 'whitespace-nowrap',
      cell: (message) => formatDateTime(message.createdAt, i18n.language),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (message) => (
        <Link
          to={`${consolePaths.messages}/${message.id}`}
          className={`${ui.buttonSecondary} px-4 py-1.5`}
          aria-label={t('openLabel', { name: message.name, subject: message.subject })}
        >
          {t('open')}
        </Link>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar>
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('columns.status')}
          value={params.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={messageStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <FilterSelect
          label={t('assignedFilter')}
          value={params.filters.assigned}
          onChange={(value) => list.setFilter('assigned', value)}
          options={[
            { value: '0', label: t('nobody') },
            ...(assignees.data ?? []).map((person) => ({ value: String(person.id), label: person.fullName })),
          ]}
        />
      </ListToolbar>
      <PagedTable ns="consoleMessages" columns={columns} query={query} list={list} rowKey={(message) => message.id} />
    </div>
  );
}
