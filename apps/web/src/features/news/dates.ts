import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/my';
import { NEWS_TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

/**
 * News dates (spec section 9): DD-MM-YYYY, with 12-hour time where a time shows, in Myanmar's time
 * zone (the month and year filters use it too, so a card never shows a month it was not filed under).
 */
const inYangon = (iso: string) => dayjs(iso).tz(NEWS_TIME_ZONE);

export const formatNewsDate = (iso: string): string => inYangon(iso).format('DD-MM-YYYY');
export const formatNewsDateTime = (iso: string): string => inYangon(iso).format('DD-MM-YYYY hh:mm A');
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
  const year = now.tz(NEWS_TIME_ZONE).year();
  return Array.from({ length: 10 }, (_, index) => year - index);
}
