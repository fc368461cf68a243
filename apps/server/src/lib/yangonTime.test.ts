import { describe, expect, it } from 'vitest';
import { yangonDay, yangonInstant, yangonMonthStart, yangonParts, yangonText, yangonYear } from './yangonTime.js';

describe('Myanmar time', () => {
  it('reads a Myanmar date and time as the instant six and a half hours earlier in UTC', () => {
    expect(yangonInstant('2026-11-22', '19:30').toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(yangonInstant('2026-11-22').toISOString()).toBe('2026-11-21T17:30:00.000Z');
  });

  it('gives an instant back as the Myanmar day, time and year it falls in, across midnight and the new year', () => {
    const lateNight = new Date('2026-12-31T18:00:00Z'); // 00:30 on 1 January in Yangon
    expect(yangonParts(lateNight)).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(yangonDay(lateNight)).toBe('2027-01-01');
    expect(yangonText(lateNight)).toBe('2027-01-01 00:30');
    expect(yangonYear(lateNight)).toBe(2027);
    expect(yangonYear(new Date('2026-12-31T17:29:59Z'))).toBe(2026);
  });

  it('starts a Myanmar month at its midnight, and month 12 is the next January', () => {
    expect(yangonMonthStart(2026, 1).toISOString()).toBe('2026-01-31T17:30:00.000Z');
    expect(yangonMonthStart(2026, 12).toISOString()).toBe(yangonMonthStart(2027, 0).toISOString());
  });
});
