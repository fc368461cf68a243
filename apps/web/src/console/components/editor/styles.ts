/**
 * The article body as the public post page draws it (features/news/NewsDetailPage.tsx's bodyClass,
 * restated: the console may not import a public feature). The editor writes in it and the preview
 * shows it, so what the writer sees is what readers get. Change both together.
 */
export const articleBodyClass =
  'text-lg text-ink-900 dark:text-sand-100 [&_a]:text-maroon-700 [&_a]:underline dark:[&_a]:text-saffron-300 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-6 [&_img]:rounded-xl [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_iframe]:my-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-xl [&_audio]:my-6 [&_audio]:w-full [&_video]:my-6 [&_video]:w-full [&_video]:rounded-xl [&_figcaption]:-mt-4 [&_figcaption]:mb-6 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-stone-600 dark:[&_figcaption]:text-stone-400';

/** Myanmar script needs more line height and never letter-spacing (features/news/display.ts). */
export const leadingOf = (lang: 'en' | 'mm') => (lang === 'mm' ? 'leading-loose' : 'leading-relaxed');
