import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { retreatDietKeys, retreatDiets, retreatFieldLabels, retreatGroups, type RetreatField } from '@mahasi/contract/constants/retreat';
import type { PublicCourse } from '@mahasi/contract/retreat';
import { useBilingual } from '../../components/content/bilingual';
import { DetailFailed } from '../../components/content/ListStates';
import { ContentPage } from '../../components/content/PageHeader';
import { FormAlert } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { TimeInput } from '../../components/TimeInput';
import { ui } from '../../components/ui';
import { BusinessError, HttpError } from '../../lib/api/errors';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { courseDetailOptions, retreatApi, retreatKeys } from './api';
import {
  firstError,
  initialValues,
  openGroups,
  serverFieldErrors,
  toPayload,
  validateApply,
  type ApplyErrors,
  type ApplyField,
  type ApplyFormValues,
} from './applyForm';
import { CourseDates } from './CourseParts';
import { useSay } from './labels';
import { retreatFailure } from './failure';

/** ui.input would style a select as read-only (:read-only matches a select): the shell's select look, full width. */
const selectClass =
  'block w-full rounded-xl border border-sand-200 bg-white px-3 py-2.5 text-base text-ink-900 shadow-inner shadow-sand-100 transition focus:border-saffron-500 focus:outline-none focus:ring-2 focus:ring-saffron-300/60 aria-[invalid=true]:border-maroon-500 dark:border-night-700 dark:bg-night-800 dark:text-sand-100 dark:shadow-none';

type Set = <K extends ApplyField>(field: K, value: ApplyFormValues[K]) => void;

