import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the ebooks feature lands: replace this module, the route stays. */
export default function EbookListPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.ebooks')} />;
}
