import { describe, expect, it } from 'vitest';
import * as ebook from '@mahasi/contract/ebook';
import * as ebooks from '@mahasi/contract/staff-ebooks';
import * as local from './contract';

describe('the e-books desk contract restated for the console', () => {
  it('has the contract’s states, sort keys, statuses, languages and price roles', () => {
    expect([...local.ebookStates]).toEqual([...ebooks.ebookStates]);
    expect([...local.ebookDeskSortKeys]).toEqual([...ebooks.ebookDeskSortKeys]);
    expect([...local.priceRoles]).toEqual([...ebooks.priceRoles]);
    expect([...local.ebookStatusKeys]).toEqual([...ebook.ebookStatusKeys]);
    expect([...local.ebookLanguageKeys]).toEqual([...ebook.ebookLanguageKeys]);
  });

  it('has the contract’s paths', () => {
    for (const [name, path] of Object.entries(ebooks.ebookPaths)) {
      const mine = local.ebookPaths[name as keyof typeof ebooks.ebookPaths];
      if (typeof path === 'function') expect((mine as (id: number) => string)(7)).toBe((path as (id: number) => string)(7));
      else expect(mine).toBe(path);
    }
    expect(Object.keys(local.ebookPaths).sort()).toEqual(Object.keys(ebooks.ebookPaths).sort());
  });
});
