import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { ui } from '../../components/ui';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { formatBytes, useOfflineSupported, removeSaved, savedBlob, useSavedItems, type SavedItem } from './saved';

/** How much the browser lets this site keep, and how much it keeps now. */
function useStorageEstimate(items: SavedItem[]) {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then(({ usage = 0, quota = 0 }) => setEstimate(quota > 0 ? { usage, quota } : null))
      .catch(() => setEstimate(null));
  }, [items]);
  return estimate;
}

function RemoveButton({ item }: { item: SavedItem }) {
  const { t } = useTranslation('offline');
  return (
    <button
      type="button"
      className={ui.buttonSecondary}
      aria-label={t('removeLabel', { title: item.title })}
      onClick={() => void removeSaved(item).then(() => notify.success(t('removed', { title: item.title })))}
    >
      {t('remove')}
    </button>
  );
}

function Talk({ item }: { item: SavedItem }) {
  const { t } = useTranslation('offline');
  return (
    <li className={`${ui.card} space-y-3 p-5`} data-testid="saved-talk">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{item.title}</h3>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {formatBytes(item.bytes)} · {t('savedOn', { date: formatDate(item.savedAt) })}
        </p>
      </div>
      {/* Answered by the service worker from the device, byte ranges included: seeking works offline. */}
      <audio controls preload="metadata" src={item.url} className="w-full" aria-label={item.title} />
      <div className="flex flex-wrap items-center gap-3">
        <Link to={item.page} className={ui.link}>
          {t('openTalk')}
        </Link>
        <RemoveButton item={item} />
      </div>
    </li>
  );
}

function Book({ item }: { item: SavedItem }) {
  const { t } = useTranslation('offline');
  async function open() {
    const blob = await savedBlob(item);
    if (!blob) return;
    const href = URL.createObjectURL(blob);
    window.open(href, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
  return (
    <li className={`${ui.card} flex flex-wrap items-center justify-between gap-3 p-5`} data-testid="saved-book">
      <div>
        <h3 className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{item.title}</h3>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {formatBytes(item.bytes)} · {t('savedOn', { date: formatDate(item.savedAt) })}
        </p>
      </div>
      <div className="flex gap-3">
        <button type="button" className={ui.buttonPrimary} onClick={() => void open()}>
          {t('open')}
        </button>
        <RemoveButton item={item} />
      </div>
    </li>
  );
}

/** /offline: the talks and books kept on this device, the space they take, and a way to remove them. */
export default function OfflinePage() {
  const { t } = useTranslation('offline');
  const items = useSavedItems();
  const estimate = useStorageEstimate(items);
  const supported = useOfflineSupported();
  const talks = items.filter((item) => item.kind === 'talk');
  const books = items.filter((item) => item.kind === 'book');

  return (
    <ContentPage>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {!supported ? (
        <p className={`${ui.card} p-5`}>{t('unsupported')}</p>
      ) : (
        <div className="space-y-10">
          <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="storage-usage">
            {estimate ? t('usage', { used: formatBytes(estimate.usage), available: formatBytes(estimate.quota) }) : t('usageUnknown')}
          </p>
          <section aria-labelledby="saved-talks">
            <h2 id="saved-talks" className="mb-4 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
              {t('talks')}
            </h2>
            {talks.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">
                {t('noTalks')}{' '}
                <Link to={paths.podcasts.list} className={ui.link}>
                  {t('common:nav.podcasts')}
                </Link>
              </p>
            ) : (
              <ul className="space-y-4">
                {talks.map((item) => (
                  <Talk key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="saved-books">
            <h2 id="saved-books" className="mb-4 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
              {t('books')}
            </h2>
            {books.length === 0 ? (
              <p className="text-stone-600 dark:text-stone-400">{t('noBooks')}</p>
            ) : (
              <ul className="space-y-4">
                {books.map((item) => (
                  <Book key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </ContentPage>
  );
}
