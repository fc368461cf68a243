import type { TFunction } from 'i18next';
import { HttpError } from '../../lib/api/errors';
import { prefixField } from '../../lib/forms';

/** A 422's messages by field, in the reader's language. */
export type RecordFieldErrors = Partial<Record<string, string>>;

/** Rules the catalogue desks state in words no general rule covers (recognised by the end of the message). */
const deskRules: [phrase: string, key: string][] = [
  ['is required in english or myanmar', 'requiredInOne'],
  ['is required: upload the talk', 'uploadTalk'],
  ['is required: upload the book', 'uploadBook'],
  ['is not an uploaded image', 'notUploadedImage'],
  ['is not an uploaded audio file', 'notUploadedAudio'],
  ['is not an uploaded pdf', 'notUploadedPdf'],
  ['is already the name of a category', 'categoryExists'],
  ['must be another category', 'anotherCategory'],
  ['is not a category', 'unknownCategory'],
  ['must be more than 0 to sell the book', 'priceNeeded'],
];

/**
 * The field errors of a 422 (null for any other failure) for a catalogue form: a rule the server
 * names is said in the reader's language with the form's label (`${ns}:fields.*`), a desk rule
 * with `consoleRecords:rules.*`, anything else as the server wrote it. Fields the form does not
 * show are gathered under `form`.
 */
export function recordFieldErrors(error: unknown, t: TFunction, ns: string, shown: readonly string[]): RecordFieldErrors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const errors: RecordFieldErrors = {};
  for (const { field, message, rule, params } of error.fieldErrors) {
    const name = field.split('.')[0] ?? field;
    const label = t(`${ns}:fields.${name}`, { defaultValue: '' });
    const desk = deskRules.find(([phrase]) => message.toLowerCase().endsWith(phrase));
    const text =
      label && rule
        ? prefixField(label, t(`validation:${rule}`, params))
        : label && desk
          ? prefixField(label, t(`consoleRecords:rules.${desk[1]}`))
          : message;
    const key = shown.includes(name) ? name : 'form';
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}
