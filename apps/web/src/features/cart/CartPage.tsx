import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the cart feature lands: replace this module, the route stays. */
export default function CartPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('profileMenu.cart')} />;
}
