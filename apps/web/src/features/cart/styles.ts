/** A select that looks like the shell's fields (ui.input styles a select as read-only: :read-only matches it). */
export const selectClass =
  'block rounded-xl border border-sand-200 bg-white px-3 py-2.5 text-base text-ink-900 shadow-inner shadow-sand-100 transition focus:border-saffron-500 focus:outline-none focus:ring-2 focus:ring-saffron-300/60 disabled:opacity-60 dark:border-night-700 dark:bg-night-800 dark:text-sand-100 dark:shadow-none';

/**
 * Keeps a profile child page inside the viewport on phones. Work-around: ProfileLayout's <aside> has
 * no min-w-0, so below lg its scrolling menu widens the single grid column past the screen
 * (about 1,050 px in Myanmar). The limit is the viewport less main's left bar padding (pl-14 / sm:pl-16)
 * and the layout's side padding (px-4 / sm:px-6); harmless once the layout is fixed.
 */
export const profilePageWidth = 'max-w-[calc(100vw-5.5rem)] sm:max-w-[calc(100vw-7rem)] lg:max-w-none';
