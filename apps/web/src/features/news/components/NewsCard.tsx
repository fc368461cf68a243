import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@mahasi/contract/news';
import { ui } from '../../../components/ui';
import { htmlLang } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { formatNewsDate, newsDateAttr } from '../dates';
import { newsImageProps, postTextClass, readable } from '../display';
import { BookmarkButton } from './BookmarkButton';

/**
 * A news card (spec section 2, Saved News): first tag as a badge, image, bookmark toggle, author,
 * publish date, title clamped to two lines and a Read More link to the detail.
 */
export function NewsCard({
  post,
  headingLevel = 2,
  deferImage = false,
}: {
  post: NewsItem;
  headingLevel?: 2 | 3;
  /** The image's source only once the app has taken over (related posts under a post: useAfterFirstPaint). */
  deferImage?: boolean;
}) {
  const { t, i18n } = useTranslation('news');
  const Heading = `h${headingLevel}` as const;
  const tag = post.tagList[0]?.tagName;
  const shown = readable(post, i18n.language);
  const lang = htmlLang[post.language];
  const titleLang = htmlLang[shown.language];
  const { src, srcSet, ...image } = newsImageProps(post);
  return (
    <article className={`${ui.card} flex w-full flex-col overflow-hidden`}>
      <div className="relative">
        <img
          {...image}
          src={deferImage ? undefined : src}
          srcSet={deferImage ? undefined : srcSet}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          loading="lazy"
          decoding="async"
          alt=""
          className="aspect-[16/10] w-full bg-sand-100 object-cover dark:bg-night-800"
        />
        {tag && (
          <span
            lang={lang}
            className="absolute top-3 left-3 max-w-[calc(100%-4.5rem)] truncate rounded-full bg-maroon-700/90 px-3 py-1 text-xs font-semibold text-white shadow-sm dark:bg-saffron-500/95 dark:text-night-950"
          >
            {tag}
          </span>
        )}
        <div className="absolute top-3 right-3">
          <BookmarkButton post={post} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600 dark:text-stone-400">
          <span lang={lang}>{post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={newsDateAttr(post.publicDate)}>{formatNewsDate(post.publicDate)}</time>
        </p>
        <Heading
          lang={titleLang}
          className={`line-clamp-2 font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50 ${postTextClass(shown.language)}`}
        >
          {shown.title}
        </Heading>
        {shown.onlyIn && <p className="text-xs text-stone-500 dark:text-stone-400">{t(`onlyIn.${shown.onlyIn}`)}</p>}
        <Link to={paths.news.detail(post.id)} className={`${ui.link} mt-auto self-start`}>
          {t('common:labels.readMore')}
          <span className="sr-only">: {shown.title}</span>
        </Link>
      </div>
    </article>
  );
}
