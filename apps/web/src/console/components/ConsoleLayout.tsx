import { useEffect, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon, MoonIcon, NewsIcon, SunIcon } from '../../components/icons';
import { ArchiveIcon, CalendarIcon, CameraIcon, ImageIcon, LiveIcon, LotusIcon } from '../../components/icons';
import { ui } from '../../components/ui';
import { MyanmarWord } from '../../app/layout/MyanmarWord';
import { isLocale, locales } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { queryClient } from '../../lib/queryClient';
import { setDarkMode, useDarkMode } from '../../lib/theme';
import { useForbiddenAt } from '../lib/forbidden';
import { setConsoleLocale } from '../lib/i18n';
import { staffSession, useStaffSession } from '../lib/session';
import { consolePaths } from '../paths';
import { sectionOf, sectionsNow, type SectionKey } from '../sections';
import { ForbiddenPage } from './ForbiddenPage';
import {
  BellIcon,
  BookIcon,
  FeeIcon,
  HomeIcon,
  KeyIcon,
  LogIcon,
  PageIcon,
  MailIcon,
  MemberIcon,
  OutboxIcon,
  ReceiptIcon,
  RetreatIcon,
  SignOutIcon,
  TalkIcon,
  UsersIcon,
} from './icons';
import { confirmLeave, hasUnsavedChanges } from './useUnsavedChanges';

const sectionIcons: Record<SectionKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  news: NewsIcon,
  events: CalendarIcon,
  galleries: CameraIcon,
  banners: ImageIcon,
  live: LiveIcon,
  dhammaRecords: ArchiveIcon,
  groups: LotusIcon,
  pages: PageIcon,
  orders: ReceiptIcon,
  members: MemberIcon,
  messages: MailIcon,
  mail: OutboxIcon,
  notifications: BellIcon,
  staff: UsersIcon,
  audit: LogIcon,
  account: KeyIcon,
  talks: TalkIcon,
  ebooks: BookIcon,
  fees: FeeIcon,
  retreats: RetreatIcon,
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition ${
    isActive
      ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
      : 'text-stone-700 hover:bg-sand-100 hover:text-maroon-800 dark:text-stone-200 dark:hover:bg-night-800 dark:hover:text-saffron-300'
  }`;

function Brand() {
  const { t } = useTranslation('console');
  return (
    <Link to={consolePaths.home} className="flex flex-col rounded-lg leading-tight">
      <span className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{t('common:appName')}</span>
      <span className="text-xs font-semibold tracking-wider text-saffron-700 uppercase dark:text-saffron-300">{t('appName')}</span>
    </Link>
  );
}

export function LanguageSwitch() {
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
          onClick={() => void setConsoleLocale(locale)}
          // Myanmar's stacked marks need more room than 'EN' does.
          className={`flex items-center rounded-full py-1 transition ${locale === 'mm' ? 'px-3' : 'px-2.5'} ${
            current === locale
              ? 'bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950'
              : 'text-stone-600 hover:text-maroon-800 dark:text-stone-300 dark:hover:text-saffron-300'
          }`}
        >
          {locale === 'mm' ? <MyanmarWord label={t('language.mm')} /> : 'EN'}
        </button>
      ))}
    </div>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <button type="button" className={ui.iconButton} onClick={() => setDarkMode(!dark)} aria-label={label} title={label}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/**
 * The signed-in console: the sections the role may use in a side navigation (a menu that opens on
 * phones), who is signed in, the language and theme switches and sign-out; the page beside it.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { staff } = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const forbiddenAt = useForbiddenAt();
  const [menu, setMenu] = useState({ open: false, at: location.key });
  // Going to another page closes the phone menu.
  const menuOpen = menu.open && menu.at === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);

  // Escape closes the phone menu, back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenu((value) => ({ ...value, open: false }));
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Another page: the focus moves to it (the link that had it may be gone with the phone menu), so
  // that the next Tab starts in the page and a screen reader reads it. Not from a field the writer
  // is typing in: a new post takes its own address after its first save, mid-sentence.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (isTypingIn(main.current)) return;
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const signOut = async () => {
    if (hasUnsavedChanges() && !(await confirmLeave())) return;
    await navigate(consolePaths.login, { replace: true, state: { signedOut: true } });
    await staffSession.signOut();
    queryClient.clear();
    notify.success(t('signedOut'), { id: 'signed-out' });
  };

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] print:block">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-maroon-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common:skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex print:hidden items-center justify-between gap-3 border-b border-sand-200 bg-sand-50/95 px-4 py-2 backdrop-blur lg:hidden dark:border-night-700 dark:bg-night-950/95">
        <Brand />
        <button
          ref={menuButton}
          type="button"
          className={ui.iconButton}
          aria-expanded={menuOpen}
          aria-controls="console-menu"
          aria-label={menuOpen ? t('common:nav.closeMenu') : t('common:nav.openMenu')}
          onClick={() => setMenu({ open: !menuOpen, at: location.key })}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </header>
      <aside
        id="console-menu"
        className={`${menuOpen ? 'flex' : 'hidden'} flex-col gap-6 print:hidden border-b border-sand-200 bg-white/80 px-4 py-5 lg:sticky lg:top-0 lg:flex lg:h-screen lg:overflow-y-auto lg:border-r lg:border-b-0 dark:border-night-700 dark:bg-night-900`}
      >
        <div className="hidden px-3 lg:block">
          <Brand />
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="space-y-1">
            {sectionsNow(staff).map(({ key, path }) => {
              const Icon = sectionIcons[key];
              return (
                <li key={key}>
                  <NavLink to={path} end={key === 'home'} className={navLinkClass}>
                    <Icon />
                    {t(`sections.${key}.title`)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto space-y-4 border-t border-sand-200 pt-4 dark:border-night-700">
          {staff && (
            <div className="px-3">
              <p className="truncate font-semibold text-ink-900 dark:text-sand-50">{staff.fullName}</p>
              <p className="truncate text-sm text-stone-600 dark:text-stone-400">{staff.email}</p>
              <p className="mt-1">
                <span className="inline-block rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold text-saffron-700 dark:bg-night-800 dark:text-saffron-300">
                  <span className="sr-only">{t('roleLabel')}: </span>
                  {t(`roles.${staff.role}`)}
                </span>
              </p>
            </div>
          )}
          <div className="flex items-center justify-between gap-2 px-1">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-maroon-700 transition hover:bg-maroon-50 dark:text-saffron-300 dark:hover:bg-night-800"
          >
            <SignOutIcon />
            {t('signOut')}
          </button>
        </div>
      </aside>
      <main ref={main} id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-8 lg:py-10 print:p-0">
        {/* Until two-factor is set up (a role that needs it), the account page is the only page: the server refuses the rest. */}
        {staff?.twoFactorRequired && sectionOf(location.pathname)?.key !== 'account' ? (
          <Navigate to={consolePaths.account} replace />
        ) : (
          <>
            {staff?.twoFactorRequired && (
              <div
                role="note"
                className="mb-6 rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-3 text-sm text-ink-900 dark:border-saffron-700 dark:bg-night-900 dark:text-sand-100"
              >
                {t('twoFactorFirst')}
              </div>
            )}
            {forbiddenAt === location.key ? <ForbiddenPage /> : <Outlet />}
          </>
        )}
      </main>
    </div>
  );
}

/** Whether the focus is in a field of this region that is still on the page. */
function isTypingIn(region: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!region || !(active instanceof HTMLElement) || !region.contains(active)) return false;
  return (
    active.isContentEditable ||
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
  );
}
