import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';
import { createdAt, updatedAt, ownedBy } from '../../db/columns.js';

/** One cart per member. Prices are minor units of the cart's currency. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    currencyCode: text('currency_code').notNull().default('MMK'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_id_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: ownedBy('cart_id', () => carts.id),
    ebookId: integer('ebook_id').notNull(),
    /** The donation the member chose, at least the e-book's minimum in the cart's currency. */
    unitDonatePrice: integer('unit_donate_price').notNull(),
    engravedText: text('engraved_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_ebook_key').on(t.cartId, t.ebookId)],
);

/** Fixed transaction fee per order and currency (minor units). */
export const transactionFees = pgTable('transaction_fees', {
  id: serial('id').primaryKey(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('0'),
  transactionFee: integer('transaction_fee').notNull(),
  // Kept by the console's fees desk.
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedByName: text('updated_by_name'),
});

/** Platform commission rate in basis points of the subtotal, per currency and platform. */
export const appCommissionFees = pgTable('app_commission_fees', {
  id: serial('id').primaryKey(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('0'),
  platformType: text('platform_type').notNull().default('web'),
  appCommissionFee: integer('app_commission_fee').notNull(),
  // Kept by the console's fees desk.
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedByName: text('updated_by_name'),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-readable and unique: MH-YYYYMMDD-000123. */
    orderNo: text('order_no').notNull(),
    userId: ownedBy('user_id', () => users.id),
    /** p pending, c completed, f failed. */
    status: text('status').notNull().default('p'),
    currencyCode: text('currency_code').notNull(),
    subtotal: integer('subtotal').notNull(),
    commissionFee: integer('commission_fee').notNull(),
    transFee: integer('trans_fee').notNull(),
    serviceFee: integer('service_fee').notNull(),
    netAmount: integer('net_amount').notNull(),
    paymentName: text('payment_name').notNull(),
    /** The gateway's reference for this payment. */
    paymentRef: text('payment_ref'),
    /** Where the payer goes to pay: a repeated checkout of the same selection is sent there again. */
    paymentUrl: text('payment_url'),
    /** What was ordered at which prices and fees (checkout-once.ts): the same selection, while pending, is this order. */
    selectionKey: text('selection_key'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    /** A pending order past this time can never complete. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    uniqueIndex('orders_payment_ref_key').on(t.paymentRef),
    index('orders_user_status_no_idx').on(t.userId, t.status, t.orderNo),
    index('orders_user_date_idx').on(t.userId, t.orderDate),
    // The console: the newest orders first, and donations by when they were paid.
    index('orders_order_date_idx').on(t.orderDate),
    index('orders_status_settled_idx').on(t.status, t.settledAt),
    index('orders_user_selection_idx').on(t.userId, t.selectionKey),
  ],
);

/**
 * Checkout attempts named by the web app's Idempotency-Key header: the same key is answered with
 * the same order; with another request body, refused. Kept a day.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    /** The request body's digest: the same key with another body is a mistake of the client's. */
    requestHash: text('request_hash').notNull(),
    orderId: ownedBy('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkout_attempts_user_key').on(t.userId, t.key), index('checkout_attempts_created_at_idx').on(t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    ebookId: integer('ebook_id').notNull(),
    cartItemId: integer('cart_item_id'),
    /** Title and cover as they were when the order was placed. */
    ebookTitle: text('ebook_title').notNull(),
    ebookImageUrl: text('ebook_image_url'),
    engravedText: text('engraved_text').notNull().default(''),
    unitPrice: integer('unit_price').notNull(),
    /** The private file of the book with its dedication page, made on first download and kept. */
    dedicatedFileKey: text('dedicated_file_key'),
  },
  (t) => [index('order_items_order_id_idx').on(t.orderId), index('order_items_ebook_id_idx').on(t.ebookId)],
);

/**
 * An order's payment history: every event of its payment (created, redirected to the provider,
 * callback received with the result of its verification, status check, applied, refused, expired),
 * verified or not. An audit trail; the order row decides.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    /** Null for a callback naming no order of ours. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** created, redirected, callback, status_check, applied, refused, expired. */
    kind: text('kind').notNull().default('callback'),
    /** sandbox or dinger. */
    provider: text('provider').notNull().default('sandbox'),
    /** The provider's event or transaction id ('' for our own events). */
    eventId: text('event_id').notNull(),
    /** paid, cancelled, pending, or '' when there is none. */
    outcome: text('outcome').notNull(),
    /** yes when this event moved the order. */
    applied: text('applied')
      .notNull()
      .default(sql`'no'`),
    /** What happened, in words: the verification result, the reason for a refusal, the payment name. */
    detail: text('detail').notNull().default(''),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_events_order_id_idx').on(t.orderId)],
);

/**
 * The built-in sandbox gateway's own records, kept apart from orders as a real gateway would keep
 * them on its side.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  orderId: integer('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** open, paid, cancelled */
  state: text('state').notNull().default('open'),
  createdAt: createdAt(),
});
