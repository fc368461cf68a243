import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { htmlLang } from '../../../lib/i18n';
import { selectColumn } from '../../components/BulkBar';
import { type Column } from '../../components/DataTable';
import { PlusIcon } from '../../components/icons';
import { FilterSelect, ListToolbar, SearchField, TextFilter } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { RecordStatusBadge, RecordStatusFilter } from '../../components/RecordStatus';
import { formatDuration } from '../../components/ResumableUploadField';
import { pageRequest, useListParams } from '../../components/useListParams';
import { pick } from '../../lib/bilingual';
import { useStaffSession } from '../../lib/session';
import { MyanmarTime } from '../../components/MyanmarTime';
import { talkKeys, talkQueries, talkRecordsApi } from './api';
import { talkCategoryKeys } from '@mahasi/contract/constants/talk';
import { talkSortKeys, talkStatuses } from '@mahasi/contract/constants/staff-talks';
import type { DeskTalkFilter, DeskTalkRow } from '@mahasi/contract/staff-talks';
import { talkPagePaths } from './paths';
import { PagedTable } from '../../components/PagedTable';
import {
  recordBulkActions,
  RecordBulkBar,
  RecordListEmpty,
  RecordSubtitle,
  titleColumn,
  updatedColumn,
  useRecordBulk,
} from '../../records/recordList';

const PAGE_SIZE = 20;
const filterKeys = ['status', 'category', 'series'] as const;

/** /admin/talks: every Dhamma talk (an author's own), searched, filtered, sorted and paged. */
export default function TalkListPage() {
  const { t, i18n } = useTranslation('consoleTalks');
  const list = useListParams({ filters: filterKeys, sortBy: 'updated_at', orderBy: 'DESC' });
  const { params } = list;
  const { status, category, series } = params.filters;

  const filter = useMemo<DeskTalkFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        status: (talkStatuses as readonly string[]).includes(status) ? (status as DeskTalkRow['status']) : undefined,
        category: (talkCategoryKeys as readonly string[]).includes(category) ? (category as DeskTalkRow['category']) : undefined,
        series: series || undefined,
      },
      ...pageRequest(params, talkSortKeys, 'updated_at', PAGE_SIZE),
    }),
    [params, status, category, series],
  );
  const query = useQuery(talkQueries.list(filter));
  const page = query.data;
  const rows = query.isError ? [] : page?.dataList;
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const canPublish = staff?.role === 'admin' || staff?.role === 'editor';

  // Several talks at once; an author bins and restores their own drafts only (the server decides per talk).
  const rowTitle = (row: DeskTalkRow) => pick(row.titleEn, row.titleMm, i18n.language)?.text ?? t('untitled', { id: row.id });
  const { selection, bulk } = useRecordBulk({
    filter,
    rows,
    rowTitle,
    run: talkRecordsApi.bulk,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: talkKeys.lists() }),
  });
  const bulkActions = recordBulkActions(t, status === 'deleted', canPublish);

  const untitled = (id: number) => t('untitled', { id });
  const columns: Column<DeskTalkRow>[] = [
    selectColumn<DeskTalkRow>(selection, t('consoleRecords:bulk.selectColumn'), rowTitle),
    titleColumn<DeskTalkRow>(t('columns.title'), untitled, (row) => ({
      to: talkPagePaths.edit(row.id),
      title: pick(row.titleEn, row.titleMm, i18n.language),
      under: <RecordSubtitle text={pick(row.seriesEn, row.seriesMm, i18n.language)} />,
    })),
    { key: 'status', header: t('columns.status'), cell: (row) => <RecordStatusBadge status={row.status} /> },
    {
      key: 'speaker',
      header: t('columns.speaker'),
      cell: (row) => {
        const speaker = pick(row.speakerEn, row.speakerMm, i18n.language);
        return speaker ? <span lang={htmlLang[speaker.lang]}>{speaker.text}</span> : '—';
      },
    },
    { key: 'category', header: t('columns.category'), cell: (row) => t(`categories.${row.category}`) },
    {
      key: 'duration',
      header: t('columns.duration'),
      sortKey: 'duration',
      className: 'text-right tabular-nums',
      cell: (row) => (row.audio ? formatDuration(row.audio.durationSeconds) : <span className="text-stone-600">{t('noAudio')}</span>),
    },
    {
      key: 'recorded',
      header: t('columns.recordedOn'),
      sortKey: 'recorded_on',
      className: 'text-sm',
      cell: (row) => (row.recordedOn ? formatDate(row.recordedOn) : '—'),
    },
    updatedColumn<DeskTalkRow>(t('columns.updated'), t),
    {
      key: 'published',
      header: t('columns.published'),
      sortKey: 'published_at',
      className: 'text-sm',
      cell: (row) =>
        row.status === 'deleted' && row.deletedAt ? (
          <>
            <span className="block text-stone-600 dark:text-stone-400">{t('consoleRecords:binnedAt')}</span>
            <MyanmarTime iso={row.deletedAt} compact />
          </>
        ) : row.publishedAt ? (
          <MyanmarTime iso={row.publishedAt} compact />
        ) : (
          <span className="text-stone-600 dark:text-stone-400">{t('consoleRecords:notPublished')}</span>
        ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to={talkPagePaths.create} className={ui.buttonPrimary}>
            <PlusIcon />
            {t('newTalk')}
          </Link>
        }
      />
      <RecordStatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />
      <ListToolbar>
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('filters.category')}
          value={category}
          onChange={(value) => list.setFilter('category', value)}
          options={talkCategoryKeys.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
        />
        <TextFilter label={t('filters.series')} value={series} onChange={(value) => list.setFilter('series', value)} />
      </ListToolbar>
      <RecordBulkBar ns="consoleTalks" rows={rows} selection={selection} actions={bulkActions} bulk={bulk} />
      <PagedTable
        ns="consoleTalks"
        columns={columns}
        query={query}
        list={list}
        rows={rows}
        rowKey={(row) => row.id}
        sortable
        empty={<RecordListEmpty text={t('empty')} to={talkPagePaths.create} action={t('emptyAction')} />}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
