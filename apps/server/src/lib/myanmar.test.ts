import { describe, expect, it } from 'vitest';
import { toUnicode } from './myanmar.js';

describe('toUnicode', () => {
  it('converts Zawgyi to Unicode', () => {
    expect(toUnicode('ျမန္မာႏိုင္ငံ')).toBe('မြန်မာနိုင်ငံ');
    expect(toUnicode('ေက်းဇူးတင္ပါတယ္')).toBe('ကျေးဇူးတင်ပါတယ်');
  });

  it('keeps short Unicode words that the detector alone scores as Zawgyi', () => {
    expect(toUnicode('မေတ္တာ')).toBe('မေတ္တာ');
    expect(toUnicode('ဓမ္မ')).toBe('ဓမ္မ');
  });

  it('keeps Unicode and Latin text', () => {
    expect(toUnicode('မိခင်အား ရည်စူး၍')).toBe('မိခင်အား ရည်စူး၍');
    expect(toUnicode('In memory of U Ba')).toBe('In memory of U Ba');
  });
});
