import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { retreatCourseKinds } from '@mahasi/contract/constants/retreat';
import { useBilingual } from '../../components/content/bilingual';
import { CardSkeletons } from '../../components/content/ContentCard';
import { LoadFailed } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { courseListOptions } from './api';
import { applyState, CourseDates, CourseFacts, GroupPlaces } from './CourseParts';
import { useSay } from './labels';

/** /retreats: the upcoming courses, soonest first, each with its places per group. */
export default function RetreatListPage() {
  const { t } = useTranslation('retreats');
  const { bi } = useBilingual();
  const { say } = useSay();
  const query = useQuery(courseListOptions());
  const courses = query.data ?? [];
  return (
    <ContentPage>
      <PageHeader title={t('common:pages.retreats')} subtitle={t('subtitle')} />
      <h2 className="mb-2 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('upcoming')}</h2>
      <p className="mb-6 text-sm text-stone-600 dark:text-stone-400">{t('timeZone')}</p>
      {query.isPending ? (
        <CardSkeletons count={3} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : courses.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-sand-300 px-6 py-12 text-center text-lg text-stone-600 dark:border-night-700 dark:text-stone-400"
        >
          {t('none')}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {courses.map((course) => {
            const state = applyState(course);
            const headingId = `retreat-${course.id}`;
            const placesId = `retreat-${course.id}-places`;
            return (
              <li key={course.id} className={`${ui.card} flex flex-col p-5 sm:p-6`} aria-labelledby={headingId}>
                <p className="text-xs font-semibold tracking-wider text-saffron-700 uppercase dark:text-saffron-300">
                  {say(retreatCourseKinds[course.kind])}
                </p>
                <h3 id={headingId} className="mt-1 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
                  <Link to={paths.retreats.detail(course.id)} className="hover:underline">
                    {bi(course, 'title')}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
                  <CourseDates course={course} />
                </p>
                <div className="mt-3">
                  <CourseFacts course={course} withKind={false} />
                </div>
                <h4 id={placesId} className="mt-4 text-sm font-semibold text-stone-600 dark:text-stone-400">
                  {t('places')}
                </h4>
                <GroupPlaces course={course} labelledBy={placesId} />
                <div className="mt-auto flex flex-wrap gap-3 pt-4">
                  <Link to={paths.retreats.detail(course.id)} className={ui.buttonSecondary}>
                    {t('details')}
                  </Link>
                  {state === 'closed' ? (
                    <span className="self-center text-sm font-semibold text-stone-600 dark:text-stone-400">{t('applicationsClosed')}</span>
                  ) : (
                    <Link to={paths.retreats.apply(course.id)} className={ui.buttonPrimary}>
                      {t(state === 'apply' ? 'apply' : 'applyWaitList')}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ContentPage>
  );
}
