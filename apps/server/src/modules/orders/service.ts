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
import { BusinessError, notFound } from '../../lib/errors.js';
import { maskAddress } from '../auth/service.js';
import { recordAudit } from '../staff/audit.js';
import type { DownloadService } from '../store/downloads.js';
import type { LedgerRow, OrderLedger } from '../store/order-ledger.js';
import type { StoreService } from '../store/service.js';
import { yangonText } from '../../lib/yangonTime.js';
import type { Actor } from '../../lib/staffCaller.js';

export interface OrderDeskDeps {
  db: Db;
  store: Pick<StoreService, 'resendReceipt' | 'checkStatusNow' | 'reconcileAfterMs'>;
  downloads: Pick<DownloadService, 'regenerate'>;
  /** The store's orders, read through the store. */
  ledger: OrderLedger;
  now: () => Date;
}

const statusOf = (status: string): StaffOrderStatus => (status === 'c' || status === 'f' ? status : 'p');

/** Rows read from the database at a time while a CSV export streams. */
export const EXPORT_BATCH = 1000;

const toRow = (row: LedgerRow): StaffOrderRow => ({
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
  const { db, ledger, now } = deps;

  const find = async (id: number) => {
    const row = await ledger.find(id);
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(input: StaffOrderFilter): Promise<Paged<StaffOrderRow>> {
      const filter = staffOrderFilter.parse(input);
      const { pageNo, pageSize } = filter;
      const { rows, numOfRows } = await ledger.page(filter);
      return {
        dataList: rows.map(toRow),
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
      const filter = staffOrderExportFilter.parse(input);
      const { searchObj, sortBy, orderBy } = filter;
      await recordAudit(db, actor, { action: 'orders.export', entityType: 'order', changes: { filter: searchObj, sortBy, orderBy } });
      yield `\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`;
      for await (const rows of ledger.batches(filter, EXPORT_BATCH)) {
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
      }
    },

    /** One order with its items, fees, member and payment history (oldest first). */
    async detail(id: number): Promise<StaffOrderDetail> {
      const row = await ledger.row(id);
      if (!row) throw notFound();
      const [order, items, history] = await Promise.all([find(id), ledger.items(id), ledger.history(id)]);
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
      const item = await ledger.item(id, itemId);
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
      const check = await ledger.lastStatusCheck(id);
      const status = statusOf(after.status);
      const answer = check === 'paid' ? 'paid' : check === 'cancelled' ? 'cancelled' : status === 'f' ? 'failed' : 'pending';
      await recordAudit(db, actor, { action: 'order.checkStatus', entityType: 'order', entityId: id, changes: { answer, status } });
      return { answer, status } as const;
    },
  };
}

export type OrderDesk = ReturnType<typeof orderDesk>;
