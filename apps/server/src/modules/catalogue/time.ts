/** Myanmar time (Asia/Yangon) is UTC+06:30 all year: dates and times the console enters are read in it. */
export const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 2026-11-22 + 19:30 (Myanmar) → the instant; an empty time is midnight. */
export const yangonInstant = (date: string, time = ''): Date => new Date(Date.parse(`${date}T${time || '00:00'}:00Z`) - YANGON_OFFSET_MS);

/** The instant as a Myanmar date and time: { date: '2026-11-22', time: '19:30' }. */
export function yangonParts(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + YANGON_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
