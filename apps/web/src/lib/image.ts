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
