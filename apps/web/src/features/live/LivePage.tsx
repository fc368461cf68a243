import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the live feature lands: replace this module, the route stays. */
export default function LivePage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('labels.liveTitle')} />;
}
