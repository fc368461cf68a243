import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the news feature lands: replace this module, the route stays. */
export default function NewsListPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.news')} />;
}
