import type { FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * Form messages (spec section 5): the field's label, then the rule's message with a lowercase
 * first letter: 'Username' + 'Is required' → 'Username is required'.
 */
export function lowerFirst(text: string): string {
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function prefixField(label: string, message: string): string {
  return `${label} ${lowerFirst(message)}`;
}

/** Rules whose message stands alone, without the field label in front. */
const standalone = new Set(['passwordMismatch']);

/**
 * A rule key (`validation:<rule>`) for a field (`fields:<field>`) as the user reads it.
 * Schemas in forms use rule keys as their messages: `z.minLength(1, 'required')`.
 */
export function fieldMessage(t: TFunction, field: string, rule: string, params: Record<string, unknown> = {}): string {
  const message = t(`validation:${rule}`, params);
  if (standalone.has(rule)) return message;
  return prefixField(t(`fields:${field}`), message);
}

interface Issue {
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}
interface SafeParser<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** A react-hook-form resolver for a zod (mini) schema whose messages are rule keys. */
export function schemaResolver<T extends FieldValues>(schema: SafeParser<T>, t: TFunction): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      if (errors[field]) continue;
      errors[field] = { type: issue.message, message: fieldMessage(t, field, issue.message, { min: issue.minimum, max: issue.maximum }) };
    }
    return { values: {}, errors } as never;
  };
}
