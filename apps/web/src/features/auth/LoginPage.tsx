import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RespCode } from '@mahasi/contract/codes';
import { AuthCard, FormAlert, PasswordField, TextField } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { paths, safeReturnPath } from '../../lib/paths';
import { applyServerErrors } from '../../lib/serverErrors';
import { session } from '../../lib/session';
import { authApi } from './api';
import { loginSchema, type LoginValues } from './schemas';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<{ message: string; notConfirmed: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: schemaResolver(loginSchema, t), defaultValues: { userName: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await authApi.login(values);
      const user = await session.signIn(token);
      notify.success(t('login.success', { name: user.userFullName }));
      await navigate(safeReturnPath(params.get('to')), { replace: true });
    } catch (error) {
      if (applyServerErrors(error, setError, ['userName', 'password'], t)) return;
      const message = failureMessage(error, t('login.failed'));
      setFailure({ message, notConfirmed: error instanceof BusinessError && error.respCode === RespCode.ACCOUNT_NOT_CONFIRMED });
      if (error instanceof BusinessError) notify.error(t('login.failed'), { description: message });
    }
  });

  // Signing in proved the password of an account still waiting for its code: a new attempt, with its own code.
  const [sending, setSending] = useState(false);
  const sendCode = async () => {
    const { userName, password } = getValues();
    setSending(true);
    try {
      const sent = await authApi.resendRegisterCode({ userName, password });
      await navigate(`${paths.auth.otp}?${new URLSearchParams({ userName: userName.trim(), purpose: 'register' }).toString()}`, {
        state: { sentTo: sent.sentTo, resendAfterSeconds: sent.resendAfterSeconds, attempt: sent.attempt },
      });
    } catch (error) {
      if (error instanceof BusinessError) setFailure({ message: failureMessage(error, t('login.failed')), notConfirmed: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title={t('login.heading')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.auth.register} className={ui.link}>
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <PageTitle title={t('login.title')} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {failure && (
          <FormAlert>
            {failure.message}
            {failure.notConfirmed && (
              <>
                {' '}
                <button type="button" className={ui.link} disabled={sending} onClick={() => void sendCode()}>
                  {t('login.sendCode')}
                </button>
              </>
            )}
          </FormAlert>
        )}
        <TextField
          label={t('fields:userName')}
          hint={t('login.userNameHint')}
          autoComplete="username"
          error={errors.userName?.message}
          {...register('userName')}
        />
        <PasswordField
          label={t('fields:password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to={paths.auth.forgotPassword} className={`${ui.link} text-sm`}>
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" className={`${ui.buttonPrimary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
