import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { formatFieldMessage, ruleOf } from '@mahasi/contract/fields';
import { BusinessError, HttpError } from '../lib/errors.js';
import { ValidationError } from '../lib/validation.js';

const reply = (respCode: RespCode, respMsg: string = respMessages[respCode]) => ({ respCode, respMsg, data: null });

/** One place turns every failure into the envelope with the right HTTP status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, res) => {
    // Failure replies have their own shape; the route's success schema must not serialize them.
    res.serializer(JSON.stringify);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const seen = new Set<string>();
      const errors = [];
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        if (seen.has(field)) continue; // the first message of a field is the one to show
        seen.add(field);
        const message = issue.message ?? 'Is invalid';
        errors.push({ field, message: formatFieldMessage(field, message), ...ruleOf(message) });
      }
      return res.code(422).send({ ...reply(RespCode.VALIDATION), errors });
    }
    if (error instanceof ValidationError) {
      return res.code(422).send({ ...reply(RespCode.VALIDATION), errors: error.errors });
    }
    if (error instanceof BusinessError) return res.code(200).send(reply(error.respCode, error.message));
    if (error instanceof HttpError) return res.code(error.statusCode).send(reply(error.respCode, error.message));
    const status = error.statusCode ?? 500;
    if (status === 413) return res.code(413).send(reply(RespCode.PAYLOAD_TOO_LARGE));
    if (status === 429) return res.code(429).send(reply(RespCode.TOO_MANY_REQUESTS));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body where one is needed: the client's fault.
      return res.code(status).send(reply(RespCode.BAD_REQUEST, error.message || respMessages[RespCode.BAD_REQUEST]));
    }
    request.log.error({ err: error }, 'request failed');
    return res.code(500).send(reply(RespCode.SERVER_ERROR));
  });
}
