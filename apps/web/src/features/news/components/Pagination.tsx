import { useTranslation } from 'react-i18next';
import { pageWindow } from '../paging';
import { ChevronIcon } from '../../../components/icons';

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40';
const idle = `${base} border border-sand-200 bg-white text-stone-700 hover:border-maroon-400 dark:border-night-700 dark:bg-night-800 dark:text-stone-200`;
const current = `${base} bg-maroon-700 text-white dark:bg-saffron-500 dark:text-night-950`;

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('news');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pagination.previous')}>
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
            aria-label={t('pagination.page', { page: item })}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={idle} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('pagination.next')}>
        <ChevronIcon />
      </button>
    </nav>
  );
}
