import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the dhamma-record feature lands: replace this module, the route stays. */
export default function DhammaRecordDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <ComingSoon title={t('pages.dhammaRecordDetail')} id={id} />;
}
