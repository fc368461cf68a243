import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter, useLocation, useNavigate, useRoutes } from 'react-router';
import { setHttpErrorHandler } from '../lib/api/client';
import { currentPath, navigateTo, setNavigator } from '../lib/navigation';
import { notify } from '../lib/notify';
import { loginWithReturn, paths } from '../lib/paths';
import { queryClient } from '../lib/queryClient';
import { session } from '../lib/session';
import { routes } from './router';
import { RouteErrorBoundary } from './routes/RouteError';
import { RenderStatusProvider, type RenderStatus } from '../components/NotFound';
import { AdoptingProvider } from '../lib/adopting';

/** The one global error path (spec section 8); 401 also ends the session and goes to login. */
setHttpErrorHandler((error) => {
  notify.httpError(error);
  if (error.status === 401) {
    const here = currentPath();
    const onAuthPage = Object.values(paths.auth).some((path) => here.startsWith(path));
    // Cleared first, so that the login page does not take the old session for a logged-in user.
    session.clear();
    queryClient.clear();
    navigateTo(onAuthPage ? paths.auth.login : loginWithReturn(here), { replace: true });
  }
});

void session.restore();

/** The routes, and the router's navigate lent to code outside React (lib/navigation). */
function AppRoutes() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Without transitions a navigation shows the next page at once (its chunk's fallback while it
          loads), so that code running after navigate() never sees the previous page's guards. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** The same screens, rendered on the server for one address with that request's own data and language. */
export function ServerApp({ url, client, i18n, status }: { url: string; client: QueryClient; i18n: I18n; status: RenderStatus }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RenderStatusProvider value={status}>
          {/* The browser adopts this markup reading what differs from the server as the server did. */}
          <AdoptingProvider value={true}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AdoptingProvider>
        </RenderStatusProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
