import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { notify } from '../../../lib/notify';
import { retreatGroups } from '@mahasi/contract/constants/retreat';
import type { StaffApplicationRow } from '@mahasi/contract/retreat';
import { selectClass } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { pick } from '../../lib/bilingual';
import { notifyFailure } from '../../lib/failure';
import { applicationApi, retreatKeys, retreatQueries } from './api';
import { CourseDates, inLang, useWritesRetreats } from './labels';
import { arrivedCount, checkInRows } from './logic';
import { StateBadge } from './StateBadge';

/**
 * /admin/retreats/check-in?course=:id: the gate's screen, made for a phone: pick the course, type a
 * few letters of a name, press the big Arrived button. Every phone at the gate sees the others'
 * check-ins within half a minute.
 */
export default function CheckInPage() {
  const { t, i18n } = useTranslation('consoleRetreats');
  const [search, setSearch] = useSearchParams();
  const courseParam = Number(search.get('course'));
  const courseId = Number.isInteger(courseParam) && courseParam > 0 ? courseParam : null;
  const summaries = useQuery(retreatQueries.summaries());
  const courses = (summaries.data ?? []).filter((course) => course.status === 'published');
  const course = courses.find((entry) => entry.id === courseId);
  const selectId = useId();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('checkin.title')} description={t('checkin.description')} />
      <div className="mb-4">
        <label htmlFor={selectId} className={ui.label}>
          {t('checkin.course')}
        </label>
        <select
          id={selectId}
          className={`${selectClass} h-12`}
          value={courseId ?? ''}
          onChange={(event) => setSearch(event.target.value ? { course: event.target.value } : {}, { replace: true })}
        >
          <option value="">{t('checkin.chooseCourse')}</option>
          {courses.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {pick(entry.titleEn, entry.titleMm, i18n.language)?.text ?? t('untitled', { id: entry.id })}
            </option>
          ))}
        </select>
        {course && (
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            <CourseDates start={course.startDate} end={course.endDate} />
          </p>
        )}
      </div>
      {courseId === null ? <p className="py-8 text-center">{t('checkin.noCourse')}</p> : <Gate courseId={courseId} />}
    </div>
  );
}

function Gate({ courseId }: { courseId: number }) {
  const { t } = useTranslation('consoleRetreats');
  const writes = useWritesRetreats();
  const [typed, setTyped] = useState('');
  const query = useQuery(retreatQueries.everyApplication(courseId));
  const searchId = useId();
  const rows = query.data ?? [];
  const shown = checkInRows(rows, typed);
  const { arrived, expected } = arrivedCount(rows);

  return (
    <div>
      <div className="sticky top-14 z-10 -mx-4 mb-3 bg-sand-50/95 px-4 py-2 backdrop-blur lg:top-0 dark:bg-night-950/95">
        <label htmlFor={searchId} className={ui.label}>
          {t('checkin.search')}
        </label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          className={`${ui.input} h-12 text-lg`}
          placeholder={t('checkin.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p role="status" className="mt-2 text-sm font-semibold" data-testid="check-in-count">
          {t('checkin.count', { arrived, expected })}
        </p>
      </div>
      {!writes && <p className="mb-3 text-sm">{t('checkin.readOnly')}</p>}
      {query.isError && (
        <p className="py-6 text-center">
          {t('checkin.loadFailed')}{' '}
          <button type="button" className={ui.link} onClick={() => void query.refetch()}>
            {t('console:actions.retry')}
          </button>
        </p>
      )}
      {query.isSuccess && shown.length === 0 && <p className="py-6 text-center">{t(typed.trim() ? 'checkin.noMatch' : 'checkin.empty')}</p>}
      <ul className="space-y-3" aria-busy={query.isPending}>
        {shown.map((row) => (
          <YogiCard key={row.id} row={row} courseId={courseId} canCheckIn={writes} />
        ))}
      </ul>
    </div>
  );
}

function YogiCard({ row, courseId, canCheckIn }: { row: StaffApplicationRow; courseId: number; canCheckIn: boolean }) {
  const { t, i18n } = useTranslation('consoleRetreats');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const arrived = row.state === 'arrived';

  const markArrived = async () => {
    setBusy(true);
    try {
      const next = await applicationApi.arrived(row.id, row.version);
      queryClient.setQueryData<StaffApplicationRow[]>(retreatKeys.everyApplication(courseId), (current) =>
        current?.map((entry) => (entry.id === row.id ? { ...entry, state: next.state, version: next.version } : entry)),
      );
      notify.success(t('checkin.done', { name: row.fullName }));
      void queryClient.invalidateQueries({ queryKey: retreatKeys.summaries() });
    } catch (error) {
      notifyFailure(t('checkin.failed', { name: row.fullName }), error);
      void queryClient.invalidateQueries({ queryKey: retreatKeys.everyApplication(courseId) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`${ui.card} flex flex-wrap items-center gap-3 p-4 ${arrived ? 'opacity-80' : ''}`} data-testid="check-in-yogi">
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-lg font-semibold break-words">{row.fullName}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {inLang(retreatGroups[row.group], i18n.language)}
          {row.phoneNo && ` · ${row.phoneNo}`}
          {row.arrivalTime && ` · ${formatClock(row.arrivalTime, i18n.language)}`}
        </p>
        <p className="mt-1">
          <StateBadge status={row.state} />
        </p>
      </div>
      {arrived ? (
        <p className="flex min-h-14 items-center gap-2 px-2 text-lg font-semibold text-emerald-800 dark:text-emerald-200">
          <span aria-hidden="true">✓</span>
          {t('checkin.arrivedAt')}
        </p>
      ) : (
        canCheckIn && (
          <button
            type="button"
            className={`${ui.buttonPrimary} min-h-14 w-full px-8 text-lg sm:w-auto`}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={t('checkin.arriveName', { name: row.fullName })}
            onClick={() => void markArrived()}
          >
            {t('checkin.arrive')}
          </button>
        )
      )}
    </li>
  );
}
