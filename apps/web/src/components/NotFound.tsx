import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { ui } from './ui';

/**
 * The HTTP status of a page rendered by the server (apps/web/src/entry-server.tsx): a page that
 * shows "not found" says so here, and the server answers 404 with it. Absent in the browser.
 */
export interface RenderStatus {
  /** Called while rendering: the server's render is one pass per round, with its own status object. */
  markNotFound(): void;
}

const RenderStatusContext = createContext<RenderStatus | null>(null);
export const RenderStatusProvider = RenderStatusContext.Provider;

function useNotFoundStatus(): void {
  const status = useContext(RenderStatusContext);
  status?.markNotFound();
}

/**
 * Spec section 2's not-found page: 404, 'Page not found', its text, 'Go back home' and 'Contact
 * support'. An unknown address shows it, and so does a detail page whose record does not exist
 * or is not published: the server answers either with HTTP 404.
 */
export function NotFound({ className = 'py-24' }: { className?: string }) {
  const { t } = useTranslation();
  useNotFoundStatus();
  return (
    <section className={`mx-auto flex max-w-2xl flex-col items-center px-6 text-center ${className}`} data-testid="not-found">
      <p className="font-serif text-6xl font-semibold text-saffron-600 dark:text-saffron-400">{t('notFound.code')}</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-maroon-800 sm:text-5xl dark:text-sand-50">{t('notFound.heading')}</h1>
      <p className="mt-6 text-lg text-stone-600 dark:text-stone-300">{t('notFound.text')}</p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        <Link to={paths.home} className={ui.buttonPrimary}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.contactUs} className={ui.buttonSecondary}>
          {t('notFound.support')} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
