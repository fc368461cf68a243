import type * as fees from '@mahasi/contract/staff-fees';

/** The fees desk's contract restated for the console (no zod at run time); contract.test.ts compares them. */
export type {
  CommissionFeePayload,
  DeskCommissionFee,
  DeskFees,
  DeskTransactionFee,
  FeePlatform,
  FeeStatus,
  TransactionFeePayload,
} from '@mahasi/contract/staff-fees';

export const feeStatuses: typeof fees.feeStatuses = ['0', '1'];
export const feePlatforms: typeof fees.feePlatforms = ['web', 'mobile'];
export const feePaths: typeof fees.feePaths = {
  list: '/fees',
  createTransaction: '/fees/transaction',
  updateTransaction: (id: number) => `/fees/transaction/${id}`,
  createCommission: '/fees/commission',
  updateCommission: (id: number) => `/fees/commission/${id}`,
};
