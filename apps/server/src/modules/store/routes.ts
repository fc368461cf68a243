import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RespCode } from '@mahasi/contract/codes';
import { emptyEnvelope } from '@mahasi/contract/envelope';
import {
  addItemPayload,
  addItemReply,
  cartReply,
  changeCurrencyPayload,
  checkoutPayload,
  checkoutReply,
  commissionFeeReply,
  IDEMPOTENCY_KEY_HEADER,
  feeListRequest,
  orderFilter,
  orderPageReply,
  orderReply,
  paymentOptionsReply,
  paymentStatusReply,
  presignPayload,
  presignReply,
  saveCartPayload,
  saveCartReply,
  transactionFeeReply,
  updateItemPayload,
} from '@mahasi/contract/store';
import { callerOf } from '../../http/auth.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyKeyOf } from './checkout-once.js';
import type { DownloadService } from './downloads.js';
import type { StoreService } from './service.js';
import { MAX_ID } from '@mahasi/contract/request';

const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
/** The caller's own data, cached until they (or a payment callback, or an expiry) change it. */
const ownReplies = { member: true, scopes: () => [] };
const readOnly = { readOnly: true };

/** Member routes of the e-book store: cart, fees, checkout, orders, downloads (spec section 7). */
export const storeRoutes =
  (store: StoreService, downloads: DownloadService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['store'];

    app.post(
      '/cart/save-cart',
      { schema: { tags, summary: "Create the caller's cart (or return it)", body: saveCartPayload, response: { 200: saveCartReply } } },
      async (request) => ok(await store.saveCart(callerOf(request).userId, request.body.currencyCode)),
    );

    app.get(
      '/cart/cart-item-list/:id',
      {
        // The items carry each e-book's title, cover and minimum price: content changes drop it too.
        config: { cache: { member: true, scopes: () => ['content'] } },
        schema: { tags, summary: "The cart's items; '9999' when it has none", params: idParam, response: { 200: cartReply } },
      },
      async (request) => {
        const cart = await store.cart(callerOf(request).userId, request.params.id);
        return cart ? ok(cart) : { respCode: RespCode.CART_EMPTY, respMsg: 'No items in the cart.', data: null };
      },
    );

    app.post(
      '/cart/add-item',
      {
        schema: {
          tags,
          summary: "Add an e-book; '0030' when it is already in the cart",
          body: addItemPayload,
          response: { 200: addItemReply },
        },
      },
      async (request) => ok(await store.addItem(callerOf(request).userId, request.body), 'Item added to cart successfully.'),
    );

    app.post(
      '/cart/update-item',
      { schema: { tags, summary: 'Save the engraving text', body: updateItemPayload, response: { 200: emptyEnvelope } } },
      async (request) => {
        await store.updateItem(callerOf(request).userId, request.body);
        return ok(null, 'Engraving text updated successfully.');
      },
    );

    app.delete(
      '/cart/remove-item/:id',
      { schema: { tags, summary: 'Remove one item', params: idParam, response: { 200: emptyEnvelope } } },
      async (request) => {
        await store.removeItem(callerOf(request).userId, request.params.id);
        return ok(null, 'Item removed from cart successfully.');
      },
    );

    app.delete('/cart/clear', { schema: { tags, summary: 'Remove every item', response: { 200: emptyEnvelope } } }, async (request) => {
      await store.clear(callerOf(request).userId);
      return ok(null, 'Cart cleared successfully.');
    });

    app.post(
      '/cart/change-currency',
      { schema: { tags, summary: 'Reprice the cart in another currency', body: changeCurrencyPayload, response: { 200: emptyEnvelope } } },
      async (request) => {
        await store.changeCurrency(callerOf(request).userId, request.body.cartId, request.body.currencyCode);
        return ok(null, 'Currency changed successfully.');
      },
    );

    app.post(
      '/transactionFee/getDataByPagination',
      {
        config: readOnly,
        schema: { tags, summary: 'Transaction fee records', body: feeListRequest, response: { 200: transactionFeeReply } },
      },
      async () => {
        const { transaction } = await store.fees();
        return ok({ dataList: transaction, currentPageNo: 1, pageSize: transaction.length, numOfPages: 1, numOfRows: transaction.length });
      },
    );

    app.post(
      '/appCommissionFee/getDataByPagination',
      {
        config: readOnly,
        schema: { tags, summary: 'Commission fee records', body: feeListRequest, response: { 200: commissionFeeReply } },
      },
      async () => {
        const { commission } = await store.fees();
        return ok({ dataList: commission, currentPageNo: 1, pageSize: commission.length, numOfPages: 1, numOfRows: commission.length });
      },
    );

    app.post(
      '/payment/checkoutPayment',
      {
        schema: {
          tags,
          summary:
            'Create a pending order and start the payment; the same selection while its order is pending, or the same Idempotency-Key, gets that order again',
          body: checkoutPayload,
          response: { 200: checkoutReply },
        },
      },
      async (request) =>
        ok(await store.checkout(callerOf(request).userId, request.body, idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]))),
    );

    app.get(
      '/payment/options',
      {
        config: readOnly,
        schema: { tags, summary: 'The payment provider and the currencies it takes', response: { 200: paymentOptionsReply } },
      },
      async () => ok(store.paymentOptions()),
    );

    app.get(
      '/payment/checkStatus/:id',
      { schema: { tags, summary: "An order's payment status", params: idParam, response: { 200: paymentStatusReply } } },
      async (request) => ok(await store.paymentStatus(callerOf(request).userId, request.params.id)),
    );

    app.post(
      '/order/getDataByPagination',
      {
        config: { cache: ownReplies },
        schema: { tags, summary: "The caller's orders (pending excluded)", body: orderFilter, response: { 200: orderPageReply } },
      },
      async (request) => ok(await store.orderPage(callerOf(request).userId, request.body)),
    );

    app.get(
      '/order/getDataById/:id',
      { schema: { tags, summary: 'One of the caller’s orders', params: idParam, response: { 200: orderReply } } },
      async (request) => ok(await store.order(callerOf(request).userId, request.params.id)),
    );

    app.post(
      '/order/generateEbookFilePresignUrl',
      {
        schema: {
          tags,
          summary: 'A short-lived link to a bought e-book, with its dedication page',
          body: presignPayload,
          response: { 200: presignReply },
        },
      },
      async (request) => ok(await downloads.presign(callerOf(request).userId, request.body.fileUrl)),
    );
  };
