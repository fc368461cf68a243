import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { imageUrl } from '../../../lib/image';
import { selectColumn, type BulkBarAction } from '../../components/BulkBar';
import type { Column } from '../../components/DataTable';
import { PagedTable } from '../../components/PagedTable';
import { PlusIcon } from '../../components/icons';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { pageRequest, useListParams } from '../../components/useListParams';
import { MyanmarTime } from '../../components/MyanmarTime';
import { notify } from '../../../lib/notify';
import { notifyFailure } from '../../lib/failure';
import { catalogueApi, catalogueKeys, catalogueQueries } from './api';
import {
  catalogueStatuses,
  GROUP_TYPES,
  orderedKinds,
  type CatalogueKind,
  type CatalogueStatus,
} from '@mahasi/contract/constants/staff-catalogue';
import type { CatalogueFilter, CatalogueRow } from '@mahasi/contract/staff-catalogue';
import { kindForms } from './kinds';
import { CatalogueStatusBadge, titleOf } from './labels';
import { recordPath } from './paths';
import { catalogueRecordsApi } from './records';
import { RecordBulkBar, RecordListEmpty, titleColumn, useRecordBulk } from '../../records/recordList';

const PAGE_SIZE = 20;

/** A record's picture, small. */
const coverColumn = (header: string): Column<CatalogueRow> => ({
  key: 'cover',
  header,
  className: 'w-20',
  cell: (row) =>
    row.cover ? (
      <img src={imageUrl(row.cover.url)} alt="" width={64} height={40} className="h-10 w-16 rounded-md bg-sand-100 object-cover" />
    ) : (
      <span aria-hidden="true">—</span>
    ),
});
const filterKeys = ['status', 'group'] as const;

