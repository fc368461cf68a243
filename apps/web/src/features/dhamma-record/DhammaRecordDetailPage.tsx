import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailFailed } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { dhammaDetailOptions } from './api';
import { DhammaRecordArticle } from './DhammaRecordArticle';

export default function DhammaRecordDetailPage() {
  const { t } = useTranslation('dhammaRecord');
  const { id = '' } = useParams();
  const query = useQuery(dhammaDetailOptions(id));
  const record = query.data;

  return (
    <ContentPage>
      <Link to={paths.dhammaRecord.list} className={`${ui.link} mb-6 inline-block text-sm`}>
        ← {t('content:backTo', { section: t('common:pages.dhammaRecord') })}
      </Link>
      {query.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true">
          <PageTitle title={t('common:pages.dhammaRecordDetail')} />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      ) : !record ? (
        <>
          <PageTitle title={t('common:pages.dhammaRecordDetail')} />
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <DhammaRecordArticle record={record} />
      )}
    </ContentPage>
  );
}
