import { and, asc, eq, ne } from 'drizzle-orm';
import {
  commissionFeePayload,
  transactionFeePayload,
  type CommissionFeePayload,
  type DeskCommissionFee,
  type DeskFees,
  type DeskTransactionFee,
  type TransactionFeePayload,
} from '@mahasi/contract/staff-fees';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { diff, recordAudit } from '../staff/audit.js';
import { appCommissionFees, transactionFees } from './schema.js';
import type { Actor, StaffCaller } from '../../lib/staffCaller.js';

const ACTIVE = '0';
const WITHDRAWN = '1';
const actorOf = (caller: StaffCaller): Actor => ({ staffId: caller.staffId, name: caller.fullName });

type TransactionRow = typeof transactionFees.$inferSelect;
type CommissionRow = typeof appCommissionFees.$inferSelect;

const transactionOf = (row: TransactionRow): DeskTransactionFee => ({
  id: row.id,
  currency: row.currency,
  status: row.status,
  transactionFee: row.transactionFee,
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedByName: row.updatedByName,
});
const commissionOf = (row: CommissionRow): DeskCommissionFee => ({
  id: row.id,
  currency: row.currency,
  status: row.status,
  platformType: row.platformType,
  appCommissionFee: row.appCommissionFee,
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedByName: row.updatedByName,
});

/**
 * The fee records the store keeps (roles store and admin). Checkout reads them as they are at that
 * moment and the order keeps what it charged, so a change here never touches a placed order. One
 * record is active per currency (and platform): making one active withdraws the other, in the same
 * transaction. Fee reads are not cached, so the next checkout charges the change at once.
 */
export function feesDesk(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async list(): Promise<DeskFees> {
      const [transaction, commission] = await Promise.all([
        db.select().from(transactionFees).orderBy(asc(transactionFees.currency), asc(transactionFees.id)),
        db
          .select()
          .from(appCommissionFees)
          .orderBy(asc(appCommissionFees.currency), asc(appCommissionFees.platformType), asc(appCommissionFees.id)),
      ]);
      return { transaction: transaction.map(transactionOf), commission: commission.map(commissionOf) };
    },

    /** A new record (id undefined) or a change to one. */
    async saveTransaction(caller: StaffCaller, id: number | undefined, input: TransactionFeePayload): Promise<DeskTransactionFee> {
      const payload = transactionFeePayload.parse(input);
      return db.transaction(async (tx) => {
        const values = { ...payload, updatedAt: now(), updatedByName: caller.fullName };
        let before: TransactionRow | undefined;
        if (id !== undefined) {
          [before] = await tx.select().from(transactionFees).where(eq(transactionFees.id, id)).for('update').limit(1);
          if (!before) throw notFound();
        }
        const [row] = before
          ? await tx.update(transactionFees).set(values).where(eq(transactionFees.id, before.id)).returning()
          : await tx.insert(transactionFees).values(values).returning();
        if (row!.status === ACTIVE) {
          await tx
            .update(transactionFees)
            .set({ status: WITHDRAWN, updatedAt: now(), updatedByName: caller.fullName })
            .where(and(eq(transactionFees.currency, row!.currency), eq(transactionFees.status, ACTIVE), ne(transactionFees.id, row!.id)));
        }
        const fields = (r: Partial<TransactionRow>) => ({ currency: r.currency, status: r.status, transactionFee: r.transactionFee });
        await recordAudit(tx, actorOf(caller), {
          action: before ? 'fee.transaction.update' : 'fee.transaction.create',
          entityType: 'transaction_fee',
          entityId: row!.id,
          changes: diff(before ? fields(before) : {}, fields(row!)),
        });
        return transactionOf(row!);
      });
    },

    async saveCommission(caller: StaffCaller, id: number | undefined, input: CommissionFeePayload): Promise<DeskCommissionFee> {
      const payload = commissionFeePayload.parse(input);
      return db.transaction(async (tx) => {
        const values = { ...payload, updatedAt: now(), updatedByName: caller.fullName };
        let before: CommissionRow | undefined;
        if (id !== undefined) {
          [before] = await tx.select().from(appCommissionFees).where(eq(appCommissionFees.id, id)).for('update').limit(1);
          if (!before) throw notFound();
        }
        const [row] = before
          ? await tx.update(appCommissionFees).set(values).where(eq(appCommissionFees.id, before.id)).returning()
          : await tx.insert(appCommissionFees).values(values).returning();
        if (row!.status === ACTIVE) {
          await tx
            .update(appCommissionFees)
            .set({ status: WITHDRAWN, updatedAt: now(), updatedByName: caller.fullName })
            .where(
              and(
                eq(appCommissionFees.currency, row!.currency),
                eq(appCommissionFees.platformType, row!.platformType),
                eq(appCommissionFees.status, ACTIVE),
                ne(appCommissionFees.id, row!.id),
              ),
            );
        }
        const fields = (r: Partial<CommissionRow>) => ({
          currency: r.currency,
          status: r.status,
          platformType: r.platformType,
          appCommissionFee: r.appCommissionFee,
        });
        await recordAudit(tx, actorOf(caller), {
          action: before ? 'fee.commission.update' : 'fee.commission.create',
          entityType: 'commission_fee',
          entityId: row!.id,
          changes: diff(before ? fields(before) : {}, fields(row!)),
        });
        return commissionOf(row!);
      });
    },
  };
}

export type FeesDesk = ReturnType<typeof feesDesk>;
