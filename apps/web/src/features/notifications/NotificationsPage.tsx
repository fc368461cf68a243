import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the notifications feature lands: replace this module, the route stays. */
export default function NotificationsPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('profileMenu.notifications')} />;
}
