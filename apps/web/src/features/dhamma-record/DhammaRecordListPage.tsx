import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the dhamma-record feature lands: replace this module, the route stays. */
export default function DhammaRecordListPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.dhammaRecord')} />;
}
