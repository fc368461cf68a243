import { z } from 'zod';
import { envelope, paged } from './envelope.js';
import { currencies } from './money.js';
import {
  blankAsAbsent,
  calendarDay,
  optionalChoice,
  orderByField,
  pageNoField,
  pageSizeField,
  positiveId,
  searchText,
  sortByField,
} from './request.js';
import { staffOrderStatuses, staffOrderSortKeys } from './constants/staff-orders.js';
export * from './constants/staff-orders.js';

/**
 * Orders and payments in the staff console (`/admin-api/orders`, roles store and admin): every
 * member's orders with search, filters, sort and a CSV export (audit-logged with who exported);
 * one order with its items, fees, member and payment history; and the support actions of a
 * member's call: resend the download e-mail, make the dedicated PDF again, and ask the provider
 * about a pending order (applied through the same path as a callback). No call marks an order paid.
 *
 * The dashboard (`/admin-api/dashboard`) is the console's home: each part is sent to the roles it
 * belongs to.
 */

/** A day that exists (no 2026-13-45): the database would refuse it. */
const day = () => blankAsAbsent(calendarDay().optional());

export const staffOrderSearch = z
  .object({
    /** Order number, member name, e-mail or phone contains. */
    text: searchText(),
    status: optionalChoice(staffOrderStatuses),
    currencyCode: optionalChoice(currencies),
    /** The payment name contains (Sandbox Pay, KBZ Pay, …). */
    paymentName: searchText(),
    /** YYYY-MM-DD, Myanmar time, inclusive. */
    from: day(),
    to: day(),
  })
  .prefault({});

export const staffOrderFilter = z.object({
  searchObj: staffOrderSearch,
  pageNo: pageNoField(),
  pageSize: pageSizeField(20, 1, 100),
  sortBy: sortByField(staffOrderSortKeys, 'order_date'),
  orderBy: orderByField('DESC'),
});
export type StaffOrderFilter = z.input<typeof staffOrderFilter>;

/** The export takes the list's filter and sort; it has no pages. */
export const staffOrderExportFilter = staffOrderFilter.omit({ pageNo: true, pageSize: true });
export type StaffOrderExportFilter = z.input<typeof staffOrderExportFilter>;

export const staffOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(staffOrderStatuses),
  currencyCode: z.string(),
  /** Minor units. */
  netAmount: z.number().int(),
  paymentName: z.string(),
  orderDate: z.string(),
  memberId: z.number().int(),
  userFullName: z.string(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  itemCount: z.number().int(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRow>;
export const staffOrderPageReply = envelope(paged(staffOrderRow));

export const staffOrderItem = z.object({
  id: z.number().int(),
  ebookId: z.number().int(),
  ebookTitle: z.string(),
  engravedText: z.string(),
  unitPrice: z.number().int(),
  /** The copy with the dedication page has been made. */
  dedicated: z.boolean(),
});

export const paymentEventRow = z.object({
  id: z.number().int(),
  /** created, redirected, callback, status_check, applied, refused, expired. */
  kind: z.string(),
  provider: z.string(),
  eventId: z.string(),
  outcome: z.string(),
  applied: z.boolean(),
  detail: z.string(),
  receivedAt: z.string(),
});
export type PaymentEventRow = z.infer<typeof paymentEventRow>;

export const staffOrderDetail = staffOrderRow.extend({
  subtotal: z.number().int(),
  commissionFee: z.number().int(),
  transFee: z.number().int(),
  serviceFee: z.number().int(),
  paymentRef: z.string().nullable(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
  items: z.array(staffOrderItem),
  history: z.array(paymentEventRow),
  /** A pending order old enough to ask the provider about. */
  canCheckStatus: z.boolean(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;
export const staffOrderDetailReply = envelope(staffOrderDetail);

export const staffOrderIdParam = z.object({ id: positiveId() });
export const staffOrderItemParam = z.object({ id: positiveId(), itemId: positiveId() });

/** Where the download e-mail went (masked). */
export const orderResendReply = envelope(z.object({ sentTo: z.string() }));
export const orderItemRegenerateReply = envelope(z.object({ itemId: z.number().int() }));
/** What the provider said and what changed. */
export const orderStatusCheckReply = envelope(
  z.object({ answer: z.enum(['pending', 'paid', 'cancelled', 'failed']), status: z.enum(staffOrderStatuses) }),
);

// ---------------------------------------------------------------------------------------------
// Dashboard

export const donationTotal = z.object({ currencyCode: z.string(), amount: z.number().int(), orders: z.number().int() });
export type DonationTotal = z.infer<typeof donationTotal>;

export const dashboard = z.object({
  /**
   * Who takes the store's payments, sent to every role: with the sandbox, payers approve their own
   * payments and no real money moves, and the console says so on its home.
   */
  paymentProvider: z.enum(['sandbox', 'dinger']),
  /** Completed orders by when they were paid (settled), in Myanmar time; never summed across currencies. */
  donations: z
    .object({
      today: z.array(donationTotal),
      week: z.array(donationTotal),
      month: z.array(donationTotal),
      year: z.array(donationTotal),
      /** The last 90 days (Myanmar time), oldest first: day YYYY-MM-DD. */
      daily: z.array(z.object({ day: z.string(), currencyCode: z.string(), amount: z.number().int(), orders: z.number().int() })),
      /**
       * Given most this year: the book's titles in both languages (the console shows the reader's), and
       * `title`, the one the latest order kept (for a book no longer in the store).
       */
      topEbooks: z.array(
        z.object({ ebookId: z.number().int(), title: z.string(), titleEn: z.string(), titleMm: z.string(), count: z.number().int() }),
      ),
      byStatus: z.array(z.object({ status: z.enum(staffOrderStatuses), count: z.number().int() })),
    })
    .nullable(),
  /** New members per week (weeks start on Monday, Myanmar time), the last 12 weeks, oldest first. */
  members: z.array(z.object({ week: z.string(), count: z.number().int() })).nullable(),
  /** This month (Myanmar time): the most read posts (counted views) and the most played talks (counted plays), ten each. */
  reading: z
    .object({
      /** `title` is the post's primary title; `titleEn` and `titleMm` its two versions (either may be empty). */
      posts: z.array(
        z.object({ id: z.number().int(), title: z.string(), titleEn: z.string(), titleMm: z.string(), count: z.number().int() }),
      ),
      talks: z.array(z.object({ id: z.number().int(), titleEn: z.string(), titleMm: z.string(), count: z.number().int() })),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardReply = envelope(dashboard);
