import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the events feature lands: replace this module, the route stays. */
export default function EventListPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.events')} />;
}
