import { clockText, dayText } from '@mahasi/contract/constants/days';

/**
 * Myanmar time (Asia/Yangon) is UTC+06:30 all year, with no daylight saving: a Myanmar day, month
 * or year is a fixed range of UTC instants. Every server module reads and writes Myanmar dates
 * through these (the web app has its own, `apps/web/src/lib/yangonTime.ts`).
 */
export const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** The offset as PostgreSQL adds it to a UTC timestamp (`created_at at time zone 'UTC' + interval …`). */
export const YANGON_SQL_INTERVAL = '390 minutes';

/** 2026-11-22 + 19:30 (Myanmar) → the instant; an empty time is midnight, the day's start. */
export const yangonInstant = (date: string, time = ''): Date => new Date(Date.parse(`${date}T${time || '00:00'}:00Z`) - YANGON_OFFSET_MS);

/** The instant as a Myanmar date and time: { date: '2026-11-22', time: '19:30' }. */
export function yangonParts(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + YANGON_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The Myanmar calendar day of an instant, as YYYY-MM-DD (what a `date` column holds). */
export const yangonDay = (at: Date): string => yangonParts(at).date;

/** The instant as Myanmar date and time, 'YYYY-MM-DD HH:mm' (an export's cell, a file's stamp). */
export const yangonText = (at: Date): string => {
  const { date, time } = yangonParts(at);
  return `${date} ${time}`;
};

/** The Myanmar year an instant falls in. */
export const yangonYear = (at: Date): number => new Date(at.getTime() + YANGON_OFFSET_MS).getUTCFullYear();

/** The first instant of a Myanmar month (`monthIndex` from 0, as Date counts; 12 is next year's January). */
export const yangonMonthStart = (year: number, monthIndex: number): Date => new Date(Date.UTC(year, monthIndex, 1) - YANGON_OFFSET_MS);

/** The instant as the site writes a Myanmar date and time to a reader (decision 0044): '27-11-2026 02:30 PM', '27-11-2026 ညနေ 02:30'. */
export function yangonDateTimeText(at: Date, language: string): string {
  const { date, time } = yangonParts(at);
  return `${dayText(date)} ${clockText(Number(time.slice(0, 2)), Number(time.slice(3, 5)), language)}`;
}
