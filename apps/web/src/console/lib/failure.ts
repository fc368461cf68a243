import i18n from '../../lib/i18n';
import { BusinessError, HttpError } from '../../lib/api/errors';
import { notify } from '../../lib/notify';
import { StaffRespCode } from '@mahasi/contract/constants/staff';

const staffCodes = new Set<string>(Object.values(StaffRespCode));

/**
 * A failed staff call as the reader reads it: a staff business code in their language
 * (console:codes.*), a member API code the public app knows (errors:codes.*), else the server's own
 * text, else `fallback`.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof BusinessError) {
    if (staffCodes.has(error.respCode)) return i18n.t(`console:codes.${error.respCode}`);
    return i18n.t(`errors:codes.${error.respCode}`, { defaultValue: error.message || fallback });
  }
  return fallback;
}

/**
 * The failure toast of a form or an action. HTTP failures were already reported by the console's
 * one handler (App.tsx) and a 422's field errors sit under their fields: nothing more to say.
 */
export function notifyFailure(title: string, error: unknown, fallback = i18n.t('errors:http.default')): void {
  if (error instanceof HttpError) return;
  notify.error(title, { description: failureText(error, fallback) });
}

export function isCode(error: unknown, code: StaffRespCode): boolean {
  return error instanceof BusinessError && error.respCode === code;
}

/** A 422 whose field names differ from the form's (the server's `password` is the form's `newPassword`). */
export function renameFields(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof HttpError) || error.status !== 422) return error;
  return new HttpError(error.status, {
    respCode: error.respCode,
    respMsg: error.serverMessage,
    errors: error.fieldErrors.map((fieldError) => ({ ...fieldError, field: names[fieldError.field] ?? fieldError.field })),
  });
}
