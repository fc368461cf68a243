import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateField, TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { notify } from '../../../lib/notify';
import {
  DEFAULT_OFFER_HOURS,
  MAX_GROUP_CAPACITY,
  MAX_OFFER_HOURS,
  MIN_OFFER_HOURS,
  retreatAdmissionModeKeys,
  retreatAdmissionModes,
  retreatCourseKindKeys,
  retreatCourseKinds,
  retreatGroupKeys,
  retreatGroups,
  retreatInstructionLanguageKeys,
  retreatInstructionLanguages,
  type RetreatAdmissionMode,
  type RetreatCourseKind,
  type RetreatInstructionLanguage,
} from '@mahasi/contract/constants/retreat';
import type { DeskCourse } from '@mahasi/contract/retreat';
import { SelectField } from '../../components/FormField';
import { notifyFailure } from '../../lib/failure';
import { RecordEditorPage, RecordEditorShell, recordIdParam, useRecordEditor, type RecordEditorState } from '../../records/RecordEditor';
import { RecordTexts, type RecordText } from '../../records/RecordTexts';
import { courseApi, courseRecordsApi, retreatKeys, retreatQueries } from './api';
import { CourseDates, inLang, OpenBadge } from './labels';
import { retreatPagePaths } from './paths';

/** What the form edits: the course's writable content (opening applications is its own button). */
type Draft = Pick<
  DeskCourse,
  | 'titleEn'
  | 'titleMm'
  | 'teacherEn'
  | 'teacherMm'
  | 'scheduleEn'
  | 'scheduleMm'
  | 'rulesEn'
  | 'rulesMm'
  | 'whatToBringEn'
  | 'whatToBringMm'
  | 'directionsEn'
  | 'directionsMm'
  | 'kind'
  | 'instructionLanguage'
  | 'startDate'
  | 'endDate'
  | 'capacity'
  | 'offerHours'
  | 'admissionMode'
>;

const editorFields = [
  'titleEn',
  'titleMm',
  'teacherEn',
  'teacherMm',
  'scheduleEn',
  'scheduleMm',
  'rulesEn',
  'rulesMm',
  'whatToBringEn',
  'whatToBringMm',
  'directionsEn',
  'directionsMm',
  'kind',
  'instructionLanguage',
  'startDate',
  'endDate',
  'capacity',
  'offerHours',
  'admissionMode',
] as const satisfies readonly (keyof Draft)[];

const emptyDraft = (): Draft => ({
  titleEn: '',
  titleMm: '',
  teacherEn: '',
  teacherMm: '',
  scheduleEn: '',
  scheduleMm: '',
  rulesEn: '',
  rulesMm: '',
  whatToBringEn: '',
  whatToBringMm: '',
  directionsEn: '',
  directionsMm: '',
  kind: 'ten-day',
  instructionLanguage: 'my',
  startDate: null,
  endDate: null,
  capacity: { male: 0, female: 0, monk: 0, nun: 0 },
  offerHours: DEFAULT_OFFER_HOURS,
  admissionMode: 'first-come',
});

const draftOf = (course: DeskCourse): Draft => Object.fromEntries(editorFields.map((field) => [field, course[field]])) as unknown as Draft;

/** A whole number typed in a number field (an empty field is 0; the server says when it is out of bounds). */
const wholeNumber = (typed: string): number => (/^\d+$/.test(typed) ? Number(typed) : 0);

/** /admin/retreats/new and /admin/retreats/:id. */
export default function CourseEditorPage() {
  const param = recordIdParam(useParams().courseId);
  const query = useQuery({ ...retreatQueries.course(typeof param === 'number' ? param : 0), enabled: typeof param === 'number' });
  return <RecordEditorPage ns="consoleRetreats" param={param} query={query} editor={(initial) => <CourseEditor initial={initial} />} />;
}

