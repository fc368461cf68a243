import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the checkout feature lands: replace this module, the route stays. */
export default function CheckoutPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.checkout')} />;
}
