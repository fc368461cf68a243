import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { formatFieldMessage, ruleOf } from '@mahasi/contract/fields';
import { installHumanMessages } from '@mahasi/contract/messages';
import { BusinessError, HttpError } from '../lib/errors.js';
import { ValidationError } from '../lib/validation.js';
import { isDatabaseUnavailable, isRefusedValue } from '../db/unavailable.js';
import { RecipientRefusedError } from '../mail/mailer.js';

// Every schema's messages read as the 422 replies show them: 'Notification type must be a number',
// never zod's 'Invalid input: expected number, received string'. Once, for the whole process.
installHumanMessages();

// Staff calls answer their own business codes (StaffRespCode) through the same envelope.
const reply = (respCode: string, respMsg: string = respMessages[respCode as RespCode]) => ({ respCode, respMsg, data: null });

/** One place turns every failure into the envelope with the right HTTP status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, res) => {
    // Failure replies have their own shape; the route's success schema must not serialize them.
    // A reply serializer of its own means Fastify sets no content type: name it here.
    res.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const seen = new Set<string>();
      const errors = [];
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        if (seen.has(field)) continue; // the first message of a field is the one to show
        seen.add(field);
        const message = issue.message ?? 'Is not valid';
        errors.push({ field, message: formatFieldMessage(field, message), ...ruleOf(message) });
      }
      return res.code(422).send({ ...reply(RespCode.VALIDATION), errors });
    }
    if (error instanceof ValidationError) {
      return res.code(422).send({ ...reply(RespCode.VALIDATION), errors: error.errors });
    }
    if (error instanceof BusinessError) return res.code(200).send({ ...reply(error.respCode, error.message), data: error.data });
    if (error instanceof HttpError) return res.code(error.statusCode).send(reply(error.respCode, error.message));
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Fastify closes the connection after a 413; closed while the client is still sending, the
      // client fails on its write (EPIPE) before it reads the reply. Let the body finish first.
      return discardBody(request.raw).then(() => res.code(413).send(reply(RespCode.PAYLOAD_TOO_LARGE)));
    }
    if (status === 429) return res.code(429).send(reply(RespCode.TOO_MANY_REQUESTS));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body where one is needed: the client's fault.
      return res.code(status).send(reply(RespCode.BAD_REQUEST, error.message || respMessages[RespCode.BAD_REQUEST]));
    }
    if (error instanceof RecipientRefusedError) {
      const errors = [{ field: 'email', message: formatFieldMessage('email', 'Does not accept mail: check the address') }];
      return res.code(422).send({ ...reply(RespCode.VALIDATION), errors });
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, 'a value the database refused');
      return res.code(400).send(reply(RespCode.BAD_REQUEST));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return res.code(503).header('retry-after', '5').send(reply(RespCode.SERVICE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'request failed');
    return res.code(500).send(reply(RespCode.SERVER_ERROR));
  });
}

/**
 * How much of an over-size body the server reads and throws away so that its sender can read the
 * 413 (decision 0043): a few megabytes beyond any JSON limit. A body whose rest is larger (declared,
 * or found while reading) is not waited for: the reply goes at once and the connection closes, and
 * a client still sending may see the connection reset instead of the reply.
 */
export const DISCARD_CAP = 8 * 1024 * 1024;
/** Nor is a sender waited for longer than this (the server sets no request timeout of its own). */
const DISCARD_WAIT_MS = 30_000;

/**
 * Reads what is left of a request's body, keeping none of it, until it ends, DISCARD_CAP bytes
 * have gone by or DISCARD_WAIT_MS have passed; whether it ended.
 */
export function discardBody(raw: IncomingMessage, cap = DISCARD_CAP): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  if (raw.destroyed || Number(raw.headers['content-length']) > cap) return Promise.resolve(false);
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > cap) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), DISCARD_WAIT_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}

/**
 * Errors Fastify's router raises before any route or hook runs (an address with a broken
 * %-escape, a path parameter over the length limit): the same envelope as every other 400.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, res: FastifyReply): void {
  void res
    .code(error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(reply(RespCode.BAD_REQUEST)));
}

/**
 * A request Node's HTTP parser cannot read (a body where the method has none and no length, a
 * header block over the size limit, a request that took too long): answered on the socket, before
 * Fastify has a request, in the same envelope, and the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = JSON.stringify(reply(RespCode.BAD_REQUEST));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Deeper than any request the clients send; a body nested deeper is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text opens more than `max` arrays or objects inside one another (strings skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * Fastify's JSON body parser, refusing bodies nested deeper than MAX_JSON_DEPTH with a 400:
 * parsing them works, but code walking them (the response cache's key, zod) would exhaust the stack.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      const error = new Error(`Body is nested deeper than ${MAX_JSON_DEPTH} levels`) as FastifyError;
      error.statusCode = 400;
      return done(error, undefined);
    }
    parse(request, text, done);
  });
}
