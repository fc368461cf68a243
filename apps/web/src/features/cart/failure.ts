import { BusinessError, HttpError } from '../../lib/api/errors';
import { failureMessage, notify } from '../../lib/notify';

/**
 * The error toast of a failed store call (spec section 8): a business failure by its respCode or the
 * fallback; an HTTP failure was already reported by the global 'Error Occured' toast, except a 422,
 * which has no toast of its own and gets the fallback here.
 */
export function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof BusinessError) notify.error(failureMessage(error, fallback));
  else if (error instanceof HttpError) {
    if (error.status === 422) notify.error(fallback, { description: error.fieldErrors[0]?.message });
  } else notify.error(fallback);
}
