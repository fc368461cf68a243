import { useTranslation } from 'react-i18next';

/**
 * Bilingual content fields (`titleEn` / `titleMm`, docs/decisions/0006): the current locale's
 * text, else the other one when it is empty.
 */
export function pickText(locale: string, en: string | null | undefined, mm: string | null | undefined): string {
  const [first, second] = locale === 'mm' ? [mm, en] : [en, mm];
  return first?.trim() ? first : (second ?? '');
}

/** `bi(item, 'title')` reads `item.titleEn` / `item.titleMm` for the current locale. */
export function useBilingual() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    /** `lang` attribute of the text actually shown (it may be the fallback language). */
    bi<T extends object>(item: T, field: string): string {
      const record = item as Record<string, unknown>;
      return pickText(locale, record[`${field}En`] as string | undefined, record[`${field}Mm`] as string | undefined);
    },
    pick: (en: string | null | undefined, mm: string | null | undefined) => pickText(locale, en, mm),
  };
}
