import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, storageKeys } from './storage';
import en from '../locales/en/index';

export const locales = ['en', 'mm'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'mm';

/** The `<html lang>` value: our `mm` is the ISO 639-1 code `my`. */
export const htmlLang: Record<Locale, string> = { en: 'en', mm: 'my' };

/** English ships in the first bundle; Myanmar is fetched when it is shown (or as the fallback, soon after). */
const loaders: Record<Locale, () => Promise<typeof en>> = {
  en: async () => en,
  mm: async () => (await import('../locales/mm/index')).default,
};

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

export function storedLocale(): Locale {
  const saved = storage.get(storageKeys.locale);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

function applyDocumentLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[locale];
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const bundle = await loaders[locale]();
  for (const [ns, resources] of Object.entries(bundle)) i18n.addResourceBundle(locale, ns, resources, true, true);
}

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...locales],
  defaultNS: 'common',
  ns: Object.keys(en),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (lng) => {
  if (!isLocale(lng)) return;
  storage.set(storageKeys.locale, lng);
  applyDocumentLang(lng);
});

export async function setLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  await i18n.changeLanguage(locale);
}

/** Resolves once the saved language can be shown; the app renders after it. */
export const i18nReady: Promise<void> = (async () => {
  const locale = storedLocale();
  try {
    if (locale !== DEFAULT_LOCALE) await setLocale(locale);
  } catch {
    /* a failed chunk leaves the app in English */
  }
  applyDocumentLang(i18n.language as Locale);
  // The fallback language, for any key a namespace may lack.
  void ensureLoaded(FALLBACK_LOCALE).catch(() => undefined);
})();

export default i18n;
