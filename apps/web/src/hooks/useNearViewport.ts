import { useCallback, useState, type RefCallback } from 'react';

/**
 * False until the element comes within `margin` pixels of the viewport, then true for good. Parts
 * far below the fold render when the reader scrolls towards them, so a phone's first seconds are
 * not spent laying out what is not seen. Without IntersectionObserver (a server render), true.
 */
export function useNearViewport<T extends Element>(margin = 800): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}
