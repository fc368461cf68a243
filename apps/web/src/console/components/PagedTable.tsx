import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from './DataTable';
import { ListEmpty } from './ListControls';
import { Pagination } from './Pagination';
import type { Order } from './useListParams';

/** One page of a staff list as the server sends it. */
export interface ListPage<T> {
  dataList: T[];
  currentPageNo: number;
  pageSize: number;
  numOfPages: number;
  numOfRows: number;
}

/** What the table needs of the page's query (a TanStack query of a ListPage). */
interface PageQuery<T> {
  data: ListPage<T> | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** What the table needs of the list's address (useListParams). */
interface ListState {
  params: { sortBy: string; orderBy: Order };
  toggleSort: (key: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
  filtered: boolean;
}

/**
 * A staff list's table and its pages: the rows of the query's page (none when it failed), dimmed
 * while the next page loads, sortable headers when `sortable`, the empty state (say why: `empty`,
 * or `emptyFiltered` when a search or a filter narrows it, with a button to clear them), and the
 * page numbers under it.
 */
export function PagedTable<T>({
  ns,
  caption,
  columns,
  query,
  list,
  rowKey,
  rows,
  sortable = false,
  sortBy = list.params.sortBy,
  empty,
  emptyFiltered,
}: {
  /** The list's namespace: its `title` names the table, its `empty` and `emptyFiltered` say why it is empty, unless said. */
  ns: string;
  caption?: string;
  columns: readonly Column<T>[];
  query: PageQuery<T>;
  list: ListState;
  rowKey: (row: T) => string | number;
  /** The rows shown, where the page shows other than its page's rows. */
  rows?: readonly T[];
  sortable?: boolean;
  /** The column sorted by, where the list's address may leave it to the kind's default. */
  sortBy?: string;
  empty?: ReactNode;
  emptyFiltered?: string;
}) {
  const { t } = useTranslation(ns);
  const page = query.data;
  return (
    <>
      <DataTable
        caption={caption ?? t('title')}
        columns={columns}
        rows={rows ?? (query.isError ? [] : page?.dataList)}
        rowKey={rowKey}
        busy={query.isPlaceholderData}
        sort={sortable ? { by: sortBy, order: list.params.orderBy, onSort: list.toggleSort } : undefined}
        empty={
          <ListEmpty
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={list.filtered}
            onClear={list.clear}
            filteredText={emptyFiltered ?? t('emptyFiltered')}
          >
            {empty ?? t('empty')}
          </ListEmpty>
        }
      />
      {page && (
        <Pagination
          page={page.currentPageNo}
          pageSize={page.pageSize}
          pages={page.numOfPages}
          total={page.numOfRows}
          onPage={list.setPage}
        />
      )}
    </>
  );
}
