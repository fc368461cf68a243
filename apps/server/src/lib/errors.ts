import { RespCode, respMessages } from '@mahasi/contract/codes';
import { staffRespMessages, type StaffRespCode } from '@mahasi/contract/staff';
import { retreatRespMessages, type RetreatRespCode } from '@mahasi/contract/retreat';

type AnyRespCode = RespCode | StaffRespCode | RetreatRespCode;

const messageOf = (code: AnyRespCode): string =>
  (respMessages as Record<string, string>)[code] ??
  (staffRespMessages as Record<string, string>)[code] ??
  (retreatRespMessages as Record<string, { en: string }>)[code]?.en ??
  '';

/** A business outcome that is not success: answered as HTTP 200 with its respCode (member or staff API). */
export class BusinessError extends Error {
  constructor(
    readonly respCode: AnyRespCode,
    message: string = messageOf(respCode),
    /** What the client needs to act on it (an edit conflict says who saved and when); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * An HTTP failure the client's global handler maps to a toast (401, 403, 404, 429); a 409 of a
 * call whose success is a file (a letter as PDF) carries the business code that says why.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 404 | 409 | 413 | 429,
    readonly respCode: AnyRespCode,
    message: string = messageOf(respCode),
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, RespCode.UNAUTHORIZED);
export const forbidden = () => new HttpError(403, RespCode.FORBIDDEN);
export const notFound = () => new HttpError(404, RespCode.NOT_FOUND);
export const tooManyRequests = () => new HttpError(429, RespCode.TOO_MANY_REQUESTS);
