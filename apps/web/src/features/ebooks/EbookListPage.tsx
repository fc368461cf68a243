import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mahasi/contract/money';
import { useBilingual } from '../../components/content/bilingual';
import { CardGrid, CardSkeletons, ContentCard, badgeClass } from '../../components/content/ContentCard';
import { LoadFailed, LoadMore, NoResults } from '../../components/content/ListStates';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { SearchBox } from '../../components/content/SearchBox';
import { paths } from '../../lib/paths';
import { ebookCategoriesOptions, ebookListOptions, type EbookSearch } from './api';
import { useSearchParam } from '../../hooks/useSearchParam';
import { rowsOf } from '../../lib/pages';

const chip = 'rounded-full border px-4 py-1.5 text-sm font-medium transition';
const chipOn = 'border-maroon-700 bg-maroon-700 text-white dark:border-saffron-400 dark:bg-saffron-400 dark:text-night-950';
const chipOff =
  'border-sand-300 bg-white/70 text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200';

export default function EbookListPage() {
  const { t } = useTranslation('ebooks');
  const { bi } = useBilingual();
  const [params, update] = useSearchParam();
  const categoryId = Number(params.get('category')) || null;
  const search: EbookSearch = { title: params.get('q') ?? '', categoryId };
  const query = useInfiniteQuery(ebookListOptions(search));
  const categories = useQuery(ebookCategoriesOptions());
  const items = rowsOf(query.data?.pages);

  const onSearch = useCallback((text: string) => update('q', text), [update]);

  return (
    <ContentPage>
      <PageHeader title={t('common:pages.ebooks')} subtitle={t('subtitle')}>
        <SearchBox value={search.title} onSearch={onSearch} label={t('search')} />
      </PageHeader>
      <div className="mb-8 flex flex-wrap gap-2" role="group" aria-label={t('categories')}>
        <button
          type="button"
          aria-pressed={!categoryId}
          className={`${chip} ${!categoryId ? chipOn : chipOff}`}
          onClick={() => update('category', '')}
        >
          {t('all')}
        </button>
        {categories.data?.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={categoryId === category.id}
            className={`${chip} ${categoryId === category.id ? chipOn : chipOff}`}
            onClick={() => update('category', String(category.id))}
          >
            {bi(category, 'name')} <span>({category.count})</span>
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
          {items.map((ebook) => (
            <li key={ebook.id}>
              <ContentCard
                to={paths.ebooks.detail(ebook.id)}
                image={ebook.cover}
                aspect="aspect-[3/4]"
                title={bi(ebook, 'title')}
                meta={bi(ebook, 'author')}
                text={`${formatMoney(ebook.minPriceMmk, 'MMK')} · ${formatMoney(ebook.minPriceUsd, 'USD')}`}
                badge={ebook.status === 'coming_soon' ? <span className={badgeClass}>{t('status.coming_soon')}</span> : undefined}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </ContentPage>
  );
}
