import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookIcon, LiveIcon, NewsIcon, TalkIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

const links = [
  { to: paths.podcasts.list, label: 'nav.podcasts', Icon: TalkIcon },
  { to: paths.ebooks.list, label: 'nav.ebooks', Icon: BookIcon },
  { to: paths.news.list, label: 'nav.news', Icon: NewsIcon },
  { to: paths.live, label: 'nav.live', Icon: LiveIcon },
] as const;

/**
 * The left inset that keeps the main column and the footer clear of the bar, whatever their own
 * padding: the bar's offset and width (8 + 50 px on phones, 16 + 54 px from sm) and a small gap.
 */
export const floatingBarInset = 'pl-16 sm:pl-20';

/** The floating vertical bar: fixed left, vertically centred (spec section 2). */
export function FloatingBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.quickLinks')}
      className="fixed top-1/2 left-2 z-30 -translate-y-1/2 rounded-full border border-sand-200 bg-white/90 p-1.5 shadow-lg shadow-maroon-900/10 backdrop-blur sm:left-4 dark:border-night-700 dark:bg-night-900/90"
    >
      <ul className="flex flex-col gap-1">
        {links.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              aria-label={t(label)}
              title={t(label)}
              className={({ isActive }) =>
                `inline-flex h-9 w-9 items-center justify-center rounded-full transition sm:h-10 sm:w-10 ${
                  isActive
                    ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
                    : 'text-maroon-700 hover:bg-saffron-100 dark:text-saffron-300 dark:hover:bg-night-800'
                }`
              }
            >
              <Icon />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
