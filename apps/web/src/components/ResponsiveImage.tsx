import type { Image } from '@mahasi/contract/content';
import { imageSrcSet, imageUrl, placeholderImage } from '../lib/image';

interface Props {
  image: Image | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  className?: string;
  /** Above the fold (the first banner): load at once and with high priority. */
  priority?: boolean;
}

/** A content image with srcset/sizes and its intrinsic size, lazy unless `priority`; the placeholder when absent. */
export function ResponsiveImage({ image, alt, sizes = '100vw', className = '', priority = false }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  if (!image) {
    return <img src={placeholderImage} alt={alt} width={960} height={640} loading={loading} decoding="async" className={className} />;
  }
  const srcSet = imageSrcSet(image.variants);
  return (
    <img
      src={imageUrl(image.url)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
