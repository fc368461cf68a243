/**
 * The desk enters and shows times in Myanmar time (Asia/Yangon, UTC+06:30 all year, no daylight
 * saving), whatever the clock of the computer in use says; the server stores ISO instants.
 */
const OFFSET_MINUTES = 6 * 60 + 30;
const MINUTE = 60_000;

export interface MyanmarDateTime {
  /** YYYY-MM-DD, as a date input holds it. */
  date: string;
  /** HH:mm (24-hour), as a time input holds it. */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-11-23' and '21:30' in Myanmar time → '2026-11-23T15:00:00.000Z'; null when either is not a real date or time. */
export function myanmarToIso({ date, time }: MyanmarDateTime): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const check = new Date(asUtc);
  // 2026-02-30 would roll over into March: not a date anyone meant.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  return new Date(asUtc - OFFSET_MINUTES * MINUTE).toISOString();
}

/** An instant as the date and time a clock in Myanmar shows: '2026-11-23T15:00:00Z' → 2026-11-23, 21:30. */
export function isoToMyanmar(iso: string | number | Date): MyanmarDateTime {
  const shifted = new Date(new Date(iso).getTime() + OFFSET_MINUTES * MINUTE);
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** Today in Myanmar (YYYY-MM-DD), for a date input's `min`. */
export function myanmarToday(now: number = Date.now()): string {
  return isoToMyanmar(now).date;
}

/** What the schedule dialog offers first: the post's time when it has one ahead, else tomorrow at 09:00 Myanmar time. */
export function defaultScheduleTime(current: string | null, now: number = Date.now()): MyanmarDateTime {
  if (current && new Date(current).getTime() > now) return isoToMyanmar(current);
  const tomorrow = isoToMyanmar(now + 24 * 60 * MINUTE);
  return { date: tomorrow.date, time: '09:00' };
}
