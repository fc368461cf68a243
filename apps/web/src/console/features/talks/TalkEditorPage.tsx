import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { Skeleton } from '../../../components/Skeleton';
import { DateField, TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { HttpError } from '../../../lib/api/errors';
import { confirm } from '../../../lib/confirm';
import { imageSrcSet, imageUrl } from '../../../lib/image';
import { notify } from '../../../lib/notify';
import { AudioUploadField, type CurrentAudio } from '../../components/AudioUploadField';
import { ConsoleNotFound } from '../../components/ForbiddenPage';
import { SelectField } from '../../components/FormField';
import { ConsoleTitle, PageHeader } from '../../components/PageHeader';
import { RecordStatusBadge } from '../../components/RecordStatus';
import { RevisionsPanel } from '../../records/RevisionsPanel';
import { useRecordSaver } from '../../records/useRecordSaver';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { useZawgyiPaste } from '../../components/useZawgyiPaste';
import { StaffRespCode } from '../../lib/contract';
import { isCode, notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { MyanmarTime } from '../../components/MyanmarTime';
import { ImageDropZone, useImageUpload } from '../../components/editor/ImageUpload';
import { ZawgyiOffer } from '../../components/editor/ZawgyiOffer';
import { ConflictNotice } from '../../records/ConflictNotice';
import { TextAreaField } from '../../components/editor/fields';
import { talkApi, talkKeys, talkQueries, talkRecordsApi, type TalkAction } from './api';
import { podcastCategoryKeys, type DeskTalk, type PodcastCategory } from './contract';
import { recordIdParam, talkPagePaths } from './paths';

/** What the form edits: the talk's writable content. */
type Draft = Pick<
  DeskTalk,
  | 'titleEn'
  | 'titleMm'
  | 'speakerEn'
  | 'speakerMm'
  | 'seriesEn'
  | 'seriesMm'
  | 'descriptionEn'
  | 'descriptionMm'
  | 'category'
  | 'recordedOn'
  | 'audioUploadId'
  | 'coverUploadId'
>;

const editorFields = [
  'titleEn',
  'titleMm',
  'speakerEn',
  'speakerMm',
  'seriesEn',
  'seriesMm',
  'descriptionEn',
  'descriptionMm',
  'category',
  'recordedOn',
  'audioUploadId',
  'coverUploadId',
] as const;

const emptyDraft = (): Draft => ({
  titleEn: '',
  titleMm: '',
  speakerEn: '',
  speakerMm: '',
  seriesEn: '',
  seriesMm: '',
  descriptionEn: '',
  descriptionMm: '',
  category: 'dhamma-talk',
  recordedOn: null,
  audioUploadId: null,
  coverUploadId: null,
});

const draftOf = (talk: DeskTalk): Draft => ({
  titleEn: talk.titleEn,
  titleMm: talk.titleMm,
  speakerEn: talk.speakerEn,
  speakerMm: talk.speakerMm,
  seriesEn: talk.seriesEn,
  seriesMm: talk.seriesMm,
  descriptionEn: talk.descriptionEn,
  descriptionMm: talk.descriptionMm,
  category: talk.category,
  recordedOn: talk.recordedOn,
  audioUploadId: talk.audioUploadId,
  coverUploadId: talk.coverUploadId,
});

/** /admin/talks/new and /admin/talks/:id. */
export default function TalkEditorPage() {
  const { t } = useTranslation('consoleTalks');
  const param = recordIdParam(useParams().talkId);
  const query = useQuery({ ...talkQueries.talk(typeof param === 'number' ? param : 0), enabled: typeof param === 'number' });
  if (param === null) return <ConsoleNotFound />;
  if (param === 'new') return <TalkEditor key="new" initial={null} />;
  if (!query.data) {
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
            <Skeleton className="h-96" />
          </div>
        )}
      </div>
    );
  }
  return <TalkEditor key={`talk-${param}`} initial={query.data} />;
}

