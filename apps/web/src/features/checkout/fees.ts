import type { CommissionFeeRecord, Fees, TransactionFeeRecord } from '@mahasi/contract/store';

/**
 * The fee formula of the contract (`computeFees` in @mahasi/contract/store), copied here so that the
 * checkout page does not load zod with the contract's schemas; fees.test.ts keeps the two equal.
 */
const applyRate = (minor: number, basisPoints: number) => Math.round((minor * basisPoints) / 10000);

/** The active records for a currency (status '0'; commission also platformType 'web'). */
export function activeFees(currency: string, transaction: TransactionFeeRecord[], commission: CommissionFeeRecord[]) {
  return {
    transaction: transaction.find((r) => r.status === '0' && r.currency === currency),
    commission: commission.find((r) => r.status === '0' && r.currency === currency && r.platformType === 'web'),
  };
}

/** What the server charges: commission = subtotal × rate, plus a fixed transaction fee; none on an empty order. */
export function computeFees(
  subtotal: number,
  currency: string,
  transaction: TransactionFeeRecord[],
  commission: CommissionFeeRecord[],
): Fees {
  const active = activeFees(currency, transaction, commission);
  const commissionFee = subtotal > 0 && active.commission ? applyRate(subtotal, active.commission.appCommissionFee) : 0;
  const transactionFee = subtotal > 0 && active.transaction ? active.transaction.transactionFee : 0;
  const serviceFee = commissionFee + transactionFee;
  return { subtotal, commissionFee, transactionFee, serviceFee, grandTotal: subtotal + serviceFee };
}
