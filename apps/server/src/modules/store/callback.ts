import type { FastifyPluginAsync } from 'fastify';
import { RespCode } from '@mahasi/contract/codes';
import { HttpError } from '../../lib/errors.js';
import { ok } from '../../lib/envelope.js';
import type { PaymentGateway } from './gateway.js';
import type { StoreService } from './service.js';

/**
 * The gateway's server-to-server callback (/rest-web-api/payment/paymentCallback). It carries no API
 * key: the provider is not our web app. The signature is what is trusted, and the order moves once.
 */
export const paymentCallbackRoutes =
  (gateway: PaymentGateway, store: StoreService): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/payment/paymentCallback',
      { config: { apiKey: false }, schema: { tags: ['store'], summary: 'Signed payment callback from the gateway' } },
      async (request) => {
        const event = gateway.verifyCallback(request.body);
        if (!event) throw new HttpError(401, RespCode.UNAUTHORIZED, 'The callback signature is not valid.');
        const result = await store.applyCallback(event);
        return ok({ result });
      },
    );
  };
