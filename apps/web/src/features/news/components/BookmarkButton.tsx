import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@mahasi/contract/news';
import { useBookmarkToggle } from '../useBookmarks';
import { BookmarkIcon } from '../../../components/icons';

/** Save / unsave a post; `variant="overlay"` sits on a card image, `"inline"` beside other actions. */
export function BookmarkButton({ post, variant = 'overlay' }: { post: NewsItem; variant?: 'overlay' | 'inline' }) {
  const { t } = useTranslation('news');
  const { saved, pending, toggle } = useBookmarkToggle(post);
  const label = saved ? t('bookmark.remove', { title: post.title }) : t('bookmark.add', { title: post.title });
  const look =
    variant === 'overlay'
      ? 'h-10 w-10 justify-center bg-white/90 shadow-sm backdrop-blur hover:bg-white dark:bg-night-900/85 dark:hover:bg-night-800'
      : 'gap-2 border border-sand-200 px-4 py-2 text-sm font-semibold hover:border-maroon-400 dark:border-night-700 dark:hover:border-saffron-400';
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={pending}
      aria-pressed={saved}
      aria-label={variant === 'overlay' ? label : undefined}
      title={label}
      className={`inline-flex items-center rounded-full text-maroon-700 transition disabled:cursor-wait disabled:opacity-60 dark:text-saffron-300 ${look}`}
    >
      <BookmarkIcon filled={saved} />
      {variant === 'inline' && <span>{saved ? t('bookmark.saved') : t('bookmark.save')}</span>}
    </button>
  );
}
