import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/icons';
import { isLocale } from '../../lib/i18n';
import { queryProblem, SEARCH_MAX_LENGTH, searchOptions, searchPagePath } from './api';
import { QueryMessage } from './components/QueryState';
import { NothingFound, ResultGroups } from './components/Results';
import { useDebounced } from './useDebounced';

/** How long typing must pause before the results are asked for. */
const DEBOUNCE_MS = 250;

/**
 * The site-wide search dialog, opened by the header's button or '/': results as the reader types,
 * grouped by kind; Enter opens the results page. Loaded on first use (apps/web/src/app/layout/Header.tsx).
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebounced(text, DEBOUNCE_MS).trim();
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const query = useQuery(searchOptions({ q, language }));
  const data = queryProblem(q) ? undefined : query.data;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(94vw,40rem)] -translate-x-1/2 flex-col rounded-2xl border border-sand-200 bg-sand-50 shadow-2xl sm:top-[10vh] sm:max-h-[80vh] dark:border-night-700 dark:bg-night-900"
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <form
            role="search"
            className="flex items-center gap-2 border-b border-sand-200 px-4 py-3 dark:border-night-700"
            onSubmit={(event) => {
              event.preventDefault();
              if (queryProblem(text)) return;
              onClose();
              void navigate(searchPagePath(text));
            }}
          >
            <SearchIcon aria-hidden className="shrink-0 text-stone-500 dark:text-stone-400" />
            <label htmlFor="site-search-input" className="sr-only">
              {t('label')}
            </label>
            <input
              id="site-search-input"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              value={text}
              maxLength={SEARCH_MAX_LENGTH + 1}
              placeholder={t('placeholder')}
              onChange={(event) => setText(event.target.value)}
              className="min-w-0 flex-1 bg-transparent py-1.5 text-lg text-ink-900 placeholder:text-stone-400 focus:outline-none dark:text-sand-50"
            />
            <Dialog.Close className="rounded-md border border-sand-300 px-2 py-0.5 text-xs text-stone-600 dark:border-night-700 dark:text-stone-300">
              {t('close')}
            </Dialog.Close>
          </form>
          <div className="overflow-y-auto px-2 py-3" aria-live="polite" aria-busy={query.isFetching}>
            <QueryMessage q={q} error={query.error} />
            {data?.converted && <p className="px-3 pb-2 text-sm text-stone-600 dark:text-stone-400">{t('converted', { q: data.q })}</p>}
            {data && data.total > 0 && (
              <>
                <p className="px-3 pb-3 text-sm text-stone-600 dark:text-stone-400">
                  {data.more ? t('totalMore', { count: data.total }) : t('total', { count: data.total })}
                </p>
                <ResultGroups
                  groups={data.groups}
                  onOpen={onClose}
                  more={(group) => (
                    <Link
                      to={searchPagePath(q, { kind: group.kind })}
                      onClick={onClose}
                      className="text-sm font-semibold text-maroon-700 hover:underline dark:text-saffron-300"
                    >
                      {group.more ? t('seeMore') : t('seeAll', { count: group.count })}
                    </Link>
                  )}
                />
              </>
            )}
            {data && data.total === 0 && <NothingFound didYouMean={data.didYouMean} suggestions={data.suggestions} onOpen={onClose} />}
            {!q && !text && <p className="px-3 py-4 text-sm text-stone-600 dark:text-stone-400">{t('hint')}</p>}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
