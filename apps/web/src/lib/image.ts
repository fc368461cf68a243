import { preload } from 'react-dom';
import placeholder from '../assets/placeholder.svg';

/** The site address image paths are served from: configured, else this page's origin. */
function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Spec section 9: paths not starting with http get the site address prefixed; empty gives the
 * bundled placeholder.
 */
export function imageUrl(path: string | null | undefined, base = siteUrl()): string {
  if (!path || !path.trim()) return placeholder;
  if (/^https?:\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const placeholderImage = placeholder;

/** The `srcset` of an image's stored widths (the WebP sizes made at seed time); none without any. */
export function imageSrcSet(variants: readonly { url: string; width: number }[]): string | undefined {
  return variants.length ? variants.map((variant) => `${imageUrl(variant.url)} ${variant.width}w`).join(', ') : undefined;
}

/**
 * Starts downloading the image a page shows first (its largest paint) as soon as its data is here,
 * before the page's code has rendered it. Give the <img>'s own src, srcset and sizes, so that the
 * browser picks the same file and uses this download for it.
 */
export function preloadImage(src: string, srcSet: string | undefined, sizes: string): void {
  preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined });
}
