import { and, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@mahasi/contract/money';
import { IDEMPOTENCY_KEY_MAX, type CheckoutPayload } from '@mahasi/contract/store';
import type { Db } from '../../db/client.js';
import { lockKey } from '../../lib/jobs.js';
import { sha256 } from '../../lib/crypto.js';
import { ValidationError } from '../../lib/validation.js';
import { checkoutAttempts, orders } from './schema.js';

/**
 * One order per checkout (issue 27, decision 0046). A double click, a retry after a lost reply or
 * two tabs send the same checkout again; each used to make a pending order with its own payment
 * form, and a member could pay both. Now a member's checkouts run one at a time across every
 * instance (a transaction-scoped advisory lock on the member), and inside that:
 *
 * - a request with an `Idempotency-Key` already answered gets the same reply (the same order);
 *   the same key with another body is a 422;
 * - otherwise, while the same selection (the same cart items, engraving texts, prices, fees and
 *   provider) has a pending order that is not about to expire, that order is the answer;
 * - otherwise a new order is made, its payment started, in the same transaction.
 */

/** The checkout's reply: the order and where to pay it. */
export interface CheckoutStarted {
  orderId: number;
  orderNo: string;
  redirectUrl: string;
  netAmount: number;
  currencyCode: CurrencyCode;
}

/** Attempts are remembered this long; a key sent again later starts a new one. */
export const ATTEMPT_KEPT_MS = 24 * 60 * 60 * 1000;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The Idempotency-Key header checked: absent, or 1 to 255 visible ASCII characters (a UUID, say). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header : [header];
  if (value.length !== 1 || !value[0] || value[0].length > IDEMPOTENCY_KEY_MAX || !VISIBLE_ASCII.test(value[0])) {
    throw new ValidationError([
      { field: 'Idempotency-Key', message: `Must be one key of 1 to ${IDEMPOTENCY_KEY_MAX} visible characters (a UUID, say)` },
    ]);
  }
  return value[0];
}

/** A request body's digest, the same however its fields or items are ordered. */
export function requestKeyOf(payload: CheckoutPayload): string {
  return sha256(
    JSON.stringify([[...new Set(payload.cartItemIds)].sort((a, b) => a - b), payload.currencyCode, payload.expectedNetAmount ?? null]),
  );
}

export interface Selection {
  provider: string;
  currency: string;
  lines: { cartItemId: number; ebookId: number; price: number; engravedText: string }[];
  charge: { subtotal: number; commissionFee: number; transactionFee: number; serviceFee: number; grandTotal: number };
}

/** What was ordered at which prices and fees: two checkouts with the same key buy the same thing for the same money. */
export function selectionKeyOf(selection: Selection): string {
  const lines = [...selection.lines]
    .sort((a, b) => a.cartItemId - b.cartItemId)
    .map((line) => [line.cartItemId, line.ebookId, line.price, line.engravedText]);
  const { subtotal, commissionFee, transactionFee, serviceFee, grandTotal } = selection.charge;
  return sha256(
    JSON.stringify([selection.provider, selection.currency, lines, subtotal, commissionFee, transactionFee, serviceFee, grandTotal]),
  );
}

/** Until the transaction ends, the member's other checkouts (on any instance) wait for this one. */
export async function oneCheckoutAtATime(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey('store:checkout')}::int, ${userId}::int)`);
}

/** The reply of an order made by a checkout (its payment address kept with it). */
export function replyOf(order: typeof orders.$inferSelect): CheckoutStarted {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    redirectUrl: order.paymentUrl ?? '',
    netAmount: order.netAmount,
    currencyCode: order.currencyCode as CurrencyCode,
  };
}

/** The reply to an attempt already answered, or undefined; a 422 when the key came with another body. */
export async function earlierAnswer(exec: Db, userId: number, key: string, requestKey: string): Promise<CheckoutStarted | undefined> {
  const [row] = await exec
    .select({ attempt: checkoutAttempts, order: orders })
    .from(checkoutAttempts)
    .innerJoin(orders, eq(orders.id, checkoutAttempts.orderId))
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.key, key)))
    .limit(1);
  if (!row) return undefined;
  if (row.attempt.requestHash !== requestKey) {
    throw new ValidationError([{ field: 'Idempotency-Key', message: 'Was used for another checkout: send a new key for a new checkout' }]);
  }
  return replyOf(row.order);
}

export async function rememberAttempt(tx: Db, attempt: { userId: number; key: string; requestKey: string; orderId: number; at: Date }) {
  await tx.insert(checkoutAttempts).values({
    userId: attempt.userId,
    key: attempt.key,
    requestHash: attempt.requestKey,
    orderId: attempt.orderId,
    createdAt: attempt.at,
  });
}

/** The member's pending order of this selection that will not expire before `usableUntil`, if any. */
export async function pendingOrderOf(tx: Db, userId: number, selectionKey: string, usableUntil: Date) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.selectionKey, selectionKey),
        eq(orders.status, 'p'),
        gt(orders.expiresAt, usableUntil),
        isNotNull(orders.paymentUrl),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return order;
}

/** Forgets attempts older than ATTEMPT_KEPT_MS (a scheduled job). */
export async function forgetOldAttempts(tx: Db, now: Date): Promise<number> {
  const gone = await tx
    .delete(checkoutAttempts)
    .where(lt(checkoutAttempts.createdAt, new Date(now.getTime() - ATTEMPT_KEPT_MS)))
    .returning({ id: checkoutAttempts.id });
  return gone.length;
}
