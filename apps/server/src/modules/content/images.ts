import type { Image } from '@mahasi/contract/content';
import type { FileStore } from '../files/store.js';
import type { StoredImage } from './schema.js';

/** The width the `url` of a reply image has when it is stored (the others go in `variants` for srcset). */
export const DEFAULT_IMAGE_WIDTH = 960;

/** A stored image as the contract shows it: relative /files/ paths, the default size first. */
export function toImage(files: FileStore, stored: StoredImage | null | undefined): Image | null {
  if (!stored || stored.variants.length === 0) return null;
  const variants = [...stored.variants].sort((a, b) => a.width - b.width);
  const preferred = variants.find((v) => v.width >= DEFAULT_IMAGE_WIDTH) ?? variants.at(-1)!;
  return {
    url: files.publicUrl(preferred.key),
    width: preferred.width,
    height: Math.round((stored.height * preferred.width) / stored.width),
    variants: variants.map((v) => ({ url: files.publicUrl(v.key), width: v.width })),
  };
}
