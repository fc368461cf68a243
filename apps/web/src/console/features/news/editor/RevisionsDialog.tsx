import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/Skeleton';
import { ui } from '../../../../components/ui';
import { confirm } from '../../../../lib/confirm';
import { htmlLang } from '../../../../lib/i18n';
import { sanitizeRichHtml } from '../../../../lib/sanitize';
import { newsDeskQueries, type DeskRevisionDetail } from '../api';
import { langs, type Lang } from '../content';
import { MyanmarTime } from '../../../components/MyanmarTime';
import { articleBodyClass, leadingOf } from '../../../components/editor/styles';
import { LanguageToggle, WideDialog } from '../../../components/editor/WideDialog';

function RevisionContent({ revision }: { revision: DeskRevisionDetail }) {
  const { t, i18n } = useTranslation('consoleNews');
  const [lang, setLang] = useState<Lang>(i18n.language === 'mm' ? 'mm' : 'en');
  const c = revision.content;
  const title = lang === 'en' ? c.titleEn : c.titleMm;
  const summary = lang === 'en' ? c.summaryEn : c.summaryMm;
  const body = lang === 'en' ? c.bodyEn : c.bodyMm;
  const clean = useMemo(() => sanitizeRichHtml(body), [body]);
  return (
    <div>
      <LanguageToggle
        label={t('revisions.language')}
        value={lang}
        options={langs.map((value) => ({ value, label: t(`language.${value}`) }))}
        onChange={setLang}
      />
      <div lang={htmlLang[lang]} className="mt-4">
        <h3 className={`font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50 ${leadingOf(lang)}`}>
          {title || <span className="text-stone-500 italic dark:text-stone-400">{t('revisions.empty')}</span>}
        </h3>
        {summary && <p className="mt-2 text-stone-700 dark:text-stone-300">{summary}</p>}
        {clean ? (
          <div className={`mt-4 ${articleBodyClass} ${leadingOf(lang)}`} dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <p className="mt-4 text-stone-500 italic dark:text-stone-400">{t('revisions.noBody')}</p>
        )}
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-sand-200 pt-4 text-sm dark:border-night-700">
        <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields.author')}</dt>
        <dd>{c.author || '—'}</dd>
        <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields.tagList')}</dt>
        <dd>{c.tagList.length ? c.tagList.join(', ') : '—'}</dd>
        <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields.coverUploadId')}</dt>
        <dd>{c.cover ? t('revisions.hasCover') : '—'}</dd>
      </dl>
    </div>
  );
}

/**
 * The saved versions of a post (who, when, autosave or not), newest first; one can be read and
 * restored (saved again as the newest version: the history keeps everything in between).
 */
export function RevisionsDialog({
  postId,
  currentVersion,
  canRestore,
  onRestore,
  onClose,
}: {
  postId: number;
  currentVersion: number;
  canRestore: boolean;
  onRestore: (revisionId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('consoleNews');
  const list = useQuery(newsDeskQueries.revisions(postId));
  const [chosen, setChosen] = useState<number | null>(null);
  const selectedId = chosen ?? list.data?.[0]?.id ?? null;
  const revision = useQuery({ ...newsDeskQueries.revision(postId, selectedId ?? 0), enabled: selectedId !== null });
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    if (!revision.data) return;
    const accepted = await confirm({
      title: t('revisions.confirmTitle', { version: revision.data.version }),
      message: t('revisions.confirmText'),
      confirmText: t('revisions.restore'),
    });
    if (!accepted) return;
    setRestoring(true);
    try {
      await onRestore(revision.data.id);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <WideDialog title={t('revisions.title')} onClose={onClose}>
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="revisions-list">
          <h2 id="revisions-list" className="mb-3 text-sm font-semibold text-stone-700 dark:text-stone-300">
            {t('revisions.list')}
          </h2>
          {list.isError ? (
            <p>
              {t('console:table.failed')}{' '}
              <button type="button" className={ui.link} onClick={() => void list.refetch()}>
                {t('console:actions.retry')}
              </button>
            </p>
          ) : !list.data ? (
            <div className="space-y-2" role="status" aria-label={t('common:labels.loading')}>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : (
            <ol className="max-h-[60vh] space-y-1.5 overflow-y-auto pr-1 lg:max-h-none">
              {list.data.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={item.id === selectedId}
                    onClick={() => setChosen(item.id)}
                    className={`w-full rounded-xl border px-3 py-2 text-left text-sm transition ${
                      item.id === selectedId
                        ? 'border-maroon-700 bg-maroon-50 dark:border-saffron-400 dark:bg-night-800'
                        : 'border-sand-200 bg-white hover:border-maroon-400 dark:border-night-700 dark:bg-night-900 dark:hover:border-saffron-400'
                    }`}
                  >
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900 dark:text-sand-50">
                      {t('revisions.version', { version: item.version })}
                      {item.version === currentVersion && (
                        <span className="rounded-full bg-emerald-50 px-2 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                          {t('revisions.current')}
                        </span>
                      )}
                      {item.autosave && (
                        <span className="rounded-full bg-sand-100 px-2 text-xs text-stone-700 dark:bg-night-700 dark:text-stone-200">
                          {t('revisions.autosave')}
                        </span>
                      )}
                    </span>
                    <span className="block text-stone-600 dark:text-stone-400">
                      <MyanmarTime iso={item.at} />
                    </span>
                    <span className="block text-stone-600 dark:text-stone-400">{t('by', { name: item.staffName })}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-live="polite" className={`${ui.card} min-w-0 p-5`}>
          {revision.data ? (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-sm font-semibold text-stone-700 dark:text-stone-300">
                  {t('revisions.version', { version: revision.data.version })} · <MyanmarTime iso={revision.data.at} />
                </h2>
                {canRestore && revision.data.version !== currentVersion && (
                  <button
                    type="button"
                    className={ui.buttonPrimary}
                    disabled={restoring}
                    aria-busy={restoring || undefined}
                    onClick={() => void restore()}
                  >
                    {restoring ? t('console:actions.saving') : t('revisions.restore')}
                  </button>
                )}
              </div>
              <RevisionContent key={revision.data.id} revision={revision.data} />
            </>
          ) : selectedId !== null ? (
            <div className="space-y-3" role="status" aria-label={t('common:labels.loading')}>
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-40" />
            </div>
          ) : null}
        </section>
      </div>
    </WideDialog>
  );
}
