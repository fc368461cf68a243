import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { RespCode } from '@mahasi/contract/codes';
import { NotiType } from '@mahasi/contract/notification';
import { formatMoney, type CurrencyCode } from '@mahasi/contract/money';
import { computeFees, type CheckoutPayload, type CommissionFeeRecord, type TransactionFeeRecord } from '@mahasi/contract/store';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { BusinessError, forbidden, notFound } from '../../lib/errors.js';
import { ValidationError } from '../../lib/validation.js';
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
import type { CallbackEvent } from './gateway.js';
import { orderNumber, statusOf, type OrderBook } from './order-book.js';
import { appCommissionFees, cartItems, carts, orderItems, orders, paymentEvents, transactionFees } from './schema.js';
import type { StoreDeps } from './deps.js';

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

/**
 * Checkout, payment and reconciliation: the pending order of a checkout, the provider's outcome
 * applied once (callback or status check), the receipt, and the fees a checkout is charged.
 */
export function paymentService(deps: StoreDeps, book: OrderBook) {
  const { db, catalog, gateway, notifications, mailer, now } = deps;
  const { loadOrder, record, expireIfDue } = book;

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
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
