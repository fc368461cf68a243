import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { yangonDay } from '../../../lib/yangonTime';
import {
  retreatApplicationSortKeys,
  retreatApplicationStateKeys,
  retreatGroupKeys,
  retreatGroups,
  type RetreatGroup,
} from '@mahasi/contract/constants/retreat';
import type { GroupCounts, StaffApplicationFilter, StaffApplicationRow } from '@mahasi/contract/retreat';
import type { Column } from '../../components/DataTable';
import { ConsoleNotFound } from '../../components/ForbiddenPage';
import { FilterSelect, ListToolbar, SearchField } from '../../components/ListControls';
import { MyanmarTime } from '../../components/MyanmarTime';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { pageRequest, useListParams } from '../../components/useListParams';
import { pick } from '../../lib/bilingual';
import { notifyFailure } from '../../lib/failure';
import { recordIdParam } from '../../records/RecordEditor';
import { downloadRoster, retreatQueries } from './api';
import { ApplicationDialog } from './ApplicationDialog';
import { CourseDates, inLang, OpenBadge, useWritesRetreats } from './labels';
import { countedStates, courseTotals, hasStarted, shownGroups } from './logic';
import { MessageDialog } from './MessageDialog';
import { retreatPagePaths } from './paths';
import { StateBadge } from './StateBadge';

const PAGE_SIZE = 50;
const filterKeys = ['group', 'state'] as const;

/** /admin/retreats/:courseId/applications: a course's applications, its live counts, the roster and the messages. */
export default function ApplicationsPage() {
  const param = recordIdParam(useParams().courseId);
  if (typeof param !== 'number') return <ConsoleNotFound />;
  return <Applications courseId={param} />;
}

