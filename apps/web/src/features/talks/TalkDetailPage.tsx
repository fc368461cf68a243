import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveOfflineButton } from '../offline/SaveOfflineButton';
import { Link, useParams } from 'react-router';
import type { Talk } from '@mahasi/contract/talk';
import { AudioPlayer } from '../../components/content/AudioPlayer';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, ContentCard } from '../../components/content/ContentCard';
import { formatDuration } from '../../components/content/format';
import { formatDate } from '../../lib/format';
import { DetailFailed } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { PageTitle } from '../../components/PageTitle';
import { ReadMore } from '../../components/ReadMore';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import { imageUrl } from '../../lib/image';
import { paths } from '../../lib/paths';
import { talkDetailOptions, recordPlay, relatedTalksOptions } from './api';

function Related({ talk }: { talk: Talk }) {
  const { t } = useTranslation('podcasts');
  const { bi } = useBilingual();
  const { data } = useQuery(relatedTalksOptions(talk));
  const afterFirstPaint = useAfterFirstPaint();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="related" className="mt-14">
      <h2 id="related" className="mb-6 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
        {t('related')}
      </h2>
      <CardGrid>
        {data.map((item) => (
          <li key={item.id}>
            <ContentCard
              to={paths.podcasts.detail(item.id)}
              image={item.cover}
              aspect="aspect-square"
              title={bi(item, 'title')}
              meta={bi(item, 'speaker')}
              deferImage={!afterFirstPaint}
            />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

export default function TalkDetailPage() {
  const { t } = useTranslation('podcasts');
  const { bi } = useBilingual();
  const { id = '' } = useParams();
  const query = useQuery(talkDetailOptions(id));
  const talk = query.data;

  return (
    <ContentPage>
      <Link to={paths.podcasts.list} className={`${ui.link} mb-6 inline-block text-sm`}>
        ← {t('content:backTo', { section: t('common:pages.podcasts') })}
      </Link>
      {query.isPending ? (
        <div className="grid gap-8 md:grid-cols-[280px_1fr]" role="status" aria-busy="true">
          <PageTitle title={t('common:pages.podcastDetail')} />
          <Skeleton className="aspect-square" />
          <div className="space-y-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-28" />
          </div>
        </div>
      ) : !talk ? (
        <>
          <PageTitle title={t('common:pages.podcastDetail')} />
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <article>
          <PageTitle title={bi(talk, 'title')} />
          <div className="grid gap-8 md:grid-cols-[280px_1fr]">
            <ResponsiveImage
              image={talk.cover}
              alt=""
              sizes="(min-width: 768px) 280px, 100vw"
              priority
              className="aspect-square w-full rounded-2xl object-cover shadow-sm"
            />
            <div>
              <p className="text-sm font-semibold text-saffron-700 dark:text-saffron-300">{t(`category.${talk.category}`)}</p>
              <h1 className="mt-2 font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{bi(talk, 'title')}</h1>
              {bi(talk, 'series') && <p className="mt-2 font-medium text-stone-700 dark:text-stone-300">{bi(talk, 'series')}</p>}
              <p className="mt-3 text-stone-600 dark:text-stone-400">
                {bi(talk, 'speaker')} · {formatDate(talk.recordedOn ?? talk.publishedAt)} · {formatDuration(talk.durationSeconds)}
              </p>
              <div className="mt-6">
                <AudioPlayer
                  src={imageUrl(talk.audioUrl)}
                  type={talk.audioType}
                  title={bi(talk, 'title')}
                  storageKey={`podcast_position_${talk.id}`}
                  knownDuration={talk.durationSeconds}
                  onStarted={() => recordPlay(talk.id)}
                />
              </div>
              <div className="mt-4">
                <SaveOfflineButton
                  item={{
                    kind: 'talk',
                    id: talk.id,
                    title: bi(talk, 'title'),
                    url: imageUrl(talk.audioUrl),
                    page: paths.podcasts.detail(talk.id),
                  }}
                  source={async () => imageUrl(talk.audioUrl)}
                  label={t('offline:saveTalk')}
                />
              </div>
              <ReadMore className="mt-6 leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">
                {bi(talk, 'description')}
              </ReadMore>
            </div>
          </div>
          <Related talk={talk} />
        </article>
      )}
    </ContentPage>
  );
}
