import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { SearchGroup, SearchResult } from '@mahasi/contract/search';
import { formatDate } from '../../../lib/format';
import { resultPath, searchPagePath } from '../api';
import { Marked } from './Marked';

/** One result: its title and excerpt with the matched words marked, its section and date. */
export function ResultItem({ result, onOpen }: { result: SearchResult; onOpen?: (() => void) | undefined }) {
  const { t } = useTranslation('search');
  return (
    <Link
      to={resultPath(result)}
      onClick={onOpen}
      className="block rounded-xl px-3 py-2.5 transition hover:bg-sand-100 focus-visible:bg-sand-100 dark:hover:bg-night-800 dark:focus-visible:bg-night-800"
    >
      <span className="block font-semibold text-maroon-800 dark:text-sand-50">
        <Marked text={result.title} marks={result.titleMarks} />
      </span>
      {result.excerpt && (
        <span className="mt-0.5 line-clamp-2 block text-sm text-stone-600 dark:text-stone-300">
          <Marked text={result.excerpt} marks={result.excerptMarks} />
        </span>
      )}
      <span className="mt-1 block text-xs text-stone-500 dark:text-stone-400">
        {t(`kind.${result.kind}`)} · {formatDate(result.date)}
      </span>
    </Link>
  );
}

/** Results grouped by kind, best group first, each with its count. */
export function ResultGroups({
  groups,
  onOpen,
  more,
}: {
  groups: SearchGroup[];
  onOpen?: () => void;
  /** A link to all results of a kind, when the group shows only its best. */
  more?: (group: SearchGroup) => React.ReactNode;
}) {
  const { t } = useTranslation('search');
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-kind-${group.kind}`}>
          <h2
            id={`search-kind-${group.kind}`}
            className="mb-1 flex items-center gap-2 px-3 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400"
          >
            {t(`kind.${group.kind}`)}
            <span className="rounded-full bg-sand-200 px-2 py-0.5 text-[0.7rem] text-stone-700 dark:bg-night-700 dark:text-stone-200">
              {group.more ? t('countMore', { count: group.count }) : t('count', { count: group.count })}
            </span>
          </h2>
          <ul>
            {group.items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <ResultItem result={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {more && (group.more || group.count > group.items.length) && <div className="px-3">{more(group)}</div>}
        </section>
      ))}
    </div>
  );
}

/** 'No Results Found!' and what to search or read instead: a close spelling, else the most read. */
export function NothingFound({
  didYouMean,
  suggestions,
  onOpen,
}: {
  didYouMean: string | null;
  suggestions: SearchResult[];
  onOpen?: () => void;
}) {
  const { t } = useTranslation('search');
  return (
    <div role="status">
      <p className="px-3 py-6 text-center text-lg text-stone-600 dark:text-stone-400">{t('common:labels.noResults')}</p>
      {didYouMean && (
        <p className="px-3 pb-3 text-center text-base text-ink-900 dark:text-sand-50">
          <Trans
            t={t}
            i18nKey="didYouMean"
            values={{ q: didYouMean }}
            components={{
              // Not 'link': Trans reads that as HTML's empty <link> element.
              word: (
                <Link
                  to={searchPagePath(didYouMean)}
                  onClick={onOpen}
                  className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800 dark:text-saffron-300 dark:hover:text-saffron-200"
                />
              ),
            }}
          />
        </p>
      )}
      <p className="px-3 text-sm text-stone-600 dark:text-stone-400">{t('tips')}</p>
      {suggestions.length > 0 && (
        <>
          <h2 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
            {t('mostRead')}
          </h2>
          <ul>
            {suggestions.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <ResultItem result={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
