import { z } from 'zod';
import { DAY_PATTERN, isCalendarDay } from './constants/days.js';
import { isRowId, MAX_ID } from './constants/ids.js';

export { MAX_ID } from './constants/ids.js';

/**
 * The pieces request schemas are built of, in one place so that every list call reads an empty
 * filter, a page number or a sort order the same way.
 *
 * An empty filter means "no filter": a cleared search box sends '', a select's 'All' option sends
 * '' or null (or 0 for a number), a reset form sends all of these. None of them is a 422, and none
 * filters on 0: no id, type, month or year is 0.
 */

/** '', a string of spaces and null: nothing typed or chosen. */
export const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
export const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
/** For number filters 0 and '0' are blank too. */
const blankNumberToUndefined = (value: unknown) => (isBlank(value) || value === 0 || value === '0' ? undefined : value);

/** A schema that reads a blank value as an absent one (its default, or undefined when it is optional). */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/**
 * The message of a value of the wrong type, and 'Is required' when it is missing; the schema's
 * checks keep their own messages. `z.string(typeMessage('Must be text'))`.
 */
export const typeMessage = (message: string) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code !== 'invalid_type' ? undefined : issue.input === undefined || issue.input === null ? 'Is required' : message,
});

export const betweenMessage = (min: number, max: number) => `Must be between ${min} and ${max}`;

/** Text of digits ('4', a select's value or a path parameter) reads as a number; nothing else does. */
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const wholeNumber = (min: number, max: number, rangeMessage: string) =>
  z.number(typeMessage('Must be a number')).int('Must be a whole number').min(min, rangeMessage).max(max, rangeMessage);

/** A whole number from min to max, given as a number or as text. */
export const intBetween = (min: number, max: number, rangeMessage = betweenMessage(min, max)) =>
  z.preprocess(toNumber, wholeNumber(min, max, rangeMessage));

const idMessage = 'Must be a positive whole number';
/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30, no month 13), years 1900 to 2100: `isCalendarDay`. */
export const calendarDay = (message = 'Must be a date (YYYY-MM-DD)') =>
  z.string(typeMessage(message)).regex(DAY_PATTERN, message).refine(isCalendarDay, message);

/** A row id in a JSON body, as a number: a whole number from 1 to MAX_ID (`isRowId`). */
export const rowId = () => z.number(typeMessage('Must be a number')).int('Must be a whole number').refine(isRowId, idMessage);

/** A row id, given as a number or as text (a path parameter): `rowId`. */
export const positiveId = () => z.preprocess(toNumber, rowId());

/** An optional number filter from min to max; blank, null, 0 and absent are no filter. */
export const optionalInt = (min: number, max: number, rangeMessage = betweenMessage(min, max)) =>
  z.preprocess((value) => toNumber(blankNumberToUndefined(value)), wholeNumber(min, max, rangeMessage).optional());

/** An optional id filter; blank, null, 0 and absent are no filter. */
export const optionalId = () => optionalInt(1, MAX_ID, idMessage);

/** An optional list of ids (posts in ANY of these categories); blank, null and absent are no filter. */
export const optionalIdList = (max = 50) =>
  z.preprocess(
    blankToUndefined,
    z.array(positiveId(), typeMessage('Must be a list')).max(max, `Must have at most ${max} items`).optional(),
  );

/** Optional text, trimmed; blank is absent. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string(typeMessage('Must be text')).trim().max(max, `Must be at most ${max} characters`).optional());

/** Text a visitor types into a search box; blank is no filter. Zawgyi is converted on the server. */
export const searchText = () => optionalText(100);

/** An optional choice among `values` ('All' is blank or absent). */
export const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `Must be one of ${values.join(', ')}` }).optional());

// ---------------------------------------------------------------------------------------------
// Paging and order

/** 1-based page number. */
export const pageNoField = () =>
  z
    .preprocess(
      toNumber,
      z
        .number(typeMessage('Must be a number'))
        .int('Must be a whole number')
        .min(1, 'Must be at least 1')
        .max(MAX_ID, `Must be at most ${MAX_ID}`),
    )
    .default(1);

/** Rows per page; 0 means every row where `min` is 0. */
export const pageSizeField = (fallback: number, min = 0, max = 100) => intBetween(min, max).default(fallback);

/** One of the allowed sort keys (snake_case column names); blank is the default. */
export const sortByField = <const Keys extends readonly [string, ...string[]]>(keys: Keys, fallback: Keys[number]) =>
  z.preprocess(blankToUndefined, z.enum(keys, { error: `Must be one of ${keys.join(', ')}` }).default(fallback as never));

/** 'ASC' or 'DESC' in any case; blank is the default. */
export const orderByField = (fallback: 'ASC' | 'DESC') =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Must be 'ASC' or 'DESC'" })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: "Must be 'ASC' or 'DESC'" }))
      .default(fallback),
  );
