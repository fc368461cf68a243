import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@mahasi/contract/money';
import type { Order, OrderItem, OrderStatus } from '@mahasi/contract/store';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { memberScope } from '../../http/cache.js';
import { yangonDay } from '../../lib/yangonTime.js';
import { orderItems, orders, paymentEvents } from './schema.js';
import type { StoreDeps } from './deps.js';

/** MH-YYYYMMDD-000123: the date (Asia/Yangon) and the order id, so it is unique and readable on a phone call. */
export function orderNumber(id: number, at: Date): string {
  const local = yangonDay(at).replace(/-/g, '');
  return `MH-${local}-${String(id).padStart(6, '0')}`;
}

export const statusOf = (status: string): OrderStatus => (status === 'c' || status === 'f' ? status : 'p');

/**
 * What the store's jobs share about an order: how it reads as the member sees it, one line of its
 * payment history, and its expiry once its time has passed.
 */
export function orderBook(deps: Pick<StoreDeps, 'db' | 'gateway' | 'siteUrl' | 'now' | 'invalidate'>) {
  const { db, gateway, now } = deps;

  async function loadOrder(where: SQL): Promise<Order | undefined> {
    const [row] = await db
      .select({ order: orders, userName: users.userFullName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .limit(1);
    if (!row) return undefined;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(asc(orderItems.id));
    return toOrder(row.order, row.userName, items);
  }

  function toOrder(row: typeof orders.$inferSelect, userName: string, items: (typeof orderItems.$inferSelect)[]): Order {
    const status = statusOf(row.status);
    return {
      id: row.id,
      orderNo: row.orderNo,
      orderDate: row.orderDate.toISOString(),
      userName,
      totalQty: items.length,
      netAmount: row.netAmount,
      currencyCode: row.currencyCode as CurrencyCode,
      paymentName: row.paymentName,
      status,
      serviceFee: row.serviceFee,
      transFee: row.transFee,
      subtotal: row.subtotal,
      commissionFee: row.commissionFee,
      orderItemList: items.map((item): OrderItem => ({
        id: item.id,
        ebookId: item.ebookId,
        ebookTitle: item.ebookTitle,
        ebookImageUrl: item.ebookImageUrl,
        // Only a completed order has files to download.
        ebookDownloadUrl: status === 'c' ? downloadUrl(item.id) : null,
        orderDesc: item.engravedText,
        unitMinPrice: item.unitPrice,
        paymentName: row.paymentName,
      })),
    };
  }

  /**
   * The spec's client only acts on links containing 'https://', so the download URL of an order item
   * is an https URL naming it; the member exchanges it for a short-lived link (presign).
   */
  function downloadUrl(orderItemId: number): string {
    const host = new URL(deps.siteUrl).host;
    return `https://${host}/ebook-files/order-item/${orderItemId}`;
  }

  /** One line of an order's payment history. */
  async function record(
    exec: Db,
    row: { orderId: number | null; kind: string; eventId?: string; outcome?: string; applied?: 'yes' | 'no'; detail?: string },
  ): Promise<void> {
    await exec.insert(paymentEvents).values({
      orderId: row.orderId,
      kind: row.kind,
      provider: gateway.provider,
      eventId: row.eventId ?? '',
      outcome: row.outcome ?? '',
      applied: row.applied ?? 'no',
      detail: row.detail ?? '',
    });
  }

  async function expireIfDue(orderId: number, exec: Db = db): Promise<boolean> {
    const expired = await exec
      .update(orders)
      .set({ status: 'f', settledAt: now(), updatedAt: now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'p'), lte(orders.expiresAt, now())))
      .returning({ userId: orders.userId });
    for (const { userId } of expired) {
      await record(exec, { orderId, kind: 'expired', applied: 'yes', detail: 'not paid in time' });
      // It now shows under the member's failed orders.
      await deps.invalidate(memberScope(userId), exec);
    }
    return expired.length > 0;
  }
  return { loadOrder, toOrder, record, expireIfDue };
}

export type OrderBook = ReturnType<typeof orderBook>;
