import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';
import { useGroupSlug } from './GroupListPage';

/** Placeholder until the groups feature lands: replace this module, the routes stay. */
export default function GroupDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <ComingSoon title={t(`groups.${useGroupSlug()}`)} id={id} />;
}
