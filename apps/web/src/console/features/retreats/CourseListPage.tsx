import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import {
  retreatCourseKinds,
  retreatCourseKindKeys,
  retreatCourseSortKeys,
  retreatCourseStatuses,
} from '@mahasi/contract/constants/retreat';
import type { DeskCourseFilter, DeskCourseRow } from '@mahasi/contract/retreat';
import { selectColumn } from '../../components/BulkBar';
import { DataTable, type Column } from '../../components/DataTable';
import { PlusIcon } from '../../components/icons';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { RecordStatusBadge, RecordStatusFilter } from '../../components/RecordStatus';
import { pageRequest, useListParams } from '../../components/useListParams';
import { pick } from '../../lib/bilingual';
import {
  recordBulkActions,
  RecordBulkBar,
  RecordListEmpty,
  RecordSubtitle,
  RecordTitleCell,
  titleColumn,
  updatedColumn,
  useRecordBulk,
} from '../../records/recordList';
import { retreatKeys, retreatQueries, courseRecordsApi } from './api';
import { CourseDates, inLang, OpenBadge, useWritesRetreats } from './labels';
import { countedStates, courseTotals } from './logic';
import { retreatPagePaths } from './paths';

const PAGE_SIZE = 20;
const filterKeys = ['status', 'kind'] as const;

/** /admin/retreats: the courses with their live counts; the registrar and admins write them, care reads. */
export default function CourseListPage() {
  return useWritesRetreats() ? <CourseDesk /> : <CourseSummaries />;
}

/** The columns both lists share: dates, whether applications are open, the live counts and the way to the applications. */
function courseColumns<R extends DeskCourseRow>(t: (key: string) => string): Column<R>[] {
  return [
    {
      key: 'dates',
      header: t('columns.dates'),
      sortKey: 'start_date',
      className: 'text-sm',
      cell: (row) => (
        <>
          <CourseDates start={row.startDate} end={row.endDate} />
          <span className="mt-1 block">
            <OpenBadge open={row.applicationsOpen} />
          </span>
        </>
      ),
    },
    ...countedStates.map((state): Column<R> => ({
      key: state,
      header: t(`columns.${state}`),
      className: 'text-right tabular-nums',
      cell: (row) => (
        <span data-state={state} className="font-semibold">
          {courseTotals(row.counts)[state]}
        </span>
      ),
    })),
  ];
}

/** The way from a course to its applications. */
function ApplicationsLink({ id }: { id: number }) {
  const { t } = useTranslation('consoleRetreats');
  return (
    <Link to={retreatPagePaths.applications(id)} className={`${ui.link} mt-1 inline-block text-sm`}>
      {t('applicationsLink')}
    </Link>
  );
}

function Actions() {
  const { t } = useTranslation('consoleRetreats');
  const writes = useWritesRetreats();
  return (
    <>
      {writes && (
        <Link to={retreatPagePaths.checkIn()} className={ui.buttonSecondary}>
          {t('checkIn')}
        </Link>
      )}
      {writes && (
        <Link to={retreatPagePaths.create} className={ui.buttonPrimary}>
          <PlusIcon />
          {t('newCourse')}
        </Link>
      )}
    </>
  );
}

