import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { DateField, FormAlert, TextField, TimeField } from '../../../components/form';
import { ChevronIcon } from '../../../components/icons';
import { ui } from '../../../components/ui';
import type { BusinessError } from '../../../lib/api/errors';
import { confirm } from '../../../lib/confirm';
import { imageSrcSet, imageUrl } from '../../../lib/image';
import { notify } from '../../../lib/notify';
import { hasMyanmar, toUnicode } from '../../../lib/zawgyi';
import { AudioUploadField } from '../../components/AudioUploadField';
import { RevisionDifferences, RevisionsPanel } from '../../records/RevisionsPanel';
import { selectClass } from '../../components/FormField';
import { ConsoleTitle } from '../../components/PageHeader';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { isCode, notifyFailure } from '../../lib/failure';
import type { FieldErrors } from '../../lib/fieldErrors';
import { MyanmarTime } from '../../components/MyanmarTime';
import { pastedText, TagInput, TextAreaField } from '../../components/editor/fields';
import { ImageDropZone, useImageUpload } from '../../components/editor/ImageUpload';
import { ZawgyiOffer } from '../../components/editor/ZawgyiOffer';
import { RichTextEditor, type RichTextHandle } from '../../components/editor/RichTextEditor';
import { catalogueApi, catalogueKeys, catalogueQueries, type CatalogueAction } from './api';
import type { NotRestoredPart } from '../../lib/records';
import { DELETED_RECORD_DAYS, type CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { CatalogueRecord, CatalogueRestored } from '@mahasi/contract/staff-catalogue';
import { catalogueFieldErrors } from './fieldErrors';
import { fieldNames, kindForms, type Draft, type FormField } from './kinds';
import { CatalogueStatusBadge } from './labels';
import { ConflictNotice } from '../../records/ConflictNotice';
import type { Conflict, SaveState } from './notices';
import { SaveIndicator } from '../../records/SaveIndicator';
import { PageSlugField } from './PageSlugField';
import { PhotosField, type Photo } from './PhotosField';
import { PreviewPanel } from './PreviewPanel';
import { PublicPreviewButton } from './PublicPreviewButton';
import { kindPaths, recordPath } from './paths';
import { catalogueRecordsApi } from './records';

/** An autosave follows this long after the last change. */
const AUTOSAVE_MS = 2500;

/** /admin/{kind}/new and /admin/{kind}/{id}: one record's form. */
export function CatalogueEditor({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('consoleCatalogue');
  const { recordId = 'new' } = useParams();
  const isNew = recordId === 'new';
  const id = Number(recordId);
  const query = useQuery({ ...catalogueQueries.record(kind, id), enabled: !isNew && id > 0 });
  const queryClient = useQueryClient();
  // A restored revision replaces the record on the server: a fresh form starts from it.
  const [generation, setGeneration] = useState(0);
  // What the restore could not bring back, said above the fresh form until dismissed.
  const [unrestored, setUnrestored] = useState<Unrestored | null>(null);
  const replaced = (fresh: CatalogueRecord, left?: Unrestored) => {
    const { notRestored: _left, ...record } = fresh as CatalogueRestored;
    queryClient.setQueryData(catalogueKeys.record(kind, fresh.id), record);
    setUnrestored(left ?? null);
    setGeneration((n) => n + 1);
  };

  if (!isNew && !(id > 0)) return <FormAlert>{t('notFound')}</FormAlert>;
  if (!isNew && !query.data) {
    return query.isError ? (
      <FormAlert>
        {t('loadFailed')}{' '}
        <button type="button" className={ui.link} onClick={() => void query.refetch()}>
          {t('console:actions.retry')}
        </button>
      </FormAlert>
    ) : (
      <p role="status" className="text-stone-600 dark:text-stone-400">
        {t('common:labels.loading')}
      </p>
    );
  }
  return (
    <EditorForm
      key={`${kind}-${generation}`}
      kind={kind}
      initial={isNew ? null : query.data!}
      onReplaced={replaced}
      unrestored={unrestored && !isNew && unrestored.recordId === id ? unrestored : null}
      onDismissUnrestored={() => setUnrestored(null)}
    />
  );
}

/** The parts of a restored version that were gone for good (a gallery's removed photos). */
interface Unrestored {
  recordId: number;
  version: number;
  parts: NotRestoredPart[];
}

/** Says which photos a restored version could not bring back, by place and caption, until dismissed. */
function UnrestoredNotice({ unrestored, onDismiss }: { unrestored: Unrestored; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('consoleRecords');
  const caption = (part: NotRestoredPart) => (i18n.language === 'mm' ? part.labelMm || part.labelEn : part.labelEn || part.labelMm);
  return (
    <div
      role="status"
      data-testid="not-restored"
      className="mb-4 rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-3 text-sm dark:border-saffron-700 dark:bg-night-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-ink-900 dark:text-sand-50">
          {t('history.notRestored.title', { version: unrestored.version, count: unrestored.parts.length })}
        </p>
        <button type="button" className={ui.link} onClick={onDismiss}>
          {t('history.notRestored.dismiss')}
        </button>
      </div>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{t('history.notRestored.text')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700 dark:text-stone-300">
        {unrestored.parts.map((part) => (
          <li key={`${part.field}-${part.position}`}>
            {caption(part)
              ? t('history.notRestored.photoCaption', { position: part.position, caption: caption(part) })
              : t('history.notRestored.photo', { position: part.position })}
          </li>
        ))}
      </ul>
    </div>
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function EditorForm({
  kind,
  initial,
  onReplaced,
  unrestored,
  onDismissUnrestored,
}: {
  kind: CatalogueKind;
  initial: CatalogueRecord | null;
  onReplaced: (record: CatalogueRecord, unrestored?: Unrestored) => void;
  unrestored: Unrestored | null;
  onDismissUnrestored: () => void;
}) {
  const { t } = useTranslation('consoleCatalogue');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = kindForms[kind];
  const shown = fieldNames(form.fields);

  const [record, setRecord] = useState<CatalogueRecord | null>(initial);
  const [draft, setDraft] = useState<Draft>(() => (initial ? { ...form.empty(), ...initial.content } : form.empty()));
  // What was saved last (a new record: the empty form), to tell whether anything changed since.
  const [saved, setSaved] = useState<Draft>(() => (initial ? { ...form.empty(), ...initial.content } : form.empty()));
  const [images, setImages] = useState<Record<string, Image>>(() => initial?.images ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<CatalogueAction | null>(null);
  const [uploading, setUploading] = useState(false);
  const [offer, setOffer] = useState<{ field: string; index?: number; pasted: string; converted: string } | null>(null);
  const [preview, setPreview] = useState(false);
  const [history, setHistory] = useState(false);
  const [audio, setAudio] = useState<{ url: string; durationSeconds: number; name?: string } | null>(
    initial?.audioUrl ? { url: initial.audioUrl, durationSeconds: 0 } : null,
  );
  const bodies = useRef<Record<string, RichTextHandle | null>>({});
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);

  const deleted = record?.status === 'deleted';
  const changed = !same(draft, saved);
  // A new record, once created, moves to its own address: not a leaving to ask about.
  const [moveTo, setMoveTo] = useState<number | null>(null);
  useUnsavedChanges((changed || saving) && !deleted && moveTo === null);
  useEffect(() => {
    if (moveTo === null) return;
    void navigate(recordPath(kind, moveTo), { replace: true });
  }, [moveTo, kind, navigate]);

  const update = (patch: Draft) => setDraft((current) => ({ ...current, ...patch }));
  const afterChange = () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(kind) });

  /** Saves the draft (creates the record the first time); the server's copy replaces what was saved. */
  // The newest draft and record, for saves that wait for the one before them.
  const latest = useRef<{ draft: Draft; record: CatalogueRecord | null; saved: Draft }>({ draft, record, saved });
  useEffect(() => {
    latest.current.draft = draft;
  }, [draft]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** One save at a time (an autosave and a button press never both start from the same version). */
  const save = useCallback(
    (autosave: boolean): Promise<CatalogueRecord | null> => {
      const next = queue.current.then(async () => {
        const { draft: content, record: current } = latest.current;
        if (autosave && current && same(content, latest.current.saved)) return current;
        setSaving(true);
        try {
          const result = current
            ? await catalogueApi.save(kind, current.id, content, current.version, autosave)
            : await catalogueApi.create(kind, content);
          latest.current.record = result;
          latest.current.saved = content;
          setRecord(result);
          setSaved(content);
          setImages((shown) => ({ ...shown, ...result.images }));
          setErrors({});
          setFailed(false);
          afterChange();
          if (!current) {
            queryClient.setQueryData(catalogueKeys.record(kind, result.id), result);
            setMoveTo(result.id);
          }
          return result;
        } catch (error) {
          if (isCode(error, StaffRespCode.EDIT_CONFLICT)) {
            setConflict(((error as BusinessError).data as { conflict?: Conflict } | null)?.conflict ?? null);
          } else {
            const fieldErrors = catalogueFieldErrors(error, t, shown);
            if (fieldErrors) setErrors(fieldErrors);
            setFailed(true);
            if (!autosave && !fieldErrors) notifyFailure(t('saveFailed'), error);
          }
          return null;
        } finally {
          setSaving(false);
        }
      });
      queue.current = next.catch(() => undefined);
      return next;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the newest draft and record are read from `latest`
    [kind],
  );

  // Autosave: a saved record's changes go a moment after the last one, unless something waits for the editor.
  const blocked = !record || deleted || conflict !== null || offer !== null || uploading || saving || !online || failed;
  useEffect(() => {
    if (blocked || !changed) return;
    const timer = window.setTimeout(() => void save(true), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, blocked, changed, save]);

  const state: SaveState = conflict
    ? 'conflict'
    : saving
      ? 'saving'
      : !online && changed
        ? 'offline'
        : failed
          ? 'failed'
          : !record
            ? 'new'
            : changed
              ? 'unsaved'
              : 'saved';

  const loadTheirs = async () => {
    if (!record) return;
    const fresh = await queryClient.fetchQuery(catalogueQueries.record(kind, record.id));
    setRecord(fresh);
    const content = { ...form.empty(), ...fresh.content };
    latest.current.record = fresh;
    latest.current.saved = content;
    setDraft(content);
    setSaved(content);
    setImages((current) => ({ ...current, ...fresh.images }));
    setConflict(null);
    setFailed(false);
  };

  const run = async (action: CatalogueAction) => {
    if (!record) return;
    if (action === 'delete') {
      const ok = await confirm({
        title: t('actions.deleteConfirmTitle'),
        message: t('actions.deleteConfirmText', { days: DELETED_RECORD_DAYS }),
        confirmText: t('actions.delete'),
      });
      if (!ok) return;
    }
    setBusy(action);
    try {
      // What is on the screen is saved first: readers get what the editor sees.
      const current = changed && !deleted ? await save(false) : record;
      if (!current) return;
      const result = await catalogueApi.move(kind, action, current.id, current.version);
      latest.current.record = result;
      setRecord(result);
      setErrors({});
      notify.success(t(`actions.${kind === 'live' ? `live.${action}` : action}Done`));
      afterChange();
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) {
        setConflict(((error as BusinessError).data as { conflict?: Conflict } | null)?.conflict ?? null);
        return;
      }
      const fieldErrors = catalogueFieldErrors(error, t, shown);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyFailure(t('actions.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  /** An older version saved again as the newest: what is on the screen is saved first, then the form starts from the result. */
  const restoreRevision = async (revision: { id: number; version: number }) => {
    if (!record) return;
    try {
      const current = changed ? await save(false) : record;
      if (!current) return;
      const result = await catalogueRecordsApi(kind).restoreRevision(current.id, revision.id, current.version);
      const left = result.notRestored ?? [];
      if (left.length) notify.warning(t('consoleRecords:history.notRestored.title', { version: revision.version, count: left.length }));
      else notify.success(t('consoleRecords:history.restored', { version: revision.version }));
      afterChange();
      onReplaced(result, left.length ? { recordId: result.id, version: revision.version, parts: left } : undefined);
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) {
        setConflict(((error as BusinessError).data as { conflict?: Conflict } | null)?.conflict ?? null);
        setHistory(false);
        return;
      }
      const fieldErrors = catalogueFieldErrors(error, t, shown);
      if (fieldErrors) setErrors(fieldErrors);
      notifyFailure(t('consoleRecords:history.failed'), error);
    }
  };

  /** Pasted Myanmar text that converts is offered for conversion (the project's detector decides). */
  const check = async (field: string, text: string, index?: number) => {
    if (!hasMyanmar(text)) return;
    const converted = await toUnicode(text);
    if (converted !== text) setOffer({ field, index, pasted: text, converted });
  };
  const onPaste = (field: string) => (event: ClipboardEvent) => void check(field, pastedText(event));
  const convert = () => {
    if (!offer) return;
    const swap = (value: unknown) =>
      String(value ?? '')
        .split(offer.pasted)
        .join(offer.converted);
    if (bodies.current[offer.field]) bodies.current[offer.field]!.convertZawgyi(offer.pasted, offer.converted);
    else if (offer.index !== undefined) {
      const photos = (draft.photos as Photo[]).map((photo, i) =>
        i === offer.index ? { ...photo, [offer.field]: swap(photo[offer.field as keyof Photo]) } : photo,
      );
      update({ photos });
    } else update({ [offer.field]: swap(draft[offer.field]) });
    setOffer(null);
    notify.success(t('zawgyi.converted'));
  };

  const str = (name: string) => (typeof draft[name] === 'string' ? (draft[name] as string) : '');
  const label = (name: string) => t(`fields.${name}`);
  const hint = (name: string) => t(`hints.${name}`);

  const renderField = (field: FormField, key: string | number): ReactNode => {
    switch (field.type) {
      case 'bilingual':
        return (
          <div key={key} className="grid gap-4 lg:grid-cols-2">
            {([field.en, field.mm] as const).map((name, i) =>
              field.rich ? (
                <RichTextEditor
                  key={name}
                  ref={(handle) => {
                    bodies.current[name] = handle;
                  }}
                  lang={i === 0 ? 'en' : 'mm'}
                  label={label(name)}
                  initial={str(name)}
                  readOnly={deleted}
                  error={errors[name]}
                  onChange={(html) => update({ [name]: html })}
                  onNormalised={(html) => {
                    // The editor's own spelling of the starting HTML is not a change.
                    setDraft((current) => ({ ...current, [name]: html }));
                    setSaved((current) => ({ ...current, [name]: html }));
                  }}
                  onPasteText={(text) => void check(name, text)}
                />
              ) : field.lines ? (
                <TextAreaField
                  key={name}
                  label={label(name)}
                  lang={i === 0 ? 'en' : 'my'}
                  rows={field.lines}
                  value={str(name)}
                  maxLength={field.max}
                  error={errors[name]}
                  readOnly={deleted}
                  onChange={(event) => update({ [name]: event.target.value })}
                  onPaste={onPaste(name)}
                />
              ) : (
                <TextField
                  key={name}
                  label={label(name)}
                  lang={i === 0 ? 'en' : 'my'}
                  value={str(name)}
                  maxLength={field.max}
                  error={errors[name]}
                  readOnly={deleted}
                  onChange={(event) => update({ [name]: event.target.value })}
                  onPaste={onPaste(name)}
                />
              ),
            )}
          </div>
        );
      case 'input':
        if (field.when && !field.when(draft)) return null;
        if (field.input === 'date' || field.input === 'time') {
          const Field = field.input === 'date' ? DateField : TimeField;
          return (
            <Field
              key={key}
              label={label(field.name)}
              hint={field.hint ? hint(field.name) : undefined}
              value={str(field.name)}
              error={errors[field.name]}
              readOnly={deleted}
              onChange={(value) => update({ [field.name]: value })}
            />
          );
        }
        return (
          <TextField
            key={key}
            label={label(field.name)}
            type={field.input}
            hint={field.hint ? hint(field.name) : undefined}
            value={field.input === 'number' ? String(draft[field.name] ?? 0) : str(field.name)}
            maxLength={field.max}
            min={field.input === 'number' ? 0 : undefined}
            error={errors[field.name]}
            readOnly={deleted}
            onChange={(event) =>
              update({
                [field.name]: field.input === 'number' ? Math.max(0, Math.floor(Number(event.target.value) || 0)) : event.target.value,
              })
            }
            onPaste={onPaste(field.name)}
          />
        );
      case 'checkbox':
        return (
          <div key={key}>
            <label className="inline-flex items-center gap-2 font-semibold text-stone-700 dark:text-stone-200">
              <input
                type="checkbox"
                className="h-5 w-5 accent-maroon-700 dark:accent-saffron-500"
                checked={Boolean(draft[field.name])}
                disabled={deleted}
                onChange={(event) => update({ [field.name]: event.target.checked })}
              />
              {label(field.name)}
            </label>
            {field.hint && <p className={ui.hint}>{hint(field.name)}</p>}
          </div>
        );
      case 'select':
        return (
          <div key={key}>
            <label htmlFor={`field-${field.name}`} className={ui.label}>
              {label(field.name)}
            </label>
            <select
              id={`field-${field.name}`}
              className={selectClass}
              value={String(draft[field.name] ?? '')}
              disabled={deleted}
              aria-invalid={errors[field.name] ? true : undefined}
              onChange={(event) => update({ [field.name]: field.numeric ? Number(event.target.value) : event.target.value })}
            >
              {field.options.map((option) => (
                <option key={option} value={String(option)}>
                  {field.name === 'groupType' ? t(`groups.${option}`) : t(`options.${field.name}.${option}`)}
                </option>
              ))}
            </select>
            {errors[field.name] && (
              <p role="alert" className={ui.error}>
                {errors[field.name]}
              </p>
            )}
          </div>
        );
      case 'row':
        return (
          <div key={key} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {field.fields.map((inner, i) => renderField(inner, `${key}-${i}`))}
          </div>
        );
      case 'cover':
        return (
          <CoverPicker
            key={key}
            uploadId={(draft.coverUploadId as number | null) ?? null}
            image={draft.coverUploadId ? (images[String(draft.coverUploadId)] ?? null) : (images.cover ?? null)}
            error={errors.coverUploadId}
            disabled={deleted}
            onChange={(uploadId, image) => {
              if (image && uploadId) setImages((current) => ({ ...current, [String(uploadId)]: image }));
              update({ coverUploadId: uploadId });
            }}
          />
        );
      case 'tags':
        return (
          <TagInput
            key={key}
            value={(draft[field.name] as string[]) ?? []}
            onChange={(tags) => update({ [field.name]: tags })}
            error={errors[field.name]}
            disabled={deleted}
          />
        );
      case 'audio':
        if (!field.when(draft)) return null;
        return (
          <AudioUploadField
            key={key}
            label={label('audioUploadId')}
            value={audio}
            error={errors.audioUploadId}
            disabled={deleted}
            onBusyChange={setUploading}
            onUploaded={(uploaded, file) => {
              setAudio({ url: uploaded.url, durationSeconds: uploaded.durationSeconds, name: file.name });
              update({ audioUploadId: uploaded.uploadId });
            }}
          />
        );
      case 'slug':
        return (
          <PageSlugField
            key={key}
            value={str('slug')}
            fixedBy={record?.protected ? (record.publicPath ?? '') : undefined}
            error={errors.slug}
            disabled={deleted}
            onChange={(slug) => update({ slug })}
          />
        );
      case 'photos':
        return (
          <PhotosField
            key={key}
            photos={(draft.photos as Photo[]) ?? []}
            coverIndex={(draft.coverIndex as number | null) ?? null}
            images={images}
            error={errors.photos ?? errors.coverIndex}
            disabled={deleted}
            onBusyChange={setUploading}
            onUploaded={(uploaded) => setImages((current) => ({ ...current, [String(uploaded.uploadId)]: uploaded.image }))}
            onChange={(photos, coverIndex) => update({ photos, coverIndex })}
            onAdd={(photo) => setDraft((current) => ({ ...current, photos: [...((current.photos as Photo[]) ?? []), photo] }))}
            onPaste={(name, index, event) => void check(name, pastedText(event), index)}
          />
        );
    }
  };

  const published = record?.status === 'published';
  const heading = record ? t(`kinds.${kind}.edit`) : t(`kinds.${kind}.new`);

  return (
    <div>
      <ConsoleTitle title={heading} />
      <Link to={kindPaths[kind]} className={`${ui.link} mb-3 inline-flex items-center gap-1 text-sm`}>
        <ChevronIcon direction="left" width={16} height={16} />
        {t(`kinds.${kind}.back`)}
      </Link>
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold text-ink-900 dark:text-sand-50">{heading}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {record && <CatalogueStatusBadge kind={kind} status={record.status} />}
            <SaveIndicator ns="consoleCatalogue" state={state} />
            {record && (
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {t('lastSaved')} <MyanmarTime iso={record.updatedAt} />
                {record.updatedByName ? ` · ${t('by', { name: record.updatedByName })}` : ''}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={`${ui.buttonSecondary} px-4 py-2`} onClick={() => setPreview(true)}>
            {t('actions.preview')}
          </button>
          <PublicPreviewButton kind={kind} draft={draft} images={images} audio={audio} record={record} />
          {record && (
            <button
              type="button"
              className={`${ui.buttonSecondary} px-4 py-2`}
              aria-expanded={history}
              onClick={() => setHistory((open) => !open)}
            >
              {t('consoleRecords:history.open')}
            </button>
          )}
          {!deleted && (
            <button
              type="button"
              className={`${ui.buttonSecondary} px-4 py-2`}
              disabled={saving || busy !== null || uploading || conflict !== null || offer !== null}
              onClick={() => void save(false).then((result) => result && notify.success(t('saved')))}
            >
              {record ? t('actions.save') : t('actions.create')}
            </button>
          )}
          {record && !deleted && !published && (
            <button
              type="button"
              className={`${ui.buttonPrimary} px-4 py-2`}
              disabled={busy !== null || saving || uploading || conflict !== null || offer !== null}
              aria-busy={busy === 'publish' || undefined}
              onClick={() => void run('publish')}
            >
              {t(kind === 'live' ? 'actions.live.publish' : 'actions.publish')}
            </button>
          )}
          {record && published && !record.protected && (
            <button
              type="button"
              className={`${ui.buttonSecondary} px-4 py-2`}
              disabled={busy !== null || saving || conflict !== null}
              onClick={() => void run('unpublish')}
            >
              {t(kind === 'live' ? 'actions.live.unpublish' : 'actions.unpublish')}
            </button>
          )}
          {record && !deleted && !record.protected && (
            <button
              type="button"
              className={`${ui.buttonSecondary} px-4 py-2 text-maroon-700 dark:text-maroon-200`}
              disabled={busy !== null || saving || conflict !== null}
              onClick={() => void run('delete')}
            >
              {t('actions.delete')}
            </button>
          )}
          {record && deleted && (
            <button type="button" className={`${ui.buttonPrimary} px-4 py-2`} disabled={busy !== null} onClick={() => void run('restore')}>
              {t('actions.restore')}
            </button>
          )}
        </div>
      </header>

      {record?.protected && !deleted && (
        <p
          data-testid="protected-note"
          className="mb-4 rounded-xl bg-sand-100 px-4 py-3 text-sm text-stone-700 dark:bg-night-800 dark:text-stone-300"
        >
          {t('slug.note', { page: record.publicPath ?? '' })}
        </p>
      )}
      {unrestored && <UnrestoredNotice unrestored={unrestored} onDismiss={onDismissUnrestored} />}
      {conflict && <ConflictNotice ns="consoleCatalogue" conflict={conflict} onLoadTheirs={() => void loadTheirs()} loading={false} />}
      {offer && <ZawgyiOffer field={label(offer.field)} onConvert={convert} onKeep={() => setOffer(null)} />}
      {deleted && record?.deletedAt && (
        <FormAlert>
          {t('inBin', { days: DELETED_RECORD_DAYS })} <MyanmarTime iso={record.deletedAt} />
        </FormAlert>
      )}
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      {published && record?.publicPath && (
        <p className="mb-4 text-sm">
          <a href={record.publicPath} target="_blank" rel="noreferrer" className={ui.link}>
            {t('viewOnSite')}
          </a>
        </p>
      )}

      {history && record && (
        <RevisionsPanel
          queryKey={catalogueKeys.record(kind, record.id)}
          version={record.version}
          load={() => catalogueRecordsApi(kind).revisions(record.id)}
          loadOne={(revisionId) => catalogueRecordsApi(kind).revision(record.id, revisionId)}
          show={(revision) => (
            <RevisionDifferences
              content={revision.content}
              current={draft}
              fieldLabel={label}
              formatValue={(name, value) =>
                name === 'groupType'
                  ? t(`groups.${String(value)}`)
                  : name === 'streamKind' || name === 'kind'
                    ? t(`options.${name}.${String(value)}`)
                    : undefined
              }
            />
          )}
          canRestore={!deleted && conflict === null}
          onRestore={restoreRevision}
          onClose={() => setHistory(false)}
        />
      )}

      <form
        className={`${ui.card} space-y-6 p-4 sm:p-6`}
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
        noValidate
      >
        {form.fields.map((field, index) => renderField(field, index))}
      </form>

      {preview && <PreviewPanel kind={kind} draft={draft} images={images} onClose={() => setPreview(false)} />}
    </div>
  );
}

/** The cover: chosen or dropped, uploaded with its progress (the server makes the site's sizes), shown. */
function CoverPicker({
  uploadId,
  image,
  error,
  disabled,
  onChange,
}: {
  uploadId: number | null;
  image: Image | null;
  error?: string;
  disabled: boolean;
  onChange: (uploadId: number | null, image: Image | null) => void;
}) {
  const { t } = useTranslation('consoleCatalogue');
  const upload = useImageUpload();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className={ui.label}>{t('fields.coverUploadId')}</legend>
      <ImageDropZone
        upload={upload}
        disabled={disabled}
        label={image ? t('cover.replace') : t('cover.choose')}
        onImage={(uploaded) => onChange(uploaded.uploadId, uploaded.image)}
      >
        {image && (
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <img
              src={imageUrl(image.url)}
              srcSet={imageSrcSet(image.variants)}
              sizes="20rem"
              width={image.width}
              height={image.height}
              alt={t('cover.preview')}
              className="aspect-[16/9] w-full max-w-80 rounded-xl bg-sand-100 object-cover dark:bg-night-800"
            />
            {uploadId !== null && !disabled && (
              <button type="button" className={`${ui.link} text-sm`} onClick={() => onChange(null, null)}>
                {t('cover.remove')}
              </button>
            )}
          </div>
        )}
      </ImageDropZone>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
