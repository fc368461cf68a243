import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAY_PATTERN, isCalendarDay } from './constants/days.js';
import { isRowId, MAX_ID } from './constants/ids.js';
import { calendarDay, positiveId } from './request.js';

const constantsDir = new URL('./constants/', import.meta.url);

describe('the constants modules', () => {
  it('load without zod: they import only each other, and types', () => {
    for (const file of readdirSync(constantsDir).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, constantsDir), 'utf8');
      const runtimeImports = [...source.matchAll(/^(?:import|export)(?! type)[^;]*? from '([^']+)';/gm)].map((match) => match[1]);
      for (const from of runtimeImports) expect(from, `${file} imports ${from}`).toMatch(/^\.\/[\w-]+\.js$/);
    }
  });
});

describe('one definition of a day', () => {
  it('takes a day that exists, as YYYY-MM-DD, from 1900 to 2100', () => {
    for (const day of ['2026-02-28', '2028-02-29', '1900-01-01', '2100-12-31']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '1899-12-31', '2101-01-01', '2026-2-3', '', 20260101, null])
      expect(isCalendarDay(day), String(day)).toBe(false);
    expect(DAY_PATTERN.test('2026-11-27')).toBe(true);
  });

  it('is the one the schemas check', () => {
    for (const day of ['2026-02-28', '2026-02-30', '2101-01-01', 'soon'])
      expect(calendarDay().safeParse(day).success).toBe(isCalendarDay(day));
  });
});

describe('one definition of a row id', () => {
  it('takes a whole number from 1 to the largest PostgreSQL integer', () => {
    for (const id of [1, 42, MAX_ID]) expect(isRowId(id), String(id)).toBe(true);
    for (const id of [0, -1, 1.5, MAX_ID + 1, Number.NaN, '7', null]) expect(isRowId(id), String(id)).toBe(false);
  });

  it('is the one the schemas check, with the same message for every id out of range', () => {
    for (const id of [1, MAX_ID, 0, MAX_ID + 1]) expect(positiveId().safeParse(id).success).toBe(isRowId(id));
    expect(positiveId().safeParse('7').data).toBe(7);
    expect(positiveId().safeParse(MAX_ID + 1).error?.issues[0]?.message).toBe('Must be a positive whole number');
    expect(
      positiveId()
        .safeParse(1.5)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Must be a whole number']);
  });
});
