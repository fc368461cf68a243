import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsDetail } from '@mahasi/contract/news';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { HttpError } from '../../lib/api/errors';
import { htmlLang } from '../../lib/i18n';
import { sanitizeRichHtml } from '../../lib/sanitize';
import { paths } from '../../lib/paths';
import { NEWS_IMAGE_SIZES, newsIdParam, newsQueries, viewCountAddress } from './api';
import { useNow } from '../../lib/now';
import { formatNewsDateTime, newsDateAttr, relativeNewsTime } from './dates';
import { newsImageProps, postTextClass, readable } from './display';
import { toNewsSearch, defaultNewsListParams } from './filters';
import { useViewCount } from './useViewCount';
import { BookmarkButton } from './components/BookmarkButton';
import { ChevronIcon, EyeIcon } from '../../components/icons';
import { NewsCard } from './components/NewsCard';
import { NewsError } from './components/NewsStates';
import { DetailNotFound } from '../../components/content/ListStates';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import { ReactionBar } from './components/ReactionBar';
import { ShareButton } from './components/ShareButton';

const actionPill =
  'inline-flex items-center gap-2 rounded-full border border-sand-200 px-4 py-2 text-sm font-semibold text-stone-700 transition hover:border-maroon-400 dark:border-night-700 dark:text-stone-200 dark:hover:border-saffron-400';

/** Rich text of the post: server-sanitised, sanitised again here, styled without a typography plugin. */
const bodyClass =
  'mt-8 text-lg text-ink-900 dark:text-sand-100 [&_a]:text-maroon-700 [&_a]:underline dark:[&_a]:text-saffron-300 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-6 [&_img]:rounded-xl [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_iframe]:my-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-xl [&_audio]:my-6 [&_audio]:w-full [&_video]:my-6 [&_video]:w-full [&_video]:rounded-xl [&_figcaption]:-mt-4 [&_figcaption]:mb-6 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-stone-600 dark:[&_figcaption]:text-stone-400';

function Article({ post }: { post: NewsDetail }) {
  const { t, i18n } = useTranslation('news');
  const now = useNow();
  const shown = readable(post, i18n.language);
  const lang = htmlLang[shown.language];
  // The byline and tags are written once, in the post's own language.
  const postLang = htmlLang[post.language];
  const body = useMemo(() => sanitizeRichHtml(shown.body), [shown.body]);
  const url = typeof window === 'undefined' ? paths.news.detail(post.id) : `${window.location.origin}${paths.news.detail(post.id)}`;
  return (
    <article>
      <header>
        {post.categories.length > 0 && (
          <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('detail.categories')}>
            {post.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`${paths.news.list}?${toNewsSearch({ ...defaultNewsListParams, categories: [category.id] }).toString()}`}
                  className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-saffron-800 hover:bg-saffron-200 dark:bg-night-800 dark:text-saffron-300"
                >
                  {i18n.language === 'mm' ? category.categoryNameMm : category.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1
          lang={lang}
          className={`font-serif text-3xl font-semibold text-maroon-800 sm:text-4xl dark:text-sand-50 ${postTextClass(shown.language)}`}
        >
          {shown.title}
        </h1>
        {shown.onlyIn && (
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-400" data-testid="only-in">
            {t(`onlyIn.${shown.onlyIn}`)}
          </p>
        )}
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
          <span>
            {t('detail.by')} <span lang={postLang}>{post.author}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={newsDateAttr(post.publicDate)}>{formatNewsDateTime(post.publicDate, i18n.language)}</time>
          <span>({relativeNewsTime(post.publicDate, i18n.language, now)})</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1" data-testid="view-count" data-visit={viewCountAddress(post.id)}>
            <EyeIcon width={16} height={16} />
            {t('detail.views', { count: post.viewCount })}
          </span>
        </p>
      </header>
      <img
        {...newsImageProps(post)}
        sizes={NEWS_IMAGE_SIZES}
        alt=""
        fetchPriority="high"
        className="mt-8 aspect-[16/9] w-full rounded-2xl bg-sand-100 object-cover dark:bg-night-800"
      />
      <div
        lang={lang}
        className={`${bodyClass} ${shown.language === 'mm' ? 'leading-loose' : 'leading-relaxed'}`}
        dangerouslySetInnerHTML={{ __html: body }}
      />
      {post.tagList.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('detail.tags')}>
          {post.tagList.map((tag) => (
            <li
              key={tag.tagName}
              lang={postLang}
              className="rounded-full border border-sand-200 px-3 py-1 text-sm text-stone-600 dark:border-night-700 dark:text-stone-300"
            >
              #{tag.tagName}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-sand-200 pt-6 dark:border-night-700">
        <ReactionBar post={post} />
        <BookmarkButton post={post} variant="inline" />
        <ShareButton title={shown.title} url={url} className={actionPill} />
      </div>
    </article>
  );
}

function RelatedPosts({ post }: { post: NewsDetail }) {
  const { t } = useTranslation('news');
  const related = useQuery({
    ...newsQueries.list({ searchObj: { categoryIdList: post.categoryIds }, pageNo: 1, pageSize: 4, sortBy: 'id', orderBy: 'DESC' }),
    enabled: post.categoryIds.length > 0,
  });
  const posts = (related.data?.dataList ?? []).filter((item) => item.id !== post.id).slice(0, 3);
  const afterFirstPaint = useAfterFirstPaint();
  if (posts.length === 0) return null;
  return (
    // Until the app has taken over, the cards have no images: a guest's loader starts the app when they come into view.
    <section aria-labelledby="related-heading" className="mt-16" data-app-part={afterFirstPaint ? undefined : ''}>
      <h2 id="related-heading" className="mb-6 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
        {t('detail.related')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((item) => (
          <li key={item.id} className="flex min-w-0">
            <NewsCard post={item} headingLevel={3} deferImage={!afterFirstPaint} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /news/{id}: the full post, reactions, bookmark, share, view count and related posts. */
export default function NewsDetailPage() {
  const { t, i18n } = useTranslation('news');
  const id = newsIdParam(useParams().id);
  const detail = useQuery({ ...newsQueries.detail(id), enabled: id > 0 });
  useViewCount(id, detail.data?.id);
  const notFound = id === 0 || (detail.error instanceof HttpError && detail.error.status === 404);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageTitle title={detail.data ? readable(detail.data, i18n.language).title : t('detail.title')} />
      <Link to={paths.news.list} className={`${ui.link} mb-8 inline-flex items-center gap-1`}>
        <ChevronIcon direction="left" width={16} height={16} />
        {t('detail.back')}
      </Link>
      <div className="mx-auto max-w-3xl">
        {notFound ? (
          <DetailNotFound />
        ) : detail.isError ? (
          <NewsError message={t('messages.fetchDetailFailed')} onRetry={() => void detail.refetch()} />
        ) : detail.data ? (
          <Article post={detail.data} />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('detail.loading')} className="space-y-4">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-12" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-8 aspect-[16/9]" />
            <Skeleton className="h-40" />
          </div>
        )}
      </div>
      {detail.data && <RelatedPosts post={detail.data} />}
    </div>
  );
}
