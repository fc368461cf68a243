import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { DateField, FormAlert, TextField, TimeField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { notify } from '../../../lib/notify';
import { AudioUploadField } from '../../components/AudioUploadField';
import { selectClass } from '../../components/FormField';
import { MyanmarTime } from '../../components/MyanmarTime';
import { pastedText, TagInput, TextAreaField } from '../../components/editor/fields';
import { RichTextEditor, type RichTextHandle } from '../../components/editor/RichTextEditor';
import type { ZawgyiPasteOffer } from '../../components/useZawgyiPaste';
import type { NotRestoredPart } from '../../lib/records';
import { RecordCoverField } from '../../records/RecordCoverField';
import { RecordEditorPage, RecordEditorShell, recordIdParam, useRecordEditor, type RecordEditorApi } from '../../records/RecordEditor';
import { DELETED_RECORD_DAYS, type CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { CatalogueRecord, CatalogueRestored } from '@mahasi/contract/staff-catalogue';
import { catalogueApi, catalogueKeys, catalogueQueries } from './api';
import { catalogueFieldErrors } from './fieldErrors';
import { catalogueWords } from './words';
import { fieldNames, kindForms, type Draft, type FormField } from './kinds';
import { CatalogueStatusBadge } from './labels';
import { PageSlugField } from './PageSlugField';
import { PhotosField, type Photo } from './PhotosField';
import { PreviewPanel } from './PreviewPanel';
import { PublicPreviewButton } from './PublicPreviewButton';
import { kindPaths, recordPath } from './paths';
import { catalogueRecordsApi } from './records';

/** An autosave follows this long after the last change (the catalogue's forms save sooner than the desks'). */
const AUTOSAVE_MS = 2500;

/** /admin/{kind}/new and /admin/{kind}/{id}: one record's form. */
export function CatalogueEditor({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('consoleCatalogue');
  const param = recordIdParam(useParams().recordId ?? 'new');
  const id = typeof param === 'number' ? param : 0;
  const query = useQuery({ ...catalogueQueries.record(kind, id), enabled: id > 0 });
  return (
    <RecordEditorPage
      ns="consoleCatalogue"
      words={catalogueWords(t, kind)}
      param={param}
      query={query}
      editor={(initial) => <CatalogueEditorForm key={kind} kind={kind} initial={initial} />}
    />
  );
}

/** The parts of a restored version that were gone for good (a gallery's removed photos). */
interface Unrestored {
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

/** A record's audio as the form shows it (its length is read again from a new upload). */
const audioOf = (record: CatalogueRecord | null) => (record?.audioUrl ? { url: record.audioUrl, durationSeconds: 0 } : null);

function CatalogueEditorForm({ kind, initial }: { kind: CatalogueKind; initial: CatalogueRecord | null }) {
  const { t } = useTranslation('consoleCatalogue');
  const queryClient = useQueryClient();
  const form = kindForms[kind];
  const shown = useMemo(() => fieldNames(form.fields), [form]);
  // Pictures uploaded in this form, beside the record's own (its cover and photos, as last saved).
  const [uploads, setUploads] = useState<Record<string, Image>>({});
  const [audioBusy, setAudioBusy] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [audio, setAudio] = useState<{ url: string; durationSeconds: number; name?: string } | null>(() => audioOf(initial));
  // The fields start again (their rich texts too) when the form takes the server's copy.
  const [generation, setGeneration] = useState(0);
  // What a restore could not bring back, said above the form until dismissed.
  const [unrestored, setUnrestored] = useState<Unrestored | null>(null);
  const bodies = useRef<Record<string, RichTextHandle | null>>({});

  const api = useMemo<RecordEditorApi<CatalogueRecord, Draft>>(
    () => ({
      ...catalogueRecordsApi(kind),
      create: (draft) => catalogueApi.create(kind, draft),
      save: (id, draft, version, autosave) => catalogueApi.save(kind, id, draft, version, autosave),
      move: (action, id, version) => catalogueApi.move(kind, action, id, version),
      fetch: (id) => queryClient.fetchQuery({ ...catalogueQueries.record(kind, id), staleTime: 0 }),
    }),
    [kind, queryClient],
  );
  const draftOf = useCallback((record: CatalogueRecord): Draft => ({ ...form.empty(), ...record.content }), [form]);
  const editPath = useCallback((id: number) => recordPath(kind, id), [kind]);

  const editor = useRecordEditor<CatalogueRecord, Draft>({
    ns: 'consoleCatalogue',
    words: catalogueWords(t, kind),
    initial,
    draftOf,
    empty: form.empty,
    fields: shown,
    api,
    statusOf: (record) => record.status,
    // The catalogue is the editors' and admins' (sections.ts): everyone here publishes.
    canPublish: true,
    uploading: audioBusy || photosBusy,
    listsKey: catalogueKeys.lists(kind),
    editPath,
    confirms: ['delete'],
    fieldErrors: (error) => catalogueFieldErrors(error, t, shown),
    autosaveDelay: AUTOSAVE_MS,
    // The created record's address opens at once with it.
    onCreated: (record) => queryClient.setQueryData(catalogueKeys.record(kind, record.id), record),
    onAdopt: (fresh) => {
      setAudio(audioOf(fresh));
      setGeneration((n) => n + 1);
    },
    onRestored: (record, version) => {
      const parts = (record as CatalogueRestored).notRestored ?? [];
      setUnrestored(parts.length ? { version, parts } : null);
      if (!parts.length) return false;
      notify.warning(t('consoleRecords:history.notRestored.title', { version, count: parts.length }));
      return true;
    },
    convertElsewhere: (offer: ZawgyiPasteOffer, draft: Draft) => {
      const body = bodies.current[offer.field];
      if (body) {
        body.convertZawgyi(offer.pasted, offer.converted);
        return true;
      }
      if (offer.index === undefined) return false;
      const swap = (value: unknown) =>
        String(value ?? '')
          .split(offer.pasted)
          .join(offer.converted);
      return {
        photos: (draft.photos as Photo[]).map((photo, i) =>
          i === offer.index ? { ...photo, [offer.field]: swap(photo[offer.field as keyof Photo]) } : photo,
        ),
      };
    },
  });
  const { saver, zawgyi, record, status, readOnly, label } = editor;
  const { draft, errors, update, settle } = saver;
  const images = useMemo(() => ({ ...uploads, ...record?.images }), [uploads, record]);

  const str = (name: string) => (typeof draft[name] === 'string' ? (draft[name] as string) : '');
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
                  readOnly={readOnly}
                  error={errors[name]}
                  onChange={(html) => update({ [name]: html })}
                  // The editor's own spelling of the starting HTML is not a change.
                  onNormalised={(html) => settle({ [name]: html })}
                  onPasteText={(text) => void zawgyi.check(name, text)}
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
                  readOnly={readOnly}
                  onChange={(event) => update({ [name]: event.target.value })}
                  onPaste={zawgyi.onPaste(name)}
                />
              ) : (
                <TextField
                  key={name}
                  label={label(name)}
                  lang={i === 0 ? 'en' : 'my'}
                  value={str(name)}
                  maxLength={field.max}
                  error={errors[name]}
                  readOnly={readOnly}
                  onChange={(event) => update({ [name]: event.target.value })}
                  onPaste={zawgyi.onPaste(name)}
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
              readOnly={readOnly}
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
            readOnly={readOnly}
            onChange={(event) =>
              update({
                [field.name]: field.input === 'number' ? Math.max(0, Math.floor(Number(event.target.value) || 0)) : event.target.value,
              })
            }
            onPaste={zawgyi.onPaste(field.name)}
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
                disabled={readOnly}
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
              disabled={readOnly}
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
          <RecordCoverField
            key={key}
            ns="consoleCatalogue"
            label={label('coverUploadId')}
            uploadId={(draft.coverUploadId as number | null) ?? null}
            cover={draft.coverUploadId ? (images[String(draft.coverUploadId)] ?? null) : (images.cover ?? null)}
            error={errors.coverUploadId}
            readOnly={readOnly}
            sizes="20rem"
            imageClass="aspect-[16/9] w-full max-w-80"
            onImage={(uploaded) => {
              setUploads((current) => ({ ...current, [String(uploaded.uploadId)]: uploaded.image }));
              update({ coverUploadId: uploaded.uploadId });
            }}
            onRemove={() => update({ coverUploadId: null })}
          />
        );
      case 'tags':
        return (
          <TagInput
            key={key}
            value={(draft[field.name] as string[]) ?? []}
            onChange={(tags) => update({ [field.name]: tags })}
            error={errors[field.name]}
            disabled={readOnly}
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
            disabled={readOnly}
            onBusyChange={setAudioBusy}
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
            disabled={readOnly}
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
            disabled={readOnly}
            onBusyChange={setPhotosBusy}
            onUploaded={(uploaded) => setUploads((current) => ({ ...current, [String(uploaded.uploadId)]: uploaded.image }))}
            onChange={(photos, coverIndex) => update({ photos, coverIndex })}
            onAdd={(photo) => update((current) => ({ photos: [...((current.photos as Photo[]) ?? []), photo] }))}
            onPaste={(name, index, event) => void zawgyi.check(name, pastedText(event), index)}
          />
        );
    }
  };

  return (
    <RecordEditorShell
      editor={editor}
      kind={kind}
      recordKey={(id) => catalogueKeys.record(kind, id)}
      listPath={kindPaths[kind]}
      sitePath={(current) => current.publicPath}
      conflictNs="consoleCatalogue"
      badge={(current) => <CatalogueStatusBadge kind={kind} status={current} />}
      fixed={Boolean(record?.protected)}
      formatValue={(name, value) =>
        name === 'groupType'
          ? t(`groups.${String(value)}`)
          : name === 'streamKind' || name === 'kind'
            ? t(`options.${name}.${String(value)}`)
            : undefined
      }
      headerActions={
        <>
          <button type="button" className={ui.buttonSecondary} onClick={() => setPreview(true)}>
            {t('actions.preview')}
          </button>
          <PublicPreviewButton kind={kind} draft={draft} images={images} audio={audio} record={record} />
        </>
      }
      notices={
        <>
          {record?.protected && status !== 'deleted' && (
            <p
              data-testid="protected-note"
              className="mb-4 rounded-xl bg-sand-100 px-4 py-3 text-sm text-stone-700 dark:bg-night-800 dark:text-stone-300"
            >
              {t('slug.note', { page: record.publicPath ?? '' })}
            </p>
          )}
          {unrestored && <UnrestoredNotice unrestored={unrestored} onDismiss={() => setUnrestored(null)} />}
        </>
      }
      binNotice={
        <FormAlert>
          {t('inBin', { days: DELETED_RECORD_DAYS })} {record?.deletedAt && <MyanmarTime iso={record.deletedAt} />}
        </FormAlert>
      }
    >
      <div key={generation} className={`${ui.card} space-y-6 p-4 sm:p-6`}>
        {form.fields.map((field, index) => renderField(field, index))}
      </div>
      {preview && <PreviewPanel kind={kind} draft={draft} images={images} onClose={() => setPreview(false)} />}
    </RecordEditorShell>
  );
}
