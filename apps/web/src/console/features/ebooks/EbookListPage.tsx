import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mahasi/contract/money';
import { ui } from '../../../components/ui';
import { selectColumn } from '../../components/BulkBar';
import { type Column } from '../../components/DataTable';
import { PlusIcon } from '../../components/icons';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { RecordStatusBadge, RecordStatusFilter } from '../../components/RecordStatus';
import { pageRequest, useListParams } from '../../components/useListParams';
import { pick } from '../../lib/bilingual';
import { ebookKeys, ebookQueries, ebookRecordsApi } from './api';
import { ebookDeskSortKeys, ebookStates, type EbookState } from '@mahasi/contract/constants/staff-ebooks';
import { ebookStatusKeys, type EbookStatus } from '@mahasi/contract/constants/ebook';
import type { DeskEbookFilter, DeskEbookRow } from '@mahasi/contract/staff-ebooks';
import { EbookNav } from './EbookNav';
import { ebookPagePaths } from './paths';
import { PagedTable } from '../../components/PagedTable';
import { recordBulkActions, RecordBulkBar, RecordSubtitle, titleColumn, updatedColumn, useRecordBulk } from '../../records/recordList';

const PAGE_SIZE = 20;
const filterKeys = ['state', 'status', 'category'] as const;

/** /admin/ebooks: every book of the store, searched, filtered, sorted and paged. */
export default function EbookListPage() {
  const { t, i18n } = useTranslation('consoleEbooks');
  const list = useListParams({ filters: filterKeys, sortBy: 'updated_at', orderBy: 'DESC' });
  const { params } = list;
  const { state, status, category } = params.filters;
  const filter = useMemo<DeskEbookFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        state: (ebookStates as readonly string[]).includes(state) ? (state as EbookState) : undefined,
        status: (ebookStatusKeys as readonly string[]).includes(status) ? (status as EbookStatus) : undefined,
        categoryId: Number(category) > 0 ? Number(category) : undefined,
      },
      ...pageRequest(params, ebookDeskSortKeys, 'updated_at', PAGE_SIZE),
    }),
    [params, state, status, category],
  );
  const query = useQuery(ebookQueries.list(filter));
  const categories = useQuery(ebookQueries.categories());
  const page = query.data;
  const rows = query.isError ? [] : page?.dataList;
  const categoryName = new Map((categories.data ?? []).map((c) => [c.id, pick(c.nameEn, c.nameMm, i18n.language)?.text ?? `#${c.id}`]));
  const queryClient = useQueryClient();

  // Several books at once: in or out of the store, into the bin, or (in the bin) back.
  const rowTitle = (row: DeskEbookRow) => pick(row.titleEn, row.titleMm, i18n.language)?.text ?? t('untitled', { id: row.id });
  const { selection, bulk } = useRecordBulk({
    filter,
    rows,
    rowTitle,
    run: ebookRecordsApi.bulk,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: ebookKeys.all }),
  });
  const bulkActions = recordBulkActions(t, state === 'deleted');

  const untitled = (id: number) => t('untitled', { id });
  const columns: Column<DeskEbookRow>[] = [
    selectColumn<DeskEbookRow>(selection, t('consoleRecords:bulk.selectColumn'), rowTitle),
    titleColumn<DeskEbookRow>(t('columns.title'), untitled, (row) => ({
      to: ebookPagePaths.edit(row.id),
      title: pick(row.titleEn, row.titleMm, i18n.language),
      under: <RecordSubtitle text={pick(row.authorEn, row.authorMm, i18n.language)} />,
    })),
    { key: 'state', header: t('columns.state'), cell: (row) => <RecordStatusBadge status={row.state} /> },
    { key: 'status', header: t('columns.status'), cell: (row) => t(`statuses.${row.status}`) },
    { key: 'category', header: t('columns.category'), cell: (row) => (row.categoryId ? (categoryName.get(row.categoryId) ?? '—') : '—') },
    {
      key: 'pages',
      header: t('columns.pages'),
      className: 'text-right tabular-nums',
      cell: (row) => (row.pdf ? row.pdf.pageCount : <span className="text-stone-600 dark:text-stone-400">{t('noPdf')}</span>),
    },
    {
      key: 'mmk',
      header: t('columns.minPriceMmk'),
      sortKey: 'min_price_mmk',
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (row) => formatMoney(row.minPriceMmk, 'MMK'),
    },
    {
      key: 'usd',
      header: t('columns.minPriceUsd'),
      sortKey: 'min_price_usd',
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (row) => formatMoney(row.minPriceUsd, 'USD'),
    },
    updatedColumn<DeskEbookRow>(t('columns.updated'), t),
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to={ebookPagePaths.create} className={ui.buttonPrimary}>
            <PlusIcon />
            {t('newBook')}
          </Link>
        }
      />
      <EbookNav />
      <RecordStatusFilter value={state} onChange={(value) => list.setFilter('state', value)} />
      <ListToolbar>
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('filters.status')}
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          options={ebookStatusKeys.map((key) => ({ value: key, label: t(`statuses.${key}`) }))}
        />
        <FilterSelect
          label={t('filters.category')}
          value={category}
          onChange={(value) => list.setFilter('category', value)}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: categoryName.get(c.id) ?? c.nameEn }))}
        />
      </ListToolbar>
      <RecordBulkBar ns="consoleEbooks" rows={rows} selection={selection} actions={bulkActions} bulk={bulk} />
      <PagedTable ns="consoleEbooks" columns={columns} query={query} list={list} rows={rows} rowKey={(row) => row.id} sortable />
    </div>
  );
}