/** The registrar's and admins' list: the course record kind, searched, filtered, sorted, paged, with bulk actions. */
function CourseDesk() {
  const { t, i18n } = useTranslation('consoleRetreats');
  const list = useListParams({ filters: filterKeys, sortBy: 'start_date', orderBy: 'DESC' });
  const { params } = list;
  const { status, kind } = params.filters;

  const filter = useMemo<DeskCourseFilter>(
    () => ({
      searchObj: {
        text: params.text || undefined,
        status: (retreatCourseStatuses as readonly string[]).includes(status) ? (status as DeskCourseRow['status']) : undefined,
        kind: (retreatCourseKindKeys as readonly string[]).includes(kind) ? (kind as DeskCourseRow['kind']) : undefined,
      },
      ...pageRequest(params, retreatCourseSortKeys, 'start_date', PAGE_SIZE),
    }),
    [params, status, kind],
  );
  const query = useQuery(retreatQueries.list(filter));
  const rows = query.isError ? [] : query.data?.dataList;
  const queryClient = useQueryClient();

  const rowTitle = (row: DeskCourseRow) => pick(row.titleEn, row.titleMm, i18n.language)?.text ?? t('untitled', { id: row.id });
  const { selection, bulk } = useRecordBulk({
    filter,
    rows,
    rowTitle,
    run: courseRecordsApi.bulk,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: retreatKeys.all }),
  });

  const columns: Column<DeskCourseRow>[] = [
    selectColumn<DeskCourseRow>(selection, t('consoleRecords:bulk.selectColumn'), rowTitle),
    titleColumn<DeskCourseRow>(
      t('columns.title'),
      (id) => t('untitled', { id }),
      (row) => ({
        to: retreatPagePaths.edit(row.id),
        title: pick(row.titleEn, row.titleMm, i18n.language),
        under: (
          <>
            <RecordSubtitle text={pick(row.teacherEn, row.teacherMm, i18n.language)} />
            <span className="block text-sm text-stone-600 dark:text-stone-400">{inLang(retreatCourseKinds[row.kind], i18n.language)}</span>
            <ApplicationsLink id={row.id} />
          </>
        ),
      }),
    ),
    { key: 'status', header: t('columns.status'), cell: (row) => <RecordStatusBadge status={row.status} /> },
    ...courseColumns<DeskCourseRow>(t),
    updatedColumn<DeskCourseRow>(t('columns.updated'), t),
  ];

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} actions={<Actions />} />
      <RecordStatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />
      <ListToolbar>
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={params.text} onSearch={list.setText} />
        <FilterSelect
          label={t('filters.kind')}
          value={kind}
          onChange={(value) => list.setFilter('kind', value)}
          options={retreatCourseKindKeys.map((key) => ({ value: key, label: inLang(retreatCourseKinds[key], i18n.language) }))}
        />
      </ListToolbar>
      <RecordBulkBar
        ns="consoleRetreats"
        rows={rows}
        selection={selection}
        actions={recordBulkActions(t, status === 'deleted')}
        bulk={bulk}
      />
      <PagedTable
        ns="consoleRetreats"
        columns={columns}
        query={query}
        list={list}
        rows={rows}
        rowKey={(row) => row.id}
        sortable
        empty={<RecordListEmpty text={t('empty')} to={retreatPagePaths.create} action={t('emptyAction')} />}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}

/** Care's list: every course not in the bin with its counts, leading to its applications (the courses' desk is the registrar's). */
function CourseSummaries() {
  const { t, i18n } = useTranslation('consoleRetreats');
  const query = useQuery(retreatQueries.summaries());
  const columns: Column<DeskCourseRow>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      className: 'min-w-48',
      cell: (row) => (
        <RecordTitleCell
          to={retreatPagePaths.applications(row.id)}
          title={pick(row.titleEn, row.titleMm, i18n.language)}
          untitled={t('untitled', { id: row.id })}
        >
          <RecordSubtitle text={pick(row.teacherEn, row.teacherMm, i18n.language)} />
          <ApplicationsLink id={row.id} />
        </RecordTitleCell>
      ),
    },
    { key: 'status', header: t('columns.status'), cell: (row) => <RecordStatusBadge status={row.status} /> },
    ...courseColumns<DeskCourseRow>(t).map(({ sortKey: _sorted, ...column }) => column),
  ];
  return (
    <div>
      <PageHeader title={t('title')} description={t('descriptionReader')} />
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={query.isError ? [] : query.data}
        rowKey={(row) => row.id}
        empty={
          query.isError ? (
            <>
              {t('applications.loadFailed')}{' '}
              <button type="button" className={ui.link} onClick={() => void query.refetch()}>
                {t('console:actions.retry')}
              </button>
            </>
          ) : (
            t('noCourses')
          )
        }
      />
    </div>
  );
}
