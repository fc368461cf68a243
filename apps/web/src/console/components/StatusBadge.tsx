import { useTranslation } from 'react-i18next';

/** The colours a status is shown in: done (green), waiting (saffron), off (grey). */
const toneClass = {
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  waiting: 'bg-saffron-50 text-saffron-700 ring-saffron-200 dark:bg-night-800 dark:text-saffron-300 dark:ring-saffron-700',
  off: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-300 dark:ring-night-700',
} as const;
export type StatusTone = keyof typeof toneClass;

/**
 * A status as a small coloured label (the word says it; the colour only helps): the badge of one
 * kind of row, its words `status.<status>` in `ns`, each status in its tone.
 */
export function statusBadge<S extends string>(ns: string, tones: Record<S, StatusTone>) {
  function StatusBadge({ status }: { status: S }) {
    const { t } = useTranslation(ns);
    return (
      <span
        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${toneClass[tones[status]]}`}
      >
        {t(`status.${status}`)}
      </span>
    );
  }
  return StatusBadge;
}
