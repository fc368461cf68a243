import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@mahasi/contract/envelope';
import { StaffRespCode } from '@mahasi/contract/staff';
import {
  staffOrderExportFilter,
  staffOrderFilter,
  type StaffOrderDetail,
  type StaffOrderExportFilter,
  type StaffOrderFilter,
  type StaffOrderRow,
  type StaffOrderStatus,
} from '@mahasi/contract/staff-orders';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { BusinessError, notFound } from '../../lib/errors.js';
import { toUnicode } from '../../lib/myanmar.js';
import { maskAddress } from '../auth/service.js';
import { recordAudit } from '../staff/audit.js';
import type { DownloadService } from '../store/downloads.js';
import { orderItems, orders, paymentEvents } from '../store/schema.js';
import type { StoreService } from '../store/service.js';
import { DAY_MS, yangonInstant, yangonText } from '../../lib/yangonTime.js';
import type { Actor } from '../../lib/staffCaller.js';

export interface OrderDeskDeps {
  db: Db;
  store: Pick<StoreService, 'resendReceipt' | 'checkStatusNow' | 'reconcileAfterMs'>;
  downloads: Pick<DownloadService, 'regenerate'>;
  now: () => Date;
}

/** Midnight of a YYYY-MM-DD in Myanmar time. */

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const statusOf = (status: string): StaffOrderStatus => (status === 'c' || status === 'f' ? status : 'p');

const sortColumns = {
  order_date: { column: orders.orderDate, cast: sql`::timestamptz` },
  order_no: { column: orders.orderNo, cast: sql`::text` },
  net_amount: { column: orders.netAmount, cast: sql`::integer` },
  status: { column: orders.status, cast: sql`::text` },
} as const;

