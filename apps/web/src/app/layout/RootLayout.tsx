import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmHost } from '../../components/ConfirmHost';
import { FloatingBar, floatingBarInset } from './FloatingBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from '../../features/offline/OfflineBanner';
import { ScrollToTop } from './ScrollToTop';
import { ToastHost } from './ToastHost';
import { usePageMotion } from './usePageMotion';

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
      <ToastHost />
      <Header />
      <OfflineBanner />
      <FloatingBar />
      <main id="main" tabIndex={-1} className={`flex-1 overflow-x-clip outline-none ${floatingBarInset}`}>
        <div key={location.pathname} className={direction === 'none' ? '' : `page-slide-${direction}`}>
          {/* A page whose chunk is still loading keeps the screen's height, so the footer stays below. */}
          <Suspense fallback={<div className="min-h-screen" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      {/* Static links, rendered by the server: a guest reading without the app has them too (decision 0060). */}
      <Footer />
      <ScrollToTop />
      <ConfirmHost />
    </div>
  );
}
