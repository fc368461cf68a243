import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { retreatAdmissionModes, retreatPublicPaths } from '@mahasi/contract/constants/retreat';
import type { PublicCourse } from '@mahasi/contract/retreat';
import { useBilingual } from '../../components/content/bilingual';
import { DetailFailed } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { CalendarIcon } from '../../components/icons';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { courseDetailOptions } from './api';
import { applyState, CourseDates, CourseFacts, GroupPlaces, PlainText } from './CourseParts';
import { useSay } from './labels';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CourseArticle({ course }: { course: PublicCourse }) {
  const { t } = useTranslation('retreats');
  const { bi, locale } = useBilingual();
  const { say, lang } = useSay();
  const state = applyState(course);
  // The text shown may be the other language's, when this one's is empty.
  const textLang = (field: 'schedule' | 'rules' | 'whatToBring' | 'directions') => {
    const shownIsMm = locale === 'mm' ? course[`${field}Mm`].trim() !== '' : course[`${field}En`].trim() === '';
    return shownIsMm ? 'my' : 'en';
  };
  const ical = `${retreatPublicPaths.ical(course.id)}${lang === 'mm' ? '?lang=mm' : ''}`;
  const sections = [
    ['schedule', t('schedule')],
    ['whatToBring', t('whatToBring')],
    ['directions', t('directions')],
  ] as const;
  return (
    <article>
      <PageTitle title={bi(course, 'title')} />
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(course, 'title')}</h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        <CourseDates course={course} />
      </p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('timeZone')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
        {/* Phone first: the places and Apply come before the long texts; on a wide screen they sit beside them. */}
        <aside className={`${ui.card} h-fit space-y-5 p-5 sm:p-6 lg:order-2 lg:mt-10`}>
          <CourseFacts course={course} />
          <p className="text-sm text-stone-700 dark:text-stone-300">
            <span className="font-semibold">{t('admission')}:</span> {say(retreatAdmissionModes[course.admissionMode])}
          </p>
          <div>
            <h2 id="retreat-places" className="text-sm font-semibold text-stone-600 dark:text-stone-400">
              {t('places')}
            </h2>
            <GroupPlaces course={course} labelledBy="retreat-places" />
            <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">{t('offerHours', { count: course.offerHours })}</p>
          </div>
          <div className="flex flex-col gap-3">
            {state === 'closed' ? (
              <p className="text-center text-sm font-semibold text-stone-700 dark:text-stone-300">{t('applicationsClosed')}</p>
            ) : (
              <Link to={paths.retreats.apply(course.id)} className={ui.buttonPrimary}>
                {t(state === 'apply' ? 'apply' : 'applyWaitList')}
              </Link>
            )}
            <a href={ical} download className={ui.buttonSecondary}>
              <CalendarIcon /> {t('addToCalendar')}
            </a>
          </div>
        </aside>
        <div className="min-w-0 lg:order-1">
          <Section id="retreat-rules" title={t('rules')}>
            <p className="mb-3 rounded-xl bg-sand-100 px-4 py-3 text-stone-800 dark:bg-night-800 dark:text-stone-200">{t('silence')}</p>
            <PlainText text={bi(course, 'rules')} lang={textLang('rules')} />
          </Section>
          {sections.map(([field, title]) =>
            bi(course, field) ? (
              <Section key={field} id={`retreat-${field}`} title={title}>
                <PlainText text={bi(course, field)} lang={textLang(field)} />
              </Section>
            ) : null,
          )}
        </div>
      </div>
    </article>
  );
}

/** /retreats/:id: one published course; 404 for one that is not there or not published. */
export default function RetreatDetailPage() {
  const { t } = useTranslation('retreats');
  const { id = '' } = useParams();
  const query = useQuery(courseDetailOptions(id));
  const course = query.data;
  return (
    <ContentPage>
      <Link to={paths.retreats.list} className={`${ui.link} mb-6 inline-block text-sm`}>
        {t('backToList')}
      </Link>
      {query.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true">
          <PageTitle title={t('common:pages.retreatDetail')} />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : !course ? (
        <>
          <PageTitle title={t('common:pages.retreatDetail')} />
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <CourseArticle course={course} />
      )}
    </ContentPage>
  );
}
