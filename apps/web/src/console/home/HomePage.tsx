import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { ConsoleTitle } from '../components/PageHeader';
import { useStaffSession } from '../lib/session';
import { sectionsFor } from '../sections';
import { Dashboard } from './Dashboard';

/** /admin: a greeting, the overview figures the role may see, and the sections this staff member's role may use, one line each. */
export default function HomePage() {
  const { t } = useTranslation('console');
  const { staff } = useStaffSession();
  const sections = sectionsFor(staff?.role).filter((section) => section.key !== 'home');
  return (
    <div className="max-w-6xl">
      <ConsoleTitle title={t('sections.home.title')} />
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">
        {t('home.greeting', { name: staff?.fullName ?? '' })}
      </h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{t('home.intro', { role: staff ? t(`roles.${staff.role}`) : '' })}</p>
      <Dashboard />
      <h2 className="mt-10 mb-4 text-sm font-semibold tracking-wider text-stone-600 uppercase dark:text-stone-400">{t('home.sections')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map(({ key, path }) => (
          <li key={key}>
            <Link
              to={path}
              className={`${ui.card} block h-full p-5 transition hover:border-maroon-300 hover:shadow-md dark:hover:border-saffron-500`}
            >
              <span className="block font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{t(`sections.${key}.title`)}</span>
              <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">{t(`sections.${key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
