import type { NewsItem, NewsLanguage } from '@mahasi/contract/news';
import { imageSrcSet, imageUrl } from '../../lib/image';

/** Image attributes of a post: `srcset` from its stored widths, and width/height to reserve space. */
export function newsImageProps(post: Pick<NewsItem, 'imageUrl' | 'imageSet'>) {
  const main = post.imageSet.find((image) => image.url === post.imageUrl) ?? post.imageSet.at(-1);
  return {
    src: imageUrl(post.imageUrl),
    srcSet: imageSrcSet(post.imageSet),
    width: main?.width ?? 960,
    height: main?.height ?? 600,
  };
}

/** Myanmar script needs more line height and never letter-spacing (it breaks stacked marks). */
export function postTextClass(language: NewsLanguage): string {
  return language === 'mm' ? 'leading-loose tracking-normal' : 'leading-snug';
}

/**
 * What a reader of `locale` reads of a post: the post's own version in that language, or its
 * translation, or else the post as written with `onlyIn` naming its language for a note
 * (docs/decisions/0018).
 */
export function readable<T extends Pick<NewsItem, 'language' | 'title' | 'excerpt' | 'translation'> & { body?: string }>(
  post: T,
  locale: string,
): { language: NewsLanguage; title: string; excerpt: string; body: string; onlyIn: NewsLanguage | null } {
  const own = { language: post.language, title: post.title, excerpt: post.excerpt, body: post.body ?? '' };
  if (post.language === locale) return { ...own, onlyIn: null };
  const translation = post.translation as (NonNullable<T['translation']> & { body?: string }) | null;
  if (translation && translation.language === locale) {
    return {
      language: translation.language,
      title: translation.title,
      excerpt: translation.excerpt,
      body: translation.body ?? '',
      onlyIn: null,
    };
  }
  return { ...own, onlyIn: locale === 'en' || locale === 'mm' ? post.language : null };
}
