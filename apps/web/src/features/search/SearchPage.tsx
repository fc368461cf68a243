import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchKind } from '@mahasi/contract/search';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { CardSkeletons } from '../../components/content/ContentCard';
import { ui } from '../../components/ui';
import { useSearchParam } from '../../hooks/useSearchParam';
import { isLocale } from '../../lib/i18n';
import { queryProblem, SEARCH_MAX_LENGTH, searchKindList, searchOptions, searchPagePath } from './api';
import { QueryMessage } from './components/QueryState';
import { NothingFound, ResultGroups } from './components/Results';

const chip = 'rounded-full border px-4 py-1.5 text-sm font-medium transition';
const chipOn = 'border-maroon-700 bg-maroon-700 text-white dark:border-saffron-400 dark:bg-saffron-400 dark:text-night-950';
const chipOff =
  'border-sand-300 bg-white/70 text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200';

/** /search?q=…&kind=…&year=…&page=…: results that can be linked and shared, rendered on the server like other public pages. */
export default function SearchPage() {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const [params, update] = useSearchParam();
  const q = (params.get('q') ?? '').trim();
  const kindParam = params.get('kind') ?? '';
  const kind = (searchKindList as readonly string[]).includes(kindParam) ? (kindParam as SearchKind) : undefined;
  const year = Number(params.get('year')) || undefined;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const query = useQuery(searchOptions({ q, kind, year, pageNo, language }));
  const data = queryProblem(q) ? undefined : query.data;
  const [text, setText] = useState(q);
  const [typedFor, setTypedFor] = useState(q);
  // A new address (Back, a link from the dialog) puts its query in the box.
  if (typedFor !== q) {
    setTypedFor(q);
    setText(q);
  }
  const group = kind ? data?.groups.find((item) => item.kind === kind) : undefined;
  const pages = group ? Math.ceil(group.count / 10) : 0;

  return (
    <ContentPage>
      <PageHeader title={q ? t('resultsFor', { q }) : t('title')}>
        <form
          role="search"
          className="flex w-full gap-2 sm:max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(searchPagePath(text, { kind, year }));
          }}
        >
          <label htmlFor="search-page-input" className="sr-only">
            {t('label')}
          </label>
          <input
            id="search-page-input"
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH + 1}
            placeholder={t('placeholder')}
            onChange={(event) => setText(event.target.value)}
            className={ui.input}
          />
          <button type="submit" className={ui.buttonPrimary}>
            {t('submit')}
          </button>
        </form>
      </PageHeader>
      <QueryMessage q={q} error={query.error} />
      {data?.converted && <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t('converted', { q: data.q })}</p>}
      {data && (data.total > 0 || kind || year) && (
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('kindFilter')}>
            <button
              type="button"
              aria-pressed={!kind}
              className={`${chip} ${!kind ? chipOn : chipOff}`}
              onClick={() => setFilter('kind', '')}
            >
              {data.more ? t('allKindsMore', { count: data.total }) : t('allKinds', { count: data.total })}
            </button>
            {data.kinds.map((item) => (
              <button
                key={item.kind}
                type="button"
                aria-pressed={kind === item.kind}
                className={`${chip} ${kind === item.kind ? chipOn : chipOff}`}
                onClick={() => setFilter('kind', item.kind)}
              >
                {t(`kind.${item.kind}`)} ({item.more ? t('countMore', { count: item.count }) : item.count})
              </button>
            ))}
          </div>
          <label className="ml-auto flex items-center gap-2 text-sm text-stone-700 dark:text-stone-200">
            {t('year')}
            <select
              value={year ?? ''}
              onChange={(event) => setFilter('year', event.target.value)}
              className="rounded-lg border border-sand-300 bg-white px-2 py-1.5 dark:border-night-700 dark:bg-night-800"
            >
              <option value="">{t('allYears')}</option>
              {data.years.map((item) => (
                <option key={item.year} value={item.year}>
                  {/* A year older than the counted matches: not counted. */}
                  {item.count === 0 && item.more
                    ? item.year
                    : `${item.year} (${item.more ? t('countMore', { count: item.count }) : item.count})`}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {query.isPending && !queryProblem(q) ? (
        <CardSkeletons />
      ) : data && data.total > 0 ? (
        <>
          <ResultGroups
            groups={data.groups}
            more={(item) =>
              kind ? null : (
                <Link to={searchPagePath(q, { kind: item.kind, year })} className={`${ui.link} text-sm`}>
                  {item.more ? t('seeMore') : t('seeAll', { count: item.count })}
                </Link>
              )
            }
          />
          {kind && pages > 1 && (
            <nav aria-label={t('pages')} className="mt-8 flex items-center justify-center gap-4">
              <button
                type="button"
                className={ui.buttonSecondary}
                disabled={pageNo <= 1}
                onClick={() => update('page', String(pageNo - 1))}
              >
                {t('previous')}
              </button>
              <span className="text-sm text-stone-600 dark:text-stone-400">{t('pageOf', { page: pageNo, pages })}</span>
              <button
                type="button"
                className={ui.buttonSecondary}
                disabled={pageNo >= pages}
                onClick={() => update('page', String(pageNo + 1))}
              >
                {t('next')}
              </button>
            </nav>
          )}
          {kind && group?.more && (
            <p className="mt-4 text-center text-sm text-stone-600 dark:text-stone-400">{t('newestOnly', { count: group.count })}</p>
          )}
        </>
      ) : data ? (
        <NothingFound didYouMean={data.didYouMean} suggestions={data.suggestions} />
      ) : null}
    </ContentPage>
  );

  /** A filter changes: back to the first page. */
  function setFilter(key: 'kind' | 'year', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    void navigate(`?${next.toString()}`, { replace: true });
  }
}
