import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { MyanmarTime } from '../components/MyanmarTime';

/** Who saved the record since this copy was opened, and when (a refused save's data, 0108). */
export interface RecordConflict {
  version: number;
  by: string | null;
  at: string;
}

/**
 * Someone saved the record since this copy was opened: who and when; nothing is overwritten.
 * `ns` is the namespace whose `conflict.*` texts name the kind (a post, a record).
 */
export function ConflictNotice({
  conflict,
  onLoadTheirs,
  loading,
  ns,
}: {
  conflict: RecordConflict;
  onLoadTheirs: () => void;
  loading: boolean;
  ns: 'consoleNews' | 'consoleCatalogue';
}) {
  const { t } = useTranslation(ns);
  return (
    <div
      role="alert"
      className="mb-4 rounded-xl border border-maroon-300 bg-maroon-50 px-4 py-3 text-ink-900 dark:border-maroon-700 dark:bg-night-900 dark:text-sand-100"
    >
      <p className="font-semibold">{t('conflict.title')}</p>
      <p className="mt-1 text-sm">
        {t('conflict.by', { name: conflict.by ?? t('conflict.someone') })} <MyanmarTime iso={conflict.at} />
      </p>
      <p className="mt-1 text-sm">{t('conflict.text')}</p>
      <button
        type="button"
        className={`${ui.buttonPrimary} mt-3 px-4 py-2`}
        onClick={onLoadTheirs}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? t('common:labels.loading') : t('conflict.load')}
      </button>
    </div>
  );
}
