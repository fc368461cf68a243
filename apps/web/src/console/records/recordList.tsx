import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { htmlLang } from '../../lib/i18n';
import type { BulkBarAction } from '../components/BulkBar';
import type { Column } from '../components/DataTable';
import { MyanmarTime } from '../components/MyanmarTime';

/**
 * The bulk actions a record list offers: back out of the bin for the bin's rows; otherwise on and off
 * the site (for who publishes) and into the bin.
 */
export function recordBulkActions(t: TFunction, inBin: boolean, canPublish = true): BulkBarAction[] {
  if (inBin) return [{ action: 'restore', label: t('consoleRecords:bulk.restore.submit') }];
  return [
    ...(canPublish
      ? ([
          { action: 'publish', label: t('consoleRecords:bulk.publish.submit') },
          { action: 'unpublish', label: t('consoleRecords:bulk.unpublish.submit') },
        ] as const)
      : []),
    { action: 'delete', label: t('consoleRecords:bulk.delete.submit') },
  ];
}

/** A record's title in its list, linking to its editor ('Untitled' when it has none), with what the kind says under it. */
export function RecordTitleCell({
  to,
  title,
  untitled,
  children,
}: {
  to: string;
  title: { text: string; lang: 'en' | 'mm' } | null;
  untitled: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Link
        to={to}
        lang={title ? htmlLang[title.lang] : undefined}
        className="font-semibold text-ink-900 underline-offset-4 hover:text-maroon-800 hover:underline dark:text-sand-50 dark:hover:text-saffron-300"
      >
        {title?.text ?? untitled}
      </Link>
      {children}
    </>
  );
}

/** The line under a record's title: a bilingual text in the language it is in. */
export function RecordSubtitle({ text }: { text: { text: string; lang: 'en' | 'mm' } | null }) {
  return text ? (
    <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400" lang={htmlLang[text.lang]}>
      {text.text}
    </span>
  ) : null;
}

/** When a record was saved last, and by whom (its list's `by` says so), sortable. */
export function updatedColumn<R extends { updatedAt: string; updatedByName: string | null }>(header: string, t: TFunction): Column<R> {
  return {
    key: 'updated',
    header,
    sortKey: 'updated_at',
    className: 'text-sm',
    cell: (row) => (
      <>
        <MyanmarTime iso={row.updatedAt} compact />
        {row.updatedByName && <span className="block text-stone-600 dark:text-stone-400">{t('by', { name: row.updatedByName })}</span>}
      </>
    ),
  };
}
