import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import { formatClock, formatDate } from '../../../lib/format';
import { yangonDay } from '../../../lib/yangonTime';
import { retreatGroupKeys, type RetreatGroup } from '@mahasi/contract/constants/retreat';
import { ConsoleNotFound } from '../../components/ForbiddenPage';
import { ConsoleTitle } from '../../components/PageHeader';
import { pick } from '../../lib/bilingual';
import { recordIdParam } from '../../records/RecordEditor';
import { retreatQueries } from './api';
import { CourseDates } from './labels';
import { printRows } from './logic';
import { retreatPagePaths } from './paths';

/**
 * /admin/retreats/:courseId/print?group=male: one group's yogis holding a place, to print for the
 * gate and the dining hall (the console's navigation is left off the paper).
 */
export default function PrintListPage() {
  const param = recordIdParam(useParams().courseId);
  const group = useSearchParams()[0].get('group');
  if (typeof param !== 'number' || !(retreatGroupKeys as readonly string[]).includes(group ?? '')) return <ConsoleNotFound />;
  return <PrintList courseId={param} group={group as RetreatGroup} />;
}

function PrintList({ courseId, group }: { courseId: number; group: RetreatGroup }) {
  const { t, i18n } = useTranslation('consoleRetreats');
  const summaries = useQuery(retreatQueries.summaries());
  const query = useQuery({ ...retreatQueries.everyApplication(courseId), refetchInterval: false });
  const course = summaries.data?.find((entry) => entry.id === courseId);
  if (summaries.isSuccess && !course) return <ConsoleNotFound />;
  const rows = printRows(query.data ?? [], group);
  const title = t('print.title', {
    group: t(`groupsOf.${group}`),
    course: course ? (pick(course.titleEn, course.titleMm, i18n.language)?.text ?? t('untitled', { id: courseId })) : '',
  });
  const cell = 'border border-stone-300 px-2 py-1.5 text-left align-top dark:border-night-700 print:border-black';

  return (
    <div className="print:text-black">
      <ConsoleTitle title={title} />
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Link to={retreatPagePaths.applications(courseId)} className={ui.buttonSecondary}>
          {t('print.back')}
        </Link>
        <button type="button" className={ui.buttonPrimary} onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <h1 className="font-serif text-2xl font-semibold print:text-xl">{title}</h1>
      {course && (
        <p className="mb-4 text-sm">
          <CourseDates start={course.startDate} end={course.endDate} /> ·{' '}
          {t('print.subtitle', { count: rows.length, date: formatDate(yangonDay()) })}
        </p>
      )}
      {query.isError ? (
        <p>{t('print.loadFailed')}</p>
      ) : query.isSuccess && rows.length === 0 ? (
        <p>{t('print.empty')}</p>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-sm print:text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {(['number', 'name', 'age', 'phone', 'arrival', 'state', 'signature'] as const).map((column) => (
                  <th key={column} scope="col" className={`${cell} font-semibold`}>
                    {t(`print.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} className="break-inside-avoid">
                  <td className={`${cell} tabular-nums`}>{index + 1}</td>
                  <td className={`${cell} font-semibold`}>{row.fullName}</td>
                  <td className={`${cell} tabular-nums`}>{row.age}</td>
                  <td className={`${cell} tabular-nums`}>{row.phoneNo}</td>
                  <td className={`${cell} tabular-nums`}>{row.arrivalTime && formatClock(row.arrivalTime, i18n.language)}</td>
                  <td className={cell}>{t(`status.${row.state}`)}</td>
                  <td className={`${cell} w-24`} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
