import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { SkeletonCards } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { newsKeys, newsQueries } from './api';
import { NEWS_PAGE_SIZE } from './constants';
import { defaultNewsListParams, parseNewsParams, toNewsFilter, toNewsSearch, type NewsListParams } from './filters';
import { NewsCard } from './components/NewsCard';
import { NewsFilterBar } from './components/NewsFilterBar';
import { NewsEmpty, NewsError } from './components/NewsStates';
import { Pagination } from './components/Pagination';

/** /news: the filterable, paged list (spec sections 2 and 4); the filter lives in the URL query. */
export default function NewsListPage() {
  const { t } = useTranslation('news');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseNewsParams(search), [search]);
  const filter = useMemo(() => toNewsFilter(params), [params]);
  const list = useQuery(newsQueries.list(filter));
  const categories = useQuery(newsQueries.categories());

  const change = (next: Partial<NewsListParams>) => setSearch(toNewsSearch({ ...params, page: 1, ...next }));
  const goToPage = (page: number) => {
    setSearch(toNewsSearch({ ...params, page }));
    document.getElementById('news-results')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const reset = () => {
    setSearch(new URLSearchParams());
    void queryClient.invalidateQueries({ queryKey: newsKeys.list(toNewsFilter(defaultNewsListParams)), exact: true });
  };

  const data = list.data;
  const from = data && data.numOfRows ? (data.currentPageNo - 1) * NEWS_PAGE_SIZE + 1 : 0;
  const to = data ? from + data.dataList.length - (from ? 1 : 0) : 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageTitle title={t('list.title')} />
      <header className="mb-8">
        <h1 className="font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{t('list.title')}</h1>
        <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-400">{t('list.subtitle')}</p>
      </header>
      <NewsFilterBar params={params} categories={categories.data} onChange={change} onReset={reset} />
      <h2 id="news-results" tabIndex={-1} className="sr-only">
        {t('list.results')}
      </h2>
      <p role="status" className="mb-4 min-h-6 text-sm text-stone-600 dark:text-stone-400">
        {data && data.numOfRows > 0 ? t('list.showing', { from, to, total: data.numOfRows }) : ''}
      </p>
      {list.isPending ? (
        <SkeletonCards count={NEWS_PAGE_SIZE} className="h-96" />
      ) : list.isError ? (
        <NewsError message={t('messages.fetchNewsFailed')} onRetry={() => void list.refetch()} />
      ) : data && data.dataList.length === 0 ? (
        <NewsEmpty>
          <button type="button" className={`${ui.buttonSecondary} mt-6`} onClick={reset}>
            {t('filters.reset')}
          </button>
        </NewsEmpty>
      ) : (
        <>
          <ul
            aria-busy={list.isPlaceholderData}
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data?.dataList.map((post) => (
              <li key={post.id} className="flex min-w-0">
                <NewsCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Pagination page={params.page} pages={data?.numOfPages ?? 0} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
