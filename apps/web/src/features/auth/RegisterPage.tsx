import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormAlert, PasswordField, TextField } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { applyServerErrors } from '../../lib/serverErrors';
import { authApi } from './api';
import { registerSchema, type RegisterValues } from './schemas';

const fields = ['userFullName', 'email', 'phoneNo', 'password'] as const;

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: schemaResolver(registerSchema, t),
    defaultValues: { userFullName: '', email: '', phoneNo: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await authApi.register({
        userFullName: values.userFullName,
        password: values.password,
        ...(values.email ? { email: values.email } : {}),
        ...(values.phoneNo ? { phoneNo: values.phoneNo } : {}),
      });
      const query = new URLSearchParams({ userName: sent.userName, purpose: 'register' });
      await navigate(`${paths.auth.otp}?${query.toString()}`, {
        state: { sentTo: sent.sentTo, resendAfterSeconds: sent.resendAfterSeconds, attempt: sent.attempt },
      });
    } catch (error) {
      if (applyServerErrors(error, setError, fields, t)) return;
      if (error instanceof BusinessError) {
        const message = failureMessage(error, t('register.failed'));
        setError('root', { type: error.respCode, message });
        notify.error(t('register.failed'), { description: message });
      }
    }
  });

  return (
    <AuthCard
      title={t('register.heading')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.auth.login} className={ui.link}>
            {t('register.login')}
          </Link>
        </>
      }
    >
      <PageTitle title={t('register.title')} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <TextField
          label={t('fields:userFullName')}
          autoComplete="name"
          error={errors.userFullName?.message}
          {...register('userFullName')}
        />
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('register.contactHint')}</p>
        <TextField label={t('fields:email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label={t('fields:phoneNo')} type="tel" autoComplete="tel" error={errors.phoneNo?.message} {...register('phoneNo')} />
        <PasswordField
          label={t('fields:password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className={`${ui.buttonPrimary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
