import { useTranslation } from 'react-i18next';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';

/** Any address outside the route table (spec section 2): the 404 page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('notFound.heading')} />
      <NotFound />
    </>
  );
}
