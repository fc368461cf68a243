import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, TextField } from '../../../components/form';
import { Skeleton } from '../../../components/Skeleton';
import { ui } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { schemaResolver } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { applyServerErrors } from '../../../lib/serverErrors';
import { toUnicodeFields } from '../../../lib/zawgyi';
import { GuestShell } from '../../components/GuestShell';
import { SubmitButton } from '../../components/FormField';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { failureText, notifyFailure, renameFields } from '../../lib/failure';
import { consolePaths } from '../../paths';
import { staffAuthApi } from './api';
import { setupSchema, type SetupValues } from './schemas';

/**
 * /admin/setup#<token>: a new staff member (or one whose password an admin reset) sets their name
 * and password from the e-mailed link. The token is in the fragment, which browsers never send.
 */
export default function SetupPage() {
  const { t, i18n } = useTranslation('consoleAuth');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const info = useQuery({
    queryKey: ['console', 'setup', token],
    queryFn: () => staffAuthApi.setupInfo(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm<SetupValues>({
    resolver: schemaResolver(setupSchema, t),
    defaultValues: { fullName: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting, isDirty, isSubmitSuccessful } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitSuccessful);

  const fullName = info.data?.fullName;
  const { reset } = form;
  useEffect(() => {
    if (fullName !== undefined) reset({ fullName, newPassword: '', confirmPassword: '' });
  }, [fullName, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { fullName: name } = await toUnicodeFields({ fullName: values.fullName });
      await staffAuthApi.setup({ token, fullName: name, password: values.newPassword });
      notify.success(t('setup.success'));
      await navigate(consolePaths.login, { replace: true, state: { email: info.data?.email } });
    } catch (error) {
      if (applyServerErrors(renameFields(error, { password: 'newPassword' }), form.setError, ['fullName', 'newPassword'], t)) return;
      form.setError('root', { type: 'server', message: failureText(error, t('setup.failed')) });
      notifyFailure(t('setup.failed'), error);
    }
  });

  if (!token || info.isError) {
    return (
      <GuestShell title={t('setup.title')}>
        <FormAlert>{info.isError ? failureText(info.error, t('setup.invalid')) : t('setup.invalid')}</FormAlert>
        <Link to={consolePaths.login} className={`${ui.buttonSecondary} mt-6`}>
          {t('setup.toLogin')}
        </Link>
      </GuestShell>
    );
  }

  return (
    <GuestShell title={t('setup.title')} subtitle={t('setup.subtitle')}>
      {!info.data ? (
        <div role="status" aria-label={t('common:labels.loading')} className="space-y-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-sand-100 px-4 py-3 text-sm dark:bg-night-800">
            <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields:email')}</dt>
            <dd className="min-w-0 break-all text-ink-900 dark:text-sand-50">{info.data.email}</dd>
            <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields:role')}</dt>
            <dd className="text-ink-900 dark:text-sand-50">{t(`console:roles.${info.data.role}`)}</dd>
            <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('setup.expires')}</dt>
            <dd className="text-ink-900 dark:text-sand-50">{formatDateTime(info.data.expiresAt, i18n.language)}</dd>
          </dl>
          {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
          <input type="hidden" name="username" autoComplete="username" value={info.data.email} readOnly />
          <TextField label={t('fields:fullName')} autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
          <PasswordField
            label={t('fields:newPassword')}
            autoComplete="new-password"
            hint={t('setup.passwordHint')}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordField
            label={t('fields:confirmPassword')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <SubmitButton saving={isSubmitting} savingText={t('setup.submitting')} className="w-full">
            {t('setup.submit')}
          </SubmitButton>
        </form>
      )}
    </GuestShell>
  );
}
