import { useTranslation } from 'react-i18next';

/** The states of a catalogue record (a talk, an e-book): not on the site, on it, in the bin. */
export type RecordStatus = 'draft' | 'published' | 'deleted';
export const recordStatuses: readonly RecordStatus[] = ['draft', 'published', 'deleted'];

const statusClass: Record<RecordStatus, string> = {
  draft: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-200 dark:ring-night-700',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  deleted: 'bg-maroon-50 text-maroon-800 ring-maroon-200 dark:bg-night-800 dark:text-maroon-200 dark:ring-maroon-700',
};

/** A record's state as a small coloured label (the word says it; the colour only helps). */
export function RecordStatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useTranslation('consoleRecords');
  return (
    <span className={`inline-flex rounded-xl px-2.5 py-0.5 text-xs leading-snug font-semibold ring-1 ring-inset ${statusClass[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

const pillClass = (active: boolean) =>
  `inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition ${
    active
      ? 'border-maroon-700 bg-maroon-700 text-white dark:border-saffron-500 dark:bg-saffron-500 dark:text-night-950'
      : 'border-sand-200 bg-white text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200 dark:hover:border-saffron-400'
  }`;

/** The states as a row of buttons: everything but the bin, each state, and the bin. */
export function RecordStatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation('consoleRecords');
  return (
    <div role="group" aria-label={t('statusFilter.label')} className="mb-4 flex gap-2 overflow-x-auto pb-1">
      {['', ...recordStatuses].map((status) => (
        <button
          key={status || 'all'}
          type="button"
          aria-pressed={value === status}
          className={pillClass(value === status)}
          onClick={() => onChange(status)}
        >
          {t(`statusFilter.${status || 'all'}`)}
        </button>
      ))}
    </div>
  );
}
