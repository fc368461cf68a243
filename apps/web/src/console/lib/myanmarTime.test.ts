import { describe, expect, it } from 'vitest';
import { defaultScheduleTime, isoToMyanmar, myanmarToIso, myanmarToday } from './myanmarTime';

describe('Myanmar time to an ISO instant and back', () => {
  it('takes 6:30 off a Myanmar clock time', () => {
    expect(myanmarToIso({ date: '2026-11-23', time: '21:30' })).toBe('2026-11-23T15:00:00.000Z');
    expect(myanmarToIso({ date: '2026-11-23', time: '09:00' })).toBe('2026-11-23T02:30:00.000Z');
  });

  it('crosses midnight into the day before in UTC', () => {
    expect(myanmarToIso({ date: '2027-01-01', time: '03:15' })).toBe('2026-12-31T20:45:00.000Z');
  });

  it('refuses what is not a date or a time', () => {
    expect(myanmarToIso({ date: '', time: '09:00' })).toBeNull();
    expect(myanmarToIso({ date: '2026-11-23', time: '' })).toBeNull();
    expect(myanmarToIso({ date: '2026-02-30', time: '09:00' })).toBeNull();
    expect(myanmarToIso({ date: '2026-11-23', time: '24:00' })).toBeNull();
  });

  it('shows an instant as a Myanmar clock does, whatever the computer’s time zone', () => {
    expect(isoToMyanmar('2026-11-23T15:00:00.000Z')).toEqual({ date: '2026-11-23', time: '21:30' });
    expect(isoToMyanmar('2026-12-31T20:45:00Z')).toEqual({ date: '2027-01-01', time: '03:15' });
  });

  it('goes round the trip unchanged', () => {
    for (const iso of ['2026-06-01T00:00:00.000Z', '2026-11-22T17:29:00.000Z', '2028-02-29T12:00:00.000Z']) {
      expect(myanmarToIso(isoToMyanmar(iso))).toBe(iso);
    }
  });

  it('says today as it is in Myanmar (already tomorrow there late in the UTC evening)', () => {
    expect(myanmarToday(Date.parse('2026-11-23T18:00:00Z'))).toBe('2026-11-24');
    expect(myanmarToday(Date.parse('2026-11-23T17:00:00Z'))).toBe('2026-11-23');
  });

  it('offers a scheduled post’s own time, else tomorrow at nine', () => {
    const now = Date.parse('2026-11-23T03:00:00Z');
    expect(defaultScheduleTime('2026-11-30T02:30:00.000Z', now)).toEqual({ date: '2026-11-30', time: '09:00' });
    expect(defaultScheduleTime('2026-11-01T02:30:00.000Z', now)).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(defaultScheduleTime(null, now)).toEqual({ date: '2026-11-24', time: '09:00' });
  });
});
