import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { HttpError } from './api/errors';
import { fieldMessage } from './forms';

/**
 * A 422 reply's field errors onto the form. A broken rule the server names (`rule`) is said in
 * the reader's language, with the form's own label (`t` is the one the form's resolver uses);
 * anything else is shown as the server wrote it (already prefixed with the label).
 * Returns true when the error was a 422, so the caller shows nothing else.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: TFunction,
): boolean {
  if (!(error instanceof HttpError) || error.status !== 422) return false;
  for (const { field, message, rule, params } of error.fieldErrors) {
    const known = fields.includes(field);
    const text = known && rule ? fieldMessage(t, field, rule, params) : message;
    setError((known ? field : 'root') as Path<T>, { type: 'server', message: text });
  }
  return true;
}
