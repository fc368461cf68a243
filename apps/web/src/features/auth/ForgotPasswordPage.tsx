import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormAlert, TextField } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { applyServerErrors } from '../../lib/serverErrors';
import { authApi } from './api';
import { forgotSchema, type ForgotValues } from './schemas';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: schemaResolver(forgotSchema, t), defaultValues: { userName: '' } });

  const onSubmit = handleSubmit(async ({ userName }) => {
    try {
      const sent = await authApi.sendResetCode(userName);
      // The reply is the same whether or not the name has an account: go on with what was typed.
      const query = new URLSearchParams({ userName: userName.trim(), purpose: 'reset' });
      await navigate(`${paths.auth.otp}?${query.toString()}`, {
        state: { sentTo: sent.sentTo, resendAfterSeconds: sent.resendAfterSeconds },
      });
    } catch (error) {
      if (applyServerErrors(error, setError, ['userName'], t)) return;
      if (error instanceof BusinessError) setError('root', { type: error.respCode, message: failureMessage(error, t('forgot.failed')) });
    }
  });

  return (
    <AuthCard
      title={t('forgot.heading')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={paths.auth.login} className={ui.link}>
          {t('forgot.back')}
        </Link>
      }
    >
      <PageTitle title={t('forgot.title')} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <TextField label={t('fields:userName')} autoComplete="username" error={errors.userName?.message} {...register('userName')} />
        <button type="submit" className={`${ui.buttonPrimary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
