import { describe, expect, it } from 'vitest';
import { defaultNewsListParams, isDefaultNewsParams, parseNewsParams, toNewsFilter, toNewsSearch } from './filters';

describe('news list params in the URL', () => {
  it('reads the defaults from an empty query and sends page 1 of 9, id descending', () => {
    const params = parseNewsParams(new URLSearchParams(''));
    expect(params).toEqual(defaultNewsListParams);
    expect(toNewsFilter(params)).toEqual({
      searchObj: { id: '', title: '', month: '', year: '', categoryIdList: [] },
      pageNo: 1,
      pageSize: 9,
      sortBy: 'id',
      orderBy: 'DESC',
    });
  });

  it('round-trips a filtered page and leaves defaults out of the URL', () => {
    const params = { title: 'ဗုဒ္ဓ', month: 5, year: 2026, categories: [2, 5], page: 3 };
    const search = toNewsSearch(params);
    expect(parseNewsParams(search)).toEqual(params);
    expect(toNewsSearch({ ...defaultNewsListParams }).toString()).toBe('');
    expect(isDefaultNewsParams(parseNewsParams(new URLSearchParams('page=1')))).toBe(true);
  });

  it('ignores values the server would reject', () => {
    const params = parseNewsParams(new URLSearchParams('month=13&year=abc&categories=1,x,1,-2&page=0'));
    expect(params).toEqual({ ...defaultNewsListParams, categories: [1] });
  });
});
