import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the saved-news feature lands: replace this module, the route stays. */
export default function SavedNewsPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('profileMenu.savedNews')} />;
}
