import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditFilter } from '@mahasi/contract/staff';
import { formatDateTime } from '../../../lib/format';
import { type Column } from '../../components/DataTable';
import { DateFilter, FilterSelect, ListToolbar, TextFilter } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { useListParams } from '../../components/useListParams';
import { auditQueries } from './api';
import { changeLines } from './changes';
import { PagedTable } from '../../components/PagedTable';

const PAGE_SIZE = 50;
const filterKeys = ['person', 'type', 'record', 'from', 'to'] as const;

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('consoleAudit');
  // A role is stored by its key ('author'): said in the reader's language.
  const lines = changeLines(entry.changes, (field, value) =>
    field === 'role' ? t(`console:roles.${value}`, { defaultValue: value }) : value,
  );
  if (lines.length === 0) return <span className="text-stone-500 dark:text-stone-400">—</span>;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.field} className="break-words">
          <span className="font-semibold text-stone-700 dark:text-stone-300">
            {t(`fields.${line.field}`, { defaultValue: line.field })}:
          </span>{' '}
          {'value' in line ? (
            line.value
          ) : (
            <>
              <del className="text-stone-600 decoration-maroon-400 dark:text-stone-400">{line.before}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> {t('changedTo')} </span>
              <ins className="font-medium text-ink-900 no-underline dark:text-sand-50">{line.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit (admins): every staff write, newest first, filtered by person, record and dates. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('consoleAudit');
  const list = useListParams({ filters: filterKeys, sortBy: 'at', orderBy: 'DESC' });
  const { params } = list;
  const { person, type, record, from, to } = params.filters;
  const people = useQuery(auditQueries.people());
  // The record types the console has names for (consoleAudit:types), in the reader's language.
  const recordTypes = Object.keys(t('types', { returnObjects: true }) as Record<string, string>);

  const filter = useMemo<AuditFilter>(
    () => ({
      searchObj: {
        staffId: Number(person) > 0 ? Number(person) : undefined,
        entityType: type || undefined,
        entityId: record || undefined,
        from: from || undefined,
        to: to || undefined,
      },
      pageNo: params.page,
      pageSize: PAGE_SIZE,
    }),
    [person, type, record, from, to, params.page],
  );
  const query = useQuery(auditQueries.list(filter));

  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('columns.at'), className: 'whitespace-nowrap', cell: (entry) => formatDateTime(entry.at, i18n.language) },
    {
      key: 'who',
      header: t('columns.who'),
      cell: (entry) => <span className="font-semibold text-ink-900 dark:text-sand-50">{entry.staffName}</span>,
    },
    {
      key: 'action',
      header: t('columns.action'),
      cell: (entry) => <span title={entry.action}>{t(`actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}</span>,
    },
    {
      key: 'record',
      header: t('columns.record'),
      className: 'whitespace-nowrap',
      cell: (entry) => (
        <>
          {t(`types.${entry.entityType}`, { defaultValue: entry.entityType })}
          {entry.entityId && <span className="text-stone-600 dark:text-stone-400"> #{entry.entityId}</span>}
        </>
      ),
    },
    { key: 'changes', header: t('columns.changes'), className: 'min-w-64', cell: (entry) => <Changes entry={entry} /> },
  ];

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar>
        <FilterSelect
          label={t('filters.person')}
          value={person}
          onChange={(value) => list.setFilter('person', value)}
          allLabel={t('filters.everyone')}
          options={(people.data?.dataList ?? []).map((account) => ({
            value: String(account.id),
            label: account.fullName || account.email,
          }))}
        />
        <FilterSelect
          label={t('filters.type')}
          value={type}
          onChange={(value) => list.setFilter('type', value)}
          options={recordTypes.map((key) => ({ value: key, label: t(`types.${key}`) }))}
        />
        <TextFilter label={t('filters.record')} value={record} onChange={(value) => list.setFilter('record', value)} />
        <DateFilter label={t('filters.from')} value={from} max={to || undefined} onChange={(value) => list.setFilter('from', value)} />
        <DateFilter label={t('filters.to')} value={to} min={from || undefined} onChange={(value) => list.setFilter('to', value)} />
      </ListToolbar>
      <PagedTable ns="consoleAudit" columns={columns} query={query} list={list} rowKey={(entry) => entry.id} />
    </div>
  );
}
