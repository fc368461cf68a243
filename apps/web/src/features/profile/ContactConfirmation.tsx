import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactField, UserInfo } from '@mahasi/contract/user';
import { FormAlert, TextField } from '../../components/form';
import { ui } from '../../components/ui';
import { useCountdown } from '../../hooks/useCountdown';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { applyServerErrors } from '../../lib/serverErrors';
import { profileApi } from './api';
import { contactCodeSchema, type ContactCodeValues } from './schemas';

interface Props {
  field: ContactField;
  /** The new address, waiting for its code. */
  address: string;
  /** What the account keeps using until then (null: nothing). */
  current: string | null;
  /** Seconds before another code may be asked for (just sent: a minute). */
  resendAfterSeconds: number;
  onChange(user: UserInfo): void;
}

/**
 * A new e-mail or phone entered in the profile, with the code sent to it: it counts for signing in
 * and password resets only once the code is entered here.
 */
export function ContactConfirmation({ field, address, current, resendAfterSeconds, onChange }: Props) {
  const { t } = useTranslation('profile');
  const { left, restart } = useCountdown(resendAfterSeconds);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactCodeValues>({ resolver: schemaResolver(contactCodeSchema, t), defaultValues: { code: '' } });
  const kind = field === 'email' ? 'email' : 'phone';

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onChange(await profileApi.confirmContact(field, code));
      notify.success(t(`pending.${kind}Confirmed`));
    } catch (error) {
      if (applyServerErrors(error, setError, ['code'], t)) return;
      if (error instanceof BusinessError) setError('code', { type: error.respCode, message: failureMessage(error, t('pending.failed')) });
    }
  });

  const resend = async () => {
    try {
      const sent = await profileApi.resendContactCode(field);
      reset({ code: '' });
      restart(sent.resendAfterSeconds);
      notify.success(t('pending.resent'), { description: t('pending.sentTo', { sentTo: sent.sentTo }) });
    } catch (error) {
      if (error instanceof BusinessError) notify.error(failureMessage(error, t('pending.failed')));
    }
  };

  const cancel = async () => {
    try {
      onChange(await profileApi.cancelContactChange(field));
      notify.success(t('pending.cancelled'));
    } catch (error) {
      if (error instanceof BusinessError) notify.error(failureMessage(error, t('pending.failed')));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(`pending.${kind}Heading`)}
      className="space-y-4 rounded-lg border border-saffron-300 bg-saffron-50 p-4 dark:border-night-700 dark:bg-night-800"
    >
      <h2 className="font-semibold text-maroon-800 dark:text-sand-50">{t(`pending.${kind}Heading`)}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {t(`pending.${kind}Sent`, { address })} {current ? t('pending.keepsCurrent', { current }) : t('pending.notYetUsed')}
      </p>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <TextField
        label={t('fields:code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="max-w-48 [&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em]"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={ui.buttonPrimary} disabled={isSubmitting}>
          {isSubmitting ? t('pending.confirming') : t('pending.confirm')}
        </button>
        {left > 0 ? (
          <span className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
            {t('pending.resendIn', { seconds: left })}
          </span>
        ) : (
          <button type="button" onClick={() => void resend()} className={`${ui.link} text-sm`}>
            {t('pending.resend')}
          </button>
        )}
        <button type="button" onClick={() => void cancel()} className={`${ui.link} text-sm`}>
          {t('pending.cancel')}
        </button>
      </div>
    </form>
  );
}
