import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once since mount. Parts below the fold wait for it, so that
 * their chunks and requests start after the first screen is shown instead of sharing a slow
 * network with it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      // This runs before the first paint; the next frame's callback, once it is on screen.
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
