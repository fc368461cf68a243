/** Yangon is UTC+06:30 all year (no daylight saving). */
export const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;

/** The Myanmar calendar day of an instant, as YYYY-MM-DD (what a `date` column holds). */
export const yangonDay = (at: Date): string => new Date(at.getTime() + YANGON_OFFSET_MS).toISOString().slice(0, 10);
