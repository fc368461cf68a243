import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/api/errors';
import { NotFound } from '../NotFound';
import { ui } from '../ui';

/** 'No Results Found!' (spec section 2). */
export function NoResults() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="rounded-2xl border border-dashed border-sand-300 px-6 py-12 text-center text-lg text-stone-600 dark:border-night-700 dark:text-stone-400"
    >
      {t('labels.noResults')}
    </p>
  );
}

/** What a list shows when its request failed (the global toast already said why). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div
      role="alert"
      className="rounded-2xl border border-maroon-200 px-6 py-10 text-center text-stone-700 dark:border-maroon-800 dark:text-stone-300"
    >
      <p>{t('loadFailed')}</p>
      <button type="button" className={`${ui.buttonSecondary} mt-4`} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** 'Load More' under a list while more pages exist. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="mt-10 flex justify-center">
      <button type="button" className={ui.buttonSecondary} onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? t('labels.loading') : t('labels.loadMore')}
      </button>
    </div>
  );
}

/**
 * A detail that is not there (unknown, unpublished, a malformed id, or opened under another
 * section): the 404 page, which the server also answers with HTTP 404.
 */
export function DetailNotFound() {
  return <NotFound className="py-12" />;
}

/** A detail that failed: not found for a 404 (unknown, draft or unpublished) or a 422 (an id that is no id), else a retry. */
export function DetailFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof HttpError && (error.status === 404 || error.status === 422)) return <DetailNotFound />;
  return <LoadFailed onRetry={onRetry} />;
}
