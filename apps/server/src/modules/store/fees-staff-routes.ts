import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import * as api from '@mahasi/contract/staff-fees';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import type { StaffCaller } from '../../lib/staffCaller.js';
import type { FeesDesk } from './fees-desk.js';

const feeKeepers = ['admin', 'store'] as const;

/** The fees desk's staff routes (under /admin-api): the store and admins only. */
export const feesStaffRoutes =
  (desk: FeesDesk): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fees',
      staffRoute(feeKeepers, 'Fees desk: every transaction and commission fee record', { response: { 200: api.deskFeesReply } }),
      async () => ok(await desk.list()),
    );
    // The schema has checked the body; the type provider cannot name a generic schema's output, hence `as`.
    /** A kind of fee record's two writes: a new record, and a change of one (`id`); `active` says what making one active withdraws. */
    const feeRecordRoutes = <Payload>(
      kind: 'transaction' | 'commission',
      active: string,
      body: z.ZodType<Payload, unknown>,
      reply: z.ZodType,
      save: (caller: StaffCaller, id: number | undefined, input: Payload) => Promise<unknown>,
    ) => {
      app.post(
        `/fees/${kind}`,
        staffRoute(feeKeepers, `Fees desk: a new ${kind} fee record`, { body, response: { 200: reply } }),
        async (request) => ok(await save(staffOf(request), undefined, request.body as Payload), 'Fee saved.'),
      );
      app.post(
        `/fees/${kind}/:id`,
        staffRoute(feeKeepers, `Fees desk: change a ${kind} fee record (active withdraws ${active})`, {
          params: api.feeIdParam,
          body,
          response: { 200: reply },
        }),
        async (request) => ok(await save(staffOf(request), request.params.id, request.body as Payload), 'Fee saved.'),
      );
    };
    feeRecordRoutes('transaction', 'the other active one of its currency', api.transactionFeePayload, api.deskTransactionFeeReply, (...a) =>
      desk.saveTransaction(...a),
    );
    feeRecordRoutes(
      'commission',
      'the other active one of its currency and platform',
      api.commissionFeePayload,
      api.deskCommissionFeeReply,
      (...a) => desk.saveCommission(...a),
    );
  };
