import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form';
import { notify } from '../../lib/notify';
import { FormDialog, SaveButtons } from '../components/FormDialog';
import { SelectField } from '../components/FormField';
import { failureText, notifyFailure } from '../lib/failure';

/**
 * Every record of a category into another, then the category goes (merging, or deleting one in use).
 * `ns` holds the kind's `categories.*` and `fields.intoId` / `fields.moveToId`; `count` is how many
 * records the category holds; `refusal` says a refusal the kind reads itself (null: the usual text).
 */
export function MoveCategoryDialog<C extends { id: number }>({
  ns,
  category,
  categories,
  count,
  nameOf,
  mode,
  message,
  move,
  refusal,
  onClose,
  onSaved,
}: {
  ns: string;
  category: C;
  categories: readonly C[];
  count: number;
  nameOf: (category: C) => string;
  mode: 'merge' | 'delete';
  message?: string;
  move: (mode: 'merge' | 'delete', id: number, targetId: number) => Promise<unknown>;
  refusal?: (failure: unknown) => string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(ns);
  const others = categories.filter((other) => other.id !== category.id);
  const [target, setTarget] = useState(String(others[0]?.id ?? ''));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setSaving(true);
    try {
      await move(mode, category.id, Number(target));
      notify.success(mode === 'merge' ? t('categories.merged') : t('categories.deleted'));
      onSaved();
    } catch (failure) {
      const said = refusal?.(failure);
      if (said) setError(said);
      else {
        setError(failureText(failure, t('categories.moveFailed')));
        notifyFailure(t('categories.moveFailed'), failure);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={
        mode === 'merge' ? t('categories.mergeTitle', { name: nameOf(category) }) : t('categories.deleteTitle', { name: nameOf(category) })
      }
      description={message ?? (mode === 'merge' ? t('categories.mergeText') : t('categories.moveText', { count }))}
    >
      {others.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">{t('categories.noOther')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {error && <FormAlert>{error}</FormAlert>}
          <SelectField
            label={mode === 'merge' ? t('fields.intoId') : t('fields.moveToId')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={others.map((other) => ({ value: String(other.id), label: nameOf(other) }))}
          />
          <SaveButtons saving={saving} submit={mode === 'merge' ? t('categories.merge') : t('categories.moveAndDelete')} />
        </form>
      )}
    </FormDialog>
  );
}
