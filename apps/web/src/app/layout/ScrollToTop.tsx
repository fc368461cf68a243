import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/icons';

/**
 * Spec section 9: shown only past 200 px; scrolls smoothly to the top. In the server's markup, hidden: on a guest's
 * reading page the loader shows and hides it from the threshold it carries until the app has taken the page over
 * (decision 0062), and a tap on it is held and done by the app.
 */
export const SCROLL_TOP_THRESHOLD = 200;

export function ScrollToTop() {
  const { t } = useTranslation();
  // Undefined until measured: the server's hidden button, which hydration adopts as it is.
  const [visible, setVisible] = useState<boolean>();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  // Once measured, a hidden button leaves the page rather than being hidden: the button has the focus when the page
  // arrives at the top, and React gives a hidden element its focus back by setting the page's scroll position, which
  // stops the smooth scroll on its way.
  if (visible === false) return null;
  return (
    <button
      type="button"
      hidden={!visible}
      data-scroll-top={SCROLL_TOP_THRESHOLD}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      className="fixed right-5 bottom-5 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-maroon-700 text-white shadow-lg shadow-maroon-900/20 transition hover:-translate-y-0.5 hover:bg-maroon-800 dark:bg-saffron-500 dark:text-night-950 dark:hover:bg-saffron-400"
    >
      <ArrowUpIcon />
    </button>
  );
}
