import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../components/icons';

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? (['gap', page] as const) : [page]));
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40';
const idle = `${base} border border-sand-200 bg-white text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200`;
const current = `${base} bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950`;

/** 'Showing 21–40 of 57' and the pages of a list; nothing to page through, only the count. */
export function Pagination({
  page,
  pageSize,
  pages,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('console');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
        {total > 0 ? t('table.showing', { from, to, total }) : ''}
      </p>
      {pages > 1 && (
        <nav aria-label={t('table.pages')} className="flex flex-wrap items-center gap-1.5">
          <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('table.previous')}>
            <ChevronIcon direction="left" />
          </button>
          {pageWindow(page, pages).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                className={item === page ? current : idle}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('table.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            ),
          )}
          <button type="button" className={idle} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('table.next')}>
            <ChevronIcon />
          </button>
        </nav>
      )}
    </div>
  );
}
