import { describe, expect, it } from 'vitest';
import { pastedPairs } from './pasted';

describe('pasted Zawgyi to find in the body', () => {
  it('pairs each changed line with its conversion, without the spaces at its ends', () => {
    expect(pastedPairs(' ျမန္မာ\nMetta\n\nႏိုင္ငံ ', ' မြန်မာ\nMetta\n\nနိုင်ငံ ')).toEqual([
      ['ျမန္မာ', 'မြန်မာ'],
      ['ႏိုင္ငံ', 'နိုင်ငံ'],
    ]);
  });

  it('takes the whole text when the conversion changed the number of lines', () => {
    expect(pastedPairs('a\nb', 'c')).toEqual([['a\nb', 'c']]);
  });
});
