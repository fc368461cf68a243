import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { PageTitle } from './PageTitle';
import { LotusIcon } from './icons';
import { ui } from './ui';

/** The translated placeholder of a screen that a later issue fills in. */
export function ComingSoon({ title, id }: { title: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center">
      <PageTitle title={title} />
      <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-saffron-100 text-saffron-700 dark:bg-night-800 dark:text-saffron-300">
        <LotusIcon width={32} height={32} />
      </span>
      <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-saffron-700 uppercase dark:text-saffron-300">{t('coming.badge')}</p>
      <h1 className="mb-4 font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{title}</h1>
      <p className="mb-8 max-w-md text-stone-600 dark:text-stone-300">{id ? t('coming.detailText', { id }) : t('coming.text')}</p>
      <Link to={paths.home} className={ui.buttonSecondary}>
        {t('coming.back')}
      </Link>
    </section>
  );
}
