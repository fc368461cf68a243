import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormAlert, PasswordField } from '../../../components/form';
import { schemaResolver } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { applyServerErrors } from '../../../lib/serverErrors';
import { passwordsMatch } from '../../../lib/validation';
import { SubmitButton } from '../../components/FormField';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { failureText, notifyFailure } from '../../lib/failure';
import { staffPassword } from '../../lib/validation';
import { accountApi } from './api';

const schema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'required')),
    newPassword: staffPassword(),
    confirmPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(passwordsMatch());
type Values = z.infer<typeof schema>;
const empty: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Changing one's own password: the current one, then the new one twice. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('consoleAccount');
  const form = useForm<Values>({ resolver: schemaResolver(schema, t), defaultValues: empty });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword: password }) => {
    try {
      await accountApi.changePassword(oldPassword, password);
      form.reset(empty);
      notify.success(t('password.success'));
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['oldPassword', 'newPassword'], t)) return;
      form.setError('root', { type: 'server', message: failureText(error, t('password.failed')) });
      notifyFailure(t('password.failed'), error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <PasswordField
        label={t('fields:oldPassword')}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <PasswordField
        label={t('fields:newPassword')}
        autoComplete="new-password"
        hint={t('password.hint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('fields:confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton saving={isSubmitting} savingText={t('console:actions.saving')}>
        {t('password.submit')}
      </SubmitButton>
    </form>
  );
}
