import type { FastifyPluginAsync } from 'fastify';
import { RespCode } from '@mahasi/contract/codes';
import { HttpError } from '../../lib/errors.js';
import { ok } from '../../lib/envelope.js';
import type { StoreService } from './service.js';

/**
 * The gateway's server-to-server callback (/rest-web-api/payment/paymentCallback): the sandbox's
 * signed event or Dinger's `{ paymentResult, checksum }`. It carries no API key: the provider is not
 * our web app. The verification is what is trusted, and the order moves once. A body that does not
 * verify is answered 401; a verified one that is refused (no such order, another amount or
 * currency) is answered 200 with result 'refused', since delivering it again would change nothing.
 */
export const paymentCallbackRoutes =
  (store: StoreService): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/payment/paymentCallback',
      { config: { apiKey: false }, schema: { tags: ['store'], summary: 'Payment callback from the gateway (verified before use)' } },
      async (request) => {
        const outcome = await store.receiveCallback(request.body);
        if (outcome.verified === false) {
          throw new HttpError(401, RespCode.UNAUTHORIZED, 'The callback could not be verified.');
        }
        return ok({ result: outcome.result });
      },
    );
  };
