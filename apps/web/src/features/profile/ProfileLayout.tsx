import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { profileMenu } from '../../lib/profileMenu';
import { useSession } from '../../lib/session';

/** The member area: the six profile entries beside the routed child page. */
export default function ProfileLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <aside className="min-w-0">
        <div className="mb-6 flex items-center gap-3">
          <Avatar name={user?.userFullName} src={user?.imageUrl} size={48} />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-saffron-700 uppercase dark:text-saffron-300">
              {t('profile:layoutHeading')}
            </p>
            <p className="truncate font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{user?.userFullName}</p>
          </div>
        </div>
        <nav aria-label={t('nav.profileMenu')}>
          <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {profileMenu.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-xl px-4 py-2.5 text-sm font-medium whitespace-nowrap transition ${
                      isActive
                        ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
                        : 'text-stone-700 hover:bg-sand-100 dark:text-stone-200 dark:hover:bg-night-800'
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        {/* The menu stays while the next entry's chunk loads. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
