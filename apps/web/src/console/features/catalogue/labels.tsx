import { useTranslation } from 'react-i18next';
import type { CatalogueKind, CatalogueStatus } from '@mahasi/contract/constants/staff-catalogue';

const statusClass: Record<CatalogueStatus, string> = {
  draft: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-200 dark:ring-night-700',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  deleted: 'bg-maroon-50 text-maroon-800 ring-maroon-200 dark:bg-night-800 dark:text-maroon-200 dark:ring-maroon-700',
};

/** A record's status as a small coloured label (a live setting is "Active" or "Off"). */
export function CatalogueStatusBadge({ kind, status }: { kind: CatalogueKind; status: CatalogueStatus }) {
  const { t } = useTranslation('consoleCatalogue');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusClass[status]}`}
    >
      {t(`status.${kind === 'live' ? 'live.' : ''}${status}`)}
    </span>
  );
}

/** The title to show in the reader's language, else the other one; null when neither is written. */
export function titleOf(row: { titleEn: string; titleMm: string }, language: string): { text: string; lang: 'en' | 'mm' } | null {
  const order: ('en' | 'mm')[] = language === 'mm' ? ['mm', 'en'] : ['en', 'mm'];
  for (const lang of order) {
    const text = (lang === 'en' ? row.titleEn : row.titleMm).trim();
    if (text) return { text, lang };
  }
  return null;
}
