import { useQueryClient } from '@tanstack/react-query';
import { useAdopting } from './adopting';

/**
 * When the server rendered the page, carried to the browser in the first screen's query cache, so
 * that text which depends on "now" (a relative time, "3 minutes ago") reads the same while the
 * browser adopts the server's markup as it did on the server (docs/decisions/0028).
 */
export const RENDERED_AT_KEY = ['firstScreen', 'renderedAt'] as const;

/** The browser's clock (a relative time is meant to move between renders). */
const clock = () => Date.now();

/**
 * "Now" for rendering: the server's render time on the server and while the browser adopts its
 * markup, the browser's clock right after (React renders again, in a transition, once hydration is done).
 */
export function useNow(): number {
  const client = useQueryClient();
  const adopting = useAdopting();
  const renderedAt = client.getQueryData<number>(RENDERED_AT_KEY);
  return adopting && renderedAt !== undefined ? renderedAt : clock();
}
