import { formatFieldMessage, ruleOf } from '@mahasi/contract/fields';
import type { FieldError } from '@mahasi/contract/envelope';

/** A 422 raised by a service after the schema passed (a rule that needs the database). */
export class ValidationError extends Error {
  readonly errors: FieldError[];
  constructor(errors: { field: string; message: string }[]) {
    super('Validation failed.');
    this.errors = errors.map(({ field, message }) => ({ field, message: formatFieldMessage(field, message), ...ruleOf(message) }));
  }
}
