import { describe, expect, it, vi } from 'vitest';
import { hasMyanmar, toUnicode, toUnicodeFields } from './zawgyi';

describe('Zawgyi to Unicode', () => {
  it('converts Zawgyi text to Unicode', async () => {
    expect(await toUnicode('ျမန္မာႏိုင္ငံ')).toBe('မြန်မာနိုင်ငံ');
  });

  it('leaves Unicode Myanmar text as it is', async () => {
    expect(await toUnicode('မဟာစည် သာသနာ့ရိပ်သာ')).toBe('မဟာစည် သာသနာ့ရိပ်သာ');
  });

  it('leaves short Unicode words the detector alone would mistake for Zawgyi', async () => {
    expect(await toUnicode('မေတ္တာ')).toBe('မေတ္တာ');
    expect(await toUnicode('ဓမ္မ')).toBe('ဓမ္မ');
  });

  it('leaves text without Myanmar characters alone', async () => {
    expect(hasMyanmar('demo@mahasi.org')).toBe(false);
    expect(await toUnicode('Metta 2026!')).toBe('Metta 2026!');
  });

  it('converts every string field of a form and keeps the others', async () => {
    expect(await toUnicodeFields({ userFullName: 'ျမန္မာ', id: 7, email: 'a@b.org' })).toEqual({
      userFullName: 'မြန်မာ',
      id: 7,
      email: 'a@b.org',
    });
  });

  it('converts in a browser too, which has no Buffer for the detector to decode its model with', async () => {
    const scope = globalThis as { Buffer?: unknown };
    const nodeBuffer = scope.Buffer;
    delete scope.Buffer;
    try {
      vi.resetModules();
      const fresh = await import('./zawgyi');
      expect(await fresh.toUnicode('ျမန္မာႏိုင္ငံ')).toBe('မြန်မာနိုင်ငံ');
      expect(scope.Buffer).toBeUndefined();
    } finally {
      scope.Buffer = nodeBuffer;
    }
  });
});
