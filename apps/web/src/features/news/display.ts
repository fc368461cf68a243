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
