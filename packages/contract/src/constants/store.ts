/** Without zod, for the web app: the store's request headers (store.ts re-exports them). */

/**
 * Names one checkout attempt (the web app sends a new one per attempt): the same key is answered
 * with the same order, the same key with another body is a 422. Optional: without it, the same
 * selection still gets its pending order again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_KEY_MAX = 255;
