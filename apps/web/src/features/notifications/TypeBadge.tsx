import { useTranslation } from 'react-i18next';
import { typeKey } from './constants';

const tones: Record<ReturnType<typeof typeKey>, string> = {
  podcast: 'bg-saffron-100 text-saffron-700 dark:bg-saffron-400/15 dark:text-saffron-200',
  ebook: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  event: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  post: 'bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200',
  notification: 'bg-sand-200 text-stone-800 dark:bg-night-700 dark:text-stone-100',
  yawgiReply: 'bg-maroon-100 text-maroon-800 dark:bg-maroon-500/25 dark:text-maroon-100',
};

/** The type of a notification as a small coloured label (spec section 3: types 1-6). */
export function TypeBadge({ notiType }: { notiType: number }) {
  const { t } = useTranslation('notifications');
  const key = typeKey(notiType);
  return (
    <span data-testid="type-badge" className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[key]}`}>
      {t(`tabs.${key}`)}
    </span>
  );
}
