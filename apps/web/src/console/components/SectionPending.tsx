import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotusIcon } from '../../components/icons';
import { ui } from '../../components/ui';
import { consolePaths } from '../paths';
import type { SectionKey } from '../sections';
import { ConsoleTitle } from './PageHeader';

/** A section of the navigation whose screens come with a later part of the console. */
export function SectionPending({ section }: { section: SectionKey }) {
  const { t } = useTranslation('console');
  const title = t(`sections.${section}.title`);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <ConsoleTitle title={title} />
      <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-saffron-100 text-saffron-700 dark:bg-night-800 dark:text-saffron-300">
        <LotusIcon width={32} height={32} />
      </span>
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{title}</h1>
      <p className="mt-4 text-stone-600 dark:text-stone-300">{t('pending')}</p>
      <Link to={consolePaths.home} className={`${ui.buttonSecondary} mt-8`}>
        {t('forbidden.home')}
      </Link>
    </section>
  );
}
