import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import { orderFilter, type Order, type OrderFilter } from '@mahasi/contract/store';
import { rowsOf } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
import { DAY_MS, yangonInstant } from '../../lib/yangonTime.js';
import type { OrderBook } from './order-book.js';
import { orderItems, orders } from './schema.js';
import type { StoreDeps } from './deps.js';

/** A member's own orders: their pages, one order, and the purchased item behind a download link. */
export function memberOrders(deps: Pick<StoreDeps, 'db'>, book: OrderBook) {
  const { db } = deps;
  const { loadOrder, toOrder, expireIfDue } = book;

  return {
    async orderPage(callerId: number, input: OrderFilter): Promise<Paged<Order>> {
      const filter = orderFilter.parse(input);
      const conditions: (SQL | undefined)[] = [eq(orders.userId, callerId)];
      const status = filter.searchObj.status;
      if (status) conditions.push(eq(orders.status, status));
      // Pending orders are excluded on every tab (spec section 4).
      const except = filter.searchExceptObj.status ?? 'p';
      if (except) conditions.push(ne(orders.status, except));
      if (filter.searchObj.orderDate) {
        const start = yangonInstant(filter.searchObj.orderDate);
        conditions.push(
          sql`${orders.orderDate} >= ${start.toISOString()}`,
          sql`${orders.orderDate} < ${new Date(start.getTime() + DAY_MS).toISOString()}`,
        );
      }
      const where = and(...conditions);
      const sortColumn = filter.sortBy === 'order_date' ? orders.orderDate : filter.sortBy === 'id' ? orders.id : orders.orderNo;
      const direction = filter.orderBy === 'ASC' ? asc : desc;
      const [rows, counted] = await Promise.all([
        db
          .select({ order: orders, userName: users.userFullName })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(direction(sortColumn), direction(orders.id))
          .limit(filter.pageSize)
          .offset((filter.pageNo - 1) * filter.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      ]);
      const ids = rows.map((r) => r.order.id);
      const items = ids.length
        ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id))
        : [];
      const numOfRows = Number(counted[0]?.total ?? 0);
      return {
        dataList: rows.map((r) =>
          toOrder(
            r.order,
            r.userName,
            items.filter((i) => i.orderId === r.order.id),
          ),
        ),
        currentPageNo: filter.pageNo,
        pageSize: filter.pageSize,
        numOfPages: Math.ceil(numOfRows / filter.pageSize),
        numOfRows,
      };
    },

    async order(callerId: number, orderId: number): Promise<Order> {
      await expireIfDue(orderId);
      const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) throw notFound();
      if (row.userId !== callerId) throw forbidden();
      return (await loadOrder(eq(orders.id, orderId)))!;
    },

    /** The completed order item behind a download URL, if the caller bought it. */
    async purchasedItem(callerId: number, fileUrl: string) {
      const match = /^https:\/\/[^/]+\/ebook-files\/order-item\/(\d+)$/.exec(fileUrl.trim());
      if (!match) throw new ValidationError([{ field: 'fileUrl', message: 'Is not a download link of this site' }]);
      const rows = rowsOf<{
        id: number;
        user_id: number;
        status: string;
        ebook_id: number;
        ebook_title: string;
        engraved_text: string;
        dedicated_file_key: string | null;
        user_full_name: string;
        order_date: string;
      }>(
        await db.execute(sql`select oi.id, o.user_id, o.status, oi.ebook_id, oi.ebook_title, oi.engraved_text, oi.dedicated_file_key, u.user_full_name, o.order_date
          from order_items oi join orders o on o.id = oi.order_id join users u on u.id = o.user_id
          where oi.id = ${Number(match[1])}`),
      );
      const item = rows[0];
      if (!item) throw notFound();
      if (item.user_id !== callerId) throw forbidden();
      if (item.status !== 'c') throw forbidden();
      return item;
    },
  };
}
