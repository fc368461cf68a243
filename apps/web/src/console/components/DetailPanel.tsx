import type { ReactNode } from 'react';
import { ui } from '../../components/ui';

/** One fact of a record's details: what it is, and its value (in a `<dl>`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-stone-700 dark:text-stone-300">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** A titled card of a detail page (a member's, an order's). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${ui.card} p-5`} aria-label={title}>
      <h2 className="mb-4 font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">{title}</h2>
      {children}
    </section>
  );
}
