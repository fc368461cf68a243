/**
 * Without zod, for the web app: the one definition of a day. The contract's schemas (request.ts:
 * `calendarDay`) and the web's own checks (a typed date, a date in an address) both call it.
 */

/** The first and last year a date may name (a typing slip, not a real day, is what lies outside). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

/** YYYY-MM-DD, the shape of every date the API sends and takes. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30, no month 13), in the years 1900 to 2100. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= FIRST_YEAR && year <= LAST_YEAR && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