/** The course's texts in both languages, in the order the form shows them. */
const courseTexts: RecordText[] = [
  { name: 'title', max: 300 },
  { name: 'teacher', max: 200 },
  { name: 'schedule', max: 10000, rows: 5 },
  { name: 'rules', max: 10000, rows: 5 },
  { name: 'whatToBring', max: 5000, rows: 5 },
  { name: 'directions', max: 5000, rows: 5 },
];
function CourseEditor({ initial }: { initial: DeskCourse | null }) {
  const { t, i18n } = useTranslation('consoleRetreats');
  const queryClient = useQueryClient();
  const editor = useRecordEditor<DeskCourse, Draft>({
    ns: 'consoleRetreats',
    initial,
    draftOf,
    empty: emptyDraft,
    fields: editorFields,
    api: {
      ...courseApi,
      ...courseRecordsApi,
      fetch: (id) => queryClient.fetchQuery({ ...retreatQueries.course(id), staleTime: 0 }),
    },
    statusOf: (course) => course.status,
    // The section is the registrar's and admins': both publish.
    canPublish: true,
    uploading: false,
    listsKey: retreatKeys.lists(),
    changedKey: retreatKeys.all,
    editPath: retreatPagePaths.edit,
  });
  const { saver, readOnly, label, record } = editor;
  const { draft, errors, update } = saver;
  const locale = i18n.language;

  return (
    <RecordEditorShell
      editor={editor}
      kind="course"
      recordKey={retreatKeys.course}
      listPath={retreatPagePaths.list}
      sitePath={(id) => `/retreats/${id}`}
      formatValue={(name, value) => courseValue(name, value, locale)}
      preview={(lang) => <CoursePreview lang={lang} draft={draft} />}
    >
      <RecordTexts id="course-texts" editor={editor} texts={courseTexts} />

      <section aria-labelledby="course-details" className={`${ui.card} grid gap-6 p-5 sm:grid-cols-2`}>
        <h2 id="course-details" className="font-serif text-lg font-semibold sm:col-span-2">
          {t('editor.detailsHeading')}
        </h2>
        <SelectField
          label={label('kind')}
          value={draft.kind}
          disabled={readOnly}
          error={errors.kind}
          onChange={(event) => update({ kind: event.target.value as RetreatCourseKind })}
          options={retreatCourseKindKeys.map((key) => ({ value: key, label: inLang(retreatCourseKinds[key], locale) }))}
        />
        <SelectField
          label={label('instructionLanguage')}
          value={draft.instructionLanguage}
          disabled={readOnly}
          error={errors.instructionLanguage}
          onChange={(event) => update({ instructionLanguage: event.target.value as RetreatInstructionLanguage })}
          options={retreatInstructionLanguageKeys.map((key) => ({ value: key, label: inLang(retreatInstructionLanguages[key], locale) }))}
        />
        <DateField
          label={label('startDate')}
          value={draft.startDate ?? ''}
          readOnly={readOnly}
          error={errors.startDate}
          onChange={(date) => update({ startDate: date || null })}
        />
        <DateField
          label={label('endDate')}
          value={draft.endDate ?? ''}
          min={draft.startDate ?? undefined}
          readOnly={readOnly}
          error={errors.endDate}
          onChange={(date) => update({ endDate: date || null })}
        />
      </section>

      <fieldset className={`${ui.card} p-5`} aria-describedby="course-places-hint">
        <legend className="sr-only">{t('editor.placesHeading')}</legend>
        <h2 aria-hidden="true" className="font-serif text-lg font-semibold">
          {t('editor.placesHeading')}
        </h2>
        <p id="course-places-hint" className={`${ui.hint} mb-4`}>
          {t('editor.placesHint')}
        </p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {retreatGroupKeys.map((group) => (
            <TextField
              key={group}
              label={inLang(retreatGroups[group], locale)}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_GROUP_CAPACITY}
              value={String(draft.capacity[group])}
              readOnly={readOnly}
              onChange={(event) => update({ capacity: { ...draft.capacity, [group]: wholeNumber(event.target.value) } })}
            />
          ))}
        </div>
        {errors.capacity && (
          <p role="alert" className={ui.error}>
            {errors.capacity}
          </p>
        )}
      </fieldset>

      <section aria-labelledby="course-admission" className={`${ui.card} grid gap-6 p-5 sm:grid-cols-2`}>
        <h2 id="course-admission" className="font-serif text-lg font-semibold sm:col-span-2">
          {t('editor.admissionHeading')}
        </h2>
        <SelectField
          label={label('admissionMode')}
          value={draft.admissionMode}
          disabled={readOnly}
          error={errors.admissionMode}
          onChange={(event) => update({ admissionMode: event.target.value as RetreatAdmissionMode })}
          options={retreatAdmissionModeKeys.map((key) => ({ value: key, label: inLang(retreatAdmissionModes[key], locale) }))}
        />
        <TextField
          label={label('offerHours')}
          type="number"
          inputMode="numeric"
          min={MIN_OFFER_HOURS}
          max={MAX_OFFER_HOURS}
          value={String(draft.offerHours)}
          readOnly={readOnly}
          error={errors.offerHours}
          hint={t('editor.offerHoursHint')}
          onChange={(event) => update({ offerHours: wholeNumber(event.target.value) })}
        />
        <ApplicationsSwitch editor={editor} />
        {record && (
          <p className="sm:col-span-2">
            <Link to={retreatPagePaths.applications(record.id)} className={ui.link}>
              {t('editor.seeApplications')}
            </Link>
          </p>
        )}
      </section>
    </RecordEditorShell>
  );
}

