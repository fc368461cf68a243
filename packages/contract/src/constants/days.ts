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

/** A calendar day 'YYYY-MM-DD' as the site writes it in both languages: 'DD-MM-YYYY' (decision 0044). */
export const dayText = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** Myanmar's words for the morning and the afternoon-evening halves of a 12-hour clock. */
export const MYANMAR_MORNING = 'နံနက်';
export const MYANMAR_EVENING = 'ညနေ';

/**
 * A time of day on the 12-hour clock of decision 0044, Western digits in both languages:
 * '02:30 PM' in English, the half of the day before the time in Myanmar ('ညနေ 02:30').
 */
export function clockText(hour: number, minute: number, language: string): string {
  const hh = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  if (language === 'mm') return `${hour < 12 ? MYANMAR_MORNING : MYANMAR_EVENING} ${hh}:${mm}`;
  return `${hh}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The days of the week from Sunday, as Date.getUTCDay() counts them. */
export const weekdayNames = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  mm: ['တနင်္ဂနွေနေ့', 'တနင်္လာနေ့', 'အင်္ဂါနေ့', 'ဗုဒ္ဓဟူးနေ့', 'ကြာသပတေးနေ့', 'သောကြာနေ့', 'စနေနေ့'],
} as const;

/** A calendar day with its day of the week: 'Monday, 07-12-2026', 'တနင်္လာနေ့၊ 07-12-2026'. */
export function dayWithWeekday(day: string, language: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return language === 'mm' ? `${weekdayNames.mm[weekday]}၊ ${dayText(day)}` : `${weekdayNames.en[weekday]}, ${dayText(day)}`;
}

/** Days from one calendar day to another, both ends counted: 2026-12-01 to 2026-12-10 is 10 days. */
export const courseDays = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
