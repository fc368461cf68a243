import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@mahasi/contract/auth';
import { AuthCard, FormAlert, TextField } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { useCountdown } from '../../hooks/useCountdown';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { applyServerErrors } from '../../lib/serverErrors';
import { authApi } from './api';
import { otpSchema, type OtpValues } from './schemas';

interface SentState {
  sentTo?: string;
  resendAfterSeconds?: number;
  /** The registration attempt a register code belongs to (only its holder can confirm with the code). */
  attempt?: string;
}

/** Confirms a registration (purpose 'register') or opens a password reset (purpose 'reset'). */
export default function OtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sent = (useLocation().state ?? {}) as SentState;
  const purpose: CodePurpose = params.get('purpose') === 'reset' ? 'reset' : 'register';
  const knownUser = params.get('userName') ?? '';
  const [attempt, setAttempt] = useState(sent.attempt);
  // Without its attempt a registration code confirms nothing: signing in again starts a new one.
  const lostAttempt = purpose === 'register' && !attempt;
  const { left, restart } = useCountdown(sent.resendAfterSeconds ?? 0);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({ resolver: schemaResolver(otpSchema, t), defaultValues: { userName: knownUser, code: '' } });

  const onSubmit = handleSubmit(async ({ userName, code }) => {
    try {
      const result = await authApi.checkCode({ userName, code, purpose, ...(purpose === 'register' ? { attempt } : {}) });
      if (purpose === 'reset') {
        await navigate(paths.auth.resetPassword, { state: { userName, resetToken: result.resetToken } });
      } else {
        notify.success(t('otp.confirmed'));
        await navigate(paths.auth.login, { replace: true });
      }
    } catch (error) {
      if (applyServerErrors(error, setError, ['userName', 'code'], t)) return;
      if (error instanceof BusinessError) setError('code', { type: error.respCode, message: failureMessage(error, t('otp.failed')) });
    }
  });

  const resend = async () => {
    if (!(await trigger('userName'))) return;
    const userName = getValues('userName');
    try {
      const next = purpose === 'reset' ? await authApi.sendResetCode(userName) : await authApi.resendRegisterCode({ userName, attempt });
      if (next.attempt) setAttempt(next.attempt);
      restart(next.resendAfterSeconds);
      notify.success(t('otp.resent'), {
        description: t(purpose === 'reset' ? 'otp.sentToIfAccount' : 'otp.sentTo', { sentTo: next.sentTo }),
      });
    } catch (error) {
      if (error instanceof BusinessError) notify.error(failureMessage(error, t('otp.failed')));
    }
  };

  return (
    <AuthCard
      title={purpose === 'reset' ? t('otp.titleReset') : t('otp.titleRegister')}
      subtitle={sent.sentTo ? t(purpose === 'reset' ? 'otp.sentToIfAccount' : 'otp.sentTo', { sentTo: sent.sentTo }) : t('otp.sentGeneric')}
      footer={
        <Link to={paths.auth.login} className={ui.link}>
          {t('forgot.back')}
        </Link>
      }
    >
      <PageTitle title={purpose === 'reset' ? t('otp.titleReset') : t('otp.titleRegister')} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        {knownUser ? (
          <input type="hidden" {...register('userName')} />
        ) : (
          <TextField
            label={t('fields:userName')}
            hint={t('otp.missingUser')}
            autoComplete="username"
            error={errors.userName?.message}
            {...register('userName')}
          />
        )}
        <TextField
          label={t('fields:code')}
          hint={t('otp.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          error={errors.code?.message}
          {...register('code')}
        />
        <button type="submit" className={`${ui.buttonPrimary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t('otp.submitting') : t('otp.submit')}
        </button>
        <div className="text-center" aria-live="polite">
          {lostAttempt ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {t('otp.lostAttempt')}{' '}
              <Link to={paths.auth.login} className={ui.link}>
                {t('otp.signInAgain')}
              </Link>
            </p>
          ) : left > 0 ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('otp.resendIn', { seconds: left })}</p>
          ) : (
            <button type="button" onClick={() => void resend()} className={`${ui.link} text-sm`}>
              {t('otp.resend')}
            </button>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
