import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';

/** The heading block of a content screen, with the document title. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div>
        <h1 className="font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50">{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-400">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}

/** The page frame of every content screen. */
export function ContentPage({ children }: { children: ReactNode }) {
  return <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">{children}</section>;
}
