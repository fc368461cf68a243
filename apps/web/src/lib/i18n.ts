import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, storageKeys } from './storage';
import type en from '../locales/en/index';

export const locales = ['en', 'mm'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'mm';

/** The cookie that tells the server which language to render a first screen in. */
export const LOCALE_COOKIE = 'locale';

/** The `<html lang>` value: our `mm` is the ISO 639-1 code `my`. */
export const htmlLang: Record<Locale, string> = { en: 'en', mm: 'my' };

/**
 * Each language is its own chunk and only the one shown is fetched: a reader never downloads the
 * other language's texts unless they switch. Both hold every key (locales.test.ts), so the
 * fallback language is never needed in practice and is not fetched ahead.
 */
const loaders: Record<Locale, () => Promise<{ default: typeof en }>> = {
  en: () => import('../locales/en/index'),
  mm: () => import('../locales/mm/index'),
};

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

export function storedLocale(): Locale {
  // The cookie first: a page the server rendered is in its language, and the browser must start in
  // the same one to adopt that page (docs/decisions/0028). The app keeps the two equal.
  const cookie = typeof document === 'undefined' ? undefined : /(?:^|;\s*)locale=(en|mm)(?:;|$)/.exec(document.cookie)?.[1];
  if (isLocale(cookie)) return cookie;
  const saved = storage.get(storageKeys.locale);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

function applyDocumentLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[locale];
}

export async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const { default: bundle } = await loaders[locale]();
  for (const [ns, resources] of Object.entries(bundle)) {
    // A namespace the console has added to already (console/lib/i18n.ts) is merged into, as before.
    // Otherwise kept as loaded: a deep merge into nothing, and i18next's defensive copy, cost a slow
    // phone ~20 ms of blocking time at start-up for the same result.
    if (i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, resources, true, true);
    else i18n.addResourceBundle(locale, ns, resources, false, true, { skipCopy: true });
  }
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...locales],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (lng) => {
  if (!isLocale(lng)) return;
  storage.set(storageKeys.locale, lng);
  applyDocumentLang(lng);
  // The server renders a page's first screen in the reader's language: it reads this cookie.
  if (typeof document !== 'undefined') document.cookie = `${LOCALE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
});

export async function setLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  await i18n.changeLanguage(locale);
}

let ready: Promise<void> | undefined;

/**
 * Starts loading the saved language (once) and resolves once it can be shown; the app renders
 * after it. The app's start calls it alongside fetching the first page's chunk. A failed chunk (a
 * deploy since the page loaded) falls back to English, and failing that the app still renders.
 */
export function i18nReady(): Promise<void> {
  return (ready ??= setLocale(storedLocale())
    .catch(() => setLocale(DEFAULT_LOCALE))
    .catch(() => undefined));
}

export default i18n;
