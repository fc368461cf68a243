import { useMemo } from 'react';
import { sanitizeRichHtml } from '../../lib/sanitize';

/**
 * Staff-written HTML (a reply, a notification) drawn as a member's notification shows it
 * (features/notifications/NotificationDialog.tsx's content class, restated: the console may not
 * import a public feature). Change both together.
 */
export const noticeBodyClass =
  'space-y-3 leading-relaxed break-words text-stone-800 dark:text-stone-200 [&_a]:text-maroon-700 [&_a]:underline dark:[&_a]:text-saffron-300 [&_h2]:font-serif [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_img]:rounded-xl [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-400 [&_blockquote]:pl-4';

export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return <div className={`${noticeBodyClass} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
