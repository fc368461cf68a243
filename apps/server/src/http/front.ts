import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyHttpOptions, FastifyRequest, RawServerDefault } from 'fastify';
import { HSTS } from './security.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A reply the front door sends without Fastify. */
export interface FrontReply {
  status: number;
  headers: Record<string, string | number>;
  body: string | Buffer;
}

/**
 * Answers a request from memory, or returns undefined to let Fastify have it. `body` is the raw
 * request body of a POST, as sent.
 */
export type FrontLookup = (method: string, url: string, body: string, headers: IncomingMessage['headers']) => FrontReply | undefined;

/** A request whose body the front door has already read: Fastify parses it from here. */
interface ReadRequest extends IncomingMessage {
  frontBody?: Buffer;
}

/** Bodies of cached reads are a page number and a few filters; anything larger goes straight on. */
const MAX_BODY = 16 * 1024;

/**
 * The front door of the HTTP server: the response cache's hits on public reads are answered here,
 * before Fastify routes the request, runs its hooks and builds its request and reply objects,
 * which is most of what a hit costs (decision 0016). Everything else goes to Fastify untouched,
 * except the body of a POST to a cached read, which is read here to find the entry and then handed
 * to Fastify through `replayBody`.
 */
export function frontDoor(options: { overTls?: (req: IncomingMessage) => boolean } = {}) {
  const overTls = options.overTls ?? (() => false);
  let lookup: FrontLookup | undefined;
  let postUrls = new Set<string>();
  let closing = false;
  let log: ((method: string, url: string, status: number) => void) | undefined;

  // HSTS as Fastify's security hook sends it (security.ts), for a request that came over TLS.
  const send = (req: IncomingMessage, res: ServerResponse, reply: FrontReply) => {
    res.writeHead(reply.status, overTls(req) ? { ...reply.headers, 'strict-transport-security': HSTS } : reply.headers);
    res.end(reply.body);
  };

  const handle = (req: ReadRequest, res: ServerResponse, next: Handler) => {
    if (!lookup || closing) return next(req, res);
    const { method, url = '/', headers } = req;
    if (method === 'GET') {
      const reply = lookup(method, url, '', headers);
      if (!reply) return next(req, res);
      log?.(method, url, reply.status);
      return send(req, res, reply);
    }
    const length = Number(headers['content-length']);
    const readable =
      method === 'POST' &&
      postUrls.has(url) &&
      length > 0 &&
      length <= MAX_BODY &&
      headers['content-type']?.startsWith('application/json') &&
      !headers['content-encoding'] &&
      !headers['transfer-encoding'];
    if (!readable) return next(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const body = Buffer.concat(chunks);
      const reply = lookup?.(method, url, body.toString('utf8'), headers);
      if (!reply) {
        req.frontBody = body;
        return next(req, res);
      }
      log?.(method, url, reply.status);
      send(req, res, reply);
    });
  };

  return {
    /** Fastify's `serverFactory`: the server Fastify would make, with the front door before it. */
    serverFactory(handler: Handler, options: FastifyHttpOptions<RawServerDefault>): http.Server {
      const server = http.createServer(options.http ?? {}, (req, res) => handle(req, res, handler));
      // What Fastify sets on the server it makes itself.
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    /** Starts answering from the cache: `posts` are the URLs of the POST routes it may answer. */
    open(answer: FrontLookup, posts: Set<string>, logHit?: (method: string, url: string, status: number) => void): void {
      lookup = answer;
      postUrls = posts;
      log = logHit;
    },
    /** While the server closes, every request goes to Fastify, which answers 503. */
    close(): void {
      closing = true;
    },
  };
}

export type FrontDoor = ReturnType<typeof frontDoor>;

/** preParsing of a route the front door may answer: the body it read, for Fastify to parse. */
export async function replayBody(request: FastifyRequest, _reply: unknown, payload: Readable): Promise<Readable> {
  const body = (request.raw as ReadRequest).frontBody;
  if (!body) return payload;
  const stream = Readable.from([body], { objectMode: false }) as Readable & { receivedEncodedLength: number };
  stream.receivedEncodedLength = body.length;
  return stream;
}
