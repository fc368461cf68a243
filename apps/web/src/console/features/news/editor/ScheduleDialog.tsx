import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../../../components/form';
import { ui } from '../../../../components/ui';
import { FormDialog, DialogButtons } from '../../../components/FormDialog';
import { MyanmarTime } from '../../../components/MyanmarTime';
import { defaultScheduleTime, myanmarToIso, myanmarToday } from '../../../lib/myanmarTime';

/**
 * When a post goes public: a date and a time typed in Myanmar time (whatever this computer's clock
 * says), sent as an ISO instant. A time already past would publish at once, so it is refused here.
 */
export function ScheduleDialog({
  current,
  onSchedule,
  onClose,
}: {
  /** The post's scheduled time, if it has one. */
  current: string | null;
  onSchedule: (at: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('consoleNews');
  const [value, setValue] = useState(() => defaultScheduleTime(current));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const at = myanmarToIso(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!at) return setError(t('schedule.invalid'));
    if (new Date(at).getTime() <= Date.now()) return setError(t('schedule.past'));
    setSaving(true);
    try {
      await onSchedule(at);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open onClose={onClose} title={t('schedule.title')} description={t('schedule.description')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-stone-700 dark:text-stone-200">{t('schedule.zone')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField
              label={t('schedule.date')}
              min={myanmarToday()}
              value={value.date}
              required
              onChange={(date) => {
                setValue({ ...value, date });
                setError(null);
              }}
            />
            <TimeField
              label={t('schedule.time')}
              value={value.time}
              required
              onChange={(time) => {
                setValue({ ...value, time });
                setError(null);
              }}
            />
          </div>
        </fieldset>
        {at && !error && (
          <p className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
            {t('schedule.summary')} <MyanmarTime iso={at} />
          </p>
        )}
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <DialogButtons saving={saving} savingText={t('console:actions.saving')}>
          {t('schedule.submit')}
        </DialogButtons>
      </form>
    </FormDialog>
  );
}
