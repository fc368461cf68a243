import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsCategory } from '@mahasi/contract/news';
import { Skeleton } from '../../../components/Skeleton';
import { ui } from '../../../components/ui';
import { monthNames, recentYears } from '../dates';
import type { NewsListParams } from '../filters';
import { SearchIcon } from '../../../components/icons';

interface Props {
  params: NewsListParams;
  categories: NewsCategory[] | undefined;
  onChange: (next: Partial<NewsListParams>) => void;
  onReset: () => void;
}

/** ui.input without its read-only look (a select always matches :read-only). */
const select =
  'block w-full rounded-xl border border-sand-200 bg-white px-3 py-2.5 text-base text-ink-900 transition focus:border-saffron-500 focus:ring-2 focus:ring-saffron-300/60 focus:outline-none dark:border-night-700 dark:bg-night-800 dark:text-sand-100';

/** Title search, month, year and category chips (with post counts); every change returns to page 1. */
export function NewsFilterBar({ params, categories, onChange, onReset }: Props) {
  const { t, i18n } = useTranslation('news');
  const id = useId();
  const months = monthNames(i18n.language);
  const years = recentYears();
  if (params.year && !years.includes(params.year)) years.push(params.year);

  const toggleCategory = (categoryId: number) =>
    onChange({
      categories: params.categories.includes(categoryId)
        ? params.categories.filter((value) => value !== categoryId)
        : [...params.categories, categoryId],
    });

  return (
    <section aria-label={t('filters.label')} className={`${ui.card} mb-8 space-y-5 p-4 sm:p-6`}>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-[minmax(0,1fr)_11rem_10rem_auto] md:items-end">
        {/* Keyed on the URL's title so that Reset and history navigation refill the box. */}
        <TitleSearch key={params.title} initial={params.title} onSearch={(title) => onChange({ title })} />
        <div>
          <label htmlFor={`${id}-month`} className={ui.label}>
            {t('filters.month')}
          </label>
          <select
            id={`${id}-month`}
            className={select}
            value={params.month ?? ''}
            onChange={(event) => onChange({ month: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('filters.anyMonth')}</option>
            {months.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-year`} className={ui.label}>
            {t('filters.year')}
          </label>
          <select
            id={`${id}-year`}
            className={select}
            value={params.year ?? ''}
            onChange={(event) => onChange({ year: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('filters.anyYear')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={`${ui.buttonSecondary} col-span-2 md:col-span-1`} onClick={onReset}>
          {t('filters.reset')}
        </button>
      </div>
      <fieldset>
        <legend className={ui.label}>{t('filters.categories')}</legend>
        {categories ? (
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => {
              const active = params.categories.includes(category.id);
              return (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => toggleCategory(category.id)}
                    className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                      active
                        ? 'border-maroon-700 bg-maroon-700 text-white dark:border-saffron-400 dark:bg-saffron-500 dark:text-night-950'
                        : 'border-sand-200 bg-white text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200 dark:hover:border-saffron-400'
                    }`}
                  >
                    <span>{i18n.language === 'mm' ? category.categoryNameMm : category.categoryName}</span>
                    <span
                      className={`rounded-full px-2 text-xs ${active ? 'bg-white/20' : 'bg-sand-100 text-stone-600 dark:bg-night-700 dark:text-stone-300'}`}
                    >
                      <span className="sr-only">{t('filters.postCount', { count: category.totalCount })}</span>
                      <span aria-hidden="true">{category.totalCount}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="flex flex-wrap gap-2" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-9 w-28 rounded-full" />
            ))}
          </div>
        )}
      </fieldset>
    </section>
  );
}

function TitleSearch({ initial, onSearch }: { initial: string; onSearch: (title: string) => void }) {
  const { t } = useTranslation('news');
  const id = useId();
  const [title, setTitle] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // A guest types into the server's page before the app has taken it over (decision 0060): what the field
  // shows once the app has adopted it is what is searched.
  useLayoutEffect(() => {
    if (input.current) setTitle(input.current.value);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(title.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="col-span-2 md:col-span-1">
      <label htmlFor={id} className={ui.label}>
        {t('filters.title')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={input}
          type="search"
          className={ui.input}
          value={title}
          maxLength={100}
          placeholder={t('filters.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className={`${ui.buttonPrimary} shrink-0 px-4`}>
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{t('filters.search')}</span>
        </button>
      </div>
    </form>
  );
}
