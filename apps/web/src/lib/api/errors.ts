import type { FieldError } from '@mahasi/contract/envelope';

/** An HTTP failure (or no response at all: status 0) of either API client. */
export class HttpError extends Error {
  readonly status: number;
  readonly respCode: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(status: number, body?: { respCode?: string; respMsg?: string; errors?: FieldError[] } | null) {
    super(body?.respMsg ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.respCode = body?.respCode;
    this.serverMessage = body?.respMsg;
    this.fieldErrors = body?.errors ?? [];
  }
}

/**
 * A reply with HTTP 200 and a respCode other than '0000' (wrong password, code expired, ...).
 * `data` is the reply's data, for the outcomes that say more (an edit conflict: who saved and when).
 */
export class BusinessError extends Error {
  readonly respCode: string;
  readonly data: unknown;

  constructor(respCode: string, respMsg: string, data: unknown = null) {
    super(respMsg);
    this.name = 'BusinessError';
    this.respCode = respCode;
    this.data = data;
  }
}

/**
 * What the global error toast says for a failed request (spec section 8), as a translation key of
 * the `errors` namespace, or the server's own text for statuses the catalogue does not name.
 * `null` means no toast (422: the form shows the field errors).
 */
export type HttpToast = { key: string } | { text: string } | null;

export function httpErrorToast(error: unknown): HttpToast {
  if (!(error instanceof HttpError)) return { key: 'http.default' };
  const { status } = error;
  // No answer at all: offline says so in its own words (the action needs the network).
  if (status === 0) return { key: typeof navigator !== 'undefined' && navigator.onLine === false ? 'http.offline' : 'http.network' };
  if (status === 401) return { key: 'http.401' };
  if (status === 403) return { key: 'http.403' };
  if (status === 404) return { key: 'http.404' };
  if (status === 422) return null;
  if (status >= 500) return { key: 'http.500' };
  if (error.serverMessage) return { text: error.serverMessage };
  return { key: 'http.default' };
}
