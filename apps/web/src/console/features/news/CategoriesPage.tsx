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
import { ForbiddenPage } from '../../components/ForbiddenPage';
import { FormDialog, SaveButtons } from '../../components/FormDialog';
import { PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import type { DeskCategory } from '@mahasi/contract/staff-news';
import { isCode, notifyFailure } from '../../lib/failure';
import { newsDeskApi, newsDeskKeys, newsDeskQueries, type DeskTag } from './api';
import { deskFieldErrors, type FieldErrors } from '../../lib/fieldErrors';
import { DeskNav, useCanPublish } from './labels';
import { MoveCategoryDialog } from '../../records/MoveCategoryDialog';

type CategoryDialog =
  | { kind: 'create' }
  | { kind: 'rename'; category: DeskCategory }
  | { kind: 'merge'; category: DeskCategory }
  | { kind: 'delete'; category: DeskCategory; message?: string }
  | { kind: 'tag'; tag: DeskTag }
  | null;

const rowButton = `${ui.buttonSecondary} px-3 py-1`;

/** A category's names in both languages: a new one, or renaming one. */
function NamesDialog({ category, onClose, onSaved }: { category?: DeskCategory; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consoleNews');
  const [names, setNames] = useState({ nameEn: category?.nameEn ?? '', nameMm: category?.nameMm ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = names.nameEn !== (category?.nameEn ?? '') || names.nameMm !== (category?.nameMm ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { nameEn: names.nameEn.trim(), nameMm: await toUnicode(names.nameMm.trim()) };
    const missing: FieldErrors = {};
    for (const field of ['nameEn', 'nameMm'] as const)
      if (!trimmed[field]) missing[field] = prefixField(t(`fields.${field}`), t('validation:required'));
    if (Object.keys(missing).length) return setErrors(missing);
    setSaving(true);
    try {
      if (category) await newsDeskApi.updateCategory(category.id, trimmed);
      else await newsDeskApi.createCategory(trimmed);
      notify.success(category ? t('categories.renamed') : t('categories.created', { name: trimmed.nameEn }));
      onSaved();
    } catch (error) {
      const fieldErrors = deskFieldErrors(error, t, ['nameEn', 'nameMm']);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyFailure(category ? t('categories.renameFailed') : t('categories.createFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open onClose={onClose} dirty={dirty} title={category ? t('categories.renameTitle') : t('categories.createTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <TextField
          label={t('fields.nameEn')}
          lang="en"
          value={names.nameEn}
          maxLength={100}
          error={errors.nameEn}
          onChange={(event) => setNames({ ...names, nameEn: event.target.value })}
          autoFocus
        />
        <TextField
          label={t('fields.nameMm')}
          lang="my"
          value={names.nameMm}
          maxLength={100}
          error={errors.nameMm}
          onChange={(event) => setNames({ ...names, nameMm: event.target.value })}
        />
        <SaveButtons saving={saving} submit={category ? t('categories.rename') : t('categories.create')} />
      </form>
    </FormDialog>
  );
}

/** A tag's new name on every post; a name that already exists merges the two. */
function TagDialog({ tag, onClose, onSaved }: { tag: DeskTag; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consoleNews');
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = (await toUnicode(name.trim())).replace(/^#/, '');
    if (!to) return setError(prefixField(t('fields.to'), t('validation:required')));
    if (to === tag.name) return onClose();
    setSaving(true);
    try {
      const { count } = await newsDeskApi.renameTag(tag.name, to);
      notify.success(t('tags.renamed', { count, from: tag.name, to }));
      onSaved();
    } catch (failure) {
      const fieldErrors = deskFieldErrors(failure, t, []);
      if (fieldErrors) setError(Object.values(fieldErrors).join(' '));
      else notifyFailure(t('tags.renameFailed'), failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      dirty={name !== tag.name}
      title={t('tags.renameTitle', { name: tag.name })}
      description={t('tags.renameText')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('fields.to')}
          value={name}
          maxLength={60}
          error={error ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          autoFocus
        />
        <SaveButtons saving={saving} submit={t('tags.rename')} />
      </form>
    </FormDialog>
  );
}

/** /admin/news/categories (editors and admins): categories with their post counts, and tags. */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation('consoleNews');
  const canPublish = useCanPublish();
  const queryClient = useQueryClient();
  const categories = useQuery({ ...newsDeskQueries.categories(), staleTime: 0, enabled: canPublish });
  const tags = useQuery({ ...newsDeskQueries.tags(), enabled: canPublish });
  const [dialog, setDialog] = useState<CategoryDialog>(null);

  if (!canPublish) return <ForbiddenPage />;

  const refresh = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: newsDeskKeys.all });
  };

  const deleteCategory = async (category: DeskCategory) => {
    if (category.postCount > 0) return setDialog({ kind: 'delete', category });
    const accepted = await confirm({
      title: t('categories.deleteTitle', { name: category.nameEn }),
      message: t('categories.deleteText'),
      confirmText: t('categories.delete'),
    });
    if (!accepted) return;
    try {
      await newsDeskApi.deleteCategory(category.id);
      notify.success(t('categories.deleted'));
      refresh();
    } catch (error) {
      // Posts in the bin still count: the server asks where those go.
      if (isCode(error, StaffRespCode.IN_USE)) setDialog({ kind: 'delete', category, message: t('categories.inUse') });
      else notifyFailure(t('categories.deleteFailed'), error);
    }
  };

  const deleteTag = async (tag: DeskTag) => {
    const accepted = await confirm({
      title: t('tags.deleteTitle', { name: tag.name }),
      message: t('tags.deleteText', { count: tag.postCount }),
      confirmText: t('tags.delete'),
    });
    if (!accepted) return;
    try {
      const { count } = await newsDeskApi.deleteTag(tag.name);
      notify.success(t('tags.deleted', { count, name: tag.name }));
      refresh();
    } catch (error) {
      notifyFailure(t('tags.deleteFailed'), error);
    }
  };

  const failed = (retry: () => void) => (
    <>
      {t('console:table.failed')}{' '}
      <button type="button" className={ui.link} onClick={retry}>
        {t('console:actions.retry')}
      </button>
    </>
  );

  const categoryColumns: Column<DeskCategory>[] = [
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
    { key: 'posts', header: t('categories.posts'), className: 'text-right tabular-nums', cell: (c) => c.postCount },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (c) => {
        const name = i18n.language === 'mm' ? c.nameMm || c.nameEn : c.nameEn;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={rowButton}
              aria-label={t('categories.renameOf', { name })}
              onClick={() => setDialog({ kind: 'rename', category: c })}
            >
              {t('categories.rename')}
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

  const tagColumns: Column<DeskTag>[] = [
    {
      key: 'name',
      header: t('tags.name'),
      cell: (tag) => <span className="font-semibold text-ink-900 dark:text-sand-50">#{tag.name}</span>,
    },
    { key: 'posts', header: t('categories.posts'), className: 'text-right tabular-nums', cell: (tag) => tag.postCount },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      cell: (tag) => (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={rowButton}
            aria-label={t('tags.renameOf', { name: tag.name })}
            onClick={() => setDialog({ kind: 'tag', tag })}
          >
            {t('tags.rename')}
          </button>
          <button
            type="button"
            className={`${rowButton} text-maroon-700 dark:text-maroon-200`}
            aria-label={t('tags.deleteOf', { name: tag.name })}
            onClick={() => void deleteTag(tag)}
          >
            {t('tags.delete')}
          </button>
        </div>
      ),
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
      <DeskNav />
      <section aria-labelledby="categories-heading" className="mb-10">
        <h2 id="categories-heading" className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
          {t('categories.heading')}
        </h2>
        <DataTable
          caption={t('categories.heading')}
          columns={categoryColumns}
          rows={categories.isError ? [] : categories.data}
          rowKey={(c) => c.id}
          empty={categories.isError ? failed(() => void categories.refetch()) : t('categories.empty')}
        />
      </section>
      <section aria-labelledby="tags-heading">
        <h2 id="tags-heading" className="mb-1 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
          {t('tags.heading')}
        </h2>
        <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{t('tags.description')}</p>
        <DataTable
          caption={t('tags.heading')}
          columns={tagColumns}
          rows={tags.isError ? [] : tags.data}
          rowKey={(tag) => tag.name}
          empty={tags.isError ? failed(() => void tags.refetch()) : t('tags.empty')}
        />
      </section>

      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <NamesDialog category={dialog.kind === 'rename' ? dialog.category : undefined} onClose={() => setDialog(null)} onSaved={refresh} />
      )}
      {(dialog?.kind === 'merge' || dialog?.kind === 'delete') && (
        <MoveCategoryDialog
          ns="consoleNews"
          category={dialog.category}
          categories={categories.data ?? []}
          count={dialog.category.postCount}
          nameOf={(c) => (i18n.language === 'mm' ? c.nameMm || c.nameEn : c.nameEn)}
          move={(mode, id, target) => (mode === 'merge' ? newsDeskApi.mergeCategory(id, target) : newsDeskApi.deleteCategory(id, target))}
          refusal={(failure) => {
            const fieldErrors = deskFieldErrors(failure, t, []);
            return fieldErrors ? Object.values(fieldErrors).join(' ') : null;
          }}
          mode={dialog.kind}
          message={dialog.kind === 'delete' ? dialog.message : undefined}
          onClose={() => setDialog(null)}
          onSaved={refresh}
        />
      )}
      {dialog?.kind === 'tag' && <TagDialog tag={dialog.tag} onClose={() => setDialog(null)} onSaved={refresh} />}
    </div>
  );
}