/** Opening or closing the course's applications: its own call, from the version saved (the form's changes are saved first). */
function ApplicationsSwitch({ editor }: { editor: RecordEditorState<DeskCourse, Draft> }) {
  const { t } = useTranslation('consoleRetreats');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { record, readOnly } = editor;
  if (!record) return <p className={`${ui.hint} sm:col-span-2`}>{t('editor.saveFirst')}</p>;
  const open = record.applicationsOpen;
  const toggle = async () => {
    setBusy(true);
    try {
      await editor.saver.act((current) => courseApi.applicationsOpen(current.id, !open, current.version));
      notify.success(t(open ? 'editor.closedNow' : 'editor.opened'));
      void queryClient.invalidateQueries({ queryKey: retreatKeys.all });
    } catch (error) {
      notifyFailure(t('editor.openFailed'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 sm:col-span-2" role="group" aria-label={t('fields.applicationsOpen')}>
      <p className="flex flex-wrap items-center gap-2">
        <OpenBadge open={open} />
        <span className="text-sm">{t(open ? 'editor.openState' : 'editor.closedState')}</span>
      </p>
      {!readOnly && (
        <button
          type="button"
          className={open ? ui.buttonSecondary : ui.buttonPrimary}
          disabled={busy || editor.busy !== null || editor.saver.conflict !== null}
          onClick={() => void toggle()}
        >
          {t(open ? 'editor.closeNow' : 'editor.openNow')}
        </button>
      )}
    </div>
  );
}

/** A field's value as the revisions panel says it. */
function courseValue(name: string, value: unknown, locale: string): string | undefined {
  if (name === 'kind') return inLang(retreatCourseKinds[value as RetreatCourseKind] ?? { en: String(value), mm: String(value) }, locale);
  if (name === 'instructionLanguage')
    return inLang(retreatInstructionLanguages[value as RetreatInstructionLanguage] ?? { en: String(value), mm: String(value) }, locale);
  if (name === 'admissionMode')
    return inLang(retreatAdmissionModes[value as RetreatAdmissionMode] ?? { en: String(value), mm: String(value) }, locale);
  if (name === 'capacity' && value && typeof value === 'object')
    return retreatGroupKeys
      .map((group) => `${inLang(retreatGroups[group], locale)} ${(value as Record<string, number>)[group] ?? 0}`)
      .join(', ');
  return undefined;
}

/** The course as a yogi sees it in the list of courses, in one language (the other as fallback, as the site does). */
function CoursePreview({ lang, draft }: { lang: 'en' | 'mm'; draft: Draft }) {
  const { t } = useTranslation('consoleRetreats');
  const pick = (en: string, mm: string) => (lang === 'mm' ? mm || en : en || mm);
  const groups = retreatGroupKeys.filter((group) => draft.capacity[group] > 0);
  return (
    <article lang={lang === 'en' ? 'en' : 'my'} className={`${ui.card} space-y-1 p-4`} aria-label={t(`editor.previewIn.${lang}`)}>
      <p className="text-xs font-semibold text-stone-600 uppercase dark:text-stone-400">{t(`editor.previewIn.${lang}`)}</p>
      <h3 className="font-serif text-lg font-semibold">{pick(draft.titleEn, draft.titleMm) || t('untitled', { id: '' })}</h3>
      <p className="text-sm">{pick(draft.teacherEn, draft.teacherMm)}</p>
      <p className="text-sm">
        {retreatCourseKinds[draft.kind][lang]} · {retreatInstructionLanguages[draft.instructionLanguage][lang]}
      </p>
      <p className="text-sm">
        <CourseDates start={draft.startDate} end={draft.endDate} />
      </p>
      <ul className="text-sm text-stone-600 dark:text-stone-400">
        {groups.map((group) => (
          <li key={group}>{t('editor.previewPlaces', { group: retreatGroups[group][lang], count: draft.capacity[group] })}</li>
        ))}
      </ul>
    </article>
  );
}
