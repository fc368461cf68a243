import { API_KEY_HEADER } from '@mahasi/contract/constants/auth';
import type { Envelope } from '@mahasi/contract/envelope';
import { RespCode } from '@mahasi/contract/codes';
import { storage, storageKeys } from '../storage';
import { BusinessError, HttpError } from './errors';

export interface RequestOptions {
  /** Skip the global error toast (the caller handles every failure itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Headers of this request only (a checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How requests go out: the browser's fetch, or the server's own handler when it renders a first
 * screen. In the browser each request starts in a task of its own: starting one costs a slow phone
 * several milliseconds, and a page that asks for six things at once (the home page's sections)
 * would otherwise start them all in one long task (decision 0039).
 */
let transport: typeof fetch = (input, init) => new Promise((resolve) => setTimeout(resolve, 0)).then(() => fetch(input, init));
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** A request the app sent and the server answered, as it went out. */
export interface SentRequest {
  url: string;
  method: Method;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * Told of every answered request (in the browser only): the offline feature keeps the public reads
 * a page made before the service worker took it over.
 */
let onAnswered: ((request: SentRequest) => void) | undefined;
export function watchAnsweredRequests(listener: ((request: SentRequest) => void) | undefined): void {
  onAnswered = listener;
}

/** What the app does with an HTTP failure: toast, and on 401 end the session (set at start). */
let onHttpError: (error: HttpError) => void = () => {};
export function setHttpErrorHandler(handler: (error: HttpError) => void): void {
  onHttpError = handler;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /**
   * A file the call answers (a yogi's letter as PDF). A refusal with a business code comes as HTTP
   * 409 (a file is never an envelope) and throws a BusinessError, as that code in a 200 reply would;
   * other failures take the global path.
   */
  file(path: string, options?: RequestOptions): Promise<Response>;
}

function createClient(base: string, headers: () => Record<string, string>): ApiClient {
  async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    let response: Response;
    const sent: SentRequest = {
      url: `${base}${path}`,
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
        ...headers(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    try {
      response = await transport(sent.url, { method, headers: sent.headers, body: sent.body, signal: options.signal });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      const error = new HttpError(0);
      if (!options.silent) onHttpError(error);
      throw error;
    }
    if (response.ok) onAnswered?.(sent);
    const payload = (await response.json().catch(() => null)) as (Envelope<T> & { errors?: [] }) | null;
    if (!response.ok) {
      const error = new HttpError(response.status, payload);
      if (!options.silent) onHttpError(error);
      throw error;
    }
    if (!payload) throw new HttpError(response.status);
    return payload;
  }
  async function file(path: string, options: RequestOptions = {}): Promise<Response> {
    let response: Response;
    try {
      response = await transport(`${base}${path}`, { headers: { ...options.headers, ...headers() }, signal: options.signal });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      const error = new HttpError(0);
      if (!options.silent) onHttpError(error);
      throw error;
    }
    if (response.ok) return response;
    const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (response.status === 409 && payload?.respCode) throw new BusinessError(payload.respCode, payload.respMsg);
    const error = new HttpError(response.status, payload);
    if (!options.silent) onHttpError(error);
    throw error;
  }
  return {
    file,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body ?? {}, options),
    put: (path, body, options) => request('PUT', path, body ?? {}, options),
    delete: (path, body, options) => request('DELETE', path, body, options),
  };
}

export const PUBLIC_API_KEY: string = (import.meta.env.VITE_PUBLIC_API_KEY as string | undefined) ?? 'mahasi-web-public-key';

/** Public client: /rest-web-api with the fixed API key (log-in, registration, codes). */
export const publicApi = createClient('/rest-web-api', () => ({ [API_KEY_HEADER]: PUBLIC_API_KEY }));

/** Member client: /rest-api with the bearer token of the session. */
export const memberApi = createClient('/rest-api', (): Record<string, string> => {
  const token = storage.get(storageKeys.token);
  return token ? { authorization: `Bearer ${token}` } : {};
});

/** The data of a '0000' reply; any other respCode becomes a BusinessError carrying it. */
export function unwrap<T>(reply: Envelope<T>): T {
  if (reply.respCode !== RespCode.SUCCESS) throw new BusinessError(reply.respCode, reply.respMsg);
  return reply.data;
}
