import { describe, expect, it } from 'vitest';
import { pickText } from './bilingual';
import { formatDuration } from './format';

describe('content formatting', () => {
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
