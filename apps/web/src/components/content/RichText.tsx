import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/** HTML of the content API (already sanitised by the server; sanitised again here, cheaply). */
export function RichText({ html, className = '', lang }: { html: string; className?: string; lang?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      lang={lang}
      className={`prose-content space-y-4 leading-relaxed text-stone-800 dark:text-stone-200 [&_a]:text-maroon-700 [&_a]:underline dark:[&_a]:text-saffron-300 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
