import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { confirm } from '../../../lib/confirm';
import { prefixField } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { toUnicode } from '../../../lib/zawgyi';
import { DataTable, type Column } from '../../components/DataTable';
import { ForbiddenPage } from '../../components/ForbiddenPage';
import { FormDialog, SaveButtons } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import type { DeskCategory } from '@mahasi/contract/staff-news';
import { notifyFailure } from '../../lib/failure';
import { newsDeskApi, newsDeskKeys, newsDeskQueries, type DeskTag } from './api';
import { deskFieldErrors } from '../../lib/fieldErrors';
import { DeskNav, useCanPublish } from './labels';
import { LoadFailed, rowButton, useCategoryDesk, type CategoryKind } from '../../records/CategoryDesk';
import type { TFunction } from 'i18next';

/** The desk's categories: names in both languages, renamed as a pair; editors say the refusals in the desk's words. */
function newsCategories(t: TFunction, language: string): CategoryKind<DeskCategory> {
  return {
    ns: 'consoleNews',
    ordered: false,
    count: (c) => c.postCount,
    countHeader: 'categories.posts',
    actionsHeader: 'columns.actions',
    nameOf: (c) => (language === 'mm' ? c.nameMm || c.nameEn : c.nameEn),
    edit: {
      action: 'categories.rename',
      actionOf: 'categories.renameOf',
      title: 'categories.renameTitle',
      submit: 'categories.rename',
      saved: 'categories.renamed',
      failed: (editing) => (editing ? 'categories.renameFailed' : 'categories.createFailed'),
    },
    save: (names, id) => (id ? newsDeskApi.updateCategory(id, names) : newsDeskApi.createCategory(names)),
    merge: newsDeskApi.mergeCategory,
    remove: newsDeskApi.deleteCategory,
    fieldErrors: deskFieldErrors,
    refusal: (failure) => {
      const fieldErrors = deskFieldErrors(failure, t, []);
      return fieldErrors ? Object.values(fieldErrors).join(' ') : null;
    },
  };
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
  const [tagDialog, setTagDialog] = useState<DeskTag | null>(null);
  const refresh = () => {
    setTagDialog(null);
    void queryClient.invalidateQueries({ queryKey: newsDeskKeys.all });
  };
  const desk = useCategoryDesk(newsCategories(t, i18n.language), categories.data, refresh);

  if (!canPublish) return <ForbiddenPage />;

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

  const tagColumns: Column<DeskTag>[] = [
    {
      key: 'name',
      header: t('tags.name'),
      unlabelledOnPhone: true,
      cell: (tag) => <span className="font-semibold text-ink-900 dark:text-sand-50">#{tag.name}</span>,
    },
    { key: 'posts', header: t('categories.posts'), className: 'text-right tabular-nums', cell: (tag) => tag.postCount },
    {
      key: 'actions',
      header: t('columns.actions'),
      className: 'text-right',
      unlabelledOnPhone: true,
      cell: (tag) => (
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={rowButton} aria-label={t('tags.renameOf', { name: tag.name })} onClick={() => setTagDialog(tag)}>
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
      <PageHeader title={t('categories.title')} description={t('categories.description')} actions={desk.newButton} />
      <DeskNav />
      <section aria-labelledby="categories-heading" className="mb-10">
        <h2 id="categories-heading" className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
          {t('categories.heading')}
        </h2>
        <DataTable
          caption={t('categories.heading')}
          columns={desk.columns}
          rows={categories.isError ? [] : categories.data}
          rowKey={(c) => c.id}
          stacked
          empty={categories.isError ? <LoadFailed retry={() => void categories.refetch()} /> : t('categories.empty')}
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
          stacked
          empty={tags.isError ? <LoadFailed retry={() => void tags.refetch()} /> : t('tags.empty')}
        />
      </section>

      {desk.dialogs}
      {tagDialog && <TagDialog tag={tagDialog} onClose={() => setTagDialog(null)} onSaved={refresh} />}
    </div>
  );
}
