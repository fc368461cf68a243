import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api/client';
import { attemptKeys, checkoutApi, newAttemptKey } from './api';

/** Issue 27: each checkout attempt carries an Idempotency-Key, the same for the same attempt sent again. */

const body = { cartItemIds: [12, 7], currencyCode: 'MMK' as const, expectedNetAmount: 1075000 };

afterEach(() => setApiTransport(fetch));

describe('checkout attempt keys', () => {
  it('are the same for the same selection and total sent again, in any order, and new when either changes', () => {
    let made = 0;
    const keyOf = attemptKeys(() => `key-${++made}`);
    expect(keyOf(body)).toBe('key-1');
    expect(keyOf({ ...body, cartItemIds: [7, 12] })).toBe('key-1');
    expect(keyOf({ ...body, expectedNetAmount: 1085000 })).toBe('key-2');
    expect(keyOf({ ...body, cartItemIds: [7] })).toBe('key-3');
  });

  it('are random and within the header’s limits', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newAttemptKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
  });

  it('travel in the Idempotency-Key header of the checkout call', async () => {
    const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    setApiTransport(async (input, init) => {
      sent.push({ url: String(input), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
      const data = { orderId: 5, orderNo: 'MH-20261127-000005', redirectUrl: '/sandbox-pay/x', netAmount: 1075000, currencyCode: 'MMK' };
      return new Response(JSON.stringify({ respCode: '0000', respMsg: 'OK', data }), { headers: { 'content-type': 'application/json' } });
    });
    const started = await checkoutApi.checkout(body, 'attempt-1');
    expect(started.orderId).toBe(5);
    expect(sent).toEqual([
      { url: '/rest-api/payment/checkoutPayment', headers: expect.objectContaining({ 'idempotency-key': 'attempt-1' }), body },
    ]);
  });
});
