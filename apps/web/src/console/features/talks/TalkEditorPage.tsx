import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Image } from '@mahasi/contract/content';
import { DateField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { imageUrl } from '../../../lib/image';
import { AudioUploadField, type CurrentAudio } from '../../components/AudioUploadField';
import { SelectField } from '../../components/FormField';
import { useStaffSession } from '../../lib/session';
import { RecordCoverField } from '../../records/RecordCoverField';
import { RecordEditorPage, RecordEditorShell, recordIdParam, useRecordEditor } from '../../records/RecordEditor';
import { RecordTexts } from '../../records/RecordTexts';
import { talkApi, talkKeys, talkQueries, talkRecordsApi } from './api';
import { talkCategoryKeys, type TalkCategory } from '@mahasi/contract/constants/talk';
import type { DeskTalk } from '@mahasi/contract/staff-talks';
import { talkPagePaths } from './paths';

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
  const param = recordIdParam(useParams().talkId);
  const query = useQuery({ ...talkQueries.talk(typeof param === 'number' ? param : 0), enabled: typeof param === 'number' });
  return <RecordEditorPage ns="consoleTalks" param={param} query={query} editor={(initial) => <TalkEditor initial={initial} />} />;
}

const audioOf = (talk: DeskTalk | null): CurrentAudio | null =>
  talk?.audio ? { ...talk.audio, format: talk.audio.format || undefined } : null;

function TalkEditor({ initial }: { initial: DeskTalk | null }) {
  const { t } = useTranslation('consoleTalks');
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const [audioBusy, setAudioBusy] = useState(false);
  const [audio, setAudio] = useState<CurrentAudio | null>(() => audioOf(initial));
  const [cover, setCover] = useState<Image | null>(initial?.cover ?? null);

  const editor = useRecordEditor<DeskTalk, Draft>({
    ns: 'consoleTalks',
    initial,
    draftOf,
    empty: emptyDraft,
    fields: editorFields,
    api: {
      ...talkApi,
      ...talkRecordsApi,
      fetch: (id) => queryClient.fetchQuery({ ...talkQueries.talk(id), staleTime: 0 }),
    },
    statusOf: (talk) => talk.status,
    canPublish: staff?.role === 'admin' || staff?.role === 'editor',
    uploading: audioBusy,
    listsKey: talkKeys.lists(),
    editPath: talkPagePaths.edit,
    onAdopt: (fresh) => {
      setAudio(audioOf(fresh));
      setCover(fresh.cover);
    },
  });
  const { saver, readOnly, label } = editor;
  const { draft, errors, update } = saver;

  return (
    <RecordEditorShell
      editor={editor}
      kind="talk"
      recordKey={talkKeys.talk}
      listPath={talkPagePaths.list}
      sitePath={(id) => `/podcasts/${id}`}
      formatValue={(name, value) => (name === 'category' ? t(`categories.${String(value)}`) : undefined)}
      preview={(lang) => <TalkPreview lang={lang} draft={draft} audio={audio} cover={draft.coverUploadId ? cover : null} />}
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

      <RecordTexts
        id="talk-texts"
        editor={editor}
        texts={[
          { name: 'title', max: 300 },
          { name: 'speaker', max: 120 },
          { name: 'series', max: 200 },
          { name: 'description', max: 5000, rows: 6 },
        ]}
      />

      <section aria-labelledby="talk-details" className={`${ui.card} grid gap-6 p-5 sm:grid-cols-2`}>
        <h2 id="talk-details" className="font-serif text-lg font-semibold sm:col-span-2">
          {t('editor.detailsHeading')}
        </h2>
        <SelectField
          label={label('category')}
          value={draft.category}
          disabled={readOnly}
          error={errors.category}
          onChange={(event) => update({ category: event.target.value as TalkCategory })}
          options={talkCategoryKeys.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
        />
        <DateField
          label={label('recordedOn')}
          value={draft.recordedOn ?? ''}
          readOnly={readOnly}
          error={errors.recordedOn}
          onChange={(date) => update({ recordedOn: date || null })}
        />
        <RecordCoverField
          ns="consoleTalks"
          label={label('coverUploadId')}
          uploadId={draft.coverUploadId}
          cover={draft.coverUploadId ? cover : null}
          error={errors.coverUploadId}
          readOnly={readOnly}
          sizes="12rem"
          imageClass="aspect-square w-48"
          onImage={(uploaded) => {
            setCover(uploaded.image);
            update({ coverUploadId: uploaded.uploadId });
          }}
          onRemove={() => update({ coverUploadId: null })}
        />
      </section>
    </RecordEditorShell>
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
