import { describe, expect, it } from 'vitest';
import { closest, editDistance, replaceWords } from './text.js';

describe('did you mean, in the server', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('meditatoin', 'meditation')).toBe(1);
    expect(editDistance('meditatoin', 'meditators')).toBe(2);
    expect(editDistance('dhama', 'dhamma')).toBe(1);
    expect(editDistance('ဝိပသနာ', 'ဝိပဿနာ')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('takes the close word fewest edits away, within a third of the word', () => {
    const close = [
      { word: 'meditators', similarity: 0.6 },
      { word: 'meditation', similarity: 0.55 },
    ];
    expect(closest('meditatoin', close)).toBe('meditation');
    expect(closest('mediation', [{ word: 'meditation', similarity: 0.5 }])).toBe('meditation');
    expect(closest('xylophone', [{ word: 'phone', similarity: 0.35 }])).toBeUndefined();
    expect(closest('abc', [])).toBeUndefined();
  });

  it('replaces words in the query as typed, Latin words by their folded form, Myanmar runs as they are', () => {
    const replaced = new Map([
      ['satipatana', 'satipatthana'],
      ['ဝိပသနာ', 'ဝိပဿနာ'],
    ]);
    expect(replaceWords('The Satipaṭana sutta', replaced)).toBe('The Satipatthana sutta');
    expect(replaceWords('ဝိပသနာ, SATIPATANA!', replaced)).toBe('ဝိပဿနာ, Satipatthana!');
    expect(replaceWords('on satipatana', replaced)).toBe('on satipatthana');
    expect(replaceWords('abcဝိပသနာ', replaced)).toBe('abcဝိပဿနာ');
  });
});
