import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAY_PATTERN, isCalendarDay } from './constants/days.js';
import { isRowId, MAX_ID } from './constants/ids.js';
import { calendarDay, positiveId } from './request.js';
import { catalogueFilter, cataloguePaths, catalogueSaveExtra } from './staff-catalogue.js';
import { deskEbookFilter, deskEbookIdParam, ebookPaths } from './staff-ebooks.js';
import { deskTalkFilter, deskTalkSavePayload, talkPaths } from './staff-talks.js';

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

describe('a record kind made by one function', () => {
  it('has its lifecycle, revision and bulk paths under its base', () => {
    expect(talkPaths.list).toBe('/talks/list');
    expect(talkPaths.create).toBe('/talks');
    expect(talkPaths.save(7)).toBe('/talks/7/save');
    expect(talkPaths.restoreRevision(7, 9)).toBe('/talks/7/revisions/9/restore');
    expect(talkPaths.bulk).toBe('/talks/bulk');
    expect(ebookPaths.unpublish(3)).toBe('/ebooks/3/unpublish');
    expect(ebookPaths.mergeCategory(3)).toBe('/ebooks/categories/3/merge');
    expect(cataloguePaths.restore('dhamma-records', 4)).toBe('/catalogue/dhamma-records/4/restore');
    expect(cataloguePaths.reorder('banners')).toBe('/catalogue/banners/reorder');
  });

  it('reads a list request the same way for every kind, with the kind’s own state field and filters', () => {
    const empty = { searchObj: {}, pageNo: 1, pageSize: 20, sortBy: 'updated_at', orderBy: 'DESC' };
    expect(deskTalkFilter.parse({})).toEqual(empty);
    expect(deskEbookFilter.parse({ searchObj: { state: 'draft', categoryId: 0 } })).toEqual({ ...empty, searchObj: { state: 'draft' } });
    expect(catalogueFilter.parse({ searchObj: { status: '', groupType: 2 }, sortBy: 'sort_order' })).toEqual({
      ...empty,
      searchObj: { groupType: 2 },
      sortBy: 'sort_order',
    });
    expect(deskTalkFilter.safeParse({ searchObj: { status: 'archived' } }).error?.issues[0]?.message).toBe(
      'Must be one of draft, published, deleted',
    );
    expect(deskEbookFilter.safeParse({ sortBy: 'duration' }).success).toBe(false);
  });

  it('takes a save as the kind’s content with the version it started from', () => {
    expect(deskTalkSavePayload.safeParse({ version: 2 }).data).toMatchObject({ version: 2, autosave: false, titleEn: '' });
    expect(deskTalkSavePayload.safeParse({}).error?.issues[0]?.message).toBe('Is required');
    expect(catalogueSaveExtra.parse({ version: 1, autosave: true })).toEqual({ version: 1, autosave: true });
    expect(deskEbookIdParam.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
