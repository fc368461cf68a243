import { describe, expect, it } from 'vitest';
import en from './en/index';
import mm from './mm/index';
import publicEn from '../../locales/en/index';

/** Every key path of a namespace's texts, e.g. 'table.showing'. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

// The console loads only the language shown (console/lib/i18n.ts): a key missing in it would show as the raw key.
describe('console locales', () => {
  it('has the same namespaces in English and Myanmar', () => {
    expect(Object.keys(mm).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('has every key of %s in both languages', (ns) => {
    expect(keyPaths(mm[ns as keyof typeof mm]).sort()).toEqual(keyPaths(en[ns as keyof typeof en]).sort());
  });

  it('writes numbers in Western digits in Myanmar too, as the formatter does (decision 0044)', () => {
    expect(JSON.stringify(mm).match(/[^"]{0,20}[\u1040-\u1049]+[^"]{0,20}/g) ?? []).toEqual([]);
  });

  it('has a message for every staff business code', async () => {
    const { StaffRespCode } = await import('@mahasi/contract/staff');
    for (const code of Object.values(StaffRespCode)) {
      expect(en.console.codes).toHaveProperty(code);
      expect(mm.console.codes).toHaveProperty(code);
    }
  });

  it('says every rule only staff meet in both languages (the public texts leave them out)', async () => {
    const { staffValidationRules } = await import('@mahasi/contract/fields');
    for (const rule of staffValidationRules) {
      expect(en.validation).toHaveProperty(rule);
      expect(mm.validation).toHaveProperty(rule);
    }
  });

  it('only adds to the public fields and validation texts, never replaces one', () => {
    for (const ns of ['fields', 'validation'] as const) {
      const shared = Object.keys(en[ns]).filter((key) => key in publicEn[ns]);
      expect(shared).toEqual([]);
    }
  });

  it('writes the Myanmar texts in Myanmar script', () => {
    const myanmar = /[\u1000-\u109f]/;
    const untranslated = Object.entries(mm).flatMap(([ns, texts]) =>
      keyPaths(texts)
        .map((path) => [ns, path, path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts)] as const)
        .filter(([, , text]) => typeof text === 'string' && !myanmar.test(text))
        .map(([ns2, path]) => `${ns2}:${path}`),
    );
    expect(untranslated).toEqual([]);
  });
});
