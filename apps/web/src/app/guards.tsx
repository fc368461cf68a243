import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify';
import { loginWithReturn, paths } from '../lib/paths';
import { useSession } from '../lib/session';

/**
 * Login-required routes (spec section 6): a guest goes to /login?to=<intended path> with the
 * 'Unauthenticated' toast. The toast id keeps React's double effects from showing it twice.
 * Judged on arrival: a session that ends here (a 401) already has its own 'Unauthorized' toast.
 */
export function RequireAuth() {
  const { token } = useSession();
  const [guestOnArrival] = useState(!token);
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (guestOnArrival) notify.error(t('toasts.unauthenticated'), { description: t('toasts.unauthenticatedText'), id: 'unauthenticated' });
  }, [guestOnArrival, t]);
  if (!token) return <Navigate to={loginWithReturn(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/**
 * Auth routes: a user already logged in when arriving goes home with 'Already Authenticated'.
 * Judged on arrival only, so that logging in on /login follows its own `to` redirect.
 */
export function RequireGuest() {
  const { token } = useSession();
  const [loggedInOnArrival] = useState(Boolean(token));
  const { t } = useTranslation();
  useEffect(() => {
    if (loggedInOnArrival)
      notify.success(t('toasts.alreadyAuthenticated'), { description: t('toasts.alreadyAuthenticatedText'), id: 'already-authenticated' });
  }, [loggedInOnArrival, t]);
  if (loggedInOnArrival) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
