import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ebookPagePaths } from './paths';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center rounded-full px-4 py-1.5 text-sm font-semibold transition ${
    isActive
      ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
      : 'text-stone-700 hover:bg-sand-100 hover:text-maroon-800 dark:text-stone-200 dark:hover:bg-night-800 dark:hover:text-saffron-300'
  }`;

/** The e-books desk's pages: the books and their categories. */
export function EbookNav() {
  const { t } = useTranslation('consoleEbooks');
  return (
    <nav aria-label={t('nav.label')} className="mb-6 border-b border-sand-200 pb-3 dark:border-night-700">
      <ul className="flex flex-wrap gap-1">
        <li>
          <NavLink to={ebookPagePaths.list} end className={tabClass}>
            {t('nav.books')}
          </NavLink>
        </li>
        <li>
          <NavLink to={ebookPagePaths.categories} className={tabClass}>
            {t('nav.categories')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
