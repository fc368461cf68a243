import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { staffOrderFilter } from '@mahasi/contract/staff-orders';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { likePattern } from '../../lib/text.js';
import { toUnicode } from '../../lib/myanmar.js';
import { DAY_MS, yangonInstant } from '../../lib/yangonTime.js';
import { orderItems, orders, paymentEvents } from './schema.js';

/** An order as the store keeps it. */
export type StoredOrder = typeof orders.$inferSelect;

/** One line of the staff's order list: the order, its member and how many items it has. */
export interface LedgerRow {
  id: number;
  orderNo: string;
  status: string;
  currencyCode: string;
  netAmount: number;
  paymentName: string;
  orderDate: Date;
  memberId: number;
  userFullName: string;
  email: string | null;
  phoneNo: string | null;
  itemCount: number;
}

/** The staff's order filter as the contract parses it (the export takes the same, without paging). */
type Filter = ReturnType<typeof staffOrderFilter.parse>;
type SearchObj = Filter['searchObj'];
type SortBy = Filter['sortBy'];
type OrderBy = Filter['orderBy'];

const sortColumns = {
  order_date: { column: orders.orderDate, cast: sql`::timestamptz` },
  order_no: { column: orders.orderNo, cast: sql`::text` },
  net_amount: { column: orders.netAmount, cast: sql`::integer` },
  status: { column: orders.status, cast: sql`::text` },
} as const;

const rowColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  currencyCode: orders.currencyCode,
  netAmount: orders.netAmount,
  paymentName: orders.paymentName,
  orderDate: orders.orderDate,
  memberId: orders.userId,
  userFullName: users.userFullName,
  email: users.email,
  phoneNo: users.phoneNo,
  itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
};

/**
 * The store's orders as other modules read them (the staff's order desk, a member's page in the
 * console): search, keyset batches for an export, one order with its items and payment history.
 * Only the store reads its tables; the others come here.
 */
export function orderLedger(db: Db) {
  const whereOf = (searchObj: SearchObj): SQL | undefined => {
    const text = searchObj.text ? toUnicode(searchObj.text) : undefined;
    // Every search term is a bound parameter: ilike() never splices the text into the SQL.
    const digits = text?.replace(/[\s\-().]/g, '');
    return and(
      text
        ? or(
            ilike(orders.orderNo, likePattern(text)),
            ilike(users.userFullName, likePattern(text)),
            ilike(users.email, likePattern(text)),
            digits ? ilike(users.phoneNo, likePattern(digits)) : undefined,
          )
        : undefined,
      searchObj.status ? eq(orders.status, searchObj.status) : undefined,
      searchObj.currencyCode ? eq(orders.currencyCode, searchObj.currencyCode) : undefined,
      searchObj.paymentName ? ilike(orders.paymentName, likePattern(searchObj.paymentName)) : undefined,
      searchObj.from ? gte(orders.orderDate, yangonInstant(searchObj.from)) : undefined,
      searchObj.to ? lt(orders.orderDate, new Date(yangonInstant(searchObj.to).getTime() + DAY_MS)) : undefined,
    );
  };

  const rows = () => db.select(rowColumns).from(orders).innerJoin(users, eq(users.id, orders.userId));

  return {
    /** One page of the filtered list and how many rows match. */
    async page(filter: { searchObj: SearchObj; pageNo: number; pageSize: number; sortBy: SortBy; orderBy: OrderBy }) {
      const where = whereOf(filter.searchObj);
      const direction = filter.orderBy === 'ASC' ? asc : desc;
      const [found, [total]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(direction(sortColumns[filter.sortBy].column), direction(orders.id))
          .limit(filter.pageSize)
          .offset((filter.pageNo - 1) * filter.pageSize),
        db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return { rows: found as LedgerRow[], numOfRows: Number(total?.total ?? 0) };
    },

    /**
     * The filtered list in batches read after the last row given (keyset), so any number of
     * orders streams in little memory.
     */
    async *batches(filter: { searchObj: SearchObj; sortBy: SortBy; orderBy: OrderBy }, size: number): AsyncGenerator<LedgerRow[]> {
      const where = whereOf(filter.searchObj);
      const { column, cast } = sortColumns[filter.sortBy];
      const direction = filter.orderBy === 'ASC' ? asc : desc;
      let last: { key: unknown; id: number } | undefined;
      for (;;) {
        const after = last
          ? filter.orderBy === 'ASC'
            ? sql`(${column}, ${orders.id}) > (${last.key}${cast}, ${last.id}::integer)`
            : sql`(${column}, ${orders.id}) < (${last.key}${cast}, ${last.id}::integer)`
          : undefined;
        // The key as PostgreSQL prints it: a timestamp keeps its microseconds (a JavaScript Date drops them, and rows would be lost or repeated).
        const batch = (await db
          .select({ ...rowColumns, keyText: sql<string>`(${column})::text` })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(where, after))
          .orderBy(direction(column), direction(orders.id))
          .limit(size)) as (LedgerRow & { keyText: string })[];
        if (!batch.length) return;
        yield batch;
        const end = batch.at(-1)!;
        last = { key: end.keyText, id: end.id };
        if (batch.length < size) return;
      }
    },

    /** One order's line of the list, or undefined. */
    async row(id: number): Promise<LedgerRow | undefined> {
      const [found] = (await rows().where(eq(orders.id, id)).limit(1)) as LedgerRow[];
      return found;
    },

    async find(id: number): Promise<StoredOrder | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    items: (orderId: number) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),

    async item(orderId: number, itemId: number) {
      const [item] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
        .limit(1);
      return item;
    },

    /** The order's payment history, oldest first. */
    history: (orderId: number) =>
      db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, orderId))
        .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),

    /** What the provider said at the latest status check of the order, if it was asked. */
    async lastStatusCheck(orderId: number): Promise<string | undefined> {
      const [check] = await db
        .select({ outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.kind, 'status_check')))
        .orderBy(desc(paymentEvents.id))
        .limit(1);
      return check?.outcome;
    },

    /** A member's latest orders, newest first, and how many they have in all. */
    async ofMember(userId: number, limit: number) {
      const [recent, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            orderNo: orders.orderNo,
            status: orders.status,
            currencyCode: orders.currencyCode,
            netAmount: orders.netAmount,
            orderDate: orders.orderDate,
          })
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(desc(orders.orderDate), desc(orders.id))
          .limit(limit),
        db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
      ]);
      return { recent, count: Number(total?.n ?? 0) };
    },
  };
}

export type OrderLedger = ReturnType<typeof orderLedger>;
