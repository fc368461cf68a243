import i18n, { DEFAULT_LOCALE, i18nReady, setLocale, storedLocale, type Locale } from '../../lib/i18n';
import type en from '../locales/en/index';

/**
 * The console's texts: namespaces of their own (console, consoleAuth, ...), loaded by the console
 * only, on the public app's i18n instance, so the language a reader chose (`locale` in local
 * storage) carries over both ways. The public bundle of the language is loaded too: the console
 * reuses its labels (OK / Cancel), field names and validation messages. The console's `fields`
 * and `validation` are merged into the public namespaces of the same name, adding the labels and
 * rules only the console uses (a public text is never replaced).
 */
const loaders: Record<Locale, () => Promise<{ default: typeof en }>> = {
  en: () => import('../locales/en/index'),
  mm: () => import('../locales/mm/index'),
};

export async function ensureConsoleLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'console')) return;
  const { default: bundle } = await loaders[locale]();
  for (const [ns, resources] of Object.entries(bundle)) i18n.addResourceBundle(locale, ns, resources, true, false);
}

/** The language switch of the console: its own texts first, then the shared switch. */
export async function setConsoleLocale(locale: Locale): Promise<void> {
  await ensureConsoleLoaded(locale);
  await setLocale(locale);
}

/** Resolves once the saved language can be shown in the console (English if its texts fail to load). */
export const consoleI18nReady: Promise<void> = Promise.all([
  i18nReady(),
  ensureConsoleLoaded(storedLocale()).catch(() => ensureConsoleLoaded(DEFAULT_LOCALE)),
])
  .then(() => undefined)
  .catch(() => undefined);
