import { describe, expect, it } from 'vitest';
import { pickText } from './bilingual';
import { formatDate, formatDateTime, formatDuration } from './format';

describe('content formatting', () => {
  it('shows instants as DD-MM-YYYY with 12-hour time in Yangon time (UTC+06:30)', () => {
    expect(formatDateTime('2026-11-22T03:30:00.000Z')).toBe('22-11-2026 10:00 AM');
    expect(formatDateTime('2026-11-22T12:00:00.000Z')).toBe('22-11-2026 06:30 PM');
  });

  it('shows calendar dates as DD-MM-YYYY without shifting the day', () => {
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDate('2026-11-21T20:00:00.000Z')).toBe('22-11-2026');
  });

  it('shows durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('bilingual fields', () => {
  it("shows the current locale's text and falls back to the other when it is empty", () => {
    expect(pickText('en', 'Dhamma', 'ဓမ္မ')).toBe('Dhamma');
    expect(pickText('mm', 'Dhamma', 'ဓမ္မ')).toBe('ဓမ္မ');
    expect(pickText('mm', 'Dhamma', '  ')).toBe('Dhamma');
    expect(pickText('en', '', 'ဓမ္မ')).toBe('ဓမ္မ');
  });
});