function Applications({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('consoleRetreats');
  const writes = useWritesRetreats();
  const locale = i18n.language;
  const summaries = useQuery(retreatQueries.summaries());
  const course = summaries.data?.find((entry) => entry.id === courseId);
  const list = useListParams({ filters: filterKeys, sortBy: 'applied_at', orderBy: 'ASC' });
  const { params } = list;
  const { group, state } = params.filters;
  const [openId, setOpenId] = useState<number | null>(null);
  const [messaging, setMessaging] = useState(false);
  const queryClient = useQueryClient();

  const filter = useMemo<StaffApplicationFilter>(
    () => ({
      searchObj: {
        courseId,
        text: params.text || undefined,
        group: (retreatGroupKeys as readonly string[]).includes(group) ? (group as RetreatGroup) : undefined,
        state: (retreatApplicationStateKeys as readonly string[]).includes(state) ? (state as StaffApplicationRow['state']) : undefined,
      },
      ...pageRequest(params, retreatApplicationSortKeys, 'applied_at', PAGE_SIZE),
    }),
    [courseId, params, group, state],
  );
  const query = useQuery(retreatQueries.applications(filter));
  const counts = query.data?.counts ?? course?.counts ?? [];

  if (summaries.isSuccess && !course) return <ConsoleNotFound />;
  const title = course ? (pick(course.titleEn, course.titleMm, locale)?.text ?? t('untitled', { id: courseId })) : '';
  const started = hasStarted(course?.startDate ?? null, yangonDay());

  const roster = async (only?: RetreatGroup) => {
    try {
      await downloadRoster(courseId, only);
    } catch (error) {
      notifyFailure(t('applications.rosterFailed'), error);
    }
  };

  const columns: Column<StaffApplicationRow>[] = [
    {
      key: 'name',
      header: t('applications.columns.name'),
      sortKey: 'name',
      className: 'min-w-44',
      cell: (row) => (
        <>
          <button
            type="button"
            className="text-left font-semibold text-ink-900 underline-offset-4 hover:text-maroon-800 hover:underline dark:text-sand-50 dark:hover:text-saffron-300"
            aria-label={t('applications.open', { name: row.fullName })}
            onClick={() => setOpenId(row.id)}
          >
            {row.fullName}
          </button>
          <span className="block text-sm text-stone-600 dark:text-stone-400">{row.phoneNo || row.email}</span>
        </>
      ),
    },
    { key: 'group', header: t('applications.columns.group'), cell: (row) => inLang(retreatGroups[row.group], locale) },
    {
      key: 'state',
      header: t('applications.columns.state'),
      sortKey: 'state',
      cell: (row) => (
        <>
          <StateBadge status={row.state} />
          {row.waitPosition !== null && (
            <span className="mt-1 block text-sm">{t('applications.waitPosition', { position: row.waitPosition })}</span>
          )}
        </>
      ),
    },
    { key: 'age', header: t('applications.columns.age'), className: 'tabular-nums', cell: (row) => row.age },
    {
      key: 'experience',
      header: t('applications.columns.experience'),
      className: 'text-sm',
      cell: (row) => (
        <>
          {t(row.firstCourse ? 'applications.firstCourse' : 'applications.returning')}
          {row.foreigner && <span className="block">{t('applications.foreigner')}</span>}
        </>
      ),
    },
    {
      key: 'arrival',
      header: t('applications.columns.arrival'),
      className: 'tabular-nums',
      cell: (row) => row.arrivalTime && formatClock(row.arrivalTime, i18n.language),
    },
    {
      key: 'applied',
      header: t('applications.columns.applied'),
      sortKey: 'applied_at',
      className: 'text-sm',
      cell: (row) => <MyanmarTime iso={row.appliedAt} compact />,
    },
  ];

  return (
    <div>
      <PageHeader
        title={course ? t('applications.heading', { course: title }) : t('applications.title')}
        description={
          course && (
            <span className="inline-flex flex-wrap items-center gap-2">
              <CourseDates start={course.startDate} end={course.endDate} />
              <OpenBadge open={course.applicationsOpen} />
            </span>
          )
        }
        actions={
          <>
            <Link to={retreatPagePaths.list} className={ui.buttonSecondary}>
              {t('applications.back')}
            </Link>
            {writes && (
              <Link to={retreatPagePaths.edit(courseId)} className={ui.buttonSecondary}>
                {t('applications.editCourse')}
              </Link>
            )}
            {writes && (
              <Link to={retreatPagePaths.checkIn(courseId)} className={ui.buttonPrimary}>
                {t('checkIn')}
              </Link>
            )}
          </>
        }
      />

      <GroupCountsTable counts={counts} />

      {writes && (
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <button type="button" className={ui.buttonSecondary} onClick={() => setMessaging(true)}>
            {t('applications.message.open')}
          </button>
          <button type="button" className={ui.buttonSecondary} onClick={() => void roster()}>
            {t('applications.roster')}
          </button>
          {shownGroups(counts).map(({ group: shown }) => (
            <Link key={shown} to={retreatPagePaths.print(courseId, shown)} className={ui.buttonSecondary}>
              {t('applications.printGroup', { group: t(`groupsOf.${shown}`) })}
            </Link>
          ))}
        </div>
      )}

      <ListToolbar>
        <SearchField
          label={t('applications.search')}
          placeholder={t('applications.searchPlaceholder')}
          value={params.text}
          onSearch={list.setText}
        />
        <FilterSelect
          label={t('applications.groupFilter')}
          value={group}
          onChange={(value) => list.setFilter('group', value)}
          options={retreatGroupKeys.map((key) => ({ value: key, label: inLang(retreatGroups[key], locale) }))}
        />
        <FilterSelect
          label={t('applications.stateFilter')}
          value={state}
          onChange={(value) => list.setFilter('state', value)}
          options={retreatApplicationStateKeys.map((key) => ({ value: key, label: t(`status.${key}`) }))}
        />
      </ListToolbar>
      <PagedTable
        ns="consoleRetreats"
        caption={t('applications.title')}
        columns={columns}
        query={query}
        list={list}
        rowKey={(row) => row.id}
        sortable
        empty={t('applications.empty')}
        emptyFiltered={t('applications.emptyFiltered')}
      />

      {openId !== null && (
        <ApplicationDialog
          id={openId}
          counts={counts}
          started={started}
          onClose={() => setOpenId(null)}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ['console', 'retreats'] })}
        />
      )}
      {messaging && <MessageDialog courseId={courseId} onClose={() => setMessaging(false)} />}
    </div>
  );
}

/** Each group's places, places free and applications by state, and all groups together. */
function GroupCountsTable({ counts }: { counts: readonly GroupCounts[] }) {
  const { t, i18n } = useTranslation('consoleRetreats');
  const groups = shownGroups(counts);
  if (!groups.length) return null;
  const totals = courseTotals(counts);
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className={`${ui.card} mb-6 overflow-x-auto`} role="region" aria-label={t('applications.countsCaption')} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('applications.countsCaption')}</caption>
        <thead className="border-b border-sand-200 text-xs tracking-wide text-stone-700 uppercase dark:border-night-700 dark:text-stone-300">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {t('applications.group')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('columns.places')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('columns.free')}
            </th>
            {countedStates.map((state) => (
              <th key={state} scope="col" className="px-3 py-2 text-right">
                {t(`columns.${state}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.group} className="border-b border-sand-100 dark:border-night-800">
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                {inLang(retreatGroups[group.group], i18n.language)}
              </th>
              <td className={cell}>{group.capacity}</td>
              <td className={cell}>{Math.max(0, group.free)}</td>
              {countedStates.map((state) => (
                <td key={state} className={cell}>
                  {group.states[state] ?? 0}
                </td>
              ))}
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              {t('applications.total')}
            </th>
            <td className={cell}>{totals.capacity}</td>
            <td className={cell}>{totals.free}</td>
            {countedStates.map((state) => (
              <td key={state} className={cell}>
                {totals[state]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
