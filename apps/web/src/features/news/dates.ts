import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/my';
import { formatDate, formatDateTime } from '../../lib/format';
import { YANGON_OFFSET_MINUTES } from '../../lib/yangonTime';

dayjs.extend(utc);
dayjs.extend(relativeTime);

// Myanmar's time zone (NEWS_TIME_ZONE, Asia/Yangon) has a fixed offset (lib/yangonTime): it gives the
// same dates as the time-zone plugin without its code and its Intl calls.

/**
 * News dates (spec section 9): DD-MM-YYYY, with 12-hour time where a time shows, in Myanmar's time
 * zone (the month and year filters use it too, so a card never shows a month it was not filed under).
 */
export const formatNewsDate = (iso: string): string => formatDate(iso);
export const formatNewsDateTime = (iso: string, language: string): string => formatDateTime(iso, language);
export const newsDateAttr = (iso: string): string => dayjs(iso).toISOString();

/** '3 days ago' / '၃ ရက် အကြာက'-style relative time in the reader's language. */
export function relativeNewsTime(iso: string, locale: string, now: number = Date.now()): string {
  return dayjs(iso)
    .locale(locale === 'mm' ? 'my' : 'en')
    .from(dayjs(now));
}

/** Month names for the filter, in the reader's language. */
export function monthNames(locale: string): string[] {
  const base = dayjs('2026-01-15').locale(locale === 'mm' ? 'my' : 'en');
  return Array.from({ length: 12 }, (_, index) => base.month(index).format('MMMM'));
}

/** Years offered by the filter: this year and the nine before it. */
export function recentYears(now = dayjs()): number[] {
  const year = now.utc().utcOffset(YANGON_OFFSET_MINUTES).year();
  return Array.from({ length: 10 }, (_, index) => year - index);
}
