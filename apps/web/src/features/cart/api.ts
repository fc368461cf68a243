import type { CurrencyCode } from '@mahasi/contract/money';
import type { AddItemPayload, Cart, CartItem, UpdateItemPayload } from '@mahasi/contract/store';
import { RespCode } from '@mahasi/contract/codes';
import { memberApi, unwrap } from '../../lib/api/client';
import { BusinessError } from '../../lib/api/errors';
import { toUnicode } from '../../lib/zawgyi';

/** Query keys of the cart feature. */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

/** What the cart screen shows: the cart's id and currency, and its items ([] when '9999'). */
export interface CartState {
  id: number;
  currencyCode: CurrencyCode;
  items: CartItem[];
}

/** Member client calls of the cart (spec section 7). */
export const cartApi = {
  /** POST /cart/save-cart: creates the caller's cart, or returns the existing one with its currency. */
  async saveCart(currencyCode: CurrencyCode = 'MMK'): Promise<{ id: number; currencyCode: CurrencyCode }> {
    return unwrap(await memberApi.post<{ id: number; currencyCode: CurrencyCode }>('/cart/save-cart', { currencyCode }));
  },

  /** GET /cart/cart-item-list/{id}; '9999' means an empty cart. */
  async items(cartId: number): Promise<Cart | null> {
    try {
      return unwrap(await memberApi.get<Cart | null>(`/cart/cart-item-list/${cartId}`));
    } catch (error) {
      if (error instanceof BusinessError && error.respCode === RespCode.CART_EMPTY) return null;
      throw error;
    }
  },

  /** The cart, created first when there is none. */
  async load(): Promise<CartState> {
    const saved = await cartApi.saveCart();
    const cart = await cartApi.items(saved.id);
    return { id: saved.id, currencyCode: cart?.currencyCode ?? saved.currencyCode, items: cart?.items ?? [] };
  },

  async addItem(payload: AddItemPayload): Promise<CartItem> {
    const extraText = payload.extraText ? await toUnicode(payload.extraText) : '';
    return unwrap(await memberApi.post<CartItem>('/cart/add-item', { ...payload, quantity: 1, extraText }));
  },

  async updateItem(payload: UpdateItemPayload): Promise<void> {
    unwrap(await memberApi.post<null>('/cart/update-item', { ...payload, extraText: await toUnicode(payload.extraText) }));
  },

  async removeItem(cartItemId: number): Promise<void> {
    unwrap(await memberApi.delete<null>(`/cart/remove-item/${cartItemId}`));
  },

  async clear(): Promise<void> {
    unwrap(await memberApi.delete<null>('/cart/clear'));
  },

  async changeCurrency(cartId: number, currencyCode: CurrencyCode): Promise<void> {
    unwrap(await memberApi.post<null>('/cart/change-currency', { cartId, currencyCode }));
  },
};
