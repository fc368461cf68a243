import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setHttpErrorHandler } from '../lib/api/client';
import { setNavigator, currentPath } from '../lib/navigation';
import { notify } from '../lib/notify';
import { loginWithReturn, paths } from '../lib/paths';
import { queryClient } from '../lib/queryClient';
import { session } from '../lib/session';
import { createRouter } from './router';

const router = createRouter();
setNavigator((to, options) => void router.navigate(to, options));

/** The one global error path (spec section 8); 401 also ends the session and goes to login. */
setHttpErrorHandler((error) => {
  notify.httpError(error);
  if (error.status === 401) {
    const here = currentPath();
    const onAuthPage = Object.values(paths.auth).some((path) => here.startsWith(path));
    // Cleared first, so that the login page does not take the old session for a logged-in user.
    session.clear();
    queryClient.clear();
    void router.navigate(onAuthPage ? paths.auth.login : loginWithReturn(here), { replace: true });
  }
});

void session.restore();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
