import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailFailed, DetailNotFound } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';
import { groupDetailOptions, useGroupSection } from './api';
import { GroupEntryArticle } from './GroupEntryArticle';

export default function GroupDetailPage() {
  const { t } = useTranslation('groups');
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
        <GroupEntryArticle entry={entry} section={section} />
      )}
    </ContentPage>
  );
}
