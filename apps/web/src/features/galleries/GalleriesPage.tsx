import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the galleries feature lands: replace this module, the route stays. */
export default function GalleriesPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.galleries')} />;
}
