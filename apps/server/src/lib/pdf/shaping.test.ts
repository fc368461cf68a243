import { describe, expect, it } from 'vitest';
import { squash } from '../../test/pdf.js';
import { breakOpportunities, scriptRuns, wrapText } from './shaping.js';

describe('line breaking', () => {
  it('splits runs by script and keeps spaces inside a run', () => {
    expect(scriptRuns('မေတ္တာ with love')).toEqual([
      { script: 'mymr', text: 'မေတ္တာ ' },
      { script: 'latn', text: 'with love' },
    ]);
  });

  it('never breaks inside a stacked consonant or before an asat', () => {
    const text = 'ဗုဒ္ဓ'; // ဗ ု ဒ ္ ဓ: ဓ is stacked under ဒ by the virama
    expect(breakOpportunities(text)).toEqual([]);
    expect(breakOpportunities('သည်')).toEqual([]);
    expect(breakOpportunities('မိခင်')).toEqual([2]);
  });

  it('prefers breaking between words and keeps every character', async () => {
    const text = 'ကွယ်လွန်သူ မိခင် ဒေါ်ခင်မြင့်အား ရည်စူး၍ သဒ္ဓါတရားဖြင့် လှူဒါန်းပါသည်။';
    const lines = await wrapText(text, 18, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(squash(lines.join(''))).toBe(squash(text));
    expect(lines.slice(0, -1).every((line) => text.includes(`${line} `))).toBe(true);
  });
});
