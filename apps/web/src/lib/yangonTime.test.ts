import { describe, expect, it } from 'vitest';
import { yangonDay, yangonInstant, yangonParts, YANGON_OFFSET_MINUTES } from './yangonTime';

describe('Myanmar time (UTC+06:30 all year)', () => {
  it('is six and a half hours ahead of UTC', () => {
    expect(YANGON_OFFSET_MINUTES).toBe(6 * 60 + 30);
  });

  it('takes a Myanmar date and clock time to the instant, crossing midnight into the UTC day before', () => {
    expect(yangonInstant('2026-11-23', '21:30').toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(yangonInstant('2027-01-01', '03:15').toISOString()).toBe('2026-12-31T20:45:00.000Z');
    expect(yangonInstant('2026-11-23').toISOString()).toBe('2026-11-22T17:30:00.000Z');
  });

  it('shows an instant as a Myanmar clock does, in summer and winter alike', () => {
    expect(yangonParts('2026-07-15T05:15:00.000Z')).toEqual({ date: '2026-07-15', time: '11:45' });
    expect(yangonParts(Date.parse('2026-12-31T20:45:00Z'))).toEqual({ date: '2027-01-01', time: '03:15' });
  });

  it('says the Myanmar day (already tomorrow there late in the UTC evening)', () => {
    expect(yangonDay(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24');
    expect(yangonDay(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-23');
  });

  it('goes round the trip unchanged', () => {
    for (const iso of ['2026-06-01T00:00:00.000Z', '2026-11-22T17:29:00.000Z', '2028-02-29T12:00:00.000Z']) {
      const { date, time } = yangonParts(iso);
      expect(yangonInstant(date, time).toISOString()).toBe(iso);
    }
  });
});
