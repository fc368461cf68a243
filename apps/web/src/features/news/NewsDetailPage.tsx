import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until the news feature lands: replace this module, the route stays. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <ComingSoon title={t('pages.newsDetail')} id={id} />;
}
