import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormAlert, PasswordField } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { applyServerErrors } from '../../lib/serverErrors';
import { authApi } from './api';
import { resetSchema, type ResetValues } from './schemas';

/** Reached from the OTP page, which passes the userName and the single-use reset token. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { userName, resetToken } = (useLocation().state ?? {}) as { userName?: string; resetToken?: string | null };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: schemaResolver(resetSchema, t), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (!userName || !resetToken) return;
    try {
      await authApi.resetPassword({ userName, resetToken, newPassword });
      notify.success(t('reset.success'));
      await navigate(paths.auth.login, { replace: true });
    } catch (error) {
      if (applyServerErrors(error, setError, ['newPassword'], t)) return;
      if (error instanceof BusinessError) setError('root', { type: error.respCode, message: failureMessage(error, t('reset.failed')) });
    }
  });

  return (
    <AuthCard title={t('reset.heading')} subtitle={t('reset.subtitle')}>
      <PageTitle title={t('reset.title')} />
      {!userName || !resetToken ? (
        <div className="space-y-5">
          <FormAlert>{t('reset.expired')}</FormAlert>
          <Link to={paths.auth.forgotPassword} className={`${ui.buttonPrimary} w-full`}>
            {t('reset.startAgain')}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
          <input type="hidden" name="username" autoComplete="username" value={userName} readOnly />
          <PasswordField
            label={t('fields:newPassword')}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('fields:confirmPassword')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <button type="submit" className={`${ui.buttonPrimary} w-full`} disabled={isSubmitting}>
            {isSubmitting ? t('reset.submitting') : t('reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
