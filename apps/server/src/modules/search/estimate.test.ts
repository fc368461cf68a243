import { describe, expect, it } from 'vitest';
import { queryTerms, selectivity, walkIsCheaper, type IndexStats } from './estimate.js';

const stats: IndexStats = {
  kinds: new Map([['news', 100_000]]),
  latin: {
    freq: new Map([
      ['medit', 0.3],
      ['meditat', 0.05],
      ['retreat', 0.2],
    ]),
    floor: 0.001,
  },
  mm: {
    freq: new Map([
      ['တရား', 0.2],
      ['ရားစ', 0.09],
      ['စခန်း', 0.1],
    ]),
    floor: 0.0005,
  },
};

describe('the estimate that chooses how to read the index', () => {
  it('reads the lexemes of a tsquery', () => {
    expect(queryTerms(`'medit':* & 'retreat'`)).toEqual([
      { lexeme: 'medit', prefix: true },
      { lexeme: 'retreat', prefix: false },
    ]);
    expect(queryTerms(`'it''s'`)).toEqual([{ lexeme: "it's", prefix: false }]);
  });

  it('multiplies English words, takes a Myanmar run’s rarest pair, and sums prefixes', () => {
    expect(selectivity(stats, `'retreat'`, [])).toBeCloseTo(0.2);
    expect(selectivity(stats, `'medit':* & 'retreat'`, [])).toBeCloseTo(0.35 * 0.2);
    expect(selectivity(stats, `'xylophon':*`, [])).toBeCloseTo(0.001);
    expect(selectivity(stats, null, [`'တရား' & 'ရားစ' & 'စခန်း':*`])).toBeCloseTo(0.09);
    expect(selectivity(stats, `'retreat'`, [`'တရား'`])).toBeCloseTo(1 - 0.8 * 0.8);
  });

  it('walks a big kind for a common word only; leaves a small kind to the planner', () => {
    expect(walkIsCheaper(stats, 'news', 0.09, 100)).toBe(true);
    expect(walkIsCheaper(stats, 'news', 0.02, 100)).toBe(false);
    expect(walkIsCheaper(stats, 'podcast', 0.5, 100)).toBeUndefined();
    expect(walkIsCheaper(undefined, 'news', 0.5, 100)).toBeUndefined();
  });
});
