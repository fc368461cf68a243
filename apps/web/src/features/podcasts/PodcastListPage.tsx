import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the podcasts feature lands: replace this module, the route stays. */
export default function PodcastListPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.podcasts')} />;
}
