import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalkCategory } from '@mahasi/contract/talk';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, CardSkeletons, ContentCard, badgeClass } from '../../components/content/ContentCard';
import { formatDuration } from '../../components/content/format';
import { formatDate } from '../../lib/format';
import { LoadFailed, LoadMore, NoResults } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { SearchBox } from '../../components/content/SearchBox';
import { paths } from '../../lib/paths';
import { talkCategoryKeys, talkListOptions, type TalkSearch } from './api';
import { useSearchParam } from '../../hooks/useSearchParam';
import { rowsOf } from '../../lib/pages';

const chip = 'rounded-full border px-4 py-1.5 text-sm font-medium transition';
const chipOn = 'border-maroon-700 bg-maroon-700 text-white dark:border-saffron-400 dark:bg-saffron-400 dark:text-night-950';
const chipOff =
  'border-sand-300 bg-white/70 text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200';

export default function TalkListPage() {
  const { t } = useTranslation('podcasts');
  const { bi } = useBilingual();
  const [params, update] = useSearchParam();
  const category = (talkCategoryKeys as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as TalkCategory)
    : '';
  const search: TalkSearch = { title: params.get('q') ?? '', category };
  const query = useInfiniteQuery(talkListOptions(search));
  const items = rowsOf(query.data?.pages);

  const onSearch = useCallback((text: string) => update('q', text), [update]);

  return (
    <ContentPage>
      <PageHeader title={t('common:pages.podcasts')} subtitle={t('subtitle')}>
        <SearchBox value={search.title} onSearch={onSearch} label={t('search')} />
      </PageHeader>
      <div className="mb-8 flex flex-wrap gap-2" role="group" aria-label={t('categories')}>
        {(['', ...talkCategoryKeys] as const).map((key) => (
          <button
            key={key || 'all'}
            type="button"
            aria-pressed={category === key}
            className={`${chip} ${category === key ? chipOn : chipOff}`}
            onClick={() => update('category', key)}
          >
            {t(`category.${key || 'all'}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <CardSkeletons />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NoResults />
      ) : (
        <CardGrid>
          {items.map((talk) => (
            <li key={talk.id}>
              <ContentCard
                to={paths.podcasts.detail(talk.id)}
                image={talk.cover}
                aspect="aspect-square"
                title={bi(talk, 'title')}
                meta={`${bi(talk, 'speaker')} · ${formatDate(talk.publishedAt)} · ${formatDuration(talk.durationSeconds)}`}
                text={bi(talk, 'description')}
                badge={<span className={badgeClass}>{t(`category.${talk.category}`)}</span>}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </ContentPage>
  );
}
