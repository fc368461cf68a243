import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from './api/errors';

/**
 * A 422 reply's field errors onto the form (the server already prefixed them with the label).
 * Returns true when the error was a 422, so the caller shows nothing else.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof HttpError) || error.status !== 422) return false;
  for (const { field, message } of error.fieldErrors) {
    const name = fields.includes(field) ? field : 'root';
    setError(name as Path<T>, { type: 'server', message });
  }
  return true;
}
