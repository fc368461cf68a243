import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import {
  RETREAT_NOTE_MAX,
  retreatApplyFieldOrder,
  retreatDiets,
  retreatFieldLabels,
  retreatGroups,
  retreatLetters,
  type RetreatField,
} from '@mahasi/contract/constants/retreat';
import type { GroupCounts, StaffApplicationDetail } from '@mahasi/contract/retreat';
import { Fact } from '../../components/DetailPanel';
import { TextAreaField } from '../../components/editor/fields';
import { FormDialog } from '../../components/FormDialog';
import { MyanmarTime } from '../../components/MyanmarTime';
import { notifyFailure } from '../../lib/failure';
import { applicationApi, downloadLetter, retreatKeys, retreatQueries, type Decision } from './api';
import { inLang, useWritesRetreats } from './labels';
import { freePlaces, parsePosition, staffActionsFor, type StaffAction } from './logic';
import { StateBadge } from './StateBadge';

/** The answers in the order the form asks them; health and passport ones may be left out (care). */
const answerOrder: RetreatField[] = retreatApplyFieldOrder.filter((field) => field !== 'group' && field !== 'consent');

/** One application opened from the list: its answers, its history and what the desk may do to it now. */
export function ApplicationDialog({
  id,
  counts,
  started,
  onClose,
  onChanged,
}: {
  id: number;
  counts: readonly GroupCounts[];
  started: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('consoleRetreats');
  const query = useQuery(retreatQueries.application(id));
  const application = query.data;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={application ? t('application.title', { name: application.fullName }) : t('application.loading')}
    >
      {application ? (
        <ApplicationBody application={application} counts={counts} started={started} onChanged={onChanged} onClose={onClose} />
      ) : query.isError ? (
        <p>
          {t('application.loadFailed')}{' '}
          <button type="button" className={ui.link} onClick={() => void query.refetch()}>
            {t('console:actions.retry')}
          </button>
        </p>
      ) : (
        <div role="status" aria-label={t('application.loading')} className="space-y-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-48" />
        </div>
      )}
    </FormDialog>
  );
}

