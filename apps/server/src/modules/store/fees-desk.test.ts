import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { auditLog } from '../staff/schema.js';
import { createStaffTeam, staffCall, type TestStaff } from '../staff/test-factories.js';
import { appCommissionFees, orders, transactionFees } from './schema.js';
import { createEbook, seedFees } from './test-factories.js';

let t: TestApp;
let admin: TestStaff, store: TestStaff, editor: TestStaff, care: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-0123' });
  await seedFees(t);
  [admin, store, editor, care] = await createStaffTeam(t, ['admin', ['store', { fullName: 'Ma Store' }], 'editor', 'care']);
});
afterAll(() => t.close());

type Fees = { transaction: { id: number; currency: string; status: string; transactionFee: number }[]; commission: { id: number }[] };
const fees = async (): Promise<Fees> => (await staffCall(t, 'GET', '/fees', store.token)).json().data;
const activeMmk = async () => (await fees()).transaction.filter((r) => r.currency === 'MMK' && r.status === '0');

async function checkout(ebookId: number) {
  const member = await createMember(t);
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => (await t.member(method, url, member.token, body)).json();
  const cartId = (await call('POST', '/cart/save-cart', { currencyCode: 'MMK' })).data.id;
  const item = (await call('POST', '/cart/add-item', { cartId, ebookId, currencyCode: 'MMK', quantity: 1, extraText: '' })).data;
  const placed = await call('POST', '/payment/checkoutPayment', { cartItemIds: [item.cartItemId], currencyCode: 'MMK' });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.data.orderId));
  return order!;
}

describe('who may keep the fees', () => {
  it('lets the store and admins read and write fee records; refuses editors and care with 403', async () => {
    for (const [who, expected] of [
      [admin, 200],
      [store, 200],
      [editor, 403],
      [care, 403],
    ] as const) {
      expect((await staffCall(t, 'GET', '/fees', who.token)).statusCode, who.role).toBe(expected);
      const created = await staffCall(t, 'POST', '/fees/commission', who.token, {
        currency: 'USD',
        status: '1',
        platformType: 'mobile',
        appCommissionFee: 100,
      });
      expect(created.statusCode, who.role).toBe(expected);
    }
    const member = await createMember(t);
    expect((await staffCall(t, 'GET', '/fees', member.token)).statusCode).toBe(401);
  });
});

describe('fee records', () => {
  it('refuses bad input with 422 naming the field', async () => {
    for (const [url, body, field] of [
      ['/fees/transaction', { currency: 'EUR', status: '0', transactionFee: 100 }, 'currency'],
      ['/fees/transaction', { currency: 'MMK', status: '2', transactionFee: 100 }, 'status'],
      ['/fees/transaction', { currency: 'MMK', status: '0', transactionFee: -5 }, 'transactionFee'],
      ['/fees/transaction', { currency: 'MMK', status: '0', transactionFee: 1.5 }, 'transactionFee'],
      ['/fees/commission', { currency: 'MMK', status: '0', platformType: 'web', appCommissionFee: 10001 }, 'appCommissionFee'],
      ['/fees/commission', { currency: 'MMK', status: '0', platformType: 'tv', appCommissionFee: 100 }, 'platformType'],
    ] as const) {
      const res = await staffCall(t, 'POST', url, store.token, body);
      expect(res.statusCode, field).toBe(422);
      expect(JSON.stringify(res.json().errors), field).toContain(`"field":"${field}"`);
    }
    expect(
      (await staffCall(t, 'POST', '/fees/transaction/999999', store.token, { currency: 'MMK', status: '1', transactionFee: 1 })).statusCode,
    ).toBe(404);
  });

  it('keeps one active record per currency: making one active withdraws the other, and checkout charges it; placed orders keep theirs', async () => {
    const book = await createEbook(t, { minMmk: 1000000 });
    const before = await checkout(book.id);
    expect(before.transFee).toBe(50000);

    const created = (
      await staffCall(t, 'POST', '/fees/transaction', store.token, { currency: 'MMK', status: '0', transactionFee: 80000 })
    ).json().data;
    expect(created).toMatchObject({ status: '0', transactionFee: 80000, updatedByName: 'Ma Store' });
    expect((await activeMmk()).map((r) => r.id)).toEqual([created.id]);

    const after = await checkout(book.id);
    expect(after.transFee).toBe(80000);
    const [unchanged] = await t.database.db.select().from(orders).where(eq(orders.id, before.id));
    expect(unchanged).toMatchObject({ transFee: 50000, netAmount: before.netAmount, serviceFee: before.serviceFee });

    // The commission: withdrawn on the web, none is charged.
    const webMmk = (await t.database.db.select().from(appCommissionFees)).find(
      (r) => r.currency === 'MMK' && r.platformType === 'web' && r.status === '0',
    )!;
    const withdrawn = await staffCall(t, 'POST', `/fees/commission/${webMmk.id}`, admin.token, {
      currency: 'MMK',
      status: '1',
      platformType: 'web',
      appCommissionFee: webMmk.appCommissionFee,
    });
    expect(withdrawn.json().data.status).toBe('1');
    const noCommission = await checkout(book.id);
    expect(noCommission.commissionFee).toBe(0);
    // The mobile record of the same currency was not touched.
    const mobile = (await t.database.db.select().from(appCommissionFees)).find((r) => r.currency === 'MMK' && r.platformType === 'mobile');
    expect(mobile?.status).toBe('0');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'transaction_fee'));
    expect(audit.map((row) => row.action)).toContain('fee.transaction.create');
    const rows = await t.database.db.select().from(transactionFees).where(eq(transactionFees.currency, 'MMK'));
    expect(rows.filter((r) => r.status === '0')).toHaveLength(1);
  });
});
