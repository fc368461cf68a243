import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ui } from '../../components/ui';
import { useAdopting } from '../../lib/adopting';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { formatBytes, NoSpaceError, useOfflineSupported, saveForOffline, useSavedItems, type SavedItem } from './saved';

interface Props {
  item: Omit<SavedItem, 'bytes' | 'savedAt' | 'type'>;
  /** Where the bytes come from (for a book, a short-lived link asked for at the click). */
  source: () => Promise<string>;
  label: string;
}

/**
 * "Save for offline" on a talk or a book: downloads it whole, with progress, into the device's
 * offline cache; once saved it says so and links to the list of saved things.
 */
export function SaveOfflineButton({ item, source, label }: Props) {
  const { t } = useTranslation('offline');
  const saved = useSavedItems().some((kept) => kept.kind === item.kind && kept.id === item.id);
  const [progress, setProgress] = useState<number | undefined | null>(null);
  const supported = useOfflineSupported();
  // Drawn by the server and while its markup is adopted, so that a guest's first tap on it is held and
  // done once the app has taken the page over (decision 0060); gone afterwards where the browser cannot keep files.
  const adopting = useAdopting();
  if (!supported && !adopting) return null;

  if (saved) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        <span>✓ {t('saved')}</span>
        <Link to={paths.offline} className={ui.link}>
          {t('viewAll')}
        </Link>
      </p>
    );
  }

  async function save() {
    setProgress(undefined);
    try {
      await saveForOffline(item, await source(), setProgress);
      notify.success(t('savedToast', { title: item.title }));
    } catch (error) {
      if (error instanceof NoSpaceError) notify.error(t('noSpace', { title: item.title, size: formatBytes(error.bytes) }));
      else if (!navigator.onLine) notify.error(t('errors:http.offline'));
      else notify.error(t('failed', { title: item.title }));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={ui.buttonSecondary} disabled={busy} onClick={() => void save()}>
        {busy ? (progress === undefined ? t('savingUnknown') : t('saving', { percent: Math.round(progress * 100) })) : label}
      </button>
      {busy && progress !== undefined && (
        <progress className="h-2 w-40 accent-maroon-700" max={1} value={progress} aria-label={t('savingUnknown')} />
      )}
    </div>
  );
}
