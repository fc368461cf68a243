import { describe, expect, it } from 'vitest';
import en from './en/index';
import mm from './mm/index';

/** Every key path of a namespace's texts, e.g. 'language.switchToMm'. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

// The app fetches only the language shown (lib/i18n.ts): a key missing in it would show as the raw key.
describe('locales', () => {
  it('has the same namespaces in English and Myanmar', () => {
    expect(Object.keys(mm).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('has every key of %s in both languages', (ns) => {
    expect(keyPaths(mm[ns as keyof typeof mm]).sort()).toEqual(keyPaths(en[ns as keyof typeof en]).sort());
  });

  it('writes numbers in Western digits in Myanmar too, as the formatter does (decision 0044)', () => {
    expect(JSON.stringify(mm).match(/[^"]{0,20}[\u1040-\u1049]+[^"]{0,20}/g) ?? []).toEqual([]);
  });
});
