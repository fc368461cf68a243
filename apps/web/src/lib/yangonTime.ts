/**
 * Myanmar time (Asia/Yangon) is UTC+06:30 all year, with no daylight saving: a Myanmar day is a
 * fixed range of UTC instants, whatever the clock of the computer in use says. Every web module
 * reads and writes Myanmar dates and times through these, as every server module does through the
 * server's own `apps/server/src/lib/yangonTime.ts` (the same names, the same results).
 */

/** The offset in minutes, as dayjs's `utcOffset` takes it. */
export const YANGON_OFFSET_MINUTES = 390;
export const YANGON_OFFSET_MS = YANGON_OFFSET_MINUTES * 60_000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 2026-11-22 + 19:30 (Myanmar) → the instant; an empty time is midnight, the day's start. */
export const yangonInstant = (date: string, time = ''): Date => new Date(Date.parse(`${date}T${time || '00:00'}:00Z`) - YANGON_OFFSET_MS);

/** The instant as a Myanmar date and time: { date: '2026-11-22', time: '19:30' }. */
export function yangonParts(at: Date | number | string): { date: string; time: string } {
  const local = new Date(new Date(at).getTime() + YANGON_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The Myanmar calendar day of an instant (now unless told), as YYYY-MM-DD. */
export const yangonDay = (at: Date | number | string = Date.now()): string => yangonParts(at).date;
