import type { TFunction } from 'i18next';
import { HttpError } from '../../../lib/api/errors';
import { prefixField } from '../../../lib/forms';
import type { FieldErrors } from '../../lib/fieldErrors';

/**
 * The catalogue's own rules, said in words no general rule covers (server catalogue/kinds.ts):
 * recognised by the end of the message (the server puts the English label in front).
 */
const catalogueRules: [phrase: string, key: string][] = [
  ['is required in english or myanmar', 'requiredInOne'],
  ['must not be before the start date', 'endBeforeStart'],
  ['must be after the start time', 'endBeforeStartTime'],
  ['must not be before the first day', 'untilBeforeFrom'],
  ['must be a web address (https://…)', 'webAddress'],
  ['must be a web address or a page of the site (/…)', 'siteAddress'],
  ['must have at least one photo', 'onePhoto'],
  ['must be one of the photos', 'onePhoto'],
  ['is in the gallery twice', 'twice'],
  ['is not an uploaded image', 'notUploaded'],
  ['is not an uploaded audio file', 'notUploaded'],
  ['upload the picture instead', 'foreignImage'],
  ['is required for an audio record', 'required'],
  ['is required for a video record', 'required'],
  ['must be between 1 and 6', 'groupType'],
  ['must be a date (yyyy-mm-dd)', 'date'],
  ['must be a time (hh:mm)', 'time'],
  ['must be lowercase letters, digits and hyphens between them', 'slugFormat'],
  ['is already used by another page', 'slugTaken'],
  ['finds this page by it', 'slugFixed'],
  ['this page cannot be moved to the bin', 'slugNoBin'],
  ['this page cannot be taken off the site', 'slugNoUnpublish'],
];

/**
 * The field errors of a 422 (null for any other failure), in the reader's language with the
 * catalogue's labels; anything else as the server wrote it. Fields the form does not show go
 * under `form`; a photo's error goes under `photos`.
 */
export function catalogueFieldErrors(error: unknown, t: TFunction, shown: readonly string[]): FieldErrors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const errors: FieldErrors = {};
  for (const { field, message, rule, params } of error.fieldErrors) {
    const name = field.split('.')[0] ?? field;
    const label = t(`consoleCatalogue:fields.${name}`, { defaultValue: '' });
    const own = catalogueRules.find(([phrase]) => message.toLowerCase().endsWith(phrase));
    const text =
      label && rule
        ? prefixField(label, t(`validation:${rule}`, params))
        : label && own
          ? prefixField(label, t(`consoleCatalogue:rules.${own[1]}`))
          : message;
    const key = shown.includes(name) ? name : 'form';
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}
