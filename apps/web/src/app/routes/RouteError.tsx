import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';

/** A render or loading failure (a stale chunk after a deploy, mostly): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <PageTitle title={t('errors:title')} />
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{t('errors:title')}</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-300">{t('errors:http.default')}</p>
      <button type="button" className={`${ui.buttonPrimary} mt-8`} onClick={() => window.location.reload()}>
        {t('labels.ok')}
      </button>
    </section>
  );
}
