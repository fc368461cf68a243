import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffSession, TwoFactorSetup } from '@mahasi/contract/staff';
import { FormAlert, PasswordField, TextField } from '../../../components/form';
import { schemaResolver } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { applyServerErrors } from '../../../lib/serverErrors';
import { GuestShell } from '../../components/GuestShell';
import { SubmitButton } from '../../components/FormField';
import { CodeForm } from '../../components/CodeForm';
import { RecoveryCodes } from '../../components/RecoveryCodes';
import { EnrolForm } from '../../components/TwoFactorSetup';
import { StaffRespCode } from '@mahasi/contract/constants/staff';
import { failureText, isCode, notifyFailure } from '../../lib/failure';
import { staffSession } from '../../lib/session';
import { safeConsoleReturn } from '../../paths';
import { staffAuthApi } from './api';
import { loginSchema, type LoginValues } from './schemas';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

/**
 * /admin/login: e-mail and password, then by the server's answer a code from the authenticator app
 * (or a recovery code), or, for a role that must use two-factor and has not set it up, enrolment
 * with the recovery codes shown once. A challenge that has expired starts again from the password.
 */
export default function LoginPage() {
  const { t } = useTranslation('consoleAuth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [failure, setFailure] = useState<string | null>(null);
  // Judged on arrival: signing in here follows `to` on its own; signing out lands here signed in still.
  const [signedInOnArrival] = useState(
    () => Boolean(staffSession.get().staff) && !(location.state as { signedOut?: boolean } | null)?.signedOut,
  );
  const email = params.get('email') ?? (location.state as { email?: string } | null)?.email ?? '';
  const form = useForm<LoginValues>({ resolver: schemaResolver(loginSchema, t), defaultValues: { email, password: '' } });
  const { errors, isSubmitting } = form.formState;

  if (signedInOnArrival) return <Navigate to={safeConsoleReturn(params.get('to'))} replace />;

  const finish = async (session: StaffSession) => {
    const staff = staffSession.signIn(session);
    notify.success(t('login.success', { name: staff.fullName }), { id: 'signed-in' });
    await navigate(safeConsoleReturn(params.get('to')), { replace: true });
  };

  /** Back to the password when the challenge has expired (or is unknown): the reason in the alert. */
  const restartIf = (error: unknown): boolean => {
    if (!isCode(error, StaffRespCode.CHALLENGE_EXPIRED)) return false;
    setFailure(failureText(error, t('login.failed')));
    form.resetField('password');
    setStep({ kind: 'password' });
    return true;
  };

  const onPassword = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await staffAuthApi.login(values);
      if (result.step === 'signedIn') return await finish(result.session);
      if (result.step === 'twoFactor') return setStep({ kind: 'code', challenge: result.challenge });
      const setup = await staffAuthApi.enrolStart(result.challenge);
      setStep({ kind: 'enrol', challenge: result.challenge, setup });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email', 'password'], t)) return;
      setFailure(failureText(error, t('login.failed')));
      notifyFailure(t('login.failed'), error);
    }
  });

  const onCode = (challenge: string) => async (code: string) => {
    try {
      await finish(await staffAuthApi.twoFactor({ challenge, code }));
    } catch (error) {
      if (!restartIf(error)) throw error;
    }
  };

  const onEnrol = (challenge: string) => async (code: string) => {
    try {
      const { session, recoveryCodes } = await staffAuthApi.enrolConfirm(challenge, code);
      // Signed in now (a reload keeps the session); the codes stay on screen until they are saved.
      staffSession.signIn(session);
      setStep({ kind: 'codes', codes: recoveryCodes });
    } catch (error) {
      if (!restartIf(error)) throw error;
    }
  };

  if (step.kind === 'code') {
    return (
      <GuestShell title={t('code.title')} subtitle={t('code.subtitle')} step="code">
        <CodeForm submit={onCode(step.challenge)} allowRecovery submitText={t('code.submit')} failedText={t('login.failed')} />
      </GuestShell>
    );
  }
  if (step.kind === 'enrol') {
    return (
      <GuestShell title={t('enrol.title')} subtitle={t('enrol.subtitle')} step="enrol">
        <EnrolForm setup={step.setup} confirm={onEnrol(step.challenge)} />
      </GuestShell>
    );
  }
  if (step.kind === 'codes') {
    return (
      <GuestShell title={t('enrol.doneTitle')} step="codes">
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            const staff = staffSession.get().staff;
            if (staff) notify.success(t('login.success', { name: staff.fullName }), { id: 'signed-in' });
            void navigate(safeConsoleReturn(params.get('to')), { replace: true });
          }}
        />
      </GuestShell>
    );
  }
  return (
    <GuestShell title={t('login.title')} subtitle={t('login.subtitle')} step="password">
      <form onSubmit={onPassword} noValidate className="space-y-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label={t('fields:email')}
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields:password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton saving={isSubmitting} savingText={t('login.submitting')} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm text-stone-600 dark:text-stone-400">{t('login.help')}</p>
    </GuestShell>
  );
}
