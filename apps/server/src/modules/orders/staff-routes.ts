import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@mahasi/contract/staff-orders';
import { staffRoles } from '@mahasi/contract/staff';
import { staffOf, staffRoute } from '../../http/staffAuth.js';
import { ok } from '../../lib/envelope.js';
import { yangonDay } from '../../lib/yangonTime.js';
import type { DashboardService } from './dashboard.js';
import type { OrderDesk } from './service.js';
import { actorOf } from '../../lib/staffCaller.js';

/** The store managers and admins; no one else sees an order. */
const storeRoles = ['store', 'admin'] as const;

/** Orders and payments, and the console's dashboard (under /admin-api). */
export const orderStaffRoutes =
  (desk: OrderDesk, dashboard: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/list',
      staffRoute(storeRoles, 'Orders: search by order number, member name, e-mail or phone; filter, sort and page', {
        body: api.staffOrderFilter,
        response: { 200: api.staffOrderPageReply },
      }),
      async (request) => ok(await desk.list(request.body)),
    );
    app.post(
      '/orders/export',
      staffRoute(storeRoles, 'Orders: the filtered list as CSV (UTF-8 with BOM), streamed; audit-logged', {
        body: api.staffOrderExportFilter,
      }),
      async (request, reply) => {
        const lines = desk.exportCsv(actorOf(staffOf(request)), request.body);
        // The first chunk (the audit entry and the header) is read before the reply starts, so a bad request still gets its error.
        const first = await lines.next();
        const rest = async function* () {
          if (!first.done) yield first.value;
          yield* lines;
        };
        const day = yangonDay(new Date());
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(rest()));
      },
    );
    app.get(
      '/orders/:id',
      staffRoute(storeRoles, 'Orders: one order with its items, fees, member and payment history', {
        params: api.staffOrderIdParam,
        response: { 200: api.staffOrderDetailReply },
      }),
      async (request) => ok(await desk.detail(request.params.id)),
    );
    app.post(
      '/orders/:id/resend-email',
      staffRoute(storeRoles, "Orders: the receipt with the download link again, to the member's own address", {
        params: api.staffOrderIdParam,
        response: { 200: api.orderResendReply },
      }),
      async (request) => ok(await desk.resendEmail(actorOf(staffOf(request)), request.params.id), 'E-mail sent.'),
    );
    app.post(
      '/orders/:id/items/:itemId/regenerate',
      staffRoute(storeRoles, 'Orders: make the dedicated PDF of one item again', {
        params: api.staffOrderItemParam,
        response: { 200: api.orderItemRegenerateReply },
      }),
      async (request) =>
        ok(await desk.regenerate(actorOf(staffOf(request)), request.params.id, request.params.itemId), 'The PDF was made again.'),
    );
    app.post(
      '/orders/:id/check-status',
      staffRoute(storeRoles, 'Orders: ask the provider about a pending order and apply its answer (as a callback would)', {
        params: api.staffOrderIdParam,
        response: { 200: api.orderStatusCheckReply },
      }),
      async (request) => ok(await desk.checkStatus(actorOf(staffOf(request)), request.params.id)),
    );
    app.get(
      '/dashboard',
      staffRoute(staffRoles, "Dashboard: the parts the caller's role allows", { response: { 200: api.dashboardReply } }),
      async (request) => ok(await dashboard.forRole(staffOf(request).role)),
    );
  };
