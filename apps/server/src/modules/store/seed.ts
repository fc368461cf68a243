import type { Db } from '../../db/client.js';
import { appCommissionFees, transactionFees } from './schema.js';

/**
 * Fee records of the demo store: a fixed transaction fee per order (500.00 MMK, 0.30 USD) and a
 * 2.5 % platform commission on the web. Withdrawn records (status '1') show that only active ones count.
 */
export async function seedStore(db: Db): Promise<void> {
  await db.insert(transactionFees).values([
    { currency: 'MMK', status: '0', transactionFee: 50000 },
    { currency: 'USD', status: '0', transactionFee: 30 },
    { currency: 'MMK', status: '1', transactionFee: 100000 },
  ]);
  await db.insert(appCommissionFees).values([
    { currency: 'MMK', status: '0', platformType: 'web', appCommissionFee: 250 },
    { currency: 'USD', status: '0', platformType: 'web', appCommissionFee: 250 },
    { currency: 'MMK', status: '0', platformType: 'mobile', appCommissionFee: 300 },
  ]);
}
