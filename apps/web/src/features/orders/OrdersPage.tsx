import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the orders feature lands: replace this module, the route stays. */
export default function OrdersPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('profileMenu.orders')} />;
}
