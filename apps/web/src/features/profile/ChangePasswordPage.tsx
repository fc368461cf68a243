import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form';
import { PageTitle } from '../../components/PageTitle';
import { ui } from '../../components/ui';
import { BusinessError, HttpError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { applyServerErrors } from '../../lib/serverErrors';
import { useSession } from '../../lib/session';
import { profileApi } from './api';
import { changePasswordSchema, type ChangePasswordValues } from './schemas';

const empty: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: schemaResolver(changePasswordSchema, t), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    if (!user) return;
    try {
      await profileApi.changePassword({ userId: user.id, oldPassword, newPassword });
      reset(empty);
      notify.success(t('password.success'));
    } catch (error) {
      if (applyServerErrors(error, setError, ['oldPassword', 'newPassword'], t)) return;
      if (error instanceof BusinessError) notify.error(t('password.failed', { reason: failureMessage(error, t('password.error')) }));
      // HTTP failures were already reported by the global error toast.
      else if (!(error instanceof HttpError)) notify.error(t('password.error'));
    }
  });

  return (
    <section className={`${ui.card} p-6 sm:p-8`}>
      <PageTitle title={t('password.title')} />
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('password.title')}</h1>
      <p className="mt-2 mb-8 text-stone-600 dark:text-stone-400">{t('password.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <input type="hidden" name="username" autoComplete="username" value={user?.username ?? ''} readOnly />
        <PasswordField
          label={t('fields:oldPassword')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
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
        <button type="submit" className={ui.buttonPrimary} disabled={isSubmitting || !user}>
          {isSubmitting ? t('password.submitting') : t('password.submit')}
        </button>
      </form>
    </section>
  );
}
