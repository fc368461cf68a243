import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { SortIcon } from './icons';
import type { Order } from './useListParams';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key: the header becomes a button that sorts by it. */
  sortKey?: string;
  className?: string;
  /** The header is for screen readers only (a column of checkboxes says what it is by itself). */
  hiddenHeader?: boolean;
  /** In a table `stacked` on a phone: the cell's own line shows no header beside it (a row's actions). */
  unlabelledOnPhone?: boolean;
}

interface Props<T> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly Column<T>[];
  /** undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  sort?: { by: string; order: Order; onSort: (key: string) => void };
  /** Shown in place of the rows when there are none (say why, and offer what helps). */
  empty: ReactNode;
  /** A new page is on its way; the old one stays, dimmed. */
  busy?: boolean;
  /**
   * On a phone (below 640 px) each row reads as a card instead of scrolling sideways: one line per
   * cell with its column's header beside it, or alone where the cell says what it is by itself
   * (`unlabelledOnPhone`: a name, the row's actions). For short tables whose every column matters
   * on a phone (categories, tags).
   */
  stacked?: boolean;
}

const cellClass = 'px-2.5 py-3 align-top first:pl-4 last:pr-4';
/** A stacked table's pieces below `sm`: the table, head and rows lose their grid, a cell is a line of the card. */
const stack = {
  table: 'max-sm:block sm:min-w-[44rem]',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-3',
  cell: 'max-sm:flex max-sm:w-auto max-sm:items-baseline max-sm:gap-4 max-sm:px-4 max-sm:py-1',
  /** A header on the left, the value on the right; a cell without one reads from the left. */
  labelled: 'max-sm:justify-between max-sm:text-right',
  unlabelled: 'max-sm:text-left',
  label: 'shrink-0 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase sm:hidden dark:text-stone-400',
};

/**
 * A list as a table: sortable headers (aria-sort, a button each), skeleton rows while loading,
 * an empty state. From a common laptop's width (1280 px) the usual columns fit: headers wrap, and
 * times take two lines (MyanmarTime compact). Narrow screens scroll it sideways; the scroll area takes the keyboard focus. It is
 * `relative` so that visually hidden text in a cell (sr-only is absolute) scrolls with it instead of
 * widening the page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, sort, empty, busy = false, stacked = false }: Props<T>) {
  const { t } = useTranslation('console');
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-sand-200 bg-white/80 shadow-sm dark:border-night-700 dark:bg-night-900"
    >
      <table
        className={`w-full ${stacked ? stack.table : 'min-w-[44rem]'} border-collapse text-left text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
        aria-busy={busy || rows === undefined}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead
          className={`border-b border-sand-200 bg-sand-100/70 text-xs tracking-wide text-stone-700 uppercase dark:border-night-700 dark:bg-night-800 dark:text-stone-300 ${stacked ? stack.head : ''}`}
        >
          <tr>
            {columns.map((column) => {
              const sorted = sort && column.sortKey && sort.by === column.sortKey ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`${cellClass} font-semibold ${column.className ?? ''}`}
                  aria-sort={sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : undefined}
                >
                  {sort && column.sortKey ? (
                    <button
                      type="button"
                      onClick={() => sort.onSort(column.sortKey!)}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left uppercase hover:text-maroon-800 dark:hover:text-saffron-300"
                      title={t('table.sortBy', { column: column.header })}
                    >
                      {column.header}
                      <SortIcon state={sorted} />
                    </button>
                  ) : column.hiddenHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`divide-y divide-sand-200 dark:divide-night-700 ${stacked ? stack.body : ''}`}>
          {rows === undefined
            ? Array.from({ length: 5 }, (_, index) => (
                <tr key={index} className={stacked ? stack.row : undefined}>
                  {columns.map((column) => (
                    <td key={column.key} className={`${cellClass} ${stacked ? stack.cell : ''}`}>
                      <Skeleton className="h-5" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className={`hover:bg-sand-50 dark:hover:bg-night-800/60 ${stacked ? stack.row : ''}`}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`${cellClass} ${column.className ?? ''} ${stacked ? `${stack.cell} ${column.unlabelledOnPhone ? stack.unlabelled : stack.labelled}` : ''}`}
                    >
                      {/* The header said again on a phone's card; screen readers have it from the table. */}
                      {stacked && !column.unlabelledOnPhone && (
                        <span aria-hidden="true" className={stack.label}>
                          {column.header}
                        </span>
                      )}
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {rows?.length === 0 && (
            <tr className={stacked ? stack.row : undefined}>
              <td colSpan={columns.length} className="px-4 py-12 text-center text-stone-600 dark:text-stone-400">
                {/* On a phone the table scrolls sideways: the message stays in the visible part. */}
                <div className="sticky left-4 max-w-[calc(100vw-5rem)] lg:static lg:max-w-none">{empty}</div>
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {rows === undefined && (
        <p role="status" className="sr-only">
          {t('common:labels.loading')}
        </p>
      )}
    </div>
  );
}
