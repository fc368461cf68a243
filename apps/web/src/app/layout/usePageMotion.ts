import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { nextTransition, type Direction } from '../../lib/transition';

const savedPositions = new Map<string, number>();

/**
 * Spec section 2: the slide direction of the page, and scrolling: smoothly to the top after a
 * navigation unless going back to a position saved for that history entry; never on the page as loaded.
 */
export function usePageMotion(): Direction {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [motion, setMotion] = useState(() => ({ path: location.pathname, ...nextTransition([], location.pathname) }));
  if (motion.path !== location.pathname) setMotion({ path: location.pathname, ...nextTransition(motion.visited, location.pathname) });

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    const save = () => savedPositions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useEffect(() => {
    if (location.hash) return;
    const saved = navigationType === 'POP' ? savedPositions.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo({ top: saved });
    // The page as it was loaded: the reader may have scrolled the server-rendered page already.
    else if (location.key === 'default') return;
    else if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.key, location.hash, navigationType]);

  return motion.direction;
}
