import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { ChevronDownIcon, CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../../components/icons';
import { ui } from '../../components/ui';
import { useDismiss } from '../../hooks/useDismiss';
import { UnreadBadge, useUnreadCount } from '../../features/notifications/badge';
import { SearchButton } from '../../features/search/SearchButton';
import { isLocale, locales, setLocale } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { profileMenu } from '../../lib/profileMenu';
import { useSession, session } from '../../lib/session';
import { setDarkMode, useDarkMode } from '../../lib/theme';
import logo from '../../assets/logo.svg';
import { MyanmarWord } from './MyanmarWord';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold transition ${
    isActive
      ? 'bg-maroon-50 text-maroon-800 dark:bg-night-800 dark:text-saffron-300'
      : 'text-stone-700 hover:bg-sand-100 hover:text-maroon-800 dark:text-stone-200 dark:hover:bg-night-800'
  }`;

function useLogout() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    // Leave the member pages first, so that their guard does not see the guest.
    await navigate(paths.home);
    await session.signOut();
    notify.success(t('toasts.loggedOut'), { id: 'logged-out' });
  };
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex rounded-full border border-sand-200 p-0.5 text-xs font-semibold dark:border-night-700"
    >
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale === 'mm' ? 'my' : 'en'}
          aria-pressed={current === locale}
          title={t(locale === 'mm' ? 'language.switchToMm' : 'language.switchToEn')}
          onClick={() => void setLocale(locale)}
          // Myanmar's stacked marks need more room than 'EN' does.
          className={`flex items-center rounded-full transition py-1 ${locale === 'mm' ? 'px-3' : 'px-2.5'} ${
            current === locale
              ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
              : 'text-stone-600 hover:text-maroon-800 dark:text-stone-300'
          }`}
        >
          {locale === 'mm' ? <MyanmarWord label={t('language.mm')} /> : 'EN'}
        </button>
      ))}
    </div>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  // What the button shows and is called follows the page's `dark` class (set before the first paint from the stored
  // choice), not the app's state: a guest's reading page, which the app has not taken over, says the right thing
  // (decision 0062). The other label is `display: none`, so it is no part of the button's name.
  return (
    <button
      type="button"
      className={ui.iconButton}
      onClick={() => setDarkMode(!dark)}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      <MoonIcon className="dark:hidden" />
      <SunIcon className="hidden dark:block" />
      <span className="sr-only dark:hidden">{t('theme.toDark')}</span>
      <span className="sr-only hidden dark:block">{t('theme.toLight')}</span>
    </button>
  );
}

function ProfileMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, button);
  const logout = useLogout();
  const unread = useUnreadCount();
  return (
    <div className="relative" ref={ref}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="profile-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-stone-700 transition hover:bg-sand-100 dark:text-stone-200 dark:hover:bg-night-800"
      >
        <span className="relative">
          <Avatar name={user?.userFullName} src={user?.imageUrl} size={32} />
          <UnreadBadge count={unread} className="absolute -top-1.5 -right-2" />
        </span>
        <span className="max-w-32 truncate">{user?.userFullName ?? t('nav.account')}</span>
        <span className="sr-only">{t('nav.profileMenu')}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open && (
        <div
          id="profile-menu"
          className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-2xl border border-sand-200 bg-white py-2 shadow-xl shadow-maroon-900/10 dark:border-night-700 dark:bg-night-900"
        >
          <ul>
            {profileMenu.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  className="flex items-center justify-between gap-2 px-4 py-2 text-sm text-stone-700 hover:bg-saffron-50 hover:text-maroon-800 dark:text-stone-200 dark:hover:bg-night-800"
                >
                  {t(item.label)}
                  {item.to === paths.user.notifications && <UnreadBadge count={unread} />}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-t border-sand-200 pt-2 dark:border-night-700">
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
              className="block w-full px-4 py-2 text-left text-sm font-semibold text-maroon-700 hover:bg-maroon-50 dark:text-saffron-300 dark:hover:bg-night-800"
            >
              {t('nav.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function MobileMenu({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, button);
  const logout = useLogout();
  const unread = useUnreadCount();
  // Navigating closes the menu.
  if (open && openedAt !== location.key) {
    setOpen(false);
    setOpenedAt(location.key);
  }
  const itemClass = 'block rounded-xl px-4 py-2.5 text-base text-stone-700 hover:bg-sand-100 dark:text-stone-200 dark:hover:bg-night-800';
  return (
    <div ref={ref} className="md:hidden">
      <button
        ref={button}
        type="button"
        className={`${ui.iconButton} relative`}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => {
          setOpenedAt(location.key);
          setOpen((value) => !value);
        }}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {loggedIn && !open && <UnreadBadge count={unread} className="absolute top-0 right-0" />}
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mainMenu')}
          className="absolute inset-x-0 top-full border-b border-sand-200 bg-sand-50 px-4 pt-2 pb-4 shadow-lg dark:border-night-700 dark:bg-night-950"
        >
          <ul className="space-y-1">
            <li>
              <Link to={paths.home} className={itemClass}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to={paths.contactUs} className={itemClass}>
                {t('nav.contactUs')}
              </Link>
            </li>
            {loggedIn ? (
              <>
                {profileMenu.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={`${itemClass.replace('block', 'flex')} items-center justify-between gap-2`}>
                      {t(item.label)}
                      {item.to === paths.user.notifications && <UnreadBadge count={unread} />}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => void logout()}
                    className={`${itemClass} w-full text-left font-semibold text-maroon-700`}
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to={paths.auth.login} className={`${itemClass} font-semibold text-maroon-700 dark:text-saffron-300`}>
                  {t('nav.login')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { token } = useSession();
  const loggedIn = Boolean(token);
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/90 backdrop-blur dark:border-night-800 dark:bg-night-950/90">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link to={paths.home} className="mr-auto flex items-center gap-2.5">
          <img src={logo} alt="" width={36} height={36} />
          {/* On the narrowest phones the name is for screen readers only: the search button needs its room. */}
          <span className="sr-only flex-col leading-tight min-[400px]:not-sr-only min-[400px]:flex">
            <span className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{t('appName')}</span>
            <span className="hidden text-xs text-stone-600 sm:block dark:text-stone-400">{t('siteName')}</span>
          </span>
        </Link>
        {/*
          Right-aligned, so each item the parser adds pushes the earlier ones left: a page painted while its HTML is
          still arriving would show them moving. The group stays invisible until its closing marker is parsed
          (theme.css), and appears whole.
        */}
        <div className="header-tools flex items-center gap-2 sm:gap-3">
          <nav aria-label={t('nav.mainMenu')} className="hidden items-center gap-1 md:flex">
            <NavLink to={paths.home} end className={navLinkClass}>
              {t('nav.home')}
            </NavLink>
            <NavLink to={paths.contactUs} className={navLinkClass}>
              {t('nav.contactUs')}
            </NavLink>
          </nav>
          <SearchButton />
          <LanguageSwitch />
          <ThemeToggle />
          <div className="hidden md:block">
            {loggedIn ? (
              <ProfileMenu />
            ) : (
              <Link to={paths.auth.login} className={ui.buttonPrimary}>
                {t('nav.login')}
              </Link>
            )}
          </div>
          <MobileMenu loggedIn={loggedIn} />
          <span hidden data-header-tools-end />
        </div>
      </div>
    </header>
  );
}
