import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's filters live in the URL query. `update(key, value)` sets one (an empty value removes
 * it) without adding a history entry, so Back leaves the page rather than undoing a filter.
 */
export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
