import { describe, expect, it } from 'vitest';
import { rowsOf } from './pages';

describe('rowsOf', () => {
  it('keeps the order of the pages and drops a row a later page repeats', () => {
    const first = { dataList: [{ id: 9 }, { id: 8 }, { id: 7 }] };
    // A new row (10) arrived before page 2 was asked for: row 7 moved onto page 2.
    const second = { dataList: [{ id: 7 }, { id: 6 }] };
    expect(rowsOf([first, second]).map((row) => row.id)).toEqual([9, 8, 7, 6]);
  });

  it('has no rows before the first page arrives', () => {
    expect(rowsOf(undefined)).toEqual([]);
  });
});