function TalkEditor({ initial }: { initial: DeskTalk | null }) {
  const { t } = useTranslation('consoleTalks');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const canPublish = staff?.role === 'admin' || staff?.role === 'editor';
  const [audioBusy, setAudioBusy] = useState(false);
  const [audio, setAudio] = useState<CurrentAudio | null>(() =>
    initial?.audio ? { ...initial.audio, format: initial.audio.format || undefined } : null,
  );
  const [cover, setCover] = useState<Image | null>(initial?.cover ?? null);
  const [busy, setBusy] = useState<TalkAction | 'save' | null>(null);
  const [offerHold, setOfferHold] = useState(false);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [history, setHistory] = useState(false);

  const saver = useRecordSaver<DeskTalk, Draft>({
    initial,
    draftOf,
    empty: emptyDraft,
    create: talkApi.create,
    save: talkApi.save,
    ns: 'consoleTalks',
    fields: editorFields,
    hold: audioBusy || offerHold,
    editable: (talk) => talk !== null && talk.status !== 'deleted' && (canPublish || talk.status === 'draft'),
    onCreated: (talk) => {
      void queryClient.invalidateQueries({ queryKey: talkKeys.lists() });
      setMoveTo(talk.id);
    },
  });
  const { draft, record: talk, errors, update } = saver;
  const zawgyi = useZawgyiPaste(draft, update);
  if (offerHold !== (zawgyi.offer !== null)) setOfferHold(zawgyi.offer !== null);
  const coverUpload = useImageUpload();
  useUnsavedChanges(saver.changed || saver.saving || audioBusy);
  // The created talk's own address, once the form no longer holds unsaved changes for the move.
  useEffect(() => {
    if (moveTo !== null && !saver.changed && !saver.saving) void navigate(talkPagePaths.edit(moveTo), { replace: true });
  }, [moveTo, saver.changed, saver.saving, navigate]);

  const status = talk?.status ?? 'draft';
  const readOnly = status === 'deleted' || (!canPublish && status !== 'draft');
  const label = (field: string) => t(`fields.${field}`);

  const afterChange = () => void queryClient.invalidateQueries({ queryKey: talkKeys.lists() });

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

  const run = async (action: TalkAction) => {
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
      await saver.act((current) => talkApi.move(action, current.id, current.version));
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
  const adopt = (fresh: DeskTalk) => {
    saver.replace(fresh);
    setAudio(fresh.audio ? { ...fresh.audio, format: fresh.audio.format || undefined } : null);
    setCover(fresh.cover);
  };
  const loadTheirs = async () => {
    if (!talk) return;
    adopt(await queryClient.fetchQuery({ ...talkQueries.talk(talk.id), staleTime: 0 }));
  };

  /** An older version saved again as the newest (the form's own changes are saved first). */
  const restoreRevision = async (revision: { id: number; version: number }) => {
    try {
      adopt(await saver.act((current) => talkRecordsApi.restoreRevision(current.id, revision.id, current.version)));
      notify.success(t('consoleRecords:history.restored', { version: revision.version }));
      afterChange();
    } catch (error) {
      if (isCode(error, StaffRespCode.EDIT_CONFLICT)) setHistory(false);
      else if (error instanceof HttpError && error.status === 422) notify.error(t('consoleRecords:checkFields'));
      else notifyFailure(t('consoleRecords:history.failed'), error);
    }
  };

  const text = (field: (typeof editorFields)[number] & keyof Draft, lang: 'en' | 'mm', max: number) => (
    <TextField
      label={label(field)}
      lang={lang === 'en' ? 'en' : 'my'}
      value={String(draft[field] ?? '')}
      maxLength={max}
      error={errors[field]}
      readOnly={readOnly}
      onChange={(event) => update({ [field]: event.target.value })}
      onPaste={zawgyi.onPaste(field)}
    />
  );
  const area = (field: 'descriptionEn' | 'descriptionMm', lang: 'en' | 'mm') => (
    <TextAreaField
      label={label(field)}
      lang={lang === 'en' ? 'en' : 'my'}
      rows={6}
      value={draft[field]}
      maxLength={5000}
      error={errors[field]}
      readOnly={readOnly}
      onChange={(event) => update({ [field]: event.target.value })}
      onPaste={zawgyi.onPaste(field)}
    />
  );

  const heading = talk ? t('editor.editTitle') : t('editor.newTitle');
  const saveState = saver.saving ? 'saving' : saver.changed ? 'unsaved' : talk ? 'saved' : 'new';
  const busyNow = busy !== null || audioBusy || saver.conflict !== null || zawgyi.offer !== null;

  return (
    <div>
      <PageHeader
        title={heading}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {talk && <RecordStatusBadge status={status} />}
            <span role="status" data-save-state={saveState} className="text-sm">
              {t(`consoleRecords:saveState.${saveState}`)}
            </span>
            {talk?.updatedByName && (
              <span className="text-sm">
                {t('editor.lastSaved', { name: talk.updatedByName })} <MyanmarTime iso={talk.updatedAt} compact />
              </span>
            )}
          </span>
        }
        actions={
          <>
            {talk && (
              <button type="button" className={ui.buttonSecondary} aria-expanded={history} onClick={() => setHistory((open) => !open)}>
                {t('consoleRecords:history.open')}
              </button>
            )}
            <Link to={talkPagePaths.list} className={ui.buttonSecondary}>
              {t('editor.back')}
            </Link>
          </>
        }
      />
      {saver.conflict && (
        <ConflictNotice ns="consoleNews" conflict={saver.conflict} onLoadTheirs={() => void loadTheirs()} loading={false} />
      )}
      {zawgyi.offer && <ZawgyiOffer field={label(zawgyi.offer.field)} onConvert={zawgyi.convert} onKeep={zawgyi.keep} />}
      {errors.form && (
        <p role="alert" className={`${ui.error} mb-4`}>
          {errors.form}
        </p>
      )}
      {status === 'deleted' && <p className="mb-4 rounded-xl bg-maroon-50 px-4 py-3 dark:bg-night-800">{t('editor.inBin')}</p>}
      {history && talk && (
        <RevisionsPanel
          queryKey={talkKeys.talk(talk.id)}
          version={talk.version}
          load={() => talkRecordsApi.revisions(talk.id)}
          loadOne={(revisionId) => talkRecordsApi.revision(talk.id, revisionId)}
          current={draft}
          fieldLabel={label}
          formatValue={(name, value) => (name === 'category' ? t(`categories.${String(value)}`) : undefined)}
          canRestore={!readOnly && saver.conflict === null}
          onRestore={restoreRevision}
          onClose={() => setHistory(false)}
        />
      )}

      <form
        className="space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <section aria-labelledby="talk-audio" className={`${ui.card} p-5`}>
          <h2 id="talk-audio" className="mb-4 font-serif text-lg font-semibold">
            {t('editor.audioHeading')}
          </h2>
          <AudioUploadField
            label={label('audioUploadId')}
            value={audio}
            disabled={readOnly}
            error={errors.audioUploadId}
            onBusyChange={setAudioBusy}
            onUploaded={(uploaded, file) => {
              setAudio({
                url: uploaded.url,
                durationSeconds: uploaded.durationSeconds,
                bitrate: uploaded.bitrate,
                format: uploaded.format,
                bytes: uploaded.bytes,
                name: file.name,
              });
              update({ audioUploadId: uploaded.uploadId });
            }}
          />
        </section>

        <section aria-labelledby="talk-texts" className={`${ui.card} p-5`}>
          <h2 id="talk-texts" className="mb-4 font-serif text-lg font-semibold">
            {t('editor.textsHeading')}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-4" lang="en">
              <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t('editor.english')}</h3>
              {text('titleEn', 'en', 300)}
              {text('speakerEn', 'en', 120)}
              {text('seriesEn', 'en', 200)}
              {area('descriptionEn', 'en')}
            </div>
            <div className="space-y-4" lang="my">
              <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t('editor.myanmar')}</h3>
              {text('titleMm', 'mm', 300)}
              {text('speakerMm', 'mm', 120)}
              {text('seriesMm', 'mm', 200)}
              {area('descriptionMm', 'mm')}
            </div>
          </div>
        </section>

        <section aria-labelledby="talk-details" className={`${ui.card} grid gap-6 p-5 sm:grid-cols-2`}>
          <h2 id="talk-details" className="font-serif text-lg font-semibold sm:col-span-2">
            {t('editor.detailsHeading')}
          </h2>
          <SelectField
            label={label('category')}
            value={draft.category}
            disabled={readOnly}
            error={errors.category}
            onChange={(event) => update({ category: event.target.value as PodcastCategory })}
            options={podcastCategoryKeys.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
          />
          <DateField
            label={label('recordedOn')}
            value={draft.recordedOn ?? ''}
            readOnly={readOnly}
            error={errors.recordedOn}
            onChange={(date) => update({ recordedOn: date || null })}
          />
          <fieldset className="space-y-3 sm:col-span-2" disabled={readOnly}>
            <legend className={ui.label}>{label('coverUploadId')}</legend>
            <ImageDropZone
              upload={coverUpload}
              disabled={readOnly}
              label={draft.coverUploadId ? t('editor.replaceCover') : t('editor.chooseCover')}
              onImage={(uploaded) => {
                setCover(uploaded.image);
                update({ coverUploadId: uploaded.uploadId });
              }}
            >
              {draft.coverUploadId !== null && cover && (
                <div className="mb-3 flex flex-wrap items-end gap-3">
                  <img
                    src={imageUrl(cover.url)}
                    srcSet={imageSrcSet(cover.variants)}
                    sizes="12rem"
                    width={cover.width}
                    height={cover.height}
                    alt={t('editor.coverPreview')}
                    className="aspect-square w-48 rounded-xl bg-sand-100 object-cover dark:bg-night-800"
                  />
                  {!readOnly && (
                    <button type="button" className={`${ui.link} text-sm`} onClick={() => update({ coverUploadId: null })}>
                      {t('editor.removeCover')}
                    </button>
                  )}
                </div>
              )}
            </ImageDropZone>
            {errors.coverUploadId && (
              <p role="alert" className={ui.error}>
                {errors.coverUploadId}
              </p>
            )}
          </fieldset>
        </section>

        <div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5 dark:border-night-700">
          {!readOnly && (
            <button type="submit" className={ui.buttonPrimary} disabled={busyNow} aria-busy={busy === 'save' || undefined}>
              {busy === 'save' ? t('console:actions.saving') : t('actions.save.submit')}
            </button>
          )}
          {canPublish && talk && status === 'draft' && (
            <button type="button" className={ui.buttonPrimary} disabled={busyNow} onClick={() => void run('publish')}>
              {busy === 'publish' ? t('console:actions.saving') : t('actions.publish.submit')}
            </button>
          )}
          {canPublish && status === 'published' && (
            <button type="button" className={ui.buttonSecondary} disabled={busyNow} onClick={() => void run('unpublish')}>
              {t('actions.unpublish.submit')}
            </button>
          )}
          {talk && status !== 'deleted' && (canPublish || status === 'draft') && (
            <button
              type="button"
              className={`${ui.buttonSecondary} text-maroon-700 dark:text-maroon-200`}
              disabled={busyNow}
              onClick={() => void run('delete')}
            >
              {t('actions.delete.submit')}
            </button>
          )}
          {talk && status === 'deleted' && (
            <button type="button" className={ui.buttonPrimary} disabled={busy !== null} onClick={() => void run('restore')}>
              {t('actions.restore.submit')}
            </button>
          )}
          {talk && status === 'published' && (
            <a href={`/podcasts/${talk.id}`} target="_blank" rel="noreferrer" className={ui.link}>
              {t('editor.viewOnSite')}
            </a>
          )}
          {audioBusy && <p className="text-sm text-stone-600 dark:text-stone-400">{t('editor.waitForUpload')}</p>}
        </div>
      </form>

      {talk && (
        <section aria-labelledby="talk-preview" className="mt-10">
          <h2 id="talk-preview" className="mb-3 font-serif text-lg font-semibold">
            {t('editor.previewHeading')}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {(['en', 'mm'] as const).map((lang) => (
              <TalkPreview key={lang} lang={lang} draft={draft} audio={audio} cover={draft.coverUploadId ? cover : null} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** The talk as a listener will see it on its page, in one language (with the other as fallback, as the site does). */
function TalkPreview({ lang, draft, audio, cover }: { lang: 'en' | 'mm'; draft: Draft; audio: CurrentAudio | null; cover: Image | null }) {
  const { t } = useTranslation('consoleTalks');
  const pick = (en: string, mm: string) => (lang === 'mm' ? mm || en : en || mm);
  return (
    <article lang={lang === 'en' ? 'en' : 'my'} className={`${ui.card} flex gap-4 p-4`} aria-label={t(`editor.previewIn.${lang}`)}>
      {cover && <img src={imageUrl(cover.url)} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-xl object-cover" />}
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold text-stone-600 uppercase dark:text-stone-400">{t(`editor.previewIn.${lang}`)}</p>
        <h3 className="font-serif text-lg font-semibold">{pick(draft.titleEn, draft.titleMm) || t('untitled', { id: '' })}</h3>
        <p className="text-sm">{pick(draft.speakerEn, draft.speakerMm)}</p>
        <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-400">{pick(draft.descriptionEn, draft.descriptionMm)}</p>
        {audio && <audio controls preload="none" src={imageUrl(audio.url)} className="mt-2 w-full" />}
      </div>
    </article>
  );
}
