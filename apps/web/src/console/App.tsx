import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { notify } from '../lib/notify';
import { setStaffHttpErrorHandler } from './lib/api';
import { forbidden } from './lib/forbidden';
import { staffSession } from './lib/session';
import { isGuestPage } from './paths';
import { consoleRoutes } from './routes';

const router = createBrowserRouter(consoleRoutes);

/**
 * The console's one path for HTTP failures of the staff API:
 * - 401: the session has ended: forget it; the signed-in pages send the reader to sign-in with the
 *   page they were on (RequireStaff), with the 'Unauthorized' toast;
 * - 403: the page shows the 403 page, and the member is fetched again (an admin may have changed
 *   the role meanwhile: the navigation then shows what the role may use now);
 * - 422: nothing here, the form shows each field's error;
 * - anything else: the app's error toast (network, 404, 5xx).
 * Business outcomes (HTTP 200, a StaffRespCode) are the caller's to say (lib/failure.ts).
 */
setStaffHttpErrorHandler((error) => {
  const { pathname, key } = router.state.location;
  if (error.status === 401 && !isGuestPage(pathname)) {
    staffSession.clear();
    queryClient.clear();
    notify.httpError(error);
    return;
  }
  if (error.status === 403) {
    forbidden.mark(key);
    void staffSession.refresh();
    return;
  }
  notify.httpError(error);
});

void staffSession.restore();

export function ConsoleApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
