import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmHost } from '../../components/ConfirmHost';
import { ui } from '../../components/ui';
import { ToastHost } from '../../app/layout/ToastHost';
import { ConsoleTitle } from './PageHeader';
import { UnsavedChangesGuard } from './useUnsavedChanges';

/** What every console page has: toasts, the confirm dialog, the unsaved-changes warning, scroll restored on Back. */
export function ConsoleRoot() {
  return (
    <>
      <ToastHost />
      <Outlet />
      <ConfirmHost />
      <UnsavedChangesGuard />
      <ScrollRestoration />
    </>
  );
}

/** A page that failed to render or whose chunk failed to load (a deploy since the tab opened): reload. */
export function RouteFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section role="alert" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <ConsoleTitle title={t('errors:title')} />
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{t('errors:title')}</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-300">{t('errors:http.default')}</p>
      <button type="button" className={`${ui.buttonPrimary} mt-8`} onClick={() => window.location.reload()}>
        {t('labels.ok')}
      </button>
    </section>
  );
}
