/** Shared class names, so buttons and fields look the same on every screen. */
export const ui = {
  buttonPrimary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-maroon-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-saffron-500 dark:text-night-950 dark:hover:bg-saffron-400',
  buttonSecondary:
    'inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 bg-white/70 px-6 py-2.5 text-sm font-semibold text-maroon-800 transition hover:border-maroon-500 hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-night-700 dark:bg-night-800 dark:text-sand-100 dark:hover:border-saffron-400',
  iconButton:
    'inline-flex h-10 w-10 items-center justify-center rounded-full text-maroon-800 transition hover:bg-maroon-50 dark:text-sand-100 dark:hover:bg-night-800',
  link: 'font-medium text-maroon-700 underline-offset-4 hover:underline dark:text-saffron-300',
  card: 'rounded-2xl border border-sand-200 bg-white/80 shadow-sm dark:border-night-700 dark:bg-night-900',
  input:
    'block w-full rounded-xl border border-sand-200 bg-white px-4 py-2.5 text-base text-ink-900 shadow-inner shadow-sand-100 transition placeholder:text-stone-400 focus:border-saffron-500 focus:outline-none focus:ring-2 focus:ring-saffron-300/60 read-only:bg-sand-100 read-only:text-stone-600 aria-[invalid=true]:border-maroon-500 dark:border-night-700 dark:bg-night-800 dark:text-sand-100 dark:shadow-none dark:read-only:bg-night-900 dark:read-only:text-stone-400',
  label: 'mb-1.5 block text-sm font-semibold text-stone-700 dark:text-stone-200',
  hint: 'mt-1.5 text-sm text-stone-600 dark:text-stone-400',
  error: 'mt-1.5 text-sm font-medium text-maroon-600 dark:text-maroon-200',
};
