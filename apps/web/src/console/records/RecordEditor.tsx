import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { HttpError } from '../../lib/api/errors';
import { confirm } from '../../lib/confirm';
import { notify } from '../../lib/notify';
import { ZawgyiOffer } from '../components/editor/ZawgyiOffer';
import { ConsoleNotFound } from '../components/ForbiddenPage';
import { MyanmarTime } from '../components/MyanmarTime';
import { ConsoleTitle, PageHeader } from '../components/PageHeader';
import { RecordStatusBadge, type RecordStatus } from '../components/RecordStatus';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import { useZawgyiPaste, type ZawgyiPasteOffer } from '../components/useZawgyiPaste';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode, notifyFailure } from '../lib/failure';
import type { RecordRevision, RecordRevisionDetail } from '../lib/records';
import { ConflictNotice } from './ConflictNotice';
import { RevisionDifferences, RevisionsPanel } from './RevisionsPanel';
import { SaveIndicator } from './SaveIndicator';
import { useRecordSaver, type FieldErrorsOf } from './useRecordSaver';

/** What an editor's buttons do to a saved record (besides saving it). */
export type RecordAction = 'publish' | 'unpublish' | 'delete' | 'restore';

/** A record's id in an editor's address: a number, 'new', or null for anything else (not found). */
export function recordIdParam(value: string | undefined): number | 'new' | null {
  if (value === 'new') return 'new';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * A kind's own words for some of the shell's keys (the catalogue names each of its kinds: "Edit
 * event"); undefined for a key the kind's namespace holds as the shell reads it.
 */
export type RecordWords = (key: string, options?: Record<string, unknown>) => string | undefined;

/** The shell's texts: the kind's words first, else the key in the kind's namespace. */
function useWords(ns: string, words?: RecordWords) {
  const { t } = useTranslation(ns);
  return (key: string, options?: Record<string, unknown>): string => words?.(key, options) ?? t(key, options);
}

/**
 * An editor's page (/admin/<kind>/new and /admin/<kind>/:id): not found for an address that names no
 * record, the record loading (or a retry when it failed), then the editor, started again for each record.
 * `ns` holds the kind's `editor.editTitle`, `editor.loadFailed` and `editor.loading` (or `words` says them).
 */
export function RecordEditorPage<R>({
  ns,
  words,
  param,
  query,
  editor,
}: {
  ns: string;
  words?: RecordWords;
  param: number | 'new' | null;
  query: Pick<UseQueryResult<R>, 'data' | 'error' | 'isError' | 'refetch'>;
  editor: (initial: R | null) => ReactNode;
}) {
  if (param === null) return <ConsoleNotFound />;
  if (param === 'new') return <Fragment key="new">{editor(null)}</Fragment>;
  if (!query.data) return <RecordLoading ns={ns} words={words} query={query} />;
  return <Fragment key={`record-${param}`}>{editor(query.data)}</Fragment>;
}

/**
 * A record an editor opens that has not come yet: not found (404), a retry when it failed, or the
 * form's skeleton (the kind's shape of it, or a heading and one block). `ns` holds `editor.editTitle`,
 * `editor.loadFailed` and `editor.loading` (or `words` says them).
 */
export function RecordLoading({
  ns,
  words,
  query,
  skeleton = <Skeleton className="h-96" />,
}: {
  ns: string;
  words?: RecordWords;
  query: Pick<UseQueryResult, 'error' | 'isError' | 'refetch'>;
  skeleton?: ReactNode;
}) {
  const t = useWords(ns, words);
  if (query.error instanceof HttpError && query.error.status === 404) return <ConsoleNotFound />;
  return (
    <div>
      <ConsoleTitle title={t('editor.editTitle')} />
      {query.isError ? (
        <p className="py-12 text-center text-stone-600 dark:text-stone-400">
          {t('editor.loadFailed')}{' '}
          <button type="button" className={ui.link} onClick={() => void query.refetch()}>
            {t('console:actions.retry')}
          </button>
        </p>
      ) : (
        <div role="status" aria-label={t('editor.loading')} className="space-y-4">
          <Skeleton className="h-10 w-64" />
          {skeleton}
        </div>
      )}
    </div>
  );
}

/** What every record the shell edits has. */
export interface EditedRecord {
  id: number;
  version: number;
  updatedByName: string | null;
  updatedAt: string;
}

/** A kind's calls, as the shell makes them. */
export interface RecordEditorApi<R, D> {
  create: (draft: D) => Promise<R>;
  save: (id: number, draft: D, version: number, autosave: boolean) => Promise<R>;
  move: (action: RecordAction, id: number, version: number) => Promise<R>;
  /** The record as the server has it now (after a conflict: their version). */
  fetch: (id: number) => Promise<R>;
  revisions: (id: number) => Promise<RecordRevision[]>;
  revision: (id: number, revisionId: number) => Promise<RecordRevisionDetail>;
  restoreRevision: (id: number, revisionId: number, version: number) => Promise<R>;
}

/**
 * A record's form and its life (talks, e-books, the catalogue's kinds): saving (explicit, autosave,
 * edit conflicts, offline), the lifecycle buttons, the revisions, the Zawgyi offer, leaving with
 * unsaved changes, and the move to a created record's own address. The kind gives its calls, its
 * draft and the words in `ns` (`fields.*`, `actions.<action>.*`, `editor.*`, or its own through `words`).
 */
export function useRecordEditor<R extends EditedRecord, D extends Record<string, unknown>>({
  ns,
  initial,
  draftOf,
  empty,
  fields,
  api,
  statusOf,
  canPublish,
  uploading,
  listsKey,
  changedKey = listsKey,
  editPath,
  onAdopt,
  words,
  confirms = ['delete', 'unpublish'],
  fieldErrors,
  autosaveDelay,
  onCreated,
  onRestored,
  convertElsewhere,
}: {
  ns: string;
  initial: R | null;
  draftOf: (record: R) => D;
  empty: () => D;
  fields: readonly string[];
  api: RecordEditorApi<R, D>;
  statusOf: (record: R) => RecordStatus;
  /** Editors and admins publish; others keep to drafts. */
  canPublish: boolean;
  /** A file is still uploading: saving waits for it. */
  uploading: boolean;
  /** The lists a created record joins. */
  listsKey: QueryKey;
  /** What a save or an action makes stale (the lists, unless said). */
  changedKey?: QueryKey;
  editPath: (id: number) => string;
  /** The form starts again from the server's copy: the kind resets what it shows beside the draft. */
  onAdopt?: (fresh: R) => void;
  words?: RecordWords;
  /** The actions asked about first (`actions.<action>.confirmTitle`, `confirmText`, `submit`). */
  confirms?: readonly RecordAction[];
  /** The kind's own reading of a refusal's field errors (the records' reading otherwise). */
  fieldErrors?: FieldErrorsOf;
  /** How long autosave waits after a change (the records' delay unless said). */
  autosaveDelay?: number;
  /** A new record was created (before the form moves to its address). */
  onCreated?: (record: R) => void;
  /** An older version was restored: the kind tells what it brought back, answering true when it said so itself. */
  onRestored?: (record: R, version: number) => boolean;
  /** Converts pasted Zawgyi where the draft's plain fields do not hold it (see useZawgyiPaste). */
  convertElsewhere?: (offer: ZawgyiPasteOffer<keyof D & string>, draft: D) => Partial<D> | boolean;
}) {
  const t = useWords(ns, words);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<RecordAction | 'save' | null>(null);
  const [offerHold, setOfferHold] = useState(false);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [history, setHistory] = useState(false);

  const saver = useRecordSaver<R, D>({
    initial,
    draftOf,
    empty,
    create: api.create,
    save: api.save,
    ns,
    fields,
    hold: uploading || offerHold,
    // Autosave waits while the browser is offline (the form says so) and tries again once back.
    offline: 'wait',
    delay: autosaveDelay,
    fieldErrors,
    editable: (record) => record !== null && statusOf(record) !== 'deleted' && (canPublish || statusOf(record) === 'draft'),
    onCreated: (record) => {
      void queryClient.invalidateQueries({ queryKey: listsKey });
      onCreated?.(record);
      setMoveTo(record.id);
    },
  });
  const zawgyi = useZawgyiPaste(saver.draft, saver.update, convertElsewhere);
  if (offerHold !== (zawgyi.offer !== null)) setOfferHold(zawgyi.offer !== null);
  useUnsavedChanges(saver.changed || saver.saving || uploading);
  // The created record's own address, once the form no longer holds unsaved changes for the move.
  useEffect(() => {
    if (moveTo !== null && !saver.changed && !saver.saving) void navigate(editPath(moveTo), { replace: true });
  }, [moveTo, saver.changed, saver.saving, navigate, editPath]);

  const record = saver.record;
  const status = record ? statusOf(record) : 'draft';
  const readOnly = status === 'deleted' || (!canPublish && status !== 'draft');
  const afterChange = () => void queryClient.invalidateQueries({ queryKey: changedKey });
  const saveState = saver.state;

  const save = async () => {
    setBusy('save');
    try {
      await saver.save(false);
      notify.success(t('actions.save.success'));
      afterChange();
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t('actions.save.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: RecordAction) => {
    if (confirms.includes(action)) {
      const accepted = await confirm({
        title: t(`actions.${action}.confirmTitle`),
        message: t(`actions.${action}.confirmText`),
        confirmText: t(`actions.${action}.submit`),
      });
      if (!accepted) return;
    }
    setBusy(action);
    try {
      await saver.act((current) => api.move(action, current.id, current.version));
      notify.success(t(`actions.${action}.success`));
      afterChange();
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t(`actions.${action}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  /** The form starts again from the server's copy (their version after a conflict, or a restored one). */
  const adopt = (fresh: R) => {
    saver.replace(fresh);
    onAdopt?.(fresh);
  };
  const loadTheirs = async () => {
    if (!record) return;
    adopt(await api.fetch(record.id));
  };

  /** An older version saved again as the newest (the form's own changes are saved first). */
  const restoreRevision = async (revision: { id: number; version: number }) => {
    try {
      const restored = await saver.act((current) => api.restoreRevision(current.id, revision.id, current.version));
      adopt(restored);
      // The form shows the restored version now, as the newest.
      setHistory(false);
      if (!onRestored?.(restored, revision.version)) notify.success(t('consoleRecords:history.restored', { version: revision.version }));
      afterChange();
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) setHistory(false);
      else if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t('consoleRecords:history.failed'), error);
    }
  };

  return {
    ns,
    api,
    saver,
    zawgyi,
    record,
    status,
    saveState,
    readOnly,
    canPublish,
    uploading,
    busy,
    history,
    setHistory,
    save,
    run,
    loadTheirs,
    restoreRevision,
    say: t,
    label: (field: string) => t(`fields.${field}`),
  };
}

export type RecordEditorState<R extends EditedRecord, D extends Record<string, unknown>> = ReturnType<typeof useRecordEditor<R, D>>;

/**
 * The editor's page around a kind's fields: the header (status, save state, who saved last, the
 * kind's own buttons, the history and back buttons), the notices (the kind's own, conflict, Zawgyi, a
 * refusal, the bin), the revisions, the form with the kind's sections and the lifecycle buttons, and
 * the preview of a saved record (where the kind draws one).
 */
export function RecordEditorShell<R extends EditedRecord, D extends Record<string, unknown>>({
  editor,
  kind,
  recordKey,
  listPath,
  sitePath,
  formatValue,
  historyNote,
  preview,
  badge,
  headerActions,
  notices,
  binNotice,
  fixed = false,
  conflictNs = 'consoleNews',
  children,
}: {
  editor: RecordEditorState<R, D>;
  /** Names the sections' ids (`${kind}-preview`). */
  kind: string;
  /** The record's query key (its revisions are cached under it). */
  recordKey: (id: number) => QueryKey;
  listPath: string;
  /** The published record's public page (none: no link). */
  sitePath: (record: R) => string | null | undefined;
  formatValue?: (name: string, value: unknown) => string | undefined;
  historyNote?: string;
  /** The record as the site will show it, in one language, below the form. */
  preview?: (lang: 'en' | 'mm') => ReactNode;
  /** The record's status as the kind names it (the records' badge otherwise). */
  badge?: (status: RecordStatus) => ReactNode;
  /** The kind's own buttons in the header (its previews). */
  headerActions?: ReactNode;
  /** The kind's own notices above the form. */
  notices?: ReactNode;
  /** What the kind says of a record in the bin (`editor.inBin` otherwise). */
  binNotice?: ReactNode;
  /** The site needs the record: it is never taken off the site or moved to the bin. */
  fixed?: boolean;
  /** Whose words tell an edit conflict. */
  conflictNs?: 'consoleNews' | 'consoleCatalogue';
  children: ReactNode;
}) {
  const t = editor.say;
  const { saver, zawgyi, record, status, saveState, readOnly, canPublish, busy, history, label } = editor;
  const { errors } = saver;
  const site = record && status === 'published' ? sitePath(record) : null;
  const busyNow = busy !== null || editor.uploading || saver.conflict !== null || zawgyi.offer !== null;

  return (
    <div>
      <PageHeader
        title={record ? t('editor.editTitle') : t('editor.newTitle')}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {record && (badge ? badge(status) : <RecordStatusBadge status={status} />)}
            <SaveIndicator state={saveState} text={t(`consoleRecords:saveState.${saveState}`)} />
            {record?.updatedByName && (
              <span className="text-sm">
                {t('editor.lastSaved', { name: record.updatedByName })} <MyanmarTime iso={record.updatedAt} compact />
              </span>
            )}
          </span>
        }
        actions={
          <>
            {headerActions}
            {record && (
              <button
                type="button"
                className={ui.buttonSecondary}
                aria-expanded={history}
                onClick={() => editor.setHistory((open) => !open)}
              >
                {t('consoleRecords:history.open')}
              </button>
            )}
            <Link to={listPath} className={ui.buttonSecondary}>
              {t('editor.back')}
            </Link>
          </>
        }
      />
      {notices}
      {saver.conflict && (
        <ConflictNotice ns={conflictNs} conflict={saver.conflict} onLoadTheirs={() => void editor.loadTheirs()} loading={false} />
      )}
      {zawgyi.offer && <ZawgyiOffer field={label(zawgyi.offer.field)} onConvert={zawgyi.convert} onKeep={zawgyi.keep} />}
      {errors.form && (
        <p role="alert" className={`${ui.error} mb-4`}>
          {errors.form}
        </p>
      )}
      {status === 'deleted' &&
        (binNotice ?? <p className="mb-4 rounded-xl bg-maroon-50 px-4 py-3 dark:bg-night-800">{t('editor.inBin')}</p>)}
      {history && record && (
        <RevisionsPanel
          queryKey={recordKey(record.id)}
          version={record.version}
          load={() => editor.api.revisions(record.id)}
          loadOne={(revisionId) => editor.api.revision(record.id, revisionId)}
          show={(revision) => (
            <RevisionDifferences content={revision.content} current={saver.draft} fieldLabel={label} formatValue={formatValue} />
          )}
          note={historyNote}
          canRestore={!readOnly && saver.conflict === null}
          onRestore={editor.restoreRevision}
          onClose={() => editor.setHistory(false)}
        />
      )}

      <form
        className="space-y-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        {children}

        <div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5 dark:border-night-700">
          {!readOnly && (
            <button type="submit" className={ui.buttonPrimary} disabled={busyNow} aria-busy={busy === 'save' || undefined}>
              {busy === 'save' ? t('console:actions.saving') : t('actions.save.submit', record ? undefined : { context: 'new' })}
            </button>
          )}
          {canPublish && record && status === 'draft' && (
            <button type="button" className={ui.buttonPrimary} disabled={busyNow} onClick={() => void editor.run('publish')}>
              {busy === 'publish' ? t('console:actions.saving') : t('actions.publish.submit')}
            </button>
          )}
          {canPublish && status === 'published' && !fixed && (
            <button type="button" className={ui.buttonSecondary} disabled={busyNow} onClick={() => void editor.run('unpublish')}>
              {t('actions.unpublish.submit')}
            </button>
          )}
          {record && status !== 'deleted' && !fixed && (canPublish || status === 'draft') && (
            <button
              type="button"
              className={`${ui.buttonSecondary} text-maroon-700 dark:text-maroon-200`}
              disabled={busyNow}
              onClick={() => void editor.run('delete')}
            >
              {t('actions.delete.submit')}
            </button>
          )}
          {record && status === 'deleted' && (
            <button type="button" className={ui.buttonPrimary} disabled={busy !== null} onClick={() => void editor.run('restore')}>
              {t('actions.restore.submit')}
            </button>
          )}
          {site && (
            <a href={site} target="_blank" rel="noreferrer" className={ui.link}>
              {t('editor.viewOnSite')}
            </a>
          )}
          {editor.uploading && <p className="text-sm text-stone-600 dark:text-stone-400">{t('editor.waitForUpload')}</p>}
        </div>
      </form>

      {record && preview && (
        <section aria-labelledby={`${kind}-preview`} className="mt-10">
          <h2 id={`${kind}-preview`} className="mb-3 font-serif text-lg font-semibold">
            {t('editor.previewHeading')}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {(['en', 'mm'] as const).map((lang) => (
              <Fragment key={lang}>{preview(lang)}</Fragment>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
