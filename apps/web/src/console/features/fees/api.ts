import { readQuery, staffApi } from '../../lib/api';
import { feePaths } from '@mahasi/contract/constants/staff-fees';
import type {
  CommissionFeePayload,
  DeskCommissionFee,
  DeskFees,
  DeskTransactionFee,
  TransactionFeePayload,
} from '@mahasi/contract/staff-fees';

export const feeKeys = { all: ['console', 'fees'] as const };

export const feeQueries = {
  list: () => readQuery<DeskFees>(feeKeys.all, feePaths.list, { staleTime: 0 }),
};

export const feeApi = {
  saveTransaction: (id: number | undefined, payload: TransactionFeePayload) =>
    staffApi.post<DeskTransactionFee>(id ? feePaths.updateTransaction(id) : feePaths.createTransaction, payload),
  saveCommission: (id: number | undefined, payload: CommissionFeePayload) =>
    staffApi.post<DeskCommissionFee>(id ? feePaths.updateCommission(id) : feePaths.createCommission, payload),
};
