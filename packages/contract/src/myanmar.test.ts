import { describe, expect, it } from 'vitest';
import { hasZawgyiShape } from './myanmar.js';

describe('hasZawgyiShape', () => {
  it.each(['ျမန္မာ', 'ျမန္မာႏိုင္ငံ', 'ေက်းဇူး', 'ကြယ္လြန္သူ မိခင္'])('finds Zawgyi in %s', (text) => {
    expect(hasZawgyiShape(text)).toBe(true);
  });

  it.each(['ဓမ္မ', 'မေတ္တာ', 'ဗုဒ္ဓ', 'မြန်မာ', 'မိခင်အား ရည်စူး၍', 'သာဓု', 'ကျေးဇူး', 'Hello'])('leaves Unicode %s alone', (text) => {
    expect(hasZawgyiShape(text)).toBe(false);
  });
});
