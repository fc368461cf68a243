import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency.js';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, in the order asked, and passes results and errors through', async () => {
    const run = concurrencyLimit(2);
    let inFlight = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      order.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      if (n === 3) throw new Error('job 3 failed');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(job(n))));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      10,
      20,
      'job 3 failed',
      40,
      50,
      60,
    ]);
  });
});
