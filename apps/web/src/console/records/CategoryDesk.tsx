import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FormAlert, TextField } from '../../components/form';
import { ui } from '../../components/ui';
import { confirm } from '../../lib/confirm';
import { prefixField } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { toUnicode } from '../../lib/zawgyi';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import type { Column } from '../components/DataTable';
import { FormDialog, SaveButtons } from '../components/FormDialog';
import { PlusIcon } from '../components/icons';
import { isCode, notifyFailure } from '../lib/failure';
import { MoveCategoryDialog } from './MoveCategoryDialog';

/** A kind's category as its desk lists it; `sortOrder` where the kind keeps its categories in an order. */
export interface DeskCategoryRow {
  id: number;
  nameEn: string;
  nameMm: string;
  sortOrder?: number;
}

/** A category's names, and its place where the kind keeps one. */
export interface CategoryValues {
  nameEn: string;
  nameMm: string;
  sortOrder?: number;
}

type FieldErrors = Partial<Record<string, string>>;

/**
 * What one kind's categories page says and does. Every text is a key in `ns` (its `categories.*`
 * and `fields.*`); `edit` names the keys of the dialog that changes a category (renaming names
 * only, editing names and order); `ordered` adds the order field and column.
 */
export interface CategoryKind<C extends DeskCategoryRow> {
  ns: string;
  ordered: boolean;
  count: (category: C) => number;
  countHeader: string;
  actionsHeader: string;
  nameOf: (category: C) => string;
  edit: {
    action: string;
    actionOf: string;
    title: string;
    submit: string;
    saved: string;
    failed: (editing: boolean) => string;
  };
  save: (values: CategoryValues, id?: number) => Promise<unknown>;
  merge: (id: number, intoId: number) => Promise<unknown>;
  remove: (id: number, moveToId?: number) => Promise<unknown>;
  fieldErrors: (error: unknown, t: TFunction, shown: readonly string[]) => FieldErrors | null;
  refusal?: (failure: unknown) => string | null;
}

type Dialog<C> =
  | { kind: 'create' }
  | { kind: 'edit'; category: C }
  | { kind: 'merge'; category: C }
  | { kind: 'delete'; category: C; message?: string }
  | null;

/** A row's action: small beside the table's other cells, a finger's size on a phone's card. */
export const rowButton = `${ui.buttonSecondary} px-3 py-1 max-sm:min-h-10 max-sm:px-4`;

