import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The document title of a console page: 'Staff · Mahasi staff console'. */
export function ConsoleTitle({ title }: { title?: string }) {
  const { t } = useTranslation('console');
  return <title>{title ? `${title} · ${t('appTitle')}` : t('appTitle')}</title>;
}

/** A console page's heading, its one-line description and the page's main actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <ConsoleTitle title={title} />
      <div className="min-w-0">
        <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{title}</h1>
        {description && <p className="mt-1 max-w-3xl text-stone-600 dark:text-stone-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
