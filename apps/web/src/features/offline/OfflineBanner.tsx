import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useOnline } from './online';

/** Under the header while the network is gone: what still works, and where the saved things are. */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-stone-800 px-4 py-2 text-center text-sm text-sand-50 dark:bg-stone-200 dark:text-stone-900">
      {t('banner')}{' '}
      <Link to={paths.offline} className="font-semibold underline underline-offset-2">
        {t('viewAll')}
      </Link>
    </div>
  );
}
