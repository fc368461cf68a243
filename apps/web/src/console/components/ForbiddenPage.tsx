import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { consolePaths } from '../paths';
import { ConsoleTitle } from './PageHeader';

/** A section or a call outside the staff member's role (spec: the 403 message). */
export function ForbiddenPage() {
  const { t } = useTranslation('console');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center" aria-labelledby="forbidden-heading">
      <ConsoleTitle title={t('forbidden.heading')} />
      <p className="font-serif text-6xl font-semibold text-saffron-700 dark:text-saffron-400">403</p>
      <h1 id="forbidden-heading" className="mt-4 font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">
        {t('forbidden.heading')}
      </h1>
      <p className="mt-4 text-lg text-stone-600 dark:text-stone-300">{t('errors:http.403')}</p>
      <Link to={consolePaths.home} className={`${ui.buttonPrimary} mt-8`}>
        {t('forbidden.home')}
      </Link>
    </section>
  );
}

/** A console address that is no page. */
export function ConsoleNotFound() {
  const { t } = useTranslation('console');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <ConsoleTitle title={t('common:notFound.heading')} />
      <p className="font-serif text-6xl font-semibold text-saffron-700 dark:text-saffron-400">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{t('common:notFound.heading')}</h1>
      <p className="mt-4 text-lg text-stone-600 dark:text-stone-300">{t('common:notFound.text')}</p>
      <Link to={consolePaths.home} className={`${ui.buttonPrimary} mt-8`}>
        {t('forbidden.home')}
      </Link>
    </section>
  );
}
