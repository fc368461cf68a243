import { useTranslation } from 'react-i18next';
import {
  retreatCourseKinds,
  retreatGroups,
  retreatGroupStatuses,
  retreatInstructionLanguages,
  type RetreatGroupStatus,
} from '@mahasi/contract/constants/retreat';
import type { PublicCourseSummary, PublicGroup } from '@mahasi/contract/retreat';
import { useBilingual } from '../../components/content/bilingual';
import { formatDate } from '../../lib/format';
import { useNow } from '../../lib/now';
import { yangonDay } from '../../lib/yangonTime';
import { courseDays } from '@mahasi/contract/constants/days';
import { daysUntil, useSay } from './labels';

const statusClass: Record<RetreatGroupStatus, string> = {
  'places-left': 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800',
  'wait-list': 'bg-saffron-50 text-saffron-700 ring-saffron-200 dark:bg-night-800 dark:text-saffron-300 dark:ring-saffron-700',
  closed: 'bg-stone-100 text-stone-700 ring-stone-200 dark:bg-night-800 dark:text-stone-300 dark:ring-night-700',
};

/** One group's line: Men · Places left · 12 places left (or the wait list's length, or Closed). */
export function GroupPlace({ group }: { group: PublicGroup }) {
  const { t } = useTranslation('retreats');
  const { say } = useSay();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-group={group.group}>
      <span className="font-semibold text-stone-800 dark:text-sand-100">{say(retreatGroups[group.group])}</span>
      <span className="flex flex-wrap items-center justify-end gap-2 text-sm">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusClass[group.status]}`}>
          {say(retreatGroupStatuses[group.status])}
        </span>
        {group.status === 'places-left' && (
          <span className="text-stone-700 dark:text-stone-300">{t('placesLeft', { count: group.placesLeft })}</span>
        )}
        {group.status === 'wait-list' && group.waiting > 0 && (
          <span className="text-stone-700 dark:text-stone-300">{t('waiting', { count: group.waiting })}</span>
        )}
      </span>
    </li>
  );
}

export function GroupPlaces({ course, labelledBy }: { course: PublicCourseSummary; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-sand-200 dark:divide-night-700">
      {course.groups.map((group) => (
        <GroupPlace key={group.group} group={group} />
      ))}
    </ul>
  );
}

/** 01-12-2026 – 10-12-2026 · 10 days, and how soon it starts (Myanmar days, the server's clock while adopting). */
export function CourseDates({ course }: { course: Pick<PublicCourseSummary, 'startDate' | 'endDate'> }) {
  const { t } = useTranslation('retreats');
  const today = yangonDay(useNow());
  const until = daysUntil(course.startDate, today);
  const soon =
    until > 0
      ? t('startsIn', { count: until })
      : until === 0
        ? t('startsToday')
        : daysUntil(course.endDate, today) >= 0
          ? t('underWay')
          : '';
  return (
    <span>
      <time dateTime={course.startDate}>{formatDate(course.startDate)}</time> –{' '}
      <time dateTime={course.endDate}>{formatDate(course.endDate)}</time>
      {' · '}
      {t('days', { count: courseDays(course.startDate, course.endDate) })}
      {soon && <span className="ml-2 text-saffron-700 dark:text-saffron-300">({soon})</span>}
    </span>
  );
}

/** Kind (unless the card says it already), teacher and language of instruction: one line each, for a phone's width. */
export function CourseFacts({ course, withKind = true }: { course: PublicCourseSummary; withKind?: boolean }) {
  const { t } = useTranslation('retreats');
  const { say } = useSay();
  const { bi } = useBilingual();
  const rows: [string, string][] = [
    ...(withKind ? [[t('kind'), say(retreatCourseKinds[course.kind])] as [string, string]] : []),
    [t('teacher'), bi(course, 'teacher')],
    [t('instruction'), say(retreatInstructionLanguages[course.instructionLanguage])],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt className="inline font-semibold text-stone-600 dark:text-stone-400">{term}: </dt>
            <dd className="inline text-stone-800 dark:text-stone-200">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Plain text from the desk, paragraphs by blank lines, lines kept. */
export function PlainText({ text, lang }: { text: string; lang: string }) {
  return (
    <div lang={lang} className="space-y-3 leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}

/** Whether the course takes an application now, and into which list (places or the wait list). */
export function applyState(course: PublicCourseSummary): 'apply' | 'wait-list' | 'closed' {
  if (!course.applicationsOpen) return 'closed';
  if (course.groups.some((group) => group.status === 'places-left')) return 'apply';
  if (course.groups.some((group) => group.status === 'wait-list')) return 'wait-list';
  return 'closed';
}
