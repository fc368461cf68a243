import { describe, expect, it } from 'vitest';
import { computeFees as contractFees, type CommissionFeeRecord, type TransactionFeeRecord } from '@mahasi/contract/store';
import { computeFees } from './fees';

const transaction: TransactionFeeRecord[] = [
  { id: 1, currency: 'MMK', status: '1', transactionFee: 99900 },
  { id: 2, currency: 'MMK', status: '0', transactionFee: 50000 },
  { id: 3, currency: 'USD', status: '0', transactionFee: 35 },
];
const commission: CommissionFeeRecord[] = [
  { id: 1, currency: 'MMK', status: '0', platformType: 'mobile', appCommissionFee: 900 },
  { id: 2, currency: 'MMK', status: '0', platformType: 'web', appCommissionFee: 250 },
  { id: 3, currency: 'USD', status: '0', platformType: 'web', appCommissionFee: 333 },
];

describe('checkout fees', () => {
  const cases: [number, string, TransactionFeeRecord[], CommissionFeeRecord[]][] = [
    [500000, 'MMK', transaction, commission],
    [1234567, 'MMK', transaction, commission],
    [150, 'USD', transaction, commission],
    [999, 'USD', transaction, commission],
    [0, 'MMK', transaction, commission],
    [500000, 'MMK', [], []],
    [250, 'USD', transaction.slice(0, 2), commission.slice(0, 2)],
  ];

  it.each(cases)('equals the contract formula for %i %s', (subtotal, currency, t, c) => {
    expect(computeFees(subtotal, currency, t, c)).toEqual(contractFees(subtotal, currency, t, c));
  });

  it('adds the active commission rate and the fixed fee', () => {
    expect(computeFees(500000, 'MMK', transaction, commission)).toEqual({
      subtotal: 500000,
      commissionFee: 12500,
      transactionFee: 50000,
      serviceFee: 62500,
      grandTotal: 562500,
    });
  });
});
