import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { paths } from '../../lib/paths';

/** Spec section 2: 404, 'Page not found', its text, 'Go back home' and 'Contact support'. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <PageTitle title={t('notFound.heading')} />
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