/** Rows read from the database at a time while a CSV export streams. */
export const EXPORT_BATCH = 1000;

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
interface Selected {
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

const toRow = (row: Selected): StaffOrderRow => ({
  id: row.id,
  orderNo: row.orderNo,
  status: statusOf(row.status),
  currencyCode: row.currencyCode,
  netAmount: row.netAmount,
  paymentName: row.paymentName,
  orderDate: row.orderDate.toISOString(),
  memberId: row.memberId,
  userFullName: row.userFullName,
  email: row.email,
  phoneNo: row.phoneNo,
  itemCount: Number(row.itemCount),
});

/**
 * A cell of the CSV: quoted, and one a spreadsheet would read as a formula (it starts with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe, so it shows as text.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_HEADER = [
  'Order number',
  'Order date (Myanmar time)',
  'Status',
  'Currency',
  'Net amount',
  'Payment',
  'Member',
  'E-mail',
  'Phone',
  'Items',
];
const statusWords: Record<StaffOrderStatus, string> = { p: 'pending', c: 'completed', f: 'failed' };
const major = (minor: number) => (minor / 100).toFixed(2);

/** Orders and payments in the staff console: search, detail, export, and the support actions. */
export function orderDesk(deps: OrderDeskDeps) {
  const { db, now } = deps;

  const whereOf = (searchObj: ReturnType<typeof staffOrderFilter.parse>['searchObj']): SQL | undefined => {
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

  const find = async (id: number) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(input: StaffOrderFilter): Promise<Paged<StaffOrderRow>> {
      const { searchObj, pageNo, pageSize, sortBy, orderBy } = staffOrderFilter.parse(input);
      const where = whereOf(searchObj);
      const direction = orderBy === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(direction(sortColumns[sortBy].column), direction(orders.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      const numOfRows = Number(total?.total ?? 0);
      return {
        dataList: (rows as Selected[]).map(toRow),
        currentPageNo: pageNo,
        pageSize,
        numOfPages: Math.ceil(numOfRows / pageSize),
        numOfRows,
      };
    },

    /**
     * The filtered list as CSV lines (UTF-8 with a byte order mark, so that spreadsheet programs
     * show Myanmar text), read in batches after the last row sent (keyset), so any number of orders
     * streams in little memory. The export is audit-logged with who exported and the filter.
     */
    async *exportCsv(actor: Actor, input: StaffOrderExportFilter): AsyncGenerator<string> {
      const { searchObj, sortBy, orderBy } = staffOrderExportFilter.parse(input);
      await recordAudit(db, actor, { action: 'orders.export', entityType: 'order', changes: { filter: searchObj, sortBy, orderBy } });
      const where = whereOf(searchObj);
      const { column, cast } = sortColumns[sortBy];
      const direction = orderBy === 'ASC' ? asc : desc;
      yield `\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`;
      let last: { key: unknown; id: number } | undefined;
      for (;;) {
        const after = last
          ? orderBy === 'ASC'
            ? sql`(${column}, ${orders.id}) > (${last.key}${cast}, ${last.id}::integer)`
            : sql`(${column}, ${orders.id}) < (${last.key}${cast}, ${last.id}::integer)`
          : undefined;
        // The key as PostgreSQL prints it: a timestamp keeps its microseconds (a JavaScript Date drops them, and rows would be lost or repeated).
        const rows = (await db
          .select({ ...rowColumns, keyText: sql<string>`(${column})::text` })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(where, after))
          .orderBy(direction(column), direction(orders.id))
          .limit(EXPORT_BATCH)) as (Selected & { keyText: string })[];
        if (!rows.length) return;
        yield rows
          .map(
            (row) =>
              [
                row.orderNo,
                yangonText(row.orderDate),
                statusWords[statusOf(row.status)],
                row.currencyCode,
                major(row.netAmount),
                row.paymentName,
                row.userFullName,
                row.email,
                row.phoneNo,
                Number(row.itemCount),
              ]
                .map(csvCell)
                .join(',') + '\r\n',
          )
          .join('');
        const end = rows.at(-1)!;
        last = { key: end.keyText, id: end.id };
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    /** One order with its items, fees, member and payment history (oldest first). */
    async detail(id: number): Promise<StaffOrderDetail> {
      const [row] = (await db
        .select(rowColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1)) as Selected[];
      if (!row) throw notFound();
      const [order, items, history] = await Promise.all([
        find(id),
        db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
        db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
      ]);
      return {
        ...toRow(row),
        subtotal: order.subtotal,
        commissionFee: order.commissionFee,
        transFee: order.transFee,
        serviceFee: order.serviceFee,
        paymentRef: order.paymentRef,
        expiresAt: order.expiresAt.toISOString(),
        settledAt: order.settledAt?.toISOString() ?? null,
        items: items.map((item) => ({
          id: item.id,
          ebookId: item.ebookId,
          ebookTitle: item.ebookTitle,
          engravedText: item.engravedText,
          unitPrice: item.unitPrice,
          dedicated: item.dedicatedFileKey !== null,
        })),
        history: history.map((event) => ({
          id: event.id,
          kind: event.kind,
          provider: event.provider,
          eventId: event.eventId,
          outcome: event.outcome,
          applied: event.applied === 'yes',
          detail: event.detail,
          receivedAt: event.receivedAt.toISOString(),
        })),
        canCheckStatus: order.status === 'p' && order.orderDate.getTime() <= now().getTime() - deps.store.reconcileAfterMs,
      };
    },

    /** The receipt with the download link again, to the member's own address (a completed order only). */
    async resendEmail(actor: Actor, id: number): Promise<{ sentTo: string }> {
      const order = await find(id);
      if (order.status !== 'c') throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
      const email = await deps.store.resendReceipt(id);
      if (!email) throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
      const sentTo = maskAddress(email);
      await recordAudit(db, actor, { action: 'order.resendEmail', entityType: 'order', entityId: id, changes: { sentTo } });
      return { sentTo };
    },

    /** The dedicated PDF of one item made again (a completed order's item with a dedication). */
    async regenerate(actor: Actor, id: number, itemId: number): Promise<{ itemId: number }> {
      const order = await find(id);
      const [item] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, id)))
        .limit(1);
      if (!item) throw notFound();
      if (order.status !== 'c' || !item.engravedText.trim()) throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
      await deps.downloads.regenerate(itemId);
      await recordAudit(db, actor, { action: 'order.regeneratePdf', entityType: 'order', entityId: id, changes: { itemId } });
      return { itemId };
    },

    /**
     * A pending order past the few minutes a payer may still be on the form: the provider is asked
     * and its answer applied through the same path as a callback (so it is applied once).
     */
    async checkStatus(actor: Actor, id: number) {
      const order = await find(id);
      if (order.status !== 'p' || order.orderDate.getTime() > now().getTime() - deps.store.reconcileAfterMs) {
        throw new BusinessError(StaffRespCode.NOT_ALLOWED_NOW);
      }
      await deps.store.checkStatusNow({ id: order.id, paymentRef: order.paymentRef });
      const after = await find(id);
      const [check] = await db
        .select({ outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, id), eq(paymentEvents.kind, 'status_check')))
        .orderBy(desc(paymentEvents.id))
        .limit(1);
      const status = statusOf(after.status);
      const answer =
        check?.outcome === 'paid' ? 'paid' : check?.outcome === 'cancelled' ? 'cancelled' : status === 'f' ? 'failed' : 'pending';
      await recordAudit(db, actor, { action: 'order.checkStatus', entityType: 'order', entityId: id, changes: { answer, status } });
      return { answer, status } as const;
    },
  };
}

export type OrderDesk = ReturnType<typeof orderDesk>;
