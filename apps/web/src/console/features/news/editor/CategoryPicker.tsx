import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../../components/ui';
import type { DeskCategory } from '@mahasi/contract/staff-news';

/** The categories of a post: a checkbox each, names in the reader's language. */
export function CategoryPicker({
  categories,
  value,
  onChange,
  error,
  disabled,
}: {
  categories: readonly DeskCategory[] | undefined;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('consoleNews');
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={ui.label}>{t('fields.categoryIds')}</legend>
      {categories === undefined ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('common:labels.loading')}</p>
      ) : categories.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('editor.noCategories')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => {
            const checked = value.includes(category.id);
            const name = (i18n.language === 'mm' ? category.nameMm : category.nameEn) || category.nameEn;
            return (
              <li key={category.id}>
                <label
                  className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron-400 ${
                    checked
                      ? 'border-maroon-700 bg-maroon-50 font-semibold text-maroon-800 dark:border-saffron-400 dark:bg-night-800 dark:text-saffron-200'
                      : 'border-sand-200 text-stone-700 dark:border-night-700 dark:text-stone-200'
                  }`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-maroon-700 dark:accent-saffron-500"
                    checked={checked}
                    onChange={(event) =>
                      onChange(event.target.checked ? [...value, category.id] : value.filter((id) => id !== category.id))
                    }
                  />
                  {name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
