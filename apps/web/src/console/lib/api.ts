import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope, Paged } from '@mahasi/contract/envelope';
import { BusinessError, HttpError } from '../../lib/api/errors';
import { STAFF_API_BASE, staffPaths } from '@mahasi/contract/constants/staff';
import type { StaffAccount } from '@mahasi/contract/staff';
import { staffToken } from './token';

/**
 * The console's client for the staff API (`/admin-api`), with the staff bearer token. Every reply
 * travels one path: a '0000' reply gives its data, any other respCode throws a BusinessError (the
 * caller's form or toast says it with `failureText`), and an HTTP failure throws an HttpError after
 * the console's handler has seen it (App.tsx: 401 to sign-in, 403 to the 403 page, toasts).
 */
export interface StaffRequestOptions {
  /** Skip the console's HTTP error handler (the caller handles every failure itself). */
  silent?: boolean;
  signal?: AbortSignal;
}

let onHttpError: (error: HttpError) => void = () => {};
export function setStaffHttpErrorHandler(handler: (error: HttpError) => void): void {
  onHttpError = handler;
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: StaffRequestOptions = {}): Promise<T> {
  const token = staffToken.get();
  let response: Response;
  try {
    response = await fetch(`${STAFF_API_BASE}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    const error = new HttpError(0);
    if (!options.silent) onHttpError(error);
    throw error;
  }
  const payload = (await response.json().catch(() => null)) as (Envelope<T> & { errors?: [] }) | null;
  if (!response.ok) {
    const error = new HttpError(response.status, payload);
    if (!options.silent) onHttpError(error);
    throw error;
  }
  if (!payload) throw new HttpError(response.status);
  if (payload.respCode !== '0000') throw new BusinessError(payload.respCode, payload.respMsg, payload.data);
  return payload.data;
}

export const staffApi = {
  get: <T>(path: string, options?: StaffRequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: StaffRequestOptions) => request<T>('POST', path, body, options),
};

/** How long a read stays fresh (and kept) and when it is asked again. */
export interface ReadFreshness {
  staleTime: number;
  gcTime?: number;
  refetchOnWindowFocus?: boolean;
  refetchInterval?: number;
}

/** A staff read as a query: `path` answers the data, fresh for as long as `freshness` says. */
export const readQuery = <T>(queryKey: readonly unknown[], path: string, freshness: ReadFreshness) =>
  queryOptions({ queryKey, queryFn: () => staffApi.get<T>(path), ...freshness });

/** A record an editor opens: it starts from the newest copy every time it opens (never cached). */
export const editorQuery = <T>(queryKey: readonly unknown[], path: string) => readQuery<T>(queryKey, path, { staleTime: 0, gcTime: 0 });

/** The staff, for a person filter (by name; the first hundred), fresh for five minutes. */
export const staffPeopleQuery = (queryKey: readonly unknown[]) =>
  queryOptions({
    queryKey,
    queryFn: () =>
      staffApi.post<Paged<StaffAccount>>(staffPaths.staffList, {
        searchObj: {},
        pageNo: 1,
        pageSize: 100,
        sortBy: 'full_name',
        orderBy: 'ASC',
      }),
    staleTime: 5 * 60_000,
  });

/**
 * One page of a staff list as a query: `path` answers the rows for `filter`; it is asked again on
 * every visit, and the page shown stays (dimmed) while the next one loads.
 */
export const pagedQuery = <T>(queryKey: readonly unknown[], path: string, filter: object) =>
  queryOptions({
    queryKey,
    queryFn: () => staffApi.post<Paged<T>>(path, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