/** The list of one kind: search in either language, status (and group) filters, sort, pages. */
export function CatalogueList({ kind }: { kind: CatalogueKind }) {
  const { t, i18n } = useTranslation('consoleCatalogue');
  const form = kindForms[kind];
  const list = useListParams({ filters: filterKeys, sortBy: form.defaultSort, orderBy: form.defaultOrder });
  const { params } = list;
  const { status, group } = params.filters;

  const filter = useMemo<CatalogueFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        status: (catalogueStatuses as readonly string[]).includes(status) ? (status as CatalogueStatus) : undefined,
        groupType: kind === 'groups' && Number(group) > 0 ? Number(group) : undefined,
      },
      ...pageRequest(params, form.sortKeys, form.defaultSort, PAGE_SIZE),
    }),
    [params, status, group, kind, form],
  );
  const query = useQuery(catalogueQueries.list(kind, filter));
  const page = query.data;
  const rows = query.isError ? [] : page?.dataList;
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  // Arrows move a record among those shown when the list is in the readers' order.
  const movable =
    (orderedKinds as readonly CatalogueKind[]).includes(kind) && filter.sortBy === 'sort_order' && filter.orderBy === 'ASC' && !params.text;
  const moveRow = async (index: number, by: -1 | 1) => {
    if (!rows) return;
    const ids = rows.map((row) => row.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    setMoving(true);
    try {
      await catalogueApi.reorder(kind, ids);
      notify.success(t('orderSaved'));
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(kind) });
    } catch (error) {
      notifyFailure(t('actions.failed'), error);
    } finally {
      setMoving(false);
    }
  };

  // Several records at once: publish, unpublish, bin, or (in the bin) restore.
  const rowTitle = (row: CatalogueRow) => titleOf(row, i18n.language)?.text ?? t('untitled', { id: row.id });
  const { selection, bulk } = useRecordBulk({
    filter,
    rows,
    rowTitle,
    run: (ids, action) => catalogueRecordsApi(kind).bulk(ids, action),
    onChanged: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(kind) }),
  });
  // A record the public site cannot do without (the contact page) is not taken off the site or binned.
  const fixed = (rows ?? []).filter((row) => row.protected && selection.selected.has(row.id));
  const keptOn = fixed.length
    ? t('slug.bulk', { count: fixed.length, titles: fixed.map((row) => `“${rowTitle(row)}”`).join(', ') })
    : undefined;
  const offered: BulkBarAction[] =
    status === 'deleted'
      ? [{ action: 'restore', label: t('consoleRecords:bulk.restore.submit') }]
      : kind === 'live'
        ? // Only one broadcast can be active: it is made active from its own form.
          [
            { action: 'unpublish', label: t('actions.live.unpublish') },
            { action: 'delete', label: t('consoleRecords:bulk.delete.submit') },
          ]
        : [
            { action: 'publish', label: t('consoleRecords:bulk.publish.submit') },
            { action: 'unpublish', label: t('consoleRecords:bulk.unpublish.submit') },
            { action: 'delete', label: t('consoleRecords:bulk.delete.submit') },
          ];
  const bulkActions = offered.map((item) =>
    item.action === 'unpublish' || item.action === 'delete' ? { ...item, unavailable: keptOn } : item,
  );

  const untitled = (id: number) => t('untitled', { id });
  const columns: Column<CatalogueRow>[] = [
    selectColumn<CatalogueRow>(selection, t('consoleRecords:bulk.selectColumn'), rowTitle),
    ...(form.withoutCover ? [] : [coverColumn(t('columns.cover'))]),
    titleColumn<CatalogueRow>(t('columns.title'), untitled, (row) => ({
      to: recordPath(kind, row.id),
      title: titleOf(row, i18n.language),
      under: row.protected && <span className="block text-sm text-stone-600 dark:text-stone-400">{t('slug.row')}</span>,
    })),
    { key: 'status', header: t('columns.status'), cell: (row) => <CatalogueStatusBadge kind={kind} status={row.status} /> },
    ...form.columns.map((column): Column<CatalogueRow> => ({
      key: column.key,
      header: t(`columns.${column.key}`),
      sortKey: column.sortKey,
      className: 'text-sm',
      cell: (row) => column.cell(row.facts, t, i18n.language),
    })),
    ...(movable
      ? [
          {
            key: 'move',
            header: t('columns.move'),
            cell: (row: CatalogueRow) => {
              const index = rows?.indexOf(row) ?? -1;
              const name = titleOf(row, i18n.language)?.text ?? t('untitled', { id: row.id });
              return (
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={ui.iconButton}
                    disabled={moving || index <= 0}
                    aria-label={t('moveUp', { title: name })}
                    onClick={() => void moveRow(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={ui.iconButton}
                    disabled={moving || index < 0 || index >= (rows?.length ?? 0) - 1}
                    aria-label={t('moveDown', { title: name })}
                    onClick={() => void moveRow(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </span>
              );
            },
          } satisfies Column<CatalogueRow>,
        ]
      : []),
    {
      key: 'updated',
      header: t('columns.updatedZone'),
      sortKey: 'updated_at',
      className: 'text-sm',
      cell: (row) => (
        <>
          <MyanmarTime iso={row.updatedAt} compact />
          {row.updatedByName && <span className="block text-stone-600 dark:text-stone-400">{t('by', { name: row.updatedByName })}</span>}
          {row.deletedAt && (
            <span className="block text-maroon-700 dark:text-maroon-200">
              {t('binnedAt', { time: formatDateTime(row.deletedAt, i18n.language) })}
            </span>
          )}
        </>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t(`kinds.${kind}.title`)}
        description={t(`kinds.${kind}.description`)}
        actions={
          <Link to={recordPath(kind, 'new')} className={ui.buttonPrimary}>
            <PlusIcon />
            {t(`kinds.${kind}.new`)}
          </Link>
        }
      />
      <ListToolbar>
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('filters.status')}
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          allLabel={t('filters.notDeleted')}
          options={catalogueStatuses.map((value) => ({ value, label: t(`status.${kind === 'live' ? 'live.' : ''}${value}`) }))}
        />
        {kind === 'groups' && (
          <FilterSelect
            label={t('filters.group')}
            value={group}
            onChange={(value) => list.setFilter('group', value)}
            options={GROUP_TYPES.map((value) => ({ value: String(value), label: t(`groups.${value}`) }))}
          />
        )}
      </ListToolbar>
      <RecordBulkBar ns="consoleCatalogue" rows={rows} selection={selection} actions={bulkActions} bulk={bulk} />
      <PagedTable
        ns="consoleCatalogue"
        caption={t(`kinds.${kind}.title`)}
        columns={columns}
        query={query}
        list={list}
        rows={rows}
        rowKey={(row) => row.id}
        sortable
        sortBy={String(filter.sortBy ?? form.defaultSort)}
        empty={<RecordListEmpty text={t('empty')} to={recordPath(kind, 'new')} action={t(`kinds.${kind}.new`)} />}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
