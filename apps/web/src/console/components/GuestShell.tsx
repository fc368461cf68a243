import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { LanguageSwitch, ThemeToggle } from './ConsoleLayout';
import { ConsoleTitle } from './PageHeader';

/**
 * The pages before sign-in (sign-in, account setup): a card with the language and theme switches
 * above it. A new `step` moves the focus to the card's heading, so a screen reader announces it.
 */
export function GuestShell({
  title,
  subtitle,
  step,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  step?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
  }, [step]);
  return (
    <div className="flex min-h-screen flex-col">
      <ConsoleTitle title={title} />
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="flex flex-col leading-tight">
          <span className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{t('common:appName')}</span>
          <span className="text-xs font-semibold tracking-wider text-saffron-700 uppercase dark:text-saffron-300">{t('appName')}</span>
        </p>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className={`${ui.card} w-full max-w-md p-6 sm:p-8`}>
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-serif text-2xl outline-none font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50"
          >
            {title}
          </h1>
          {subtitle && <p className="mt-2 text-stone-600 dark:text-stone-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
