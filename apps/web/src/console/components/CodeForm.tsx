import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormAlert } from '../../components/form';
import { ui } from '../../components/ui';
import { schemaResolver } from '../../lib/forms';
import { applyServerErrors } from '../../lib/serverErrors';
import { failureText } from '../lib/failure';
import { recoveryCode, totpCode } from '../lib/validation';
import { CodeField, SubmitButton } from './FormField';

const totpSchema = z.object({ code: totpCode() });
const recoverySchema = z.object({ code: recoveryCode() });
type CodeValues = z.infer<typeof totpSchema>;

/**
 * A code form: the authenticator app's 6-digit code, or (when `allowRecovery`) a recovery code
 * instead. `submit` throws what the server answered; a wrong code is said under the field.
 */
export function CodeForm({
  submit,
  allowRecovery = false,
  submitText,
  failedText,
  className = '',
}: {
  submit: (code: string) => Promise<void>;
  allowRecovery?: boolean;
  submitText: string;
  /** What a refused code is called when the server gives no reason. */
  failedText: string;
  className?: string;
}) {
  const { t } = useTranslation('consoleAuth');
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    // react-hook-form reads its options on every render: the rule follows the kind of code asked for.
    resolver: schemaResolver(recovery ? recoverySchema : totpSchema, t),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await submit(code.replace(/\s+/g, ''));
    } catch (error) {
      if (applyServerErrors(error, setError, ['code'], t)) return;
      setError('code', { type: 'server', message: failureText(error, failedText) });
    }
  });

  const switchKind = () => {
    setRecovery((value) => !value);
    reset({ code: '' });
    // After the field has been drawn again with its new label.
    setTimeout(() => setFocus('code'), 0);
  };

  return (
    <form onSubmit={onSubmit} noValidate className={`space-y-5 ${className}`}>
      {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
      <CodeField
        kind={recovery ? 'recovery' : 'totp'}
        label={recovery ? t('fields:recoveryCode') : t('fields:code')}
        hint={recovery ? t('code.recoveryHint') : t('code.hint')}
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton saving={isSubmitting} savingText={t('code.checking')} className="w-full sm:w-auto">
        {submitText}
      </SubmitButton>
      {allowRecovery && (
        <p className="text-center text-sm">
          <button type="button" className={ui.link} onClick={switchKind}>
            {recovery ? t('code.useApp') : t('code.useRecovery')}
          </button>
        </p>
      )}
    </form>
  );
}
