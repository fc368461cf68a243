import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import { RespCode } from '@mahasi/contract/codes';
import { HttpError, unauthorized } from '../lib/errors.js';

export interface Caller {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | undefined;
  }
  interface FastifyContextConfig {
    /** The member route answers guests too (reading news); the caller is then undefined. */
    guest?: boolean;
    /** A public route called by someone other than our web app (a payment provider) and verified otherwise. */
    apiKey?: false;
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export const bearerToken = (header: string | undefined): string | undefined => {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

/** Member client: a bearer token is required unless the route says guests are welcome. */
export function memberAuthHook(authenticate: (token: string) => Promise<Caller | undefined>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await authenticate(token) : undefined;
    request.caller = session && { userId: session.userId, sessionId: session.sessionId };
    // A guest route reads on with a stale token rather than sending the reader to log in.
    if (!session && !request.routeOptions.config.guest) throw unauthorized();
  };
}

/** The caller of a member route that requires a session. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** Public client: the fixed API key identifies the web app (it is not a secret). */
export function apiKeyHook(expected: string) {
  return async (request: FastifyRequest) => {
    if (request.routeOptions.config.apiKey === false) return;
    if (request.headers[API_KEY_HEADER] !== expected) {
      throw new HttpError(403, RespCode.FORBIDDEN, 'Unknown client: send the API key header.');
    }
  };
}
