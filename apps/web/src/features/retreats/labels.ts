import { useTranslation } from 'react-i18next';
import { DAY_MS } from '../../lib/yangonTime';

/** Both languages of a text the contract writes once (`retreatGroups.male` → { en, mm }). */
export interface Bilingual {
  en: string;
  mm: string;
}

export type RetreatLang = 'en' | 'mm';

export const langOf = (language: string): RetreatLang => (language === 'mm' ? 'mm' : 'en');

/** The contract's texts in the reader's language: `say(retreatGroups[group])`. */
export function useSay() {
  const { i18n } = useTranslation();
  const lang = langOf(i18n.language);
  return { lang, say: (text: Bilingual) => text[lang] };
}

/** Whole Myanmar days from `today` to `day` (both 'YYYY-MM-DD'): 0 today, negative once past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
