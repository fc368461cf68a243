import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the contact feature lands: replace this module, the route stays. */
export default function ContactUsPage() {
  const { t } = useTranslation();

  return <ComingSoon title={t('pages.contactUs')} />;
}