/** A field's label, hint and error around its control, wired for screen readers. */
function Field({
  field,
  label,
  hint,
  error,
  required,
  children,
}: {
  field: ApplyField;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
}) {
  const id = `apply-${field}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A question answered yes or no (radio buttons), with its error. */
function YesNo({
  field,
  question,
  value,
  error,
  set,
}: {
  field: ApplyField;
  question: string;
  value: boolean | null;
  error?: string;
  set: Set;
}) {
  const { t } = useTranslation('retreats');
  const id = `apply-${field}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={ui.label}>
        {question}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="flex gap-3">
        {([true, false] as const).map((answer) => (
          <label
            key={String(answer)}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-200 px-4 py-2 has-[:checked]:border-maroon-500 has-[:checked]:bg-maroon-50 dark:border-night-700 dark:has-[:checked]:border-saffron-400 dark:has-[:checked]:bg-night-800"
          >
            <input
              type="radio"
              name={field}
              id={answer ? id : undefined}
              checked={value === answer}
              onChange={() => set(field, answer as never)}
              className="accent-maroon-700 dark:accent-saffron-400"
            />
            {t(answer ? 'form.yes' : 'form.no')}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Check({ field, label, checked, error, set }: { field: ApplyField; label: string; checked: boolean; error?: string; set: Set }) {
  const id = `apply-${field}`;
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-stone-800 dark:text-stone-200">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => set(field, event.target.checked as never)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-maroon-700 dark:accent-saffron-400"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Part({ title, children, intro }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5 border-t border-sand-200 pt-6 dark:border-night-700">
      <h2 id={id} className="font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
        {title}
      </h2>
      {intro && <p className="text-sm text-stone-600 dark:text-stone-400">{intro}</p>}
      {children}
    </section>
  );
}

function ApplyForm({ course }: { course: PublicCourse }) {
  const { t } = useTranslation('retreats');
  const { lang, say } = useSay();
  const { bi } = useBilingual();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = openGroups(course.groups);
  const [values, setValues] = useState(() => initialValues(user, groups));
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const ruleText = (rule: string, params?: Record<string, number>) => t(`validation:${rule}`, params);
  const label = (field: RetreatField) => say(retreatFieldLabels[field]);

  const set: Set = (field, value) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the yogi has tried to send, each change says at once whether it is right now.
    if (tried) setErrors(validateApply(next, lang, ruleText));
  };

  const focusFirst = (found: ApplyErrors) => {
    const field = firstError(found);
    if (field) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#apply-${field}`)?.focus());
  };

  const apply = useMutation({
    mutationFn: () => retreatApi.apply(course.id, toPayload(values, lang)),
    onSuccess: async () => {
      notify.success(t('form.sent'));
      await queryClient.invalidateQueries({ queryKey: retreatKeys.all });
      await navigate(paths.user.retreats);
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 422) {
        const found = serverFieldErrors(error.fieldErrors, lang, ruleText);
        setErrors(found);
        setRefusal(t('form.fix'));
        focusFirst(found);
      } else if (error instanceof BusinessError) setRefusal(retreatFailure(error, lang, t('form.closed')));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    const found = validateApply(values, lang, ruleText);
    setErrors(found);
    if (firstError(found)) {
      focusFirst(found);
      return;
    }
    apply.mutate();
  }

  const text = (
    field: ApplyField & RetreatField,
    options: { required?: boolean; hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Field field={field} label={label(field)} hint={options.hint} error={errors[field]} required={options.required}>
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          className={ui.input}
          value={values[field] as string}
          onChange={(event) => set(field, event.target.value as never)}
        />
      )}
    </Field>
  );
  const area = (field: ApplyField & RetreatField, hint?: string) => (
    <Field field={field} label={label(field)} hint={hint} error={errors[field]} required>
      {(props) => (
        <textarea
          {...props}
          rows={3}
          className={ui.input}
          value={values[field] as string}
          onChange={(event) => set(field, event.target.value as never)}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6" aria-describedby="apply-intro">
      <p id="apply-intro" className="text-sm text-stone-600 dark:text-stone-400">
        {t('form.intro')}
      </p>
      {refusal && (
        <FormAlert>
          {refusal}{' '}
          <Link to={paths.user.retreats} className={ui.link}>
            {t('form.seeMine')}
          </Link>
        </FormAlert>
      )}

      <Part title={t('form.about')}>
        <Field field="group" label={label('group')} hint={t('form.groupHint')} error={errors.group} required>
          {(props) => (
            <select
              {...props}
              className={selectClass}
              value={values.group}
              onChange={(event) => set('group', event.target.value as ApplyFormValues['group'])}
            >
              <option value="">—</option>
              {groups.map((group) => (
                <option key={group} value={group}>
                  {say(retreatGroups[group])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('fullName', { required: true, autoComplete: 'name' })}
        <div className="grid gap-5 sm:grid-cols-2">
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('phoneNo', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <Field field="age" label={label('age')} error={errors.age} required>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              className={`${ui.input} max-w-32`}
              value={values.age}
              onChange={(event) => set('age', event.target.value)}
            />
          )}
        </Field>
      </Part>

      <Part title={t('form.practice')}>
        <YesNo
          field="firstCourse"
          question={t('form.firstCourseQuestion')}
          value={values.firstCourse}
          error={errors.firstCourse}
          set={set}
        />
        {values.firstCourse === false && (
          <>
            {area('previousCourses', t('form.previousCoursesHint'))}
            {text('previousTeacher', { required: true })}
          </>
        )}
      </Part>

      <Part title={t('form.health')} intro={t('form.healthIntro')}>
        <YesNo
          field="physicalHealth"
          question={t('form.physicalHealthQuestion')}
          value={values.physicalHealth}
          error={errors.physicalHealth}
          set={set}
        />
        {values.physicalHealth && area('physicalHealthDetails', t('form.detailsHint'))}
        <YesNo
          field="mentalHealth"
          question={t('form.mentalHealthQuestion')}
          value={values.mentalHealth}
          error={errors.mentalHealth}
          set={set}
        />
        {values.mentalHealth && area('mentalHealthDetails', t('form.detailsHint'))}
        <YesNo
          field="takesMedication"
          question={t('form.medicationQuestion')}
          value={values.takesMedication}
          error={errors.takesMedication}
          set={set}
        />
        {values.takesMedication && area('medicationDetails')}
      </Part>

      <Part title={t('form.emergency')}>
        {text('emergencyName', { required: true })}
        <div className="grid gap-5 sm:grid-cols-2">
          {text('emergencyPhone', { required: true, type: 'tel' })}
          {text('emergencyRelation', { required: true })}
        </div>
      </Part>

      <Part title={t('form.arrival')}>
        <Field field="arrivalTime" label={label('arrivalTime')} hint={t('form.arrivalHint')} error={errors.arrivalTime} required>
          {(props) => (
            <TimeInput
              id={props.id}
              value={values.arrivalTime}
              onChange={(value) => set('arrivalTime', value)}
              required
              describedBy={props['aria-describedby']}
              invalid={Boolean(props['aria-invalid'])}
            />
          )}
        </Field>
        <Field field="diet" label={label('diet')} error={errors.diet}>
          {(props) => (
            <select
              {...props}
              className={selectClass}
              value={values.diet}
              onChange={(event) => set('diet', event.target.value as ApplyFormValues['diet'])}
            >
              {retreatDietKeys.map((diet) => (
                <option key={diet} value={diet}>
                  {say(retreatDiets[diet])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.diet === 'other' && text('dietDetails', { required: true })}
      </Part>

      <Part title={t('form.abroad')}>
        <Check field="foreigner" label={t('form.foreignerLabel')} checked={values.foreigner} error={errors.foreigner} set={set} />
        {values.foreigner && (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('nationality', { required: true })}
              {text('passportNumber', { required: true })}
            </div>
            <Check field="visaLetter" label={t('form.visaLetterLabel')} checked={values.visaLetter} error={errors.visaLetter} set={set} />
          </>
        )}
      </Part>

      <Part title={t('form.rules')}>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('silence')}</p>
        <Check field="consent" label={t('form.consentLabel')} checked={values.consent} error={errors.consent} set={set} />
      </Part>

      <div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-6 dark:border-night-700">
        <button type="submit" className={ui.buttonPrimary} disabled={apply.isPending} aria-busy={apply.isPending}>
          {apply.isPending ? t('form.sending') : t('form.send')}
        </button>
        <Link to={paths.retreats.detail(course.id)} className={ui.link}>
          {bi(course, 'title')}
        </Link>
      </div>
    </form>
  );
}

/** /retreats/:id/apply (signed in): the apply form, prefilled from the profile. */
export default function ApplyPage() {
  const { t } = useTranslation('retreats');
  const { bi } = useBilingual();
  const { id = '' } = useParams();
  const query = useQuery(courseDetailOptions(id));
  const course = query.data;
  const title = course ? t('form.title', { title: bi(course, 'title') }) : t('common:pages.retreatApply');
  return (
    <ContentPage>
      <PageTitle title={title} />
      <div className={`${ui.card} mx-auto max-w-3xl p-5 sm:p-8`}>
        {query.isPending ? (
          <div className="space-y-4" role="status" aria-busy="true">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-64" />
          </div>
        ) : !course ? (
          <DetailFailed error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{title}</h1>
            <p className="mt-2 mb-6 text-stone-700 dark:text-stone-300">
              <CourseDates course={course} />
            </p>
            {!course.applicationsOpen || openGroups(course.groups).length === 0 ? (
              <FormAlert>{course.applicationsOpen ? t('form.noGroups') : t('form.closed')}</FormAlert>
            ) : (
              <ApplyForm course={course} />
            )}
          </>
        )}
      </div>
    </ContentPage>
  );
}
