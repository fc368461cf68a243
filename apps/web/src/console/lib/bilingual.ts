/** The text of a bilingual pair in the reader's language first, with the language it is in; null when both are empty. */
export function pick(en: string, mm: string, locale: string): { text: string; lang: 'en' | 'mm' } | null {
  const order = locale === 'mm' ? (['mm', 'en'] as const) : (['en', 'mm'] as const);
  for (const lang of order) {
    const text = (lang === 'en' ? en : mm).trim();
    if (text) return { text, lang };
  }
  return null;
}
