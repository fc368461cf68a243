import { and, asc, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { RespCode } from '@mahasi/contract/codes';
import { NotiType } from '@mahasi/contract/notification';
import { formatMoney, type CurrencyCode } from '@mahasi/contract/money';
import {
  addItemPayload,
  computeFees,
  orderFilter,
  type AddItemPayload,
  type Cart,
  type CartItem,
  type CheckoutPayload,
  type CommissionFeeRecord,
  type Order,
  type OrderFilter,
  type OrderItem,
  type OrderStatus,
  type TransactionFeeRecord,
  type UpdateItemPayload,
} from '@mahasi/contract/store';
import type { Paged } from '@mahasi/contract/envelope';
import { rowsOf, type Db } from '../../db/client.js';
import { memberScope, type Invalidate } from '../../http/cache.js';
import { users } from '../../db/schema.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { toUnicode } from '../../lib/myanmar.js';
import { ValidationError } from '../../lib/validation.js';
import type { Mailer } from '../../mail/mailer.js';
import type { NotificationService } from '../notifications/service.js';
import type { EbookCatalog } from './catalog.js';
import type { CallbackEvent, PaymentGateway } from './gateway.js';
import {
  earlierAnswer,
  oneCheckoutAtATime,
  pendingOrderOf,
  rememberAttempt,
  replyOf,
  requestKeyOf,
  selectionKeyOf,
  type CheckoutStarted,
} from './checkout-once.js';
import { appCommissionFees, cartItems, carts, orderItems, orders, paymentEvents, transactionFees } from './schema.js';
import { DAY_MS, yangonDay, yangonInstant } from '../../lib/yangonTime.js';

export interface StoreDeps {
  db: Db;
  catalog: EbookCatalog;
  gateway: PaymentGateway;
  notifications: NotificationService;
  mailer: Mailer;
  siteUrl: string;
  orderTtlMs: number;
  now: () => Date;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Drops cached replies (a member's order list) when something other than the member changes them. */
  invalidate: Invalidate;
  /** Counts an outcome applied to an order (the Prometheus counter). */
  paymentApplied?: (outcome: string) => void;
  /** A pending order is checked with the provider once it is this old. */
  reconcileAfterMs?: number;
}

/** Where an outcome came from: the provider's callback or our status check (reconciliation). */
export type OutcomeSource = 'callback' | 'status_check';

export interface ApplyResult {
  result: 'applied' | 'ignored' | 'refused';
  reason?: string;
  orderId?: number;
  /** false when the callback body itself did not verify. */
  verified?: false;
}

/** Pending orders younger than this are left alone by reconciliation: the payer may still be on the form (the app passes PAYMENT_RECONCILE_AFTER_SECONDS). */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;

/** MH-YYYYMMDD-000123: the date (Asia/Yangon) and the order id, so it is unique and readable on a phone call. */
export function orderNumber(id: number, at: Date): string {
  const local = yangonDay(at).replace(/-/g, '');
  return `MH-${local}-${String(id).padStart(6, '0')}`;
}

const statusOf = (status: string): OrderStatus => (status === 'c' || status === 'f' ? status : 'p');

export function storeService(deps: StoreDeps) {
  const { db, catalog, gateway, notifications, mailer, now } = deps;

  async function ownCart(callerId: number, cartId: number) {
    const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
    if (!row) throw notFound();
    if (row.userId !== callerId) throw forbidden();
    return row;
  }

  async function itemsOf(cartId: number, currency: CurrencyCode): Promise<CartItem[]> {
    const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
    const books = await catalog.forSale(rows.map((r) => r.ebookId));
    return rows.map((row) => {
      const book = books.get(row.ebookId);
      return {
        cartItemId: row.id,
        ebookId: row.ebookId,
        title: book?.title ?? '',
        titleMm: book?.titleMm ?? '',
        imageUrl: book?.imageUrl ?? null,
        unitMinPrice: book?.minPrice[currency] ?? 0,
        unitDonatePrice: row.unitDonatePrice,
        engravedText: row.engravedText,
        currencyCode: currency,
      };
    });
  }

  async function fees() {
    const [transaction, commission] = await Promise.all([
      db.select().from(transactionFees).orderBy(asc(transactionFees.id)),
      db.select().from(appCommissionFees).orderBy(asc(appCommissionFees.id)),
    ]);
    return {
      transaction: transaction.map((r): TransactionFeeRecord => ({
        id: r.id,
        currency: r.currency as CurrencyCode,
        status: r.status,
        transactionFee: r.transactionFee,
      })),
      commission: commission.map((r): CommissionFeeRecord => ({
        id: r.id,
        currency: r.currency as CurrencyCode,
        status: r.status,
        platformType: r.platformType,
        appCommissionFee: r.appCommissionFee,
      })),
    };
  }

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

  /**
   * Applies a verified outcome (a callback's, or a status check's) exactly once: the conditional
   * update from 'p' lets one delivery win however many arrive at once; the rest find the order
   * settled and change nothing. An outcome that names no order of ours, or whose amount or currency
   * differ from the order's, is refused: logged with the reason, kept in the history, nothing moves.
   */
  async function applyOutcome(exec: Db, event: CallbackEvent, source: OutcomeSource): Promise<ApplyResult> {
    const [order] = await exec.select().from(orders).where(eq(orders.paymentRef, event.reference)).limit(1);
    const refuse = async (reason: string, orderId: number | null): Promise<ApplyResult> => {
      await record(exec, { orderId, kind: 'refused', eventId: event.eventId, outcome: event.outcome, detail: reason });
      deps.log.warn({ reference: event.reference, eventId: event.eventId, source, reason }, 'payment outcome refused');
      return { result: 'refused', reason, ...(orderId ? { orderId } : {}) };
    };
    if (!order || order.orderNo !== event.orderNo) return refuse(`no order ${event.orderNo}`, null);
    if (order.netAmount !== event.amount || order.currencyCode !== event.currency) {
      return refuse(
        `amount ${formatMoney(event.amount, event.currency)} differs from the order's ${formatMoney(order.netAmount, order.currencyCode)}`,
        order.id,
      );
    }
    const at = now();
    const outcome: 'c' | 'f' = event.outcome === 'paid' ? 'c' : 'f';
    const applied = await exec.transaction(async (tx) => {
      const [settled] = await tx
        .update(orders)
        .set({ status: outcome, settledAt: at, updatedAt: at, ...(event.paymentName ? { paymentName: event.paymentName } : {}) })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'p'), outcome === 'c' ? gt(orders.expiresAt, at) : undefined))
        .returning();
      if (!settled) return false;
      await record(tx, {
        orderId: order.id,
        kind: 'applied',
        eventId: event.eventId,
        outcome: event.outcome,
        applied: 'yes',
        detail: `${outcome === 'c' ? 'completed' : 'failed'} by ${source === 'callback' ? 'callback' : 'status check'}${event.paymentName ? ` (${event.paymentName})` : ''}`,
      });
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const titles = items.map((i) => i.ebookTitle).join(', ');
      if (outcome === 'c') {
        const itemIds = items.map((i) => i.cartItemId).filter((id): id is number => id !== null);
        if (itemIds.length) await tx.delete(cartItems).where(inArray(cartItems.id, itemIds));
        await notifications.notifyUser(
          order.userId,
          {
            notiType: NotiType.EBOOK,
            subject: `Thank you for your Dhamma dāna — order ${order.orderNo}`,
            content: `<p>Your order <strong>${order.orderNo}</strong> is complete: ${escapeHtml(titles)}.</p><p>သင်၏ ဓမ္မဒါန အော်ဒါ ${order.orderNo} ပြီးဆုံးပါပြီ။ သာဓု။</p>`,
            link: `/profile/orders/${order.id}`,
          },
          tx,
        );
      } else {
        await notifications.notifyUser(
          order.userId,
          {
            notiType: NotiType.EBOOK,
            subject: `Payment not completed — order ${order.orderNo}`,
            content: `<p>The payment for order <strong>${order.orderNo}</strong> did not go through. Your books are still in your cart.</p><p>အော်ဒါ ${order.orderNo} ၏ ငွေပေးချေမှု မအောင်မြင်ပါ။</p>`,
            link: '/profile/cart',
          },
          tx,
        );
      }
      return true;
    });
    if (!applied) {
      if (order.status === 'p' && order.expiresAt <= at && (await expireIfDue(order.id, exec))) {
        return refuse('the order expired before this outcome came', order.id);
      }
      const [current] = await exec.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).limit(1);
      await record(exec, {
        orderId: order.id,
        kind: 'refused',
        eventId: event.eventId,
        outcome: event.outcome,
        detail: `already ${{ c: 'completed', f: 'failed', p: 'pending' }[statusOf(current?.status ?? 'p')]}`,
      });
      return { result: 'ignored', orderId: order.id };
    }
    deps.paymentApplied?.(outcome === 'c' ? 'completed' : 'failed');
    if (outcome === 'c') {
      const mail = mailReceipt(order.id).catch((error: unknown) => deps.log.error({ err: error }, 'receipt mail failed'));
      // Inside reconciliation's transaction the mail reads after it commits (PGlite runs one transaction at a time).
      if (exec === db) await mail;
    }
    return { result: 'applied', orderId: order.id };
  }

  /**
   * One pending order asked about with the provider's status enquiry (where it has one) and the
   * answer applied through the same path as a callback; one past its time expires. True when the
   * order moved. Reconciliation and the console's status check both come here.
   */
  async function checkOne(exec: Db, order: { id: number; paymentRef: string | null }): Promise<boolean> {
    if (gateway.checkStatus && order.paymentRef) {
      try {
        const check = await gateway.checkStatus(order.paymentRef, exec);
        await record(exec, {
          orderId: order.id,
          kind: 'status_check',
          eventId: check.state === 'settled' ? check.event.eventId : '',
          outcome: check.state === 'settled' ? check.event.outcome : 'pending',
          detail: check.state === 'settled' ? `${gateway.name} says ${check.event.outcome}` : `${gateway.name} says pending`,
        });
        if (check.state === 'settled' && (await applyOutcome(exec, check.event, 'status_check')).result === 'applied') return true;
      } catch (error) {
        await record(exec, { orderId: order.id, kind: 'status_check', detail: `enquiry failed: ${(error as Error).message}` });
      }
    }
    return expireIfDue(order.id, exec);
  }

  /** 404 for an item that does not exist, 403 for someone else's. */
  async function assertItemAccess(callerId: number, cartItemId: number): Promise<never> {
    const [found] = await db
      .select({ userId: carts.userId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(cartItems.id, cartItemId))
      .limit(1);
    throw found && found.userId !== callerId ? forbidden() : notFound();
  }

  /** The receipt with the download link; the address it went to, or undefined when the member has none. */
  async function mailReceipt(orderId: number): Promise<string | undefined> {
    const order = await loadOrder(eq(orders.id, orderId));
    const [user] = await db.select().from(users).innerJoin(orders, eq(orders.userId, users.id)).where(eq(orders.id, orderId)).limit(1);
    const email = user?.users.email;
    if (!order || !email) return undefined;
    const money = (minor: number) => formatMoney(minor, order.currencyCode);
    const lines = order.orderItemList.map(
      (i) => `- ${i.ebookTitle}: ${money(i.unitMinPrice)}${i.orderDesc ? ` (dedication: ${i.orderDesc})` : ''}`,
    );
    await mailer.send({
      to: email,
      subject: `Receipt for your Dhamma dāna — ${order.orderNo}`,
      text: [
        `Thank you, ${order.userName}. Your order ${order.orderNo} is complete.`,
        '',
        ...lines,
        '',
        `Subtotal: ${money(order.subtotal)}`,
        `Service Fee: ${money(order.serviceFee)} (Commission Fee ${money(order.commissionFee)}, Transaction Fee ${money(order.transFee)})`,
        `Grand Total: ${money(order.netAmount)}`,
        '',
        `Download your books from ${deps.siteUrl}/profile/orders/${order.id}`,
        '',
        'သာဓု သာဓု သာဓု',
      ].join('\n'),
    });
    return email;
  }

  return {
    fees,

    async saveCart(callerId: number, currencyCode: CurrencyCode): Promise<{ id: number; currencyCode: CurrencyCode }> {
      const [created] = await db.insert(carts).values({ userId: callerId, currencyCode }).onConflictDoNothing().returning();
      if (created) return { id: created.id, currencyCode };
      const [existing] = await db.select().from(carts).where(eq(carts.userId, callerId)).limit(1);
      return { id: existing!.id, currencyCode: existing!.currencyCode as CurrencyCode };
    },

    /** undefined when the cart has no items (answered as '9999'). */
    async cart(callerId: number, cartId: number): Promise<Cart | undefined> {
      const row = await ownCart(callerId, cartId);
      const currency = row.currencyCode as CurrencyCode;
      const items = await itemsOf(row.id, currency);
      return items.length ? { id: row.id, items, currencyCode: currency } : undefined;
    },

    async addItem(callerId: number, input: AddItemPayload): Promise<CartItem> {
      const payload = addItemPayload.parse(input);
      const row = await ownCart(callerId, payload.cartId);
      const currency = row.currencyCode as CurrencyCode;
      if (payload.currencyCode !== currency) {
        throw new ValidationError([{ field: 'currencyCode', message: `Must be the cart's currency (${currency})` }]);
      }
      const book = (await catalog.forSale([payload.ebookId])).get(payload.ebookId);
      if (!book) {
        // A book visitors can see (Coming Soon) is a business answer; one they cannot is not found.
        if (await catalog.listedStatus(payload.ebookId)) throw new BusinessError(RespCode.EBOOK_NOT_AVAILABLE);
        throw notFound();
      }
      const min = book.minPrice[currency];
      // The price comes from the database; the donation may be more, never less.
      const donation = payload.unitDonatePrice ?? min;
      if (donation < min) {
        throw new ValidationError([{ field: 'unitDonatePrice', message: `Must be at least ${formatMoney(min, currency)}` }]);
      }
      const [item] = await db
        .insert(cartItems)
        .values({ cartId: row.id, ebookId: book.id, unitDonatePrice: donation, engravedText: toUnicode(payload.extraText.trim()) })
        .onConflictDoNothing()
        .returning();
      if (!item) throw new BusinessError(RespCode.ALREADY_IN_CART);
      await db.update(carts).set({ updatedAt: now() }).where(eq(carts.id, row.id));
      return {
        cartItemId: item.id,
        ebookId: book.id,
        title: book.title,
        titleMm: book.titleMm,
        imageUrl: book.imageUrl,
        unitMinPrice: min,
        unitDonatePrice: item.unitDonatePrice,
        engravedText: item.engravedText,
        currencyCode: currency,
      };
    },

    async updateItem(callerId: number, payload: UpdateItemPayload): Promise<void> {
      const row = await ownCart(callerId, payload.cartId);
      const text = toUnicode(payload.extraText.trim());
      if ([...text].length > 100) throw new ValidationError([{ field: 'extraText', message: 'Must be at most 100 characters' }]);
      const updated = await db
        .update(cartItems)
        .set({ engravedText: text })
        .where(and(eq(cartItems.id, payload.cartItemId), eq(cartItems.cartId, row.id), eq(cartItems.ebookId, payload.ebookId)))
        .returning({ id: cartItems.id });
      if (updated.length === 0) await assertItemAccess(callerId, payload.cartItemId);
    },

    async removeItem(callerId: number, cartItemId: number): Promise<void> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, cartItemId), sql`${cartItems.cartId} in (select id from carts where user_id = ${callerId})`))
        .returning({ id: cartItems.id });
      if (removed.length === 0) await assertItemAccess(callerId, cartItemId);
    },

    async clear(callerId: number): Promise<void> {
      await db.delete(cartItems).where(sql`${cartItems.cartId} in (select id from carts where user_id = ${callerId})`);
    },

    /**
     * Reprices every item in the new currency. The donor's generosity is kept as a ratio of the
     * minimum (giving twice the minimum in MMK means twice the minimum in USD), never below it.
     */
    async changeCurrency(callerId: number, cartId: number, currency: CurrencyCode): Promise<void> {
      const row = await ownCart(callerId, cartId);
      const from = row.currencyCode as CurrencyCode;
      if (from === currency) return;
      // Read the catalogue before the transaction: on PGlite a query outside it would wait for it forever.
      const before = await db.select({ ebookId: cartItems.ebookId }).from(cartItems).where(eq(cartItems.cartId, row.id));
      const books = await catalog.forSale(before.map((i) => i.ebookId));
      await db.transaction(async (tx) => {
        const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, row.id)).for('update');
        for (const item of items) {
          const book = books.get(item.ebookId);
          if (!book) continue;
          const oldMin = book.minPrice[from];
          const newMin = book.minPrice[currency];
          const repriced = oldMin > 0 ? Math.max(newMin, Math.round((item.unitDonatePrice * newMin) / oldMin)) : newMin;
          await tx.update(cartItems).set({ unitDonatePrice: repriced }).where(eq(cartItems.id, item.id));
        }
        await tx.update(carts).set({ currencyCode: currency, updatedAt: now() }).where(eq(carts.id, row.id));
      });
    },

    /**
     * The pending order of the selected items, fees computed here: a new one with its payment
     * started, in one transaction, or the one this checkout already has (checkout-once.ts): the
     * attempt its Idempotency-Key names, or the pending order of the same selection.
     */
    async checkout(callerId: number, payload: CheckoutPayload, idempotencyKey?: string): Promise<CheckoutStarted> {
      const requestKey = requestKeyOf(payload);
      if (idempotencyKey) {
        // A retry of an answered attempt is answered the same, whatever changed since.
        const earlier = await earlierAnswer(db, callerId, idempotencyKey, requestKey);
        if (earlier) return earlier;
      }
      const [row] = await db.select().from(carts).where(eq(carts.userId, callerId)).limit(1);
      if (!row) throw new BusinessError(RespCode.CART_EMPTY);
      const currency = row.currencyCode as CurrencyCode;
      if (payload.currencyCode !== currency) {
        throw new ValidationError([{ field: 'currencyCode', message: `Must be the cart's currency (${currency})` }]);
      }
      if (!gateway.currencies.includes(currency)) {
        throw new ValidationError([
          { field: 'currencyCode', message: `Is not taken by ${gateway.name}: change the cart to ${gateway.currencies.join(' or ')}` },
        ]);
      }
      const selected = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, row.id), inArray(cartItems.id, payload.cartItemIds)));
      if (selected.length !== new Set(payload.cartItemIds).size) {
        throw new ValidationError([{ field: 'cartItemIds', message: 'Must all be items in your cart' }]);
      }
      const books = await catalog.forSale(selected.map((i) => i.ebookId));
      const lines = selected.map((item) => {
        const book = books.get(item.ebookId);
        if (!book) throw new ValidationError([{ field: 'cartItemIds', message: 'Include an e-book that is no longer offered' }]);
        // Recomputed here: the donation stored with the item, never below today's minimum.
        return { item, book, price: Math.max(item.unitDonatePrice, book.minPrice[currency]) };
      });
      const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
      const feeRecords = await fees();
      const charge = computeFees(subtotal, currency, feeRecords.transaction, feeRecords.commission, {
        wholeUnits: gateway.wholeUnits.includes(currency),
      });
      // The member pays only the total they were shown: a change since is said first, nothing ordered.
      if (payload.expectedNetAmount !== undefined && payload.expectedNetAmount !== charge.grandTotal) {
        throw new BusinessError(RespCode.PRICE_CHANGED, undefined, { netAmount: charge.grandTotal });
      }
      const selectionKey = selectionKeyOf({
        provider: gateway.provider,
        currency,
        lines: lines.map((l) => ({ cartItemId: l.item.id, ebookId: l.book.id, price: l.price, engravedText: l.item.engravedText })),
        charge,
      });
      const [customer] = await db.select({ name: users.userFullName }).from(users).where(eq(users.id, callerId)).limit(1);
      const at = now();
      // An order about to expire is not handed out again: the payer needs time on the form.
      const usableUntil = new Date(at.getTime() + Math.min(5 * 60 * 1000, deps.orderTtlMs / 5));
      return db.transaction(async (tx) => {
        await oneCheckoutAtATime(tx, callerId);
        if (idempotencyKey) {
          const earlier = await earlierAnswer(tx, callerId, idempotencyKey, requestKey);
          if (earlier) return earlier;
        }
        const pending = await pendingOrderOf(tx, callerId, selectionKey, usableUntil);
        const started = pending ? replyOf(pending) : await startOrder(tx);
        if (idempotencyKey) await rememberAttempt(tx, { userId: callerId, key: idempotencyKey, requestKey, orderId: started.orderId, at });
        return started;
      });

      async function startOrder(tx: Db): Promise<CheckoutStarted> {
        const [created] = await tx
          .insert(orders)
          .values({
            orderNo: `pending-${at.getTime()}-${callerId}-${Math.random().toString(36).slice(2)}`,
            userId: callerId,
            status: 'p',
            currencyCode: currency,
            subtotal: charge.subtotal,
            commissionFee: charge.commissionFee,
            transFee: charge.transactionFee,
            serviceFee: charge.serviceFee,
            netAmount: charge.grandTotal,
            paymentName: gateway.name,
            orderDate: at,
            expiresAt: new Date(at.getTime() + deps.orderTtlMs),
            selectionKey,
          })
          .returning();
        const order = { ...created!, orderNo: orderNumber(created!.id, at) };
        await tx.insert(orderItems).values(
          lines.map((l) => ({
            orderId: order.id,
            ebookId: l.book.id,
            cartItemId: l.item.id,
            ebookTitle: l.book.title,
            ebookImageUrl: l.book.imageUrl,
            engravedText: l.item.engravedText,
            unitPrice: l.price,
          })),
        );
        await record(tx, { orderId: order.id, kind: 'created', detail: `${formatMoney(order.netAmount, currency)} with ${gateway.name}` });
        // In the transaction: a process that dies before the commit leaves neither the order nor its payment.
        const payment = await gateway.createPayment(
          {
            orderId: order.id,
            orderNo: order.orderNo,
            amount: order.netAmount,
            currency,
            customerName: customer?.name ?? '',
            items: [
              ...lines.map((l) => ({ name: l.book.title, amount: l.price })),
              ...(order.serviceFee > 0 ? [{ name: 'Service Fee', amount: order.serviceFee }] : []),
            ],
          },
          tx,
        );
        await tx
          .update(orders)
          .set({ orderNo: order.orderNo, paymentRef: payment.reference, paymentUrl: payment.redirectUrl })
          .where(eq(orders.id, order.id));
        await record(tx, {
          orderId: order.id,
          kind: 'redirected',
          eventId: payment.reference,
          detail: new URL(payment.redirectUrl, deps.siteUrl).origin,
        });
        return replyOf({ ...order, paymentUrl: payment.redirectUrl });
      }
    },

    async paymentStatus(callerId: number, orderId: number) {
      await expireIfDue(orderId);
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) throw notFound();
      if (row.userId !== callerId) throw forbidden();
      return {
        orderId: row.id,
        orderNo: row.orderNo,
        status: statusOf(row.status),
        netAmount: row.netAmount,
        currencyCode: row.currencyCode as CurrencyCode,
      };
    },

    /**
     * The provider and the currencies it takes (the checkout page tells a cart in another currency
     * before any order), and those it counts in whole units (the page computes the same total).
     */
    paymentOptions() {
      return { provider: gateway.name, currencies: [...gateway.currencies], wholeUnits: [...gateway.wholeUnits] };
    },

    /**
     * A callback body from the provider: verified (the result kept in the history whatever it is),
     * then applied once through the one path that moves an order.
     */
    async receiveCallback(body: unknown): Promise<ApplyResult> {
      const verified = gateway.verifyCallback(body);
      if (!verified.ok) {
        await record(db, { orderId: null, kind: 'callback', detail: `not verified: ${verified.reason}` });
        deps.log.warn({ reason: verified.reason }, 'payment callback refused');
        return { result: 'refused', reason: verified.reason, verified: false };
      }
      const event = verified.event;
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentRef, event.reference)).limit(1);
      await record(db, {
        orderId: order?.id ?? null,
        kind: 'callback',
        eventId: event.eventId,
        outcome: event.outcome,
        detail: `verified${event.providerStatus ? `: ${event.providerStatus}` : ''}${event.paymentName ? ` (${event.paymentName})` : ''}`,
      });
      return applyOutcome(db, event, 'callback');
    },

    /** Applies a verified callback event (the sandbox's tests call this directly). */
    applyCallback: (event: CallbackEvent) => applyOutcome(db, event, 'callback'),

    /**
     * Reconciliation (a scheduled job, under its lock): no callback comes for a pending or abandoned
     * payment, so every pending order older than a few minutes is asked about with the provider's
     * status enquiry where it has one, and applied through the same path as a callback; one past its
     * time expires. Returns the orders it moved.
     */
    async reconcile(tx: Db): Promise<number[]> {
      const cutoff = new Date(now().getTime() - (deps.reconcileAfterMs ?? RECONCILE_AFTER_MS));
      const pending = await tx
        .select({ id: orders.id, paymentRef: orders.paymentRef })
        .from(orders)
        .where(and(eq(orders.status, 'p'), lte(orders.orderDate, cutoff)))
        .orderBy(asc(orders.id))
        .limit(200);
      const moved: number[] = [];
      for (const order of pending) if (await checkOne(tx, order)) moved.push(order.id);
      return moved;
    },

    /** The receipt and download e-mail once more (a completed order only); the address it went to. */
    resendReceipt: mailReceipt,

    /** One pending order asked about now (the console's status check); true when it moved. */
    checkStatusNow: (order: { id: number; paymentRef: string | null }) => checkOne(db, order),

    /** A pending order is asked about once it is this old (the payer may still be on the form before). */
    reconcileAfterMs: deps.reconcileAfterMs ?? RECONCILE_AFTER_MS,

    /** An order's payment history, oldest first. */
    async paymentHistory(orderId: number) {
      return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.id));
    },

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type StoreService = ReturnType<typeof storeService>;
