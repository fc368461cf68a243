import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import { MyanmarTime } from '../news/labels';

export type SaveState = 'new' | 'saved' | 'saving' | 'unsaved' | 'offline' | 'failed' | 'conflict';
export type Conflict = { version: number; by: string | null; at: string };

const dotClass: Record<SaveState, string> = {
  new: 'bg-stone-400',
  saved: 'bg-emerald-600 dark:bg-emerald-400',
  saving: 'bg-saffron-500 animate-pulse',
  unsaved: 'bg-saffron-500',
  offline: 'bg-stone-500',
  failed: 'bg-maroon-600 dark:bg-maroon-300',
  conflict: 'bg-maroon-600 dark:bg-maroon-300',
};

/** "Saved", "Saving…", "Not saved yet"… (a live region: screen readers hear it change). */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation('consoleCatalogue');
  return (
    <p
      role="status"
      className="inline-flex items-center gap-2 text-sm font-medium text-stone-700 dark:text-stone-300"
      data-save-state={state}
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${dotClass[state]}`} />
      {t(`saveState.${state}`)}
    </p>
  );
}

/** Someone saved the record since this copy was opened: who and when; nothing is overwritten. */
export function ConflictNotice({ conflict, onLoadTheirs, loading }: { conflict: Conflict; onLoadTheirs: () => void; loading: boolean }) {
  const { t } = useTranslation('consoleCatalogue');
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
