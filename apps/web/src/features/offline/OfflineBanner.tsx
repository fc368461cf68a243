import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useOnline } from './online';

/**
 * Under the header while the network is gone: what still works, and where the saved things are. Always in the
 * markup, hidden while online: on a guest's reading page the server's copy is shown and hidden by the page's
 * loader until the app takes over (decision 0060).
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  return (
    <div
      role="status"
      hidden={online}
      data-offline-banner=""
      className="bg-stone-800 px-4 py-2 text-center text-sm text-sand-50 dark:bg-stone-200 dark:text-stone-900"
    >
      {t('banner')}{' '}
      <Link to={paths.offline} className="font-semibold underline underline-offset-2">
        {t('viewAll')}
      </Link>
    </div>
  );
}
