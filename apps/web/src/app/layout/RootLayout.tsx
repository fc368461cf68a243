import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmHost } from '../../components/ConfirmHost';
import { FloatingBar } from './FloatingBar';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { usePageMotion } from './usePageMotion';

// The toast host loads right after the first render, keeping sonner out of the first page's JS.
const Toasts = lazy(() => import('./Toasts'));
// Below the fold: loaded after the first render too.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const direction = usePageMotion();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-maroon-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <Header />
      <FloatingBar />
      <main id="main" tabIndex={-1} className="flex-1 overflow-x-clip pl-14 outline-none sm:pl-16">
        <div key={location.pathname} className={direction === 'none' ? '' : `page-slide-${direction}`}>
          <Outlet />
        </div>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
      <ConfirmHost />
    </div>
  );
}
