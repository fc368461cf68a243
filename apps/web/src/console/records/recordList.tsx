import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { htmlLang } from '../../lib/i18n';
import { BulkBar, BulkOutcome, useBulkAction, useRowSelection, type BulkBarAction, type RowSelection } from '../components/BulkBar';
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

/**
 * A record list's title column, sorted by title: each row's title (`untitled` when it has none)
 * linking to its editor at `to`, with what the kind says `under` it.
 */
export function titleColumn<R extends { id: number }>(
  header: string,
  untitled: (id: number) => string,
  shown: (row: R) => { to: string; title: { text: string; lang: 'en' | 'mm' } | null; under?: ReactNode },
): Column<R> {
  return {
    key: 'title',
    header,
    sortKey: 'title',
    className: 'min-w-48',
    cell: (row) => {
      const { to, title, under } = shown(row);
      return (
        <RecordTitleCell to={to} title={title} untitled={untitled(row.id)}>
          {under}
        </RecordTitleCell>
      );
    },
  };
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

/**
 * A record list's selection (started again with every new filter) and its bulk actions; `rowTitle`
 * names a row in the questions and the outcome (`#id` for one no longer shown).
 */
export function useRecordBulk<R extends { id: number }>({
  filter,
  rows,
  rowTitle,
  run,
  onChanged,
}: {
  filter: object;
  rows: readonly R[] | undefined;
  rowTitle: (row: R) => string;
  run: Parameters<typeof useBulkAction>[0]['run'];
  onChanged: () => void;
}) {
  const selection = useRowSelection(JSON.stringify(filter));
  const bulk = useBulkAction({
    selection,
    titleOf: (id) => {
      const row = rows?.find((r) => r.id === id);
      return row ? rowTitle(row) : `#${id}`;
    },
    run,
    onChanged,
  });
  return { selection, bulk };
}

/** The bulk bar over a record list and, after a run, what it did (a field named with the kind's `${ns}:fields.*`). */
export function RecordBulkBar({
  ns,
  rows,
  selection,
  actions,
  bulk,
}: {
  ns: string;
  rows: readonly { id: number }[] | undefined;
  selection: RowSelection;
  actions: BulkBarAction[];
  bulk: ReturnType<typeof useBulkAction>;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <BulkBar rowIds={rows?.map((row) => row.id)} selection={selection} actions={actions} busy={bulk.busy} onRun={bulk.start} />
      {bulk.outcome && (
        <BulkOutcome outcome={bulk.outcome} fieldLabel={(field) => t(`fields.${field}`, { defaultValue: '' })} onDismiss={bulk.dismiss} />
      )}
    </>
  );
}

/** An empty record list: the kind's `empty` text and the way to write the first one. */
export function RecordListEmpty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <>
      {text}{' '}
      <Link to={to} className={ui.link}>
        {action}
      </Link>
    </>
  );
}
