import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

describe('pageWindow', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 'gap', 4]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
