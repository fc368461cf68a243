import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailFailed } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { eventDetailOptions } from './api';
import { EventArticle } from './EventArticle';
export default function EventDetailPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const query = useQuery(eventDetailOptions(id));
  const event = query.data;

  return (
    <ContentPage>
      <Link to={paths.events.list} className={`${ui.link} mb-6 inline-block text-sm`}>
        ← {t('content:backTo', { section: t('common:pages.events') })}
      </Link>
      {query.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true">
          <PageTitle title={t('common:pages.eventDetail')} />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="aspect-[2/1]" />
        </div>
      ) : !event ? (
        <>
          <PageTitle title={t('common:pages.eventDetail')} />
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <EventArticle event={event} />
      )}
    </ContentPage>
  );
}
