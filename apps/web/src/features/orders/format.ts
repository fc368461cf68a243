import { formatDateTime } from '../../lib/format';

/** Spec section 9: DD-MM-YYYY with 12-hour time, in the member's own time zone (this page is theirs, never rendered by the server). */
export const formatOrderDate = (iso: string, language: string) => formatDateTime(iso, language, 'local');

/** f failed, c completed, anything else pending (spec section 4). */
export const statusKey = (status: string): 'f' | 'c' | 'p' => (status === 'f' || status === 'c' ? status : 'p');

export const statusClass: Record<'f' | 'c' | 'p', string> = {
  c: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  f: 'bg-maroon-100 text-maroon-900 dark:bg-maroon-900 dark:text-maroon-100',
  p: 'bg-saffron-100 text-saffron-700 dark:bg-night-700 dark:text-saffron-300',
};
