import type { TFunction } from 'i18next';
import { HttpError } from '../../lib/api/errors';
import { prefixField } from '../../lib/forms';

/** A 422's messages by field, in the reader's language, for the desk's forms. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The desk's own rules, which the server states in words no general rule covers (desk.ts):
 * recognised by the end of the message (the server puts the English label in front).
 */
const deskRules: [phrase: string, key: string][] = [
  ['is required in english or myanmar', 'requiredInOne'],
  ['and the body must be in the same language', 'sameLanguage'],
  ['is required for the cover image', 'coverAlt'],
  ['is already the name of a category', 'categoryExists'],
  ['has a category that does not exist', 'unknownCategory'],
  ['must be another category', 'anotherCategory'],
  ['is not a category', 'unknownCategory'],
  ['is not an uploaded image', 'notUploaded'],
  ['upload the picture instead', 'foreignImage'],
];

/**
 * The field errors of a 422 (null for any other failure): a rule the server names or one of the
 * desk's is said in the reader's language with the desk's label (consoleNews:fields.*); anything
 * else as the server wrote it. Fields the form does not show are gathered under `form`.
 */
export function deskFieldErrors(error: unknown, t: TFunction, shown: readonly string[]): FieldErrors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const errors: FieldErrors = {};
  for (const { field, message, rule, params } of error.fieldErrors) {
    // 'tagList.3' and 'categoryIds.0' belong to their list.
    const name = field.split('.')[0] ?? field;
    const label = t(`consoleNews:fields.${name}`, { defaultValue: '' });
    const desk = deskRules.find(([phrase]) => message.toLowerCase().endsWith(phrase));
    const text =
      label && rule
        ? prefixField(label, t(`validation:${rule}`, params))
        : label && desk
          ? prefixField(label, t(`consoleNews:rules.${desk[1]}`))
          : message;
    const key = shown.includes(name) ? name : 'form';
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}
