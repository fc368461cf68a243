import type { CartItem } from '@mahasi/contract/store';

/** Spec section 5: at most 100 characters engraved. */
export const ENGRAVING_MAX = 100;

/** The title in the interface language. */
export function cartTitle(item: Pick<CartItem, 'title' | 'titleMm'>, language: string): string {
  return (language === 'mm' ? item.titleMm : item.title) || item.title || item.titleMm;
}
