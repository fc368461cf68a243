import { z } from 'zod';
import { positiveId } from './request.js';
import { envelope } from './envelope.js';
import { currencies } from './money.js';
import { feeStatuses, feePlatforms } from './constants/staff-fees.js';
export * from './constants/staff-fees.js';

/**
 * The fees desk of the staff console (under `/admin-api`, roles store and admin): the transaction
 * fee (a fixed amount per order, minor units) and the platform commission (basis points of the
 * subtotal: 250 is 2.5 %) per currency, the commission also per platform. Status '0' is active,
 * '1' withdrawn; checkout charges the active record of its currency (and the web platform), so
 * making a record active withdraws the other active one of the same currency (and platform).
 * Orders keep the fees they were placed with: a change never alters a placed order.
 */

export type FeeStatus = (typeof feeStatuses)[number];
export type FeePlatform = (typeof feePlatforms)[number];

const currency = z.enum(currencies, { error: `Must be one of ${currencies.join(', ')}` });
const status = z.enum(feeStatuses, { error: "Must be '0' (active) or '1' (withdrawn)" });
const wholeNumber = (max: number) =>
  z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').max(max, `Must be at most ${max}`);

export const transactionFeePayload = z.object({
  currency,
  status,
  /** Minor units of `currency` per order. */
  transactionFee: wholeNumber(100_000_000),
});
export type TransactionFeePayload = z.input<typeof transactionFeePayload>;

export const commissionFeePayload = z.object({
  currency,
  status,
  platformType: z.enum(feePlatforms, { error: `Must be one of ${feePlatforms.join(', ')}` }),
  /** Basis points of the subtotal (250 = 2.5 %; at most 100 %). */
  appCommissionFee: wholeNumber(10_000),
});
export type CommissionFeePayload = z.input<typeof commissionFeePayload>;

const recordMeta = { id: z.number().int(), updatedAt: z.string().nullable(), updatedByName: z.string().nullable() };
export const deskTransactionFee = z.object({
  ...recordMeta,
  currency: z.string(),
  status: z.string(),
  transactionFee: z.number().int(),
});
export type DeskTransactionFee = z.infer<typeof deskTransactionFee>;
export const deskCommissionFee = z.object({
  ...recordMeta,
  currency: z.string(),
  status: z.string(),
  platformType: z.string(),
  appCommissionFee: z.number().int(),
});
export type DeskCommissionFee = z.infer<typeof deskCommissionFee>;

export const deskFees = z.object({ transaction: z.array(deskTransactionFee), commission: z.array(deskCommissionFee) });
export type DeskFees = z.infer<typeof deskFees>;
export const deskFeesReply = envelope(deskFees);
export const deskTransactionFeeReply = envelope(deskTransactionFee);
export const deskCommissionFeeReply = envelope(deskCommissionFee);
export const feeIdParam = z.object({ id: positiveId() });
