import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  retreatApplicationStates,
  retreatGroups,
  retreatLetters,
  retreatNextActions,
  type RetreatApplicationState,
  type RetreatLetter,
  type RetreatMemberAction,
} from '@mahasi/contract/constants/retreat';
import type { MemberApplication } from '@mahasi/contract/retreat';
import { useBilingual } from '../../components/content/bilingual';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { confirm } from '../../lib/confirm';
import { formatDate, formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useNow } from '../../lib/now';
import { paths } from '../../lib/paths';
import { myApplicationsOptions, retreatApi, retreatKeys } from './api';
import { CourseDates } from './CourseParts';
import { retreatFailure } from './failure';
import { useSay } from './labels';
import { nextStep, sortApplications } from './nextStep';

const stateClass = (state: RetreatApplicationState): string => {
  if (state === 'confirmed' || state === 'accepted' || state === 'arrived')
    return 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-night-800 dark:text-emerald-200 dark:ring-emerald-800';
  if (state === 'offered' || state === 'waitlisted' || state === 'applied')
    return 'bg-saffron-50 text-saffron-700 ring-saffron-200 dark:bg-night-800 dark:text-saffron-300 dark:ring-saffron-700';
  return 'bg-stone-100 text-stone-700 ring-stone-200 dark:bg-night-800 dark:text-stone-300 dark:ring-night-700';
};

/** The letters the server says the application has now, each a PDF to save. */
function Letters({ application }: { application: MemberApplication }) {
  const { t } = useTranslation('retreats');
  const { say, lang } = useSay();
  const download = useMutation({
    mutationFn: (letter: RetreatLetter) => retreatApi.downloadLetter(application.id, letter),
    onError: (error) => notify.error(retreatFailure(error, lang, t('mine.letterFailed'))),
  });
  if (application.letters.length === 0) return null;
  return (
    <div className="mt-4" role="group" aria-label={t('mine.letters')}>
      <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('mine.letters')}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        {application.letters.map((letter) => {
          const name = say(retreatLetters[letter]);
          const busy = download.isPending && download.variables === letter;
          return (
            <button
              key={letter}
              type="button"
              className={ui.buttonSecondary}
              disabled={download.isPending}
              data-letter={letter}
              onClick={() => download.mutate(letter)}
            >
              {busy ? t('mine.downloading', { letter: name }) : t('mine.download', { letter: name })}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Cancelling and declining give something up for good: they ask first. */
const asks: Partial<Record<RetreatMemberAction, 'cancel' | 'decline'>> = { cancel: 'cancel', 'decline-offer': 'decline' };

function ApplicationCard({ application, now }: { application: MemberApplication; now: number }) {
  const { t, i18n } = useTranslation('retreats');
  const { say, lang } = useSay();
  const { bi } = useBilingual();
  const queryClient = useQueryClient();
  const step = nextStep(application, now);
  const act = useMutation({
    mutationFn: (action: RetreatMemberAction) => retreatApi.act(action, application),
    onSuccess: (_, action) => notify.success(t(`mine.done.${action}`)),
    onError: (error) => notify.error(retreatFailure(error, lang, t('mine.failed'))),
    // Refused or done, the list is read again: the state may have moved meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: retreatKeys.all }),
  });

  async function run(action: RetreatMemberAction) {
    const ask = asks[action];
    if (ask) {
      const accepted = await confirm({
        title: t(`mine.confirm.${ask}Title`),
        message: t(`mine.confirm.${ask}Text`),
        confirmText: t(`mine.confirm.${ask}Yes`),
        cancelText: t('mine.confirm.keep'),
      });
      if (!accepted) return;
    }
    act.mutate(action);
  }

  const headingId = `application-${application.id}`;
  return (
    <li className={`${ui.card} p-5`} aria-labelledby={headingId} data-application={application.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-serif text-lg font-semibold text-maroon-800 dark:text-sand-50">
            <Link to={paths.retreats.detail(application.course.id)} className="hover:underline">
              {bi(application.course, 'title')}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            <CourseDates course={application.course} />
          </p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {t('mine.group')}: {say(retreatGroups[application.group])} · {t('mine.applied', { date: formatDate(application.appliedAt) })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${stateClass(application.state)}`}
          data-testid="application-state"
        >
          {say(retreatApplicationStates[application.state])}
        </span>
      </div>

      <div className="mt-4 rounded-xl bg-sand-100 px-4 py-3 text-sm dark:bg-night-800">
        <p className="text-stone-800 dark:text-stone-200">
          <span className="font-semibold">{t('mine.next')}:</span> {say(retreatNextActions[step.action])}
        </p>
        {step.waitPosition !== null && (
          <p className="mt-1 font-semibold text-stone-800 dark:text-stone-200">{t('mine.position', { count: step.waitPosition })}</p>
        )}
        {step.time && (
          <p className="mt-1 text-stone-700 dark:text-stone-300">
            {t(`mine.${step.time.kind}`, { time: formatDateTime(step.time.at, i18n.language) })}
          </p>
        )}
      </div>

      {application.note && (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-stone-700 dark:text-stone-300">{t('mine.note')}</p>
          <p className="mt-1 whitespace-pre-line text-stone-800 dark:text-stone-200">{application.note}</p>
        </div>
      )}

      <Letters application={application} />

      {step.buttons.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-3">
          {step.buttons.map((action, index) => (
            <button
              key={action}
              type="button"
              disabled={act.isPending}
              onClick={() => void run(action)}
              className={index === 0 && action !== 'cancel' ? ui.buttonPrimary : ui.buttonSecondary}
            >
              {t(`mine.actions.${action}`)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** /profile/retreats: the member's applications, each with its state and what to do next. */
export default function MyRetreatsPage() {
  const { t } = useTranslation('retreats');
  const query = useQuery(myApplicationsOptions());
  const applications = sortApplications(query.data ?? []);
  const now = useNow();
  return (
    <section className={`${ui.card} p-6 sm:p-8`}>
      <PageTitle title={t('mine.title')} />
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('mine.title')}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{t('mine.subtitle')}</p>
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="py-8 text-center text-stone-600 dark:text-stone-300">
            {t('mine.loading')}
          </p>
        ) : query.isError ? (
          <div role="alert" className="py-8 text-center text-stone-700 dark:text-stone-300">
            <p>{t('content:loadFailed')}</p>
            <button type="button" className={`${ui.buttonSecondary} mt-4`} onClick={() => void query.refetch()}>
              {t('content:retry')}
            </button>
          </div>
        ) : applications.length === 0 ? (
          <div className="py-8 text-center">
            <p className="text-stone-600 dark:text-stone-300">{t('mine.empty')}</p>
            <Link to={paths.retreats.list} className={`${ui.buttonPrimary} mt-4`}>
              {t('mine.browse')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {applications.map((application) => (
              <ApplicationCard key={application.id} application={application} now={now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
