import { isCalendarDay } from '@mahasi/contract/constants/days';
import { DAY_MS, yangonDay, yangonInstant, yangonParts } from '../../lib/yangonTime';

/**
 * The desk enters and shows times in Myanmar time (lib/yangonTime), whatever the clock of the
 * computer in use says; the server stores ISO instants.
 */

export interface MyanmarDateTime {
  /** YYYY-MM-DD, as a date input holds it. */
  date: string;
  /** HH:mm (24-hour), as a time input holds it. */
  time: string;
}

/** '2026-11-23' and '21:30' in Myanmar time → '2026-11-23T15:00:00.000Z'; null when either is not a real date or time. */
export function myanmarToIso({ date, time }: MyanmarDateTime): string | null {
  // 2026-02-30 would roll over into March: not a date anyone meant (the contract's one definition of a day).
  const clock = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  return isCalendarDay(date) && clock ? yangonInstant(date, time).toISOString() : null;
}

/** An instant as the date and time a clock in Myanmar shows: '2026-11-23T15:00:00Z' → 2026-11-23, 21:30. */
export const isoToMyanmar = (iso: string | number | Date): MyanmarDateTime => yangonParts(iso);

/** Today in Myanmar (YYYY-MM-DD), for a date input's `min`. */
export const myanmarToday = (now: number = Date.now()): string => yangonDay(now);

/** What the schedule dialog offers first: the post's time when it has one ahead, else tomorrow at 09:00 Myanmar time. */
export function defaultScheduleTime(current: string | null, now: number = Date.now()): MyanmarDateTime {
  if (current && new Date(current).getTime() > now) return isoToMyanmar(current);
  return { date: yangonDay(now + DAY_MS), time: '09:00' };
}
