import { z } from 'zod';
import { envelope, pageRequest, paged } from './envelope.js';
import { blankAsAbsent, calendarDay, optionalId, orderByField, pageNoField, pageSizeField, sortByField, typeMessage } from './request.js';
import { currencies } from './money.js';
export * from './constants/store.js';

export const ENGRAVING_MAX = 100;

export const currencyCode = z.enum(currencies, { error: 'Must be MMK or USD' });
const required = 'Is required';
/** Ids in a JSON body are numbers, never text. */
const id = z.number(typeMessage('Must be a number')).int('Must be a whole number').positive('Must be a positive whole number');
const minorUnits = z.number().int('Must be a whole number').nonnegative('Must not be negative');

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
  unitMinPrice: minorUnits.optional(),
  /** The donation, minor units; absent means the minimum. Below the minimum is refused. */
  unitDonatePrice: minorUnits.optional(),
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
export { activeFees, computeFees, type FeeOptions, type Fees } from './fees.js';

// ---- Checkout and payment ----

export const checkoutPayload = z.object({
  cartItemIds: z
    .array(id, typeMessage('Must be a list'))
    .min(1, 'Must have at least one selected item')
    .max(100, 'Must have at most 100 items'),
  currencyCode,
  /**
   * The grand total the member saw (minor units). When given and the server's total differs (a
   * price or a fee changed meanwhile), nothing is ordered: '0032' with `data.netAmount`.
   */
  expectedNetAmount: z.number(typeMessage('Must be a number')).int('Must be a whole number').min(0, 'Must be 0 or more').optional(),
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

/** The payment provider and the currencies it takes (a cart in another currency cannot be checked out). */
export const paymentOptionsReply = envelope(
  z.object({
    provider: z.string(),
    currencies: z.array(currencyCode),
    /** Currencies the provider counts in whole units only: the fees round the total up to one (computeFees' wholeUnits). */
    wholeUnits: z.array(currencyCode),
  }),
);
export type PaymentOptions = z.infer<typeof paymentOptionsReply>['data'];

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

export const orderFilter = z.object({
  pageNo: pageNoField(),
  pageSize: pageSizeField(ORDER_PAGE_SIZE, 1),
  sortBy: sortByField(['order_no', 'order_date', 'id'], 'order_no'),
  orderBy: orderByField('DESC'),
  searchObj: z
    .object({
      /** Ignored: the list is always the caller's. */
      userId: optionalId(),
      /** '', null or absent: every status (pending excluded); 'c' success; 'f' failed. */
      status: z.enum(['', 'c', 'f'], { error: "Must be 'c' or 'f'" }).nullish(),
      /** YYYY-MM-DD: orders of that day (Asia/Yangon); blank or null: every day. */
      orderDate: blankAsAbsent(calendarDay().optional()),
      showNotExpiredOrder: blankAsAbsent(z.boolean().default(true)),
    })
    .prefault({}),
  searchExceptObj: z.object({ status: z.string().nullish() }).default({ status: 'p' }),
});
export type OrderFilter = z.input<typeof orderFilter>;
export const orderPageReply = envelope(paged(order));
export const orderReply = envelope(order);

export const presignPayload = z.object({ fileUrl: z.string().min(1, required).max(2000, 'Must be at most 2000 characters') });
export const presignReply = envelope(z.object({ presignUrl: z.string(), expiresAt: z.string() }));
