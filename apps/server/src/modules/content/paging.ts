import { and, asc, count, desc, eq, ilike, lte, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Paged } from '@mahasi/contract/envelope';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toUnicode } from '../../lib/myanmar.js';

/** What every list request of a content collection carries once the contract has parsed it. */
export interface ListQuery<Key extends string> {
  pageNo: number;
  pageSize: number;
  sortBy: Key;
  orderBy: 'ASC' | 'DESC';
}

type Table = PgTable & { id: PgColumn };
type Row<T extends Table> = T['$inferSelect'];

/** A sort key: a column, or an expression that may depend on the request time (a count of visible rows). */
type SortExpression = AnyColumn | SQL | ((now: Date) => SQL);

export interface CollectionSpec<T extends Table, Item, Key extends string> {
  table: T;
  /** The contract's allowed sortBy keys, each mapped to what it orders by (the id breaks ties). */
  sortable: Record<Key, SortExpression>;
  /** Columns the `title` search matches (English and Myanmar), with ILIKE. */
  searchColumns: AnyColumn[];
  /** Visible rows only (published and due); absent for collections without a publishing state. */
  visible?: ((now: Date) => SQL) | undefined;
  toItem(row: Row<T>): Item;
  /** Adds what needs another query (a category name, a photo count), once per page rather than per row. */
  enrich?: ((items: Item[], rows: Row<T>[], now: Date) => Promise<Item[]>) | undefined;
}

/** `ILIKE '%text%'` with the wildcards people may type taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Any of the columns contains the text. Zawgyi input is converted to Unicode, but the detector
 * takes some short Unicode words for Zawgyi ('ဓမ္မ', 'မေတ္တာ'), so the text is matched as typed too.
 */
export function matchesAny(columns: AnyColumn[], text: string | undefined): SQL | undefined {
  if (!text?.trim()) return undefined;
  const patterns = [...new Set([text, toUnicode(text)].map(containsPattern))];
  return or(...columns.flatMap((column) => patterns.map((pattern) => ilike(column, pattern))));
}

/** Published and due: drafts and items scheduled for later stay hidden. */
export const publishedBy =
  (table: { published: AnyColumn; publishedAt: AnyColumn }) =>
  (now: Date): SQL =>
    and(eq(table.published, true), lte(table.publishedAt, now))!;

/**
 * The paged-list and by-id pattern every content collection shares: sortBy from an allow-list,
 * title search, the published filter, one count and one page query.
 */
export function collection<T extends Table, Item, Key extends string>(db: Db, spec: CollectionSpec<T, Item, Key>) {
  const table = spec.table as PgTable & { id: PgColumn };
  const finish = async (rows: Row<T>[], now: Date) => {
    const items = rows.map((row) => spec.toItem(row));
    return spec.enrich ? spec.enrich(items, rows, now) : items;
  };

  return {
    async page(
      query: ListQuery<Key> & { searchObj?: { title?: string | undefined } },
      filters: (SQL | undefined)[],
      now: Date,
    ): Promise<Paged<Item>> {
      const where = and(spec.visible?.(now), matchesAny(spec.searchColumns, query.searchObj?.title), ...filters);
      const sortExpression = spec.sortable[query.sortBy];
      const sortBy = (typeof sortExpression === 'function' ? sortExpression(now) : sortExpression) as SQL;
      const direction = query.orderBy === 'ASC' ? asc : desc;
      const select = db.select().from(table).where(where).orderBy(direction(sortBy), direction(table.id)).$dynamic();
      const [rows, counted] = await Promise.all([
        query.pageSize === 0 ? select : select.limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: count() }).from(table).where(where),
      ]);
      const numOfRows = Number(counted[0]?.total ?? 0);
      const pageSize = query.pageSize === 0 ? numOfRows : query.pageSize;
      return {
        dataList: await finish(rows as Row<T>[], now),
        currentPageNo: query.pageNo,
        pageSize,
        numOfPages: pageSize === 0 ? 0 : Math.ceil(numOfRows / pageSize),
        numOfRows,
      };
    },

    /** The visible item, or 404 (unknown, a draft and a scheduled item answer alike). */
    async byId(id: number, now: Date): Promise<Item> {
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), spec.visible?.(now)))
        .limit(1);
      if (rows.length === 0) throw notFound();
      const [item] = await finish(rows as Row<T>[], now);
      return item!;
    },

    /** Visible rows matching a condition, in the given order (feeds). */
    async rows(where: SQL | undefined, orderBy: SQL | AnyColumn, now: Date, limit = 500): Promise<Row<T>[]> {
      return (await db
        .select()
        .from(table)
        .where(and(spec.visible?.(now), where))
        .orderBy(orderBy as SQL)
        .limit(limit)) as Row<T>[];
    },
  };
}

export type Collection<Item, Key extends string> = ReturnType<typeof collection<Table, Item, Key>>;
