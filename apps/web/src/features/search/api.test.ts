import { describe, expect, it } from 'vitest';
import { hasSearchableText, SEARCH_MAX_LENGTH as CONTRACT_MAX, searchKinds } from '@mahasi/contract/search';
import { queryProblem, resultPath, SEARCH_MAX_LENGTH, searchKindList, searchPagePath } from './api';

describe('site search on the web', () => {
  it('restates the contract’s limits and kinds', () => {
    expect(SEARCH_MAX_LENGTH).toBe(CONTRACT_MAX);
    expect([...searchKindList]).toEqual([...searchKinds]);
  });

  it('refuses before asking what the server would refuse', () => {
    expect(queryProblem('  ')).toBe('required');
    expect(queryProblem('?!… ။')).toBe('searchWord');
    expect(queryProblem('a'.repeat(201))).toBe('maxLength');
    for (const q of ['a'.repeat(200), 'ဓမ္မ', 'Satipaṭṭhāna', '2026']) {
      expect(queryProblem(q), q).toBeUndefined();
      expect(hasSearchableText(q), q).toBe(true);
    }
  });

  it('opens each kind at its own page, a group entry under its section', () => {
    expect(resultPath({ kind: 'news', id: 3, groupType: null })).toBe('/news/3');
    expect(resultPath({ kind: 'podcast', id: 4, groupType: null })).toBe('/podcasts/4');
    expect(resultPath({ kind: 'dhamma-record', id: 5, groupType: null })).toBe('/dhamma-record/5');
    expect(resultPath({ kind: 'gallery', id: 6, groupType: null })).toBe('/galleries');
    expect(resultPath({ kind: 'group', id: 7, groupType: 3 })).toBe('/religious-institution/7');
  });

  it('links the results page with its filters', () => {
    expect(searchPagePath(' ဓမ္မ ', { kind: 'ebook', year: 2026 })).toBe(
      '/search?q=%E1%80%93%E1%80%99%E1%80%B9%E1%80%99&kind=ebook&year=2026',
    );
  });
});
