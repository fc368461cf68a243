import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ui } from '../../components/ui';
import { staffSession, useStaffSession } from '../lib/session';
import { loginWithReturn } from '../paths';

/**
 * The signed-in part of the console: a reader without a staff session goes to sign-in, with the
 * page they wanted in `?to=`. While a stored session is checked, a quiet placeholder.
 */
export function RequireStaff() {
  const { token, staff, status } = useStaffSession();
  const location = useLocation();
  const { t } = useTranslation('console');
  useEffect(() => {
    if (token && !staff && status === 'ready') void staffSession.restore();
  }, [token, staff, status]);

  if (status === 'failed') {
    return (
      <div role="alert" className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-6 px-6 text-center">
        <p className="text-lg text-stone-700 dark:text-stone-200">{t('errors:http.network')}</p>
        <button type="button" className={ui.buttonPrimary} onClick={() => void staffSession.restore()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  if (!token) return <Navigate to={loginWithReturn(`${location.pathname}${location.search}`)} replace />;
  if (!staff) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-stone-600 dark:text-stone-400">
        {t('common:labels.loading')}
      </div>
    );
  }
  return <Outlet />;
}
