import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * False until the browser has painted once since mount. Parts below the fold wait for it, so that
 * their chunks and requests start after the first screen is shown instead of sharing a slow
 * network with it. The switch is a transition: React draws what it reveals in time slices
 * (decision 0039).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      // This runs before the first paint; the next frame's callback, once it is on screen.
      frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/**
 * `children` once the first screen is painted, `before` until then (and while their code loads).
 * Its own component, so that only this part is drawn again when it switches, not the page around it.
 * The boundary is new when it appears: the switch commits with `before` as its fallback at once,
 * rather than holding back every other transition (the app's take-over) until the code arrives.
 */
export function AfterFirstPaint({ children, before = null }: { children: ReactNode; before?: ReactNode }) {
  const painted = useAfterFirstPaint();
  return painted ? <Suspense fallback={before}>{children}</Suspense> : before;
}
