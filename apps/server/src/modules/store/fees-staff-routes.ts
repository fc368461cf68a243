import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commissionFeePayload,
  deskCommissionFeeReply,
  deskFeesReply,
  deskTransactionFeeReply,
  feeIdParam,
  transactionFeePayload,
} from '@mahasi/contract/staff-fees';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { FeesDesk } from './fees-desk.js';

const feeKeepers = ['admin', 'store'] as const;

/** The fees desk's staff routes (under /admin-api): the store and admins only. */
export const feesStaffRoutes =
  (desk: FeesDesk): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fees',
      staffRoute(feeKeepers, 'Fees desk: every transaction and commission fee record', { response: { 200: deskFeesReply } }),
      async () => ok(await desk.list()),
    );
    app.post(
      '/fees/transaction',
      staffRoute(feeKeepers, 'Fees desk: a new transaction fee record', {
        body: transactionFeePayload,
        response: { 200: deskTransactionFeeReply },
      }),
      async (request) => ok(await desk.saveTransaction(staffOf(request), undefined, request.body), 'Fee saved.'),
    );
    app.post(
      '/fees/transaction/:id',
      staffRoute(feeKeepers, 'Fees desk: change a transaction fee record (active withdraws the other active one of its currency)', {
        params: feeIdParam,
        body: transactionFeePayload,
        response: { 200: deskTransactionFeeReply },
      }),
      async (request) => ok(await desk.saveTransaction(staffOf(request), request.params.id, request.body), 'Fee saved.'),
    );
    app.post(
      '/fees/commission',
      staffRoute(feeKeepers, 'Fees desk: a new commission fee record', {
        body: commissionFeePayload,
        response: { 200: deskCommissionFeeReply },
      }),
      async (request) => ok(await desk.saveCommission(staffOf(request), undefined, request.body), 'Fee saved.'),
    );
    app.post(
      '/fees/commission/:id',
      staffRoute(
        feeKeepers,
        'Fees desk: change a commission fee record (active withdraws the other active one of its currency and platform)',
        { params: feeIdParam, body: commissionFeePayload, response: { 200: deskCommissionFeeReply } },
      ),
      async (request) => ok(await desk.saveCommission(staffOf(request), request.params.id, request.body), 'Fee saved.'),
    );
  };
