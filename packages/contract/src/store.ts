import { z } from 'zod';
import { envelope, pageRequest, paged } from './envelope.js';
import { currencies } from './money.js';

export const ENGRAVING_MAX = 100;

export const currencyCode = z.enum(currencies, { error: 'Must be MMK or USD' });
const required = 'Is required';
const id = z.number({ error: required }).int().positive();

// ---- Cart (spec sections 2, 3, 7) ----

export const cartItem = z.object({
  cartItemId: z.number().int(),
  ebookId: z.number().int(),
  /** English title (Myanmar when there is none). */
  title: z.string(),
  /** Myanmar title (English when there is none). */
  titleMm: z.string(),
  imageUrl: z.string().nullable(),
  /** The e-book's minimum donation in the cart's currency, minor units. */
  unitMinPrice: z.number().int(),
  /** What the donor chose to give (at least unitMinPrice), minor units. */
  unitDonatePrice: z.number().int(),
  engravedText: z.string(),
  currencyCode,
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({
  id: z.number().int(),
  items: z.array(cartItem),
  currencyCode,
});
export type Cart = z.infer<typeof cart>;

export const saveCartPayload = z.object({ currencyCode: currencyCode.default('MMK') });
export const saveCartReply = envelope(z.object({ id: z.number().int(), currencyCode }));
/** respCode '9999' (data null) when the cart has no items. */
export const cartReply = envelope(cart.nullable());

export const addItemPayload = z.object({
  cartId: id,
  ebookId: id,
  currencyCode,
  /** Sent by the client for display only; the server reads the price from the database. */
  unitMinPrice: z.number().int().nonnegative().optional(),
  /** The donation, minor units; absent means the minimum. Below the minimum is refused. */
  unitDonatePrice: z.number().int().nonnegative().optional(),
  quantity: z.literal(1, { error: 'Must be 1' }).default(1),
  extraText: z.string().max(ENGRAVING_MAX, `Must be at most ${ENGRAVING_MAX} characters`).default(''),
});
export type AddItemPayload = z.input<typeof addItemPayload>;
export const addItemReply = envelope(cartItem);

export const updateItemPayload = z.object({
  cartId: id,
  cartItemId: id,
  ebookId: id,
  extraText: z.string().max(ENGRAVING_MAX, `Must be at most ${ENGRAVING_MAX} characters`),
});
export type UpdateItemPayload = z.infer<typeof updateItemPayload>;

export const changeCurrencyPayload = z.object({ cartId: id, currencyCode });
export type ChangeCurrencyPayload = z.infer<typeof changeCurrencyPayload>;

// ---- Fees (spec sections 3, 7, 9) ----

export const transactionFeeRecord = z.object({
  id: z.number().int(),
  currency: currencyCode,
  /** '0' active. */
  status: z.string(),
  /** A fixed amount per order, minor units of `currency`. */
  transactionFee: z.number().int(),
});
export type TransactionFeeRecord = z.infer<typeof transactionFeeRecord>;

export const commissionFeeRecord = z.object({
  id: z.number().int(),
  currency: currencyCode,
  status: z.string(),
  platformType: z.string(),
  /** A rate in basis points of the subtotal (250 = 2.5 %). */
  appCommissionFee: z.number().int(),
});
export type CommissionFeeRecord = z.infer<typeof commissionFeeRecord>;

export const feeListRequest = pageRequest;
export const transactionFeeReply = envelope(paged(transactionFeeRecord));
export const commissionFeeReply = envelope(paged(commissionFeeRecord));

// The fee formula lives in fees.ts, free of zod, so that the checkout page can use it too.
export { activeFees, computeFees, type Fees } from './fees.js';

// ---- Checkout and payment ----

export const checkoutPayload = z.object({
  cartItemIds: z.array(id).min(1, 'Must have at least one selected item').max(100),
  currencyCode,
});
export type CheckoutPayload = z.infer<typeof checkoutPayload>;

export const orderStatus = z.enum(['p', 'c', 'f']);
export type OrderStatus = z.infer<typeof orderStatus>;

export const checkoutReply = envelope(
  z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    /** Where the browser goes to pay (the gateway's hosted page). */
    redirectUrl: z.string(),
    netAmount: z.number().int(),
    currencyCode,
  }),
);

export const paymentStatusReply = envelope(
  z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    status: orderStatus,
    netAmount: z.number().int(),
    currencyCode,
  }),
);

// ---- Orders (spec sections 2, 3, 4, 7, 9) ----

export const ORDER_PAGE_SIZE = 10;

export const orderItem = z.object({
  id: z.number().int(),
  ebookId: z.number().int(),
  ebookTitle: z.string(),
  ebookImageUrl: z.string().nullable(),
  /** An https URL naming the e-book file; exchange it for a short-lived link with generateEbookFilePresignUrl. */
  ebookDownloadUrl: z.string().nullable(),
  /** The engraved text. */
  orderDesc: z.string(),
  /** The donation for this item, minor units. */
  unitMinPrice: z.number().int(),
  paymentName: z.string(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderDate: z.string(),
  userName: z.string(),
  totalQty: z.number().int(),
  netAmount: z.number().int(),
  currencyCode,
  paymentName: z.string(),
  status: orderStatus,
  serviceFee: z.number().int(),
  transFee: z.number().int(),
  subtotal: z.number().int(),
  commissionFee: z.number().int(),
  orderItemList: z.array(orderItem),
});
export type Order = z.infer<typeof order>;

export const orderFilter = pageRequest.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(ORDER_PAGE_SIZE),
  sortBy: z.enum(['order_no', 'order_date', 'id'], { error: "Must be 'order_no', 'order_date' or 'id'" }).default('order_no'),
  orderBy: z.enum(['ASC', 'DESC']).default('DESC'),
  searchObj: z
    .object({
      /** Ignored: the list is always the caller's. */
      userId: z.number().int().nullish(),
      /** '' or absent: every status (pending excluded); 'c' success; 'f' failed. */
      status: z.enum(['', 'c', 'f']).nullish(),
      /** YYYY-MM-DD: orders of that day (Asia/Yangon). */
      orderDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
        .or(z.literal(''))
        .nullish(),
      showNotExpiredOrder: z.boolean().default(true),
    })
    .default({ showNotExpiredOrder: true }),
  searchExceptObj: z.object({ status: z.string().nullish() }).default({ status: 'p' }),
});
export type OrderFilter = z.input<typeof orderFilter>;
export const orderPageReply = envelope(paged(order));
export const orderReply = envelope(order);

export const presignPayload = z.object({ fileUrl: z.string({ error: required }).min(1, required).max(2000) });
export const presignReply = envelope(z.object({ presignUrl: z.string(), expiresAt: z.string() }));
