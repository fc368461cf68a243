import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { SkeletonCards } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { SAVED_NEWS_SKELETONS } from '../news/constants';
import { NewsCard } from '../news/components/NewsCard';
import { NewsEmpty, NewsError } from '../news/components/NewsStates';
import { useBookmarks } from '../news/useBookmarks';

/**
 * /profile/saved-news (spec section 2): the member's bookmarked posts. Cards share the news
 * feature's bookmark state, so removing a bookmark here drops its card at once.
 */
export default function SavedNewsPage() {
  const { t } = useTranslation('news');
  const { userId, query } = useBookmarks();
  const entries = query.data;

  return (
    <section className={`${ui.card} p-6 sm:p-8`}>
      <PageTitle title={t('saved.title')} />
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('saved.title')}</h1>
      <p className="mt-2 mb-8 text-stone-600 dark:text-stone-400">{t('saved.description')}</p>
      {userId === null || query.isPending ? (
        <SkeletonCards count={SAVED_NEWS_SKELETONS} className="h-96" />
      ) : query.isError ? (
        <NewsError message={t('messages.fetchBookmarksFailed')} onRetry={() => void query.refetch()} />
      ) : !entries || entries.length === 0 ? (
        <NewsEmpty text={t('saved.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.postId} className="flex min-w-0">
              <NewsCard post={entry.post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
