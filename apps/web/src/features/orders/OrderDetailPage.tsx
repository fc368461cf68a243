import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the orders feature lands: replace this module, the route stays. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <ComingSoon title={t('profileMenu.ordersDetail')} id={id} />;
}
