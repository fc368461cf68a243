import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { confirm } from '../../lib/confirm';
import { REVISIONS_KEPT_PER_RECORD } from '../lib/records';
import { MyanmarTime } from '../components/MyanmarTime';
import { WideDialog } from '../components/editor/WideDialog';

type Content = Record<string, unknown>;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text as a reader sees it: HTML without its tags (a tag's place is a space), spaces collapsed. Shown as text, never as HTML. */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const comparable = (value: unknown): string =>
  typeof value === 'string' ? plainText(value) : value === undefined || value === null ? '' : JSON.stringify(value);

/** The fields where `revision` differs from `current` (what restoring it would change), in the revision's order. */
export function differences(revision: Content, current: Content): string[] {
  return Object.keys(revision).filter((name) => comparable(revision[name]) !== comparable(current[name]));
}

/** One field's value in a revision, in words. */
function shownValue(name: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('history.none');
  if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
  if (/UploadId$/.test(name)) return name === 'coverUploadId' ? t('history.otherImage') : t('history.otherFile');
  if (name === 'photos' && Array.isArray(value)) {
    const captions = value
      .map((photo) => plainText(String((photo as Content).captionEn || (photo as Content).captionMm || '')))
      .filter(Boolean);
    return [t('history.photos', { count: value.length }), captions.join(' · ')].filter(Boolean).join(': ');
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  const text = typeof value === 'string' ? plainText(value) : String(value);
  return text.length > 280 ? `${text.slice(0, 280)}…` : text;
}

/**
 * What a chosen revision has that the form does not (what restoring it would change): the fields
 * that differ, by their labels, with the revision's values in words.
 */
export function RevisionDifferences({
  content,
  current,
  fieldLabel,
  formatValue,
}: {
  /** The revision's content. */
  content: Content;
  /** What the form holds now. */
  current: Content;
  fieldLabel: (name: string) => string;
  /** A field's value in this kind's words (a price, a category's name, a choice's label); undefined: as it is. */
  formatValue?: (name: string, value: unknown) => string | undefined;
}) {
  const { t } = useTranslation('consoleRecords');
  const changed = differences(content, current);
  if (changed.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">{t('history.same')}</p>;
  return (
    <>
      <p className="mb-2 text-sm text-stone-700 dark:text-stone-300">{t('history.differences')}</p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {changed.map((name) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-stone-700 dark:text-stone-300">{fieldLabel(name)}</dt>
            <dd className="break-words text-ink-900 dark:text-sand-100">
              {formatValue?.(name, content[name]) ?? shownValue(name, content[name], t)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A part of the view still loading (its skeletons' sizes), or failed to load (with a retry). */
function Waiting({ failed = false, onRetry, skeletons = [] }: { failed?: boolean; onRetry?: () => void; skeletons?: string[] }) {
  const { t } = useTranslation('console');
  if (failed) {
    return (
      <p className="text-sm">
        {t('table.failed')}{' '}
        <button type="button" className={ui.link} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </p>
    );
  }
  return (
    <div className="space-y-2" role="status" aria-label={t('common:labels.loading')}>
      {skeletons.map((size, index) => (
        <Skeleton key={index} className={size} />
      ))}
    </div>
  );
}

const badge = 'rounded-full px-2 text-xs font-semibold';

/** One saved version in the list. */
export interface RevisionItem {
  id: number;
  version: number;
  at: string;
  /** Null for the content a record had before its first save in the console. */
  staffName: string | null;
  autosave: boolean;
  /** The version this save restored, if it was a restore (a kind's list may not say). */
  restoredFrom?: number | null;
}

/** How the versions sit: a panel beside the form, or a wide dialog over the editor. */
const frames = {
  panel: { grid: 'grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]', list: 'max-h-96', detail: 'min-w-0' },
  dialog: {
    grid: 'mx-auto grid max-w-6xl gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]',
    list: 'max-h-[60vh] lg:max-h-none',
    detail: `${ui.card} min-w-0 p-5`,
  },
} as const;

/**
 * A record's saved versions, for every kind: who saved each and when (Myanmar time), newest first;
 * one chosen is shown (`show`: what it would change in the form, or the kind's own reading of it)
 * and can be restored (saved again as the newest version: the editor's own changes are saved first,
 * and nothing in between is lost).
 *
 * What differs by kind is said by options: `frame` (a panel beside the form, or a wide dialog),
 * `words` (the namespace and prefix of the list's words: `title`, `list`, `version`, `latest`,
 * `autosave`, `by`, `restore`, `confirmTitle`, `confirmText`), `current` (the version the form holds
 * is the newest saved one, or the one with the record's version: that one is marked and not offered
 * for restoring) and `pick` (which version is shown first: the one before the newest, or the newest).
 */
export function RevisionsPanel<V extends RevisionItem, T extends { id: number; version: number; at: string }>({
  queryKey,
  version,
  load,
  loadOne,
  show,
  canRestore,
  note,
  onRestore,
  onClose,
  frame = 'panel',
  words = 'consoleRecords:history',
  current = 'newest',
  pick = 'previous',
}: {
  /** The record's query key: the revisions are cached under it. */
  queryKey: readonly unknown[];
  /** The record's version now: a new save lists again. */
  version: number;
  load: () => Promise<V[]>;
  loadOne: (revisionId: number) => Promise<T>;
  /** The chosen version, as the kind shows it (`RevisionDifferences`, or its own reading). */
  show: (revision: T) => ReactNode;
  canRestore: boolean;
  /** Said above the list (what a restore keeps as it is, for this kind of record). */
  note?: string;
  onRestore: (revision: V) => Promise<void>;
  onClose: () => void;
  frame?: keyof typeof frames;
  /** `namespace:prefix` of the list's words. */
  words?: string;
  current?: 'newest' | 'version';
  pick?: 'previous' | 'newest';
}) {
  const { t } = useTranslation('consoleRecords');
  const w = (key: string, options?: Record<string, unknown>) => t(`${words}.${key}`, options);
  const headingId = useId();
  const listId = useId();
  const list = useQuery({ queryKey: [...queryKey, 'revisions', version], queryFn: load, staleTime: 0 });
  const [chosen, setChosen] = useState<number | null>(null);
  const revisions = list.data ?? [];
  const selected = revisions.find((r) => r.id === chosen) ?? (pick === 'previous' ? revisions[1] : undefined) ?? revisions[0] ?? null;
  const detail = useQuery({
    queryKey: [...queryKey, 'revision', selected?.id ?? 0],
    queryFn: () => loadOne(selected!.id),
    enabled: selected !== null,
    staleTime: Infinity,
  });
  const [restoring, setRestoring] = useState(false);
  const isCurrent = (item: V) => (current === 'version' ? item.version === version : item.id === revisions[0]?.id);
  const layout = frames[frame];
  // In the dialog the list is a region of its own; beside the form it is a part of the panel's.
  const Heading = frame === 'dialog' ? 'h2' : 'h3';
  const ListBox = frame === 'dialog' ? 'section' : 'div';

  const restore = async (revision: V) => {
    const accepted = await confirm({
      title: w('confirmTitle', { version: revision.version }),
      message: w('confirmText'),
      confirmText: w('restore'),
    });
    if (!accepted) return;
    setRestoring(true);
    try {
      await onRestore(revision);
    } finally {
      setRestoring(false);
    }
  };

  const content = (
    <div className={layout.grid}>
      <ListBox aria-labelledby={frame === 'dialog' ? listId : undefined}>
        <Heading id={listId} className="mb-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
          {w('list')}
        </Heading>
        {list.isError ? (
          <Waiting failed onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Waiting skeletons={['h-16', 'h-16']} />
        ) : revisions.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('history.empty')}</p>
        ) : (
          <ol className={`${layout.list} space-y-1.5 overflow-y-auto pr-1`}>
            {revisions.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={item.id === selected?.id}
                  onClick={() => setChosen(item.id)}
                  className={`w-full rounded-xl border px-3 py-2 text-left text-sm transition ${
                    item.id === selected?.id
                      ? 'border-maroon-700 bg-maroon-50 dark:border-saffron-400 dark:bg-night-800'
                      : 'border-sand-200 bg-white hover:border-maroon-400 dark:border-night-700 dark:bg-night-900 dark:hover:border-saffron-400'
                  }`}
                >
                  <span className="flex flex-wrap items-center gap-1.5 font-semibold text-ink-900 dark:text-sand-50">
                    {w('version', { version: item.version })}
                    {isCurrent(item) && (
                      <span className={`${badge} bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`}>
                        {w('latest')}
                      </span>
                    )}
                    {item.autosave && (
                      <span className={`${badge} bg-sand-100 text-stone-700 dark:bg-night-700 dark:text-stone-200`}>{w('autosave')}</span>
                    )}
                  </span>
                  <span className="block text-stone-600 dark:text-stone-400">
                    <MyanmarTime iso={item.at} />
                  </span>
                  <span className="block text-stone-600 dark:text-stone-400">
                    {item.staffName ? w('by', { name: item.staffName }) : t('history.beforeConsole')}
                  </span>
                  {item.restoredFrom != null && (
                    <span className="block text-stone-600 dark:text-stone-400">
                      {t('history.restoredFrom', { version: item.restoredFrom })}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        )}
      </ListBox>
      <div aria-live="polite" className={layout.detail}>
        {selected && detail.data && detail.data.id === selected.id ? (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <Heading className="text-sm font-semibold text-stone-700 dark:text-stone-300">
                {w('version', { version: selected.version })} · <MyanmarTime iso={selected.at} />
              </Heading>
              {canRestore && !isCurrent(selected) && (
                <button
                  type="button"
                  className={`${ui.buttonPrimary} px-4 py-2`}
                  disabled={restoring}
                  aria-busy={restoring || undefined}
                  onClick={() => void restore(selected)}
                >
                  {restoring ? t('console:actions.saving') : w('restore')}
                </button>
              )}
            </div>
            {show(detail.data)}
          </>
        ) : selected ? (
          detail.isError ? (
            <Waiting failed onRetry={() => void detail.refetch()} />
          ) : (
            <Waiting skeletons={['h-6 w-1/2', 'h-24']} />
          )
        ) : null}
      </div>
    </div>
  );

  if (frame === 'dialog') {
    return (
      <WideDialog title={w('title')} onClose={onClose}>
        {content}
      </WideDialog>
    );
  }
  return (
    <section aria-labelledby={headingId} className={`${ui.card} mb-6 p-4 sm:p-5`}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-serif text-lg font-semibold text-ink-900 dark:text-sand-50">
            {w('title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm leading-relaxed text-stone-600 dark:text-stone-400">
            {t('history.description', { count: REVISIONS_KEPT_PER_RECORD })}
          </p>
          {note && <p className="mt-1 max-w-prose text-sm leading-relaxed text-stone-700 dark:text-stone-300">{note}</p>}
        </div>
        <button type="button" className={`${ui.buttonSecondary} px-4 py-1.5`} onClick={onClose}>
          {t('history.close')}
        </button>
      </div>
      {content}
    </section>
  );
}
