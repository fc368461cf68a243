import { useTranslation } from 'react-i18next';
import { DeskTabs } from '../../components/DeskTabs';
import { ebookPagePaths } from './paths';

/** The e-books desk's pages: the books and their categories. */
export function EbookNav() {
  const { t } = useTranslation('consoleEbooks');
  return (
    <DeskTabs
      label={t('nav.label')}
      className="mb-6 border-b border-sand-200 pb-3 dark:border-night-700"
      tabs={[
        { to: ebookPagePaths.list, text: t('nav.books'), end: true },
        { to: ebookPagePaths.categories, text: t('nav.categories') },
      ]}
    />
  );
}
