import type { Image } from '@mahasi/contract/content';
import { imageSrcSet, imageUrl, placeholderImage } from '../lib/image';

interface Props {
  image: Image | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  className?: string;
  /** The page's main image, above the fold: load at once and with high priority. */
  priority?: boolean;
  /**
   * No source yet (related items under a detail page, until the app has taken over: the
   * useAfterFirstPaint hook): the box keeps its size, and nothing competes with the page's main image.
   */
  deferred?: boolean;
}

/** A content image with srcset/sizes and its intrinsic size, lazy unless `priority`; the placeholder when absent. */
export function ResponsiveImage({ image, alt, sizes = '100vw', className = '', priority = false, deferred = false }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  if (!image) {
    return (
      <img
        src={deferred ? undefined : placeholderImage}
        alt={alt}
        width={960}
        height={640}
        loading={loading}
        decoding="async"
        className={className}
      />
    );
  }
  const srcSet = imageSrcSet(image.variants);
  return (
    <img
      src={deferred ? undefined : imageUrl(image.url)}
      srcSet={deferred ? undefined : srcSet}
      sizes={srcSet && !deferred ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
