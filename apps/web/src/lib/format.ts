import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { clockText, DAY_PATTERN, dayText, isCalendarDay } from '@mahasi/contract/constants/days';
import { YANGON_OFFSET_MINUTES } from './yangonTime';

dayjs.extend(utc);

/**
 * How the site and the console write dates, times and numbers, in both languages (decision 0044):
 * - one date format, DD-MM-YYYY (spec section 9), in every table, text and date field;
 * - a 12-hour clock: 'hh:mm AM' in English (spec), and in Myanmar the word for the half of the day
 *   before the time, as Myanmar writes it (နံနက် 09:30, ညနေ 04:00);
 * - Western digits in both languages, for every number the site writes itself; what people type
 *   in Myanmar digits (a Myanmar keyboard) is read as the same number.
 * Pure functions of their arguments: the server's first screen and the browser's render of it
 * give the same text (decision 0028).
 */

/** An instant in Yangon time, or in this device's time zone when `offsetMinutes` is 'local'. */
function at(value: string, offsetMinutes: number | 'local') {
  return offsetMinutes === 'local' ? dayjs(value) : dayjs.utc(value).utcOffset(offsetMinutes);
}

const clock = (time: dayjs.Dayjs, language: string): string => clockText(time.hour(), time.minute(), language);

/** 'DD-MM-YYYY' of an instant (in Yangon time unless told) or of a calendar date 'YYYY-MM-DD'. */
export function formatDate(value: string, offsetMinutes: number | 'local' = YANGON_OFFSET_MINUTES): string {
  if (DAY_PATTERN.test(value)) return dayText(value);
  return at(value, offsetMinutes).format('DD-MM-YYYY');
}

/** 'hh:mm AM' / 'နံနက် hh:mm' of an instant, in Yangon time unless told. */
export function formatTime(iso: string, language: string, offsetMinutes: number | 'local' = YANGON_OFFSET_MINUTES): string {
  return clock(at(iso, offsetMinutes), language);
}

/** A time of day typed as 'HH:mm' (an arrival time) on the same 12-hour clock; anything else as it is. */
export function formatClock(hhmm: string, language: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? clock(dayjs.utc(`2000-01-01T${hhmm}:00Z`), language) : hhmm;
}

/** Spec section 9: 'DD-MM-YYYY hh:mm A' ('DD-MM-YYYY နံနက် hh:mm' in Myanmar), in Yangon time unless told. */
export function formatDateTime(iso: string, language: string, offsetMinutes: number | 'local' = YANGON_OFFSET_MINUTES): string {
  const time = at(iso, offsetMinutes);
  return `${time.format('DD-MM-YYYY')} ${clock(time, language)}`;
}

/** Myanmar digits (၀-၉) as Western ones. */
export const westernDigits = (text: string): string => text.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));

/**
 * A date typed as DD-MM-YYYY (either digits; '-', '/', '.' or spaces between), or pasted as
 * YYYY-MM-DD (a year first cannot be mistaken), as 'YYYY-MM-DD'; undefined when it is not a day the
 * contract takes (`isCalendarDay`: a real date, 1900 to 2100).
 */
export function parseDate(text: string): string | undefined {
  const typed = westernDigits(text).trim();
  const dayFirst = /^(\d{1,2})[-/.\s]+(\d{1,2})[-/.\s]+(\d{4})$/.exec(typed);
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : yearFirst ? [yearFirst[1], yearFirst[2], yearFirst[3]] : undefined;
  if (!parts) return undefined;
  const [year, month, day] = parts as [string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(date) ? date : undefined;
}

/**
 * A time typed as hh:mm (either digits; ':' or '.' between) as 24-hour 'HH:mm' with its half of the
 * day: on the 12-hour clock with the half chosen beside it, or a 24-hour time (00:xx, 13:00-23:59),
 * which says its half itself. Undefined when it is not a time.
 */
export function readTime(text: string, half: 'am' | 'pm'): { value: string; half: 'am' | 'pm' } | undefined {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(westernDigits(text).trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour > 23 || minute > 59) return undefined;
  const twentyFour = hour === 0 || hour > 12;
  const hour24 = twentyFour ? hour : (hour % 12) + (half === 'pm' ? 12 : 0);
  return { value: `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, half: hour24 < 12 ? 'am' : 'pm' };
}

/** readTime's 24-hour 'HH:mm' alone. */
export const parseTime = (text: string, half: 'am' | 'pm'): string | undefined => readTime(text, half)?.value;

/** 24-hour 'HH:mm' as the 12-hour 'hh:mm' and its half of the day. */
export function splitTime(value: string): { text: string; half: 'am' | 'pm' } {
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return { text: `${String(hour12).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, half: hour < 12 ? 'am' : 'pm' };
}
