import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatNewsDate, formatNewsDateTime, recentYears } from './dates';

describe('news dates in Yangon time (UTC+06:30, no daylight saving)', () => {
  it('moves an instant late in the UTC day to the next Yangon day', () => {
    expect(formatNewsDate('2026-03-31T18:00:00.000Z')).toBe('01-04-2026');
    expect(formatNewsDateTime('2026-03-31T18:00:00.000Z', 'en')).toBe('01-04-2026 12:30 AM');
  });

  it('keeps an instant early in the UTC day on the same date, in summer and winter alike', () => {
    expect(formatNewsDateTime('2026-07-15T05:15:00.000Z', 'en')).toBe('15-07-2026 11:45 AM');
    expect(formatNewsDateTime('2026-01-15T05:15:00.000Z', 'en')).toBe('15-01-2026 11:45 AM');
  });

  it('counts the years from the Yangon new year, not the UTC one', () => {
    expect(recentYears(dayjs('2026-12-31T18:00:00.000Z'))[0]).toBe(2027);
    expect(recentYears(dayjs('2026-12-31T17:00:00.000Z'))[0]).toBe(2026);
  });
});
