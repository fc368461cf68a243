import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { pick } from '../../lib/bilingual';
import { recordFieldErrors } from '../../lib/recordErrors';
import { ebookApi, ebookKeys, ebookQueries } from './api';
import type { DeskEbookCategory } from '@mahasi/contract/staff-ebooks';
import { EbookNav } from './EbookNav';
import { LoadFailed, useCategoryDesk, type CategoryKind } from '../../records/CategoryDesk';

/** The store's categories: names in both languages and a place in the store's list; edited as a whole. */
function ebookCategories(language: string): CategoryKind<DeskEbookCategory> {
  return {
    ns: 'consoleEbooks',
    ordered: true,
    count: (c) => c.bookCount,
    countHeader: 'categories.books',
    actionsHeader: 'categories.actions',
    nameOf: (c) => pick(c.nameEn, c.nameMm, language)?.text ?? `#${c.id}`,
    edit: {
      action: 'categories.edit',
      actionOf: 'categories.editOf',
      title: 'categories.editTitle',
      submit: 'categories.save',
      saved: 'categories.saved',
      failed: () => 'categories.saveFailed',
    },
    save: ({ sortOrder = 0, ...names }, id) => {
      const fields = { ...names, sortOrder };
      return id ? ebookApi.updateCategory(id, fields) : ebookApi.createCategory(fields);
    },
    merge: ebookApi.mergeCategory,
    remove: ebookApi.deleteCategory,
    fieldErrors: (error, t, shown) => recordFieldErrors(error, t, 'consoleEbooks', shown),
  };
}

/** /admin/ebooks/categories: the store's categories, in their order, with their book counts. */
export default function EbookCategoriesPage() {
  const { t, i18n } = useTranslation('consoleEbooks');
  const queryClient = useQueryClient();
  const categories = useQuery(ebookQueries.categories());
  const desk = useCategoryDesk(ebookCategories(i18n.language), categories.data, () => {
    void queryClient.invalidateQueries({ queryKey: ebookKeys.all });
  });

  return (
    <div>
      <PageHeader title={t('categories.title')} description={t('categories.description')} actions={desk.newButton} />
      <EbookNav />
      <DataTable
        caption={t('categories.title')}
        columns={desk.columns}
        rows={categories.isError ? [] : categories.data}
        rowKey={(c) => c.id}
        stacked
        empty={categories.isError ? <LoadFailed retry={() => void categories.refetch()} /> : t('categories.empty')}
      />
      {desk.dialogs}
    </div>
  );
}
