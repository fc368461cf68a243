import { describe, expect, it } from 'vitest';
import { computeFees } from './fees.js';
import type { CommissionFeeRecord, TransactionFeeRecord } from './store.js';

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

describe('the fee formula', () => {
  it('adds the active commission rate and the fixed fee', () => {
    expect(computeFees(500000, 'MMK', transaction, commission)).toEqual({
      subtotal: 500000,
      commissionFee: 12500,
      transactionFee: 50000,
      serviceFee: 62500,
      grandTotal: 562500,
    });
  });

  it('rounds the commission half up to a minor unit, per currency', () => {
    // 999 × 3.33 % = 33.2667 → 33; 150 × 3.33 % = 4.995 → 5
    expect(computeFees(999, 'USD', transaction, commission)).toMatchObject({ commissionFee: 33, transactionFee: 35, grandTotal: 1067 });
    expect(computeFees(150, 'USD', transaction, commission)).toMatchObject({ commissionFee: 5, grandTotal: 190 });
  });

  it('charges nothing on an empty order, and no fee without an active record', () => {
    expect(computeFees(0, 'MMK', transaction, commission)).toMatchObject({ serviceFee: 0, grandTotal: 0 });
    expect(computeFees(500000, 'MMK', [], [])).toMatchObject({ serviceFee: 0, grandTotal: 500000 });
    // Inactive (status '1') and mobile-only records do not apply.
    expect(computeFees(250, 'USD', transaction.slice(0, 2), commission.slice(0, 2))).toMatchObject({ serviceFee: 0 });
  });

  it('rounds the commission up to a whole unit of the grand total for a provider that counts whole units (Dinger’s kyat)', () => {
    // 3,333.00 MMK × 2.5 % = 83.325 → 83.33; + 500.00 = 3,916.33 → the commission takes 0.67 more: 3,917.00
    expect(computeFees(333300, 'MMK', transaction, commission, { wholeUnits: true })).toEqual({
      subtotal: 333300,
      commissionFee: 8400,
      transactionFee: 50000,
      serviceFee: 58400,
      grandTotal: 391700,
    });
    expect(computeFees(333300, 'MMK', transaction, commission).grandTotal).toBe(391633);
    // Already whole: nothing added. A subtotal with pya and no commission record: the rounding is the commission.
    expect(computeFees(500000, 'MMK', transaction, commission, { wholeUnits: true })).toMatchObject({
      commissionFee: 12500,
      grandTotal: 562500,
    });
    expect(computeFees(350050, 'MMK', [], [], { wholeUnits: true })).toMatchObject({
      commissionFee: 50,
      serviceFee: 50,
      grandTotal: 350100,
    });
    expect(computeFees(0, 'MMK', transaction, commission, { wholeUnits: true })).toMatchObject({ grandTotal: 0 });
  });
});
