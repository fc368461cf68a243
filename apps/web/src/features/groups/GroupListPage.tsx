import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, CardSkeletons, ContentCard } from '../../components/content/ContentCard';
import { LoadFailed, LoadMore, NoResults } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { paths } from '../../lib/paths';
import { groupListOptions, useGroupSection } from './api';
import { rowsOf } from '../../lib/pages';

export default function GroupListPage() {
  const { t } = useTranslation('groups');
  const { bi } = useBilingual();
  const { slug, group } = useGroupSection();
  const query = useInfiniteQuery(groupListOptions(group));
  const items = rowsOf(query.data?.pages);

  return (
    <ContentPage>
      <PageHeader title={t(`common:groups.${slug}`)} subtitle={t(`intro.${slug}`)} />
      {query.isPending ? (
        <CardSkeletons />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NoResults />
      ) : (
        <CardGrid>
          {items.map((entry) => (
            <li key={entry.id}>
              <ContentCard
                to={paths.group.detail(slug, entry.id)}
                image={entry.image}
                title={bi(entry, 'title')}
                text={bi(entry, 'summary')}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </ContentPage>
  );
}
