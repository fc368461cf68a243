import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { confirm } from '../../../lib/confirm';
import { prefixField } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { toUnicode } from '../../../lib/zawgyi';
import { DataTable, type Column } from '../../components/DataTable';
import { FormDialog, SaveButtons } from '../../components/FormDialog';
import { PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { pick } from '../../lib/bilingual';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode, notifyFailure } from '../../lib/failure';
import { recordFieldErrors, type RecordFieldErrors } from '../../lib/recordErrors';
import { ebookApi, ebookKeys, ebookQueries } from './api';
import type { DeskEbookCategory } from '@mahasi/contract/staff-ebooks';
import { EbookNav } from './EbookNav';
import { MoveCategoryDialog } from '../../records/MoveCategoryDialog';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: DeskEbookCategory }
  | { kind: 'merge'; category: DeskEbookCategory }
  | { kind: 'delete'; category: DeskEbookCategory; message?: string }
  | null;

const rowButton = `${ui.buttonSecondary} px-3 py-1`;

/** A category's names in both languages and its place in the store's list: a new one, or changing one. */
function CategoryDialog({ category, onClose, onSaved }: { category?: DeskEbookCategory; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consoleEbooks');
  const start = { nameEn: category?.nameEn ?? '', nameMm: category?.nameMm ?? '', sortOrder: String(category?.sortOrder ?? 0) };
  const [fields, setFields] = useState(start);
  const [errors, setErrors] = useState<RecordFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(fields) !== JSON.stringify(start);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { nameEn: fields.nameEn.trim(), nameMm: await toUnicode(fields.nameMm.trim()), sortOrder: Number(fields.sortOrder) };
    const missing: RecordFieldErrors = {};
    for (const field of ['nameEn', 'nameMm'] as const)
      if (!values[field]) missing[field] = prefixField(t(`fields.${field}`), t('validation:required'));
    if (!/^\d{1,5}$/.test(fields.sortOrder.trim())) missing.sortOrder = prefixField(t('fields.sortOrder'), t('categories.orderInvalid'));
    if (Object.keys(missing).length) return setErrors(missing);
    setSaving(true);
    try {
      if (category) await ebookApi.updateCategory(category.id, values);
      else await ebookApi.createCategory(values);
      notify.success(category ? t('categories.saved') : t('categories.created', { name: values.nameEn }));
      onSaved();
    } catch (error) {
      const fieldErrors = recordFieldErrors(error, t, 'consoleEbooks', ['nameEn', 'nameMm', 'sortOrder']);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyFailure(t('categories.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open onClose={onClose} dirty={dirty} title={category ? t('categories.editTitle') : t('categories.createTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <TextField
          label={t('fields.nameEn')}
          lang="en"
          value={fields.nameEn}
          maxLength={100}
          error={errors.nameEn}
          onChange={(event) => setFields({ ...fields, nameEn: event.target.value })}
          autoFocus
        />
        <TextField
          label={t('fields.nameMm')}
          lang="my"
          value={fields.nameMm}
          maxLength={100}
          error={errors.nameMm}
          onChange={(event) => setFields({ ...fields, nameMm: event.target.value })}
        />
        <TextField
          label={t('fields.sortOrder')}
          hint={t('categories.orderHint')}
          inputMode="numeric"
          value={fields.sortOrder}
          maxLength={5}
          error={errors.sortOrder}
          onChange={(event) => setFields({ ...fields, sortOrder: event.target.value })}
        />
        <SaveButtons saving={saving} submit={category ? t('categories.save') : t('categories.create')} />
      </form>
    </FormDialog>
  );
}

/** /admin/ebooks/categories: the store's categories, in their order, with their book counts. */
export default function EbookCategoriesPage() {
  const { t, i18n } = useTranslation('consoleEbooks');
  const queryClient = useQueryClient();
  const categories = useQuery(ebookQueries.categories());
  const [dialog, setDialog] = useState<Dialog>(null);

  const refresh = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: ebookKeys.all });
  };

  const deleteCategory = async (category: DeskEbookCategory) => {
    if (category.bookCount > 0) return setDialog({ kind: 'delete', category });
    const accepted = await confirm({
      title: t('categories.deleteTitle', { name: category.nameEn }),
      message: t('categories.deleteText'),
      confirmText: t('categories.delete'),
    });
    if (!accepted) return;
    try {
      await ebookApi.deleteCategory(category.id);
      notify.success(t('categories.deleted'));
      refresh();
    } catch (error) {
      // Books in the bin still count: the server asks where those go.
      if (isCode(error, StaffRespCode.IN_USE)) setDialog({ kind: 'delete', category, message: t('categories.inUse') });
      else notifyFailure(t('categories.deleteFailed'), error);
    }
  };

  const columns: Column<DeskEbookCategory>[] = [
    { key: 'order', header: t('fields.sortOrder'), className: 'w-20 tabular-nums', cell: (c) => c.sortOrder },
    {
      key: 'nameEn',
      header: t('fields.nameEn'),
      cell: (c) => (
        <span lang="en" className="font-semibold text-ink-900 dark:text-sand-50">
          {c.nameEn}
        </span>
      ),
    },
    { key: 'nameMm', header: t('fields.nameMm'), cell: (c) => <span lang="my">{c.nameMm}</span> },
    { key: 'books', header: t('categories.books'), className: 'text-right tabular-nums', cell: (c) => c.bookCount },
    {
      key: 'actions',
      header: t('categories.actions'),
      className: 'text-right',
      cell: (c) => {
        const name = pick(c.nameEn, c.nameMm, i18n.language)?.text ?? '';
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={rowButton}
              aria-label={t('categories.editOf', { name })}
              onClick={() => setDialog({ kind: 'edit', category: c })}
            >
              {t('categories.edit')}
            </button>
            <button
              type="button"
              className={rowButton}
              aria-label={t('categories.mergeOf', { name })}
              onClick={() => setDialog({ kind: 'merge', category: c })}
            >
              {t('categories.merge')}
            </button>
            <button
              type="button"
              className={`${rowButton} text-maroon-700 dark:text-maroon-200`}
              aria-label={t('categories.deleteOf', { name })}
              onClick={() => void deleteCategory(c)}
            >
              {t('categories.delete')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <button type="button" className={ui.buttonPrimary} onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            {t('categories.new')}
          </button>
        }
      />
      <EbookNav />
      <DataTable
        caption={t('categories.title')}
        columns={columns}
        rows={categories.isError ? [] : categories.data}
        rowKey={(c) => c.id}
        empty={
          categories.isError ? (
            <>
              {t('console:table.failed')}{' '}
              <button type="button" className={ui.link} onClick={() => void categories.refetch()}>
                {t('console:actions.retry')}
              </button>
            </>
          ) : (
            t('categories.empty')
          )
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CategoryDialog category={dialog.kind === 'edit' ? dialog.category : undefined} onClose={() => setDialog(null)} onSaved={refresh} />
      )}
      {(dialog?.kind === 'merge' || dialog?.kind === 'delete') && (
        <MoveCategoryDialog
          ns="consoleEbooks"
          category={dialog.category}
          categories={categories.data ?? []}
          count={dialog.category.bookCount}
          nameOf={(c) => pick(c.nameEn, c.nameMm, i18n.language)?.text ?? `#${c.id}`}
          move={(mode, id, target) => (mode === 'merge' ? ebookApi.mergeCategory(id, target) : ebookApi.deleteCategory(id, target))}
          mode={dialog.kind}
          message={dialog.kind === 'delete' ? dialog.message : undefined}
          onClose={() => setDialog(null)}
          onSaved={refresh}
        />
      )}
    </div>
  );
}
