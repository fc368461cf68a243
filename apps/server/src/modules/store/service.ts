import { cartService } from './cart.js';
import type { StoreDeps } from './deps.js';
import { memberOrders } from './member-orders.js';
import { orderBook } from './order-book.js';
import { paymentService } from './payments.js';

export type { StoreDeps } from './deps.js';

/** The store as the routes see it: the cart, checkout and payment, and the member's orders (one file a job). */
export function storeService(deps: StoreDeps) {
  const book = orderBook(deps);
  return { ...cartService(deps), ...paymentService(deps, book), ...memberOrders(deps, book) };
}

export type StoreService = ReturnType<typeof storeService>;
