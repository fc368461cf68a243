import { applyRate } from './money.js';
// Types only: this module loads without zod (the checkout page imports it).
import type { CommissionFeeRecord, TransactionFeeRecord } from './store.js';

export interface Fees {
  subtotal: number;
  commissionFee: number;
  transactionFee: number;
  /** commissionFee + transactionFee: what the order records as serviceFee. */
  serviceFee: number;
  grandTotal: number;
}

/** The active records for a currency (status '0'; commission also platformType 'web'). */
export function activeFees(currency: string, transaction: TransactionFeeRecord[], commission: CommissionFeeRecord[]) {
  return {
    transaction: transaction.find((r) => r.status === '0' && r.currency === currency),
    commission: commission.find((r) => r.status === '0' && r.currency === currency && r.platformType === 'web'),
  };
}

export interface FeeOptions {
  /**
   * The payment provider counts this currency in whole units only (Dinger's kyat): the commission
   * is then rounded up, by less than one unit, so that the grand total is a whole unit.
   */
  wholeUnits?: boolean;
}

/**
 * The fee formula, the same on the checkout page and on the server that charges it:
 * commission = subtotal × rate (basis points, rounded half up to a minor unit); transaction fee =
 * the fixed amount per order; service fee = commission + transaction fee; grand total = subtotal +
 * service fee. No active record means that fee is zero. An empty order has no fees. With
 * `wholeUnits`, the commission also takes what lifts the grand total to the next whole unit.
 */
export function computeFees(
  subtotal: number,
  currency: string,
  transaction: TransactionFeeRecord[],
  commission: CommissionFeeRecord[],
  options: FeeOptions = {},
): Fees {
  const active = activeFees(currency, transaction, commission);
  const rated = subtotal > 0 && active.commission ? applyRate(subtotal, active.commission.appCommissionFee) : 0;
  const transactionFee = subtotal > 0 && active.transaction ? active.transaction.transactionFee : 0;
  const unpaid = subtotal + rated + transactionFee;
  const commissionFee = options.wholeUnits ? rated + ((100 - (unpaid % 100)) % 100) : rated;
  const serviceFee = commissionFee + transactionFee;
  return { subtotal, commissionFee, transactionFee, serviceFee, grandTotal: subtotal + serviceFee };
}