function ApplicationBody({
  application,
  counts,
  started,
  onChanged,
  onClose,
}: {
  application: StaffApplicationDetail;
  counts: readonly GroupCounts[];
  started: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('consoleRetreats');
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const writes = useWritesRetreats();
  const [note, setNote] = useState('');
  const [position, setPosition] = useState('');
  const [positionError, setPositionError] = useState<string | undefined>();
  const [busy, setBusy] = useState<StaffAction | null>(null);
  const actions = staffActionsFor(application.state, { canWrite: writes, started });
  const decisions = actions.filter((action): action is Decision => action === 'accept' || action === 'waitlist' || action === 'decline');
  const noPlace = freePlaces(counts, application.group) === 0;
  const waiting = counts.find((entry) => entry.group === application.group)?.states.waitlisted ?? 0;

  const run = async (action: StaffAction) => {
    let call: () => Promise<StaffApplicationDetail>;
    if (action === 'move') {
      const at = parsePosition(position, waiting);
      if (at === null) {
        setPositionError(t('application.positionInvalid', { count: waiting }));
        return;
      }
      call = () => applicationApi.move(application.id, application.version, at);
    } else if (action === 'arrived') call = () => applicationApi.arrived(application.id, application.version);
    else if (action === 'noShow') call = () => applicationApi.noShow(application.id, application.version);
    else {
      if (action === 'decline') {
        const sure = await confirm({
          title: t('application.confirmDecline.title'),
          message: t('application.confirmDecline.text'),
          confirmText: t('application.actions.decline'),
        });
        if (!sure) return;
      }
      call = () => applicationApi.decide(action, application.id, application.version, note.trim());
    }
    setBusy(action);
    try {
      const next = await call();
      queryClient.setQueryData(retreatKeys.application(application.id), next);
      notify.success(t(`application.done.${action}`));
      setNote('');
      setPosition('');
      setPositionError(undefined);
      onChanged();
      if (action !== 'move') onClose();
    } catch (error) {
      notifyFailure(t('application.failed'), error);
      // Someone else may have acted on it: show it as it is now.
      void queryClient.invalidateQueries({ queryKey: retreatKeys.application(application.id) });
    } finally {
      setBusy(null);
    }
  };

  const answers = application.answers;
  const value = (field: RetreatField): ReactNode => {
    const answer = (answers as Record<string, unknown>)[field];
    if (answer === undefined || answer === null) return null;
    if (typeof answer === 'boolean') return t(answer ? 'application.yes' : 'application.no');
    if (field === 'diet') return inLang(retreatDiets[answer as keyof typeof retreatDiets], locale);
    if (answer === '') return t('application.none');
    if (field === 'arrivalTime') return formatClock(String(answer), locale);
    return String(answer);
  };

  return (
    <div className="space-y-5">
      <p className="flex flex-wrap items-center gap-2">
        <StateBadge status={application.state} />
        <span>{inLang(retreatGroups[application.group], locale)}</span>
        {application.waitPosition !== null && <span>{t('applications.waitPosition', { position: application.waitPosition })}</span>}
      </p>
      {application.offerExpiresAt && (
        <p className="text-sm">
          {t('application.offerExpires')} <MyanmarTime iso={application.offerExpiresAt} />
        </p>
      )}
      {application.reconfirmDeadline && application.state === 'accepted' && (
        <p className="text-sm">
          {t('application.reconfirmBy')} <MyanmarTime iso={application.reconfirmDeadline} />
        </p>
      )}

      <section aria-label={t('application.answers')}>
        <h3 className="mb-2 font-semibold">{t('application.answers')}</h3>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          {answerOrder.map((field) => {
            const shown = value(field);
            return shown === null ? null : (
              <Fact key={field} term={inLang(retreatFieldLabels[field], locale)}>
                {shown}
              </Fact>
            );
          })}
        </dl>
        {answers.sensitiveHidden && <p className={`${ui.hint} mt-2`}>{t('application.sensitiveHidden')}</p>}
      </section>

      {started && writes && <p className="text-sm font-medium">{t('application.started')}</p>}
      {application.note && (
        <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm dark:bg-night-800">
          <span className="font-semibold">{t('application.lastNote')}:</span> {application.note}
        </p>
      )}

      {decisions.length > 0 && (
        <div className="space-y-3 border-t border-sand-200 pt-4 dark:border-night-700">
          <TextAreaField
            label={t('application.note')}
            hint={t('application.noteHint')}
            rows={3}
            value={note}
            maxLength={RETREAT_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
          {decisions.includes('accept') && noPlace && <p className="text-sm font-medium">{t('application.noPlaceFree')}</p>}
          <div className="flex flex-wrap gap-2">
            {decisions.map((decision) => (
              <button
                key={decision}
                type="button"
                className={decision === 'accept' ? ui.buttonPrimary : ui.buttonSecondary}
                disabled={busy !== null || (decision === 'accept' && noPlace)}
                aria-busy={busy === decision || undefined}
                onClick={() => void run(decision)}
              >
                {t(`application.actions.${decision}`)}
              </button>
            ))}
          </div>
        </div>
      )}

      {actions.includes('move') && (
        <div className="flex flex-wrap items-end gap-2 border-t border-sand-200 pt-4 dark:border-night-700">
          <TextField
            className="w-48"
            label={t('application.position')}
            hint={t('application.positionHint', { count: waiting })}
            type="number"
            inputMode="numeric"
            min={1}
            max={waiting}
            value={position}
            error={positionError}
            onChange={(event) => {
              setPosition(event.target.value);
              setPositionError(undefined);
            }}
          />
          <button type="button" className={`${ui.buttonSecondary} mb-7`} disabled={busy !== null} onClick={() => void run('move')}>
            {t('application.actions.move')}
          </button>
        </div>
      )}

      {(actions.includes('arrived') || actions.includes('noShow')) && (
        <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-4 dark:border-night-700">
          {actions.includes('arrived') && (
            <button type="button" className={ui.buttonPrimary} disabled={busy !== null} onClick={() => void run('arrived')}>
              {t('application.actions.arrived')}
            </button>
          )}
          {actions.includes('noShow') && (
            <button type="button" className={ui.buttonSecondary} disabled={busy !== null} onClick={() => void run('noShow')}>
              {t('application.actions.noShow')}
            </button>
          )}
        </div>
      )}

      {application.letters.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-t border-sand-200 pt-4 dark:border-night-700">
          <span className="text-sm font-semibold">{t('application.letters')}</span>
          {application.letters.map((letter) => (
            <button
              key={letter}
              type="button"
              className={ui.buttonSecondary}
              onClick={() =>
                void downloadLetter(application.id, letter).catch((error: unknown) => notifyFailure(t('application.letterFailed'), error))
              }
            >
              {inLang(retreatLetters[letter], locale)} (PDF)
            </button>
          ))}
        </div>
      )}

      <section aria-label={t('application.history')}>
        <h3 className="mb-2 font-semibold">{t('application.history')}</h3>
        <ol className="space-y-2 text-sm">
          {application.history.map((entry, index) => (
            <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <StateBadge status={entry.to} />
              <span className="text-stone-600 dark:text-stone-400">
                {entry.by === 'member'
                  ? t('application.byMember')
                  : entry.by === 'system'
                    ? t('application.bySystem')
                    : entry.staffName
                      ? t('application.byStaff', { name: entry.staffName })
                      : t('application.byStaffUnknown')}
              </span>
              <MyanmarTime iso={entry.at} compact />
              {entry.note && <span className="basis-full">{entry.note}</span>}
            </li>
          ))}
        </ol>
      </section>

      <div className="flex justify-end">
        <button type="button" className={ui.buttonSecondary} onClick={onClose}>
          {t('application.close')}
        </button>
      </div>
    </div>
  );
}
