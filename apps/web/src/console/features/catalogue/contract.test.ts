import { describe, expect, it } from 'vitest';
import * as catalogue from '@mahasi/contract/staff-catalogue';
import * as local from './contract';

describe('the catalogue contract restated for the console', () => {
  it('has the contract’s kinds, statuses and limits', () => {
    expect([...local.catalogueKinds]).toEqual([...catalogue.catalogueKinds]);
    expect([...local.catalogueStatuses]).toEqual([...catalogue.catalogueStatuses]);
    expect([...local.GROUP_TYPES]).toEqual([...catalogue.GROUP_TYPES]);
    expect(local.DELETED_RECORD_DAYS).toBe(catalogue.DELETED_RECORD_DAYS);
    expect(local.GALLERY_MAX_PHOTOS).toBe(catalogue.GALLERY_MAX_PHOTOS);
    expect([...local.orderedKinds]).toEqual([...catalogue.orderedKinds]);
    expect(local.PAGE_SLUG_PATTERN.source).toBe(catalogue.PAGE_SLUG_PATTERN.source);
    expect(local.PROTECTED_PAGE_SLUGS).toEqual(catalogue.PROTECTED_PAGE_SLUGS);
  });

  it('has the contract’s paths for every kind', () => {
    for (const kind of catalogue.catalogueKinds)
      for (const [name, path] of Object.entries(catalogue.cataloguePaths)) {
        const mine = local.cataloguePaths[name as keyof typeof catalogue.cataloguePaths];
        expect((mine as (k: typeof kind, id: number) => string)(kind, 7)).toBe((path as (k: typeof kind, id: number) => string)(kind, 7));
      }
    expect(Object.keys(local.cataloguePaths).sort()).toEqual(Object.keys(catalogue.cataloguePaths).sort());
  });
});
