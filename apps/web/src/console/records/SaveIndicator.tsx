import { useTranslation } from 'react-i18next';

/** Where a form's saving stands. */
export type SaveState = 'new' | 'saved' | 'saving' | 'unsaved' | 'offline' | 'failed' | 'conflict';

const dotClass: Record<SaveState, string> = {
  new: 'bg-stone-400',
  saved: 'bg-emerald-600 dark:bg-emerald-400',
  saving: 'bg-saffron-500 animate-pulse',
  unsaved: 'bg-saffron-500',
  offline: 'bg-stone-500',
  failed: 'bg-maroon-600 dark:bg-maroon-300',
  conflict: 'bg-maroon-600 dark:bg-maroon-300',
};

/**
 * "Saved", "Saving…", "Not saved yet", "Offline — will save when back online"… in the words of `ns`
 * (`saveState.*`) or as `text` says it; a live region: screen readers hear it change.
 */
export function SaveIndicator({
  state,
  ns = 'consoleRecords',
  text,
}: {
  state: SaveState;
  ns?: 'consoleNews' | 'consoleRecords';
  text?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <span
      role="status"
      className="inline-flex items-center gap-2 text-sm font-medium text-stone-700 dark:text-stone-300"
      data-save-state={state}
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${dotClass[state]}`} />
      {text ?? t(`saveState.${state}`)}
    </span>
  );
}
