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
import { useZawgyiPaste } from '../components/useZawgyiPaste';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode, notifyFailure } from '../lib/failure';
import type { RecordRevision, RecordRevisionDetail } from '../lib/records';
import { ConflictNotice } from './ConflictNotice';
import { RevisionDifferences, RevisionsPanel } from './RevisionsPanel';
import { useRecordSaver } from './useRecordSaver';

/** What an editor's buttons do to a saved record (besides saving it). */
export type RecordAction = 'publish' | 'unpublish' | 'delete' | 'restore';

/** A record's id in an editor's address: a number, 'new', or null for anything else (not found). */
export function recordIdParam(value: string | undefined): number | 'new' | null {
  if (value === 'new') return 'new';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * An editor's page (/admin/<kind>/new and /admin/<kind>/:id): not found for an address that names no
 * record, the record loading (or a retry when it failed), then the editor, started again for each record.
 * `ns` holds the kind's `editor.editTitle`, `editor.loadFailed` and `editor.loading`.
 */
export function RecordEditorPage<R>({
  ns,
  param,
  query,
  editor,
}: {
  ns: string;
  param: number | 'new' | null;
  query: Pick<UseQueryResult<R>, 'data' | 'error' | 'isError' | 'refetch'>;
  editor: (initial: R | null) => ReactNode;
}) {
  if (param === null) return <ConsoleNotFound />;
  if (param === 'new') return <Fragment key="new">{editor(null)}</Fragment>;
  if (!query.data) return <RecordLoading ns={ns} query={query} />;
  return <Fragment key={`record-${param}`}>{editor(query.data)}</Fragment>;
}

/**
 * A record an editor opens that has not come yet: not found (404), a retry when it failed, or the
 * form's skeleton (the kind's shape of it, or a heading and one block).
 */
export function RecordLoading({
  ns,
  query,
  skeleton = <Skeleton className="h-96" />,
}: {
  ns: string;
  query: Pick<UseQueryResult, 'error' | 'isError' | 'refetch'>;
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation(ns);
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
 * A record's form and its life (talks, e-books): saving (explicit, autosave, edit conflicts), the
 * lifecycle buttons, the revisions, the Zawgyi offer, leaving with unsaved changes, and the move to a
 * created record's own address. The kind gives its calls, its draft and the words in `ns`
 * (`fields.*`, `actions.<action>.*`, `editor.*`).
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
}) {
  const { t } = useTranslation(ns);
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
    editable: (record) => record !== null && statusOf(record) !== 'deleted' && (canPublish || statusOf(record) === 'draft'),
    onCreated: (record) => {
      void queryClient.invalidateQueries({ queryKey: listsKey });
      setMoveTo(record.id);
    },
  });
  const zawgyi = useZawgyiPaste(saver.draft, saver.update);
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
    if (action === 'delete' || action === 'unpublish') {
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
      adopt(await saver.act((current) => api.restoreRevision(current.id, revision.id, current.version)));
      notify.success(t('consoleRecords:history.restored', { version: revision.version }));
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
    label: (field: string) => t(`fields.${field}`),
  };
}

export type RecordEditorState<R extends EditedRecord, D extends Record<string, unknown>> = ReturnType<typeof useRecordEditor<R, D>>;

/**
 * The editor's page around a kind's fields: the header (status, save state, who saved last, the
 * history and back buttons), the notices (conflict, Zawgyi, a refusal, the bin), the revisions, the
 * form with the kind's sections and the lifecycle buttons, and the preview of a saved record.
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
  children,
}: {
  editor: RecordEditorState<R, D>;
  /** Names the sections' ids (`${kind}-preview`). */
  kind: string;
  /** The record's query key (its revisions are cached under it). */
  recordKey: (id: number) => QueryKey;
  listPath: string;
  /** The published record's public page. */
  sitePath: (id: number) => string;
  formatValue?: (name: string, value: unknown) => string | undefined;
  historyNote?: string;
  /** The record as the site will show it, in one language. */
  preview: (lang: 'en' | 'mm') => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(editor.ns);
  const { saver, zawgyi, record, status, readOnly, canPublish, busy, history, label } = editor;
  const { errors } = saver;
  const saveState = saver.saving ? 'saving' : saver.changed ? 'unsaved' : record ? 'saved' : 'new';
  const busyNow = busy !== null || editor.uploading || saver.conflict !== null || zawgyi.offer !== null;

  return (
    <div>
      <PageHeader
        title={record ? t('editor.editTitle') : t('editor.newTitle')}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {record && <RecordStatusBadge status={status} />}
            <span role="status" data-save-state={saveState} className="text-sm">
              {t(`consoleRecords:saveState.${saveState}`)}
            </span>
            {record?.updatedByName && (
              <span className="text-sm">
                {t('editor.lastSaved', { name: record.updatedByName })} <MyanmarTime iso={record.updatedAt} compact />
              </span>
            )}
          </span>
        }
        actions={
          <>
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
      {saver.conflict && (
        <ConflictNotice ns="consoleNews" conflict={saver.conflict} onLoadTheirs={() => void editor.loadTheirs()} loading={false} />
      )}
      {zawgyi.offer && <ZawgyiOffer field={label(zawgyi.offer.field)} onConvert={zawgyi.convert} onKeep={zawgyi.keep} />}
      {errors.form && (
        <p role="alert" className={`${ui.error} mb-4`}>
          {errors.form}
        </p>
      )}
      {status === 'deleted' && <p className="mb-4 rounded-xl bg-maroon-50 px-4 py-3 dark:bg-night-800">{t('editor.inBin')}</p>}
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
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        {children}

        <div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5 dark:border-night-700">
          {!readOnly && (
            <button type="submit" className={ui.buttonPrimary} disabled={busyNow} aria-busy={busy === 'save' || undefined}>
              {busy === 'save' ? t('console:actions.saving') : t('actions.save.submit')}
            </button>
          )}
          {canPublish && record && status === 'draft' && (
            <button type="button" className={ui.buttonPrimary} disabled={busyNow} onClick={() => void editor.run('publish')}>
              {busy === 'publish' ? t('console:actions.saving') : t('actions.publish.submit')}
            </button>
          )}
          {canPublish && status === 'published' && (
            <button type="button" className={ui.buttonSecondary} disabled={busyNow} onClick={() => void editor.run('unpublish')}>
              {t('actions.unpublish.submit')}
            </button>
          )}
          {record && status !== 'deleted' && (canPublish || status === 'draft') && (
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
          {record && status === 'published' && (
            <a href={sitePath(record.id)} target="_blank" rel="noreferrer" className={ui.link}>
              {t('editor.viewOnSite')}
            </a>
          )}
          {editor.uploading && <p className="text-sm text-stone-600 dark:text-stone-400">{t('editor.waitForUpload')}</p>}
        </div>
      </form>

      {record && (
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
