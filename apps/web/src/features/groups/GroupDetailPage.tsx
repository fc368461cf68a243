import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBilingual } from '../../components/content/bilingual';
import { DetailFailed, DetailNotFound } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { RichText } from '../../components/content/RichText';
import { PageTitle } from '../../components/PageTitle';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { groupDetailOptions, useGroupSection } from './api';

export default function GroupDetailPage() {
  const { t } = useTranslation('groups');
  const { bi, locale } = useBilingual();
  const { slug, group } = useGroupSection();
  const { id = '' } = useParams();
  const query = useQuery(groupDetailOptions(id));
  const entry = query.data;
  const section = t(`common:groups.${slug}`);

  return (
    <ContentPage>
      <Link to={paths.group.list(slug)} className={`${ui.link} mb-6 inline-block text-sm`}>
        ← {t('content:backTo', { section })}
      </Link>
      {query.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true">
          <PageTitle title={section} />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="aspect-[2/1]" />
        </div>
      ) : !entry ? (
        <>
          <PageTitle title={section} />
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : entry.groupType !== group ? (
        <>
          <PageTitle title={section} />
          <DetailNotFound />
        </>
      ) : (
        <article className="grid gap-8 lg:grid-cols-[1fr_320px]">
          <PageTitle title={bi(entry, 'title')} />
          <div>
            <p className="text-sm font-semibold text-saffron-700 dark:text-saffron-300">{section}</p>
            <h1 className="mt-2 font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(entry, 'title')}</h1>
            {bi(entry, 'summary') && <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">{bi(entry, 'summary')}</p>}
            <ReadMore className="mt-8" lines={12}>
              <RichText html={bi(entry, 'body')} lang={locale === 'mm' ? 'my' : 'en'} />
            </ReadMore>
          </div>
          <aside className="space-y-6">
            <ResponsiveImage
              image={entry.image}
              alt=""
              sizes="(min-width: 1024px) 320px, 100vw"
              priority
              className="w-full rounded-2xl object-cover"
            />
            {(entry.contactPhone || entry.contactEmail || bi(entry, 'address')) && (
              <dl className={`${ui.card} space-y-3 p-5 text-sm`}>
                {bi(entry, 'address') && (
                  <div>
                    <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('address')}</dt>
                    <dd className="mt-1 text-stone-800 dark:text-stone-300">{bi(entry, 'address')}</dd>
                  </div>
                )}
                {entry.contactPhone && (
                  <div>
                    <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('phone')}</dt>
                    <dd className="mt-1">
                      <a className={ui.link} href={`tel:${entry.contactPhone.replace(/\s/g, '')}`}>
                        {entry.contactPhone}
                      </a>
                    </dd>
                  </div>
                )}
                {entry.contactEmail && (
                  <div>
                    <dt className="font-semibold text-stone-700 dark:text-stone-200">{t('email')}</dt>
                    <dd className="mt-1 break-all">
                      <a className={ui.link} href={`mailto:${entry.contactEmail}`}>
                        {entry.contactEmail}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </aside>
        </article>
      )}
    </ContentPage>
  );
}
