import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatTime, parseDate, parseTime, readTime, splitTime, westernDigits } from './format';

describe('dates and times, one rule in both languages (decision 0044)', () => {
  it('writes instants as DD-MM-YYYY with a 12-hour time in Yangon time (UTC+06:30), AM/PM in English as the spec has it', () => {
    expect(formatDateTime('2026-11-22T03:30:00.000Z', 'en')).toBe('22-11-2026 10:00 AM');
    expect(formatDateTime('2026-11-22T12:00:00.000Z', 'en')).toBe('22-11-2026 06:30 PM');
    expect(formatTime('2026-11-22T12:00:00.000Z', 'en')).toBe('06:30 PM');
  });

  it('says morning and evening in Myanmar words, before the time, with the same date and digits', () => {
    expect(formatDateTime('2026-11-22T03:30:00.000Z', 'mm')).toBe('22-11-2026 နံနက် 10:00');
    expect(formatDateTime('2026-11-22T12:00:00.000Z', 'mm')).toBe('22-11-2026 ညနေ 06:30');
    // Midnight and noon: the half of the day they begin.
    expect(formatTime('2026-11-21T17:30:00.000Z', 'mm')).toBe('နံနက် 12:00');
    expect(formatTime('2026-11-22T05:30:00.000Z', 'mm')).toBe('ညနေ 12:00');
    expect(formatDateTime('2026-11-22T12:00:00.000Z', 'mm')).not.toMatch(/AM|PM|[\u1040-\u1049]/);
  });

  it('writes calendar dates as DD-MM-YYYY without shifting the day, and instants in Yangon’s day', () => {
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDate('2026-11-21T20:00:00.000Z')).toBe('22-11-2026');
  });

  it('can use the device’s own time zone (a member’s own orders)', () => {
    const local = formatDateTime('2026-11-22T03:30:00.000Z', 'en', 'local');
    expect(local).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2} (AM|PM)$/);
  });
});

describe('a time of day typed as HH:mm (an arrival time)', () => {
  it('is written on the same 12-hour clock, and anything else as it is', () => {
    expect(formatClock('14:30', 'en')).toBe('02:30 PM');
    expect(formatClock('09:05', 'mm')).toBe('နံနက် 09:05');
    expect(formatClock('14:30', 'mm')).toBe('ညနေ 02:30');
    expect(formatClock('25:00', 'en')).toBe('25:00');
  });
});

describe('what people type', () => {
  it('reads a DD-MM-YYYY date in either digits and with common separators', () => {
    expect(parseDate('27-11-2026')).toBe('2026-11-27');
    expect(parseDate('၂၇-၁၁-၂၀၂၆')).toBe('2026-11-27');
    expect(parseDate(' 7/1/2026 ')).toBe('2026-01-07');
    expect(parseDate('07.01.2026')).toBe('2026-01-07');
    // Pasted with the year first, which cannot be mistaken.
    expect(parseDate('2026-11-27')).toBe('2026-11-27');
  });

  it('refuses what is not a real date', () => {
    expect(parseDate('31-02-2026')).toBeUndefined();
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseDate('11/27/2026')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
  });

  it('reads a 12-hour time with its half of the day as a 24-hour one, and back', () => {
    expect(parseTime('09:30', 'am')).toBe('09:30');
    expect(parseTime('၉:၃၀', 'pm')).toBe('21:30');
    expect(parseTime('12:00', 'am')).toBe('00:00');
    expect(parseTime('12', 'pm')).toBe('12:00');
    expect(parseTime('9:75', 'am')).toBeUndefined();
    expect(parseTime('24:00', 'am')).toBeUndefined();
    expect(splitTime('21:30')).toEqual({ text: '09:30', half: 'pm' });
    expect(splitTime('00:05')).toEqual({ text: '12:05', half: 'am' });
  });

  it('reads a 24-hour time as it is, with the half of the day it falls in', () => {
    expect(readTime('16:00', 'am')).toEqual({ value: '16:00', half: 'pm' });
    expect(readTime('00:30', 'pm')).toEqual({ value: '00:30', half: 'am' });
    expect(readTime('08:00', 'am')).toEqual({ value: '08:00', half: 'am' });
  });

  it('turns Myanmar digits into Western ones and leaves the rest', () => {
    expect(westernDigits('ရက် ၉၀')).toBe('ရက် 90');
  });
});