/** A category's names in both languages (and its place, where kept): a new one, or changing one. */
function CategoryDialog<C extends DeskCategoryRow>({
  desk,
  category,
  onClose,
  onSaved,
}: {
  desk: CategoryKind<C>;
  category?: C;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(desk.ns);
  const start = {
    nameEn: category?.nameEn ?? '',
    nameMm: category?.nameMm ?? '',
    sortOrder: String(category?.sortOrder ?? 0),
  };
  const [fields, setFields] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(fields) !== JSON.stringify(start);
  const shown = desk.ordered ? ['nameEn', 'nameMm', 'sortOrder'] : ['nameEn', 'nameMm'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values: CategoryValues = { nameEn: fields.nameEn.trim(), nameMm: await toUnicode(fields.nameMm.trim()) };
    if (desk.ordered) values.sortOrder = Number(fields.sortOrder);
    const missing: FieldErrors = {};
    for (const field of ['nameEn', 'nameMm'] as const)
      if (!values[field]) missing[field] = prefixField(t(`fields.${field}`), t('validation:required'));
    if (desk.ordered && !/^\d{1,5}$/.test(fields.sortOrder.trim()))
      missing.sortOrder = prefixField(t('fields.sortOrder'), t('categories.orderInvalid'));
    if (Object.keys(missing).length) return setErrors(missing);
    setSaving(true);
    try {
      await desk.save(values, category?.id);
      notify.success(category ? t(desk.edit.saved) : t('categories.created', { name: values.nameEn }));
      onSaved();
    } catch (error) {
      const fieldErrors = desk.fieldErrors(error, t, shown);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyFailure(t(desk.edit.failed(Boolean(category))), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open onClose={onClose} dirty={dirty} title={category ? t(desk.edit.title) : t('categories.createTitle')}>
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
        {desk.ordered && (
          <TextField
            label={t('fields.sortOrder')}
            hint={t('categories.orderHint')}
            inputMode="numeric"
            value={fields.sortOrder}
            maxLength={5}
            error={errors.sortOrder}
            onChange={(event) => setFields({ ...fields, sortOrder: event.target.value })}
          />
        )}
        <SaveButtons saving={saving} submit={category ? t(desk.edit.submit) : t('categories.create')} />
      </form>
    </FormDialog>
  );
}

/**
 * A kind's categories, managed: the table's columns (names, count, and the change / merge / delete
 * actions), the page's "new" button, and the dialogs to render. `refresh` reloads the
 * kind's lists after a change; a category that holds records asks where they go before it is deleted.
 */
export function useCategoryDesk<C extends DeskCategoryRow>(
  desk: CategoryKind<C>,
  categories: readonly C[] | undefined,
  refresh: () => void,
): { newButton: ReactNode; columns: Column<C>[]; dialogs: ReactNode } {
  const { t } = useTranslation(desk.ns);
  const [dialog, setDialog] = useState<Dialog<C>>(null);
  const saved = () => {
    setDialog(null);
    refresh();
  };

  const deleteCategory = async (category: C) => {
    if (desk.count(category) > 0) return setDialog({ kind: 'delete', category });
    const accepted = await confirm({
      title: t('categories.deleteTitle', { name: category.nameEn }),
      message: t('categories.deleteText'),
      confirmText: t('categories.delete'),
    });
    if (!accepted) return;
    try {
      await desk.remove(category.id);
      notify.success(t('categories.deleted'));
      saved();
    } catch (error) {
      // Records in the bin still count: the server asks where those go.
      if (isCode(error, StaffRespCode.IN_USE)) setDialog({ kind: 'delete', category, message: t('categories.inUse') });
      else notifyFailure(t('categories.deleteFailed'), error);
    }
  };

  const columns: Column<C>[] = [
    ...(desk.ordered ? [{ key: 'order', header: t('fields.sortOrder'), className: 'w-20 tabular-nums', cell: (c: C) => c.sortOrder }] : []),
    {
      key: 'nameEn',
      header: t('fields.nameEn'),
      // On a phone's card the names are its title: each in its own script, they need no header.
      unlabelledOnPhone: true,
      cell: (c) => (
        <span lang="en" className="font-semibold text-ink-900 dark:text-sand-50">
          {c.nameEn}
        </span>
      ),
    },
    { key: 'nameMm', header: t('fields.nameMm'), unlabelledOnPhone: true, cell: (c) => <span lang="my">{c.nameMm}</span> },
    { key: 'count', header: t(desk.countHeader), className: 'text-right tabular-nums', cell: (c) => desk.count(c) },
    {
      key: 'actions',
      header: t(desk.actionsHeader),
      className: 'text-right',
      unlabelledOnPhone: true,
      cell: (c) => {
        const name = desk.nameOf(c);
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={rowButton}
              aria-label={t(desk.edit.actionOf, { name })}
              onClick={() => setDialog({ kind: 'edit', category: c })}
            >
              {t(desk.edit.action)}
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

  const dialogs = (
    <>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CategoryDialog
          desk={desk}
          category={dialog.kind === 'edit' ? dialog.category : undefined}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {(dialog?.kind === 'merge' || dialog?.kind === 'delete') && (
        <MoveCategoryDialog
          ns={desk.ns}
          category={dialog.category}
          categories={categories ?? []}
          count={desk.count(dialog.category)}
          nameOf={desk.nameOf}
          move={(mode, id, target) => (mode === 'merge' ? desk.merge(id, target) : desk.remove(id, target))}
          refusal={desk.refusal}
          mode={dialog.kind}
          message={dialog.kind === 'delete' ? dialog.message : undefined}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
    </>
  );

  const newButton = (
    <button type="button" className={ui.buttonPrimary} onClick={() => setDialog({ kind: 'create' })}>
      <PlusIcon />
      {t('categories.new')}
    </button>
  );

  return { newButton, columns, dialogs };
}

/** A list that could not be loaded, with the way to try again (a table's `empty`). */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('console');
  return (
    <>
      {t('table.failed')}{' '}
      <button type="button" className={ui.link} onClick={retry}>
        {t('actions.retry')}
      </button>
    </>
  );
}
