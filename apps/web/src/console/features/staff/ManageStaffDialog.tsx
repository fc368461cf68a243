import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@mahasi/contract/staff';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { confirm } from '../../../lib/confirm';
import { schemaResolver } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { applyServerErrors } from '../../../lib/serverErrors';
import { CopyField } from '../../components/CopyField';
import { FormDialog, DialogCloseButton } from '../../components/FormDialog';
import { SelectField, SubmitButton } from '../../components/FormField';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { TWO_FACTOR_REQUIRED_ROLES, staffRoles } from '@mahasi/contract/constants/staff';
import { notifyFailure } from '../../lib/failure';
import { staffAdminApi, staffKeys, type Invitation } from './api';
import { StatusBadge } from './labels';
import { roleSchema, type RoleValues } from './schemas';

type Action = 'disable' | 'enable' | 'resetTwoFactor' | 'resendInvite';
/** The texts of an action; a new setup link is an invitation again, or for an active account a password link. */
type Texts = Action | 'passwordLink';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-sand-200 pt-4 dark:border-night-700">
      <h3 className="mb-3 text-sm font-semibold text-stone-700 dark:text-stone-200">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One staff account's changes: its role, disabling or enabling it, resetting its two-factor and
 * sending its invitation again. Each asks first with the app's confirm dialog, then says how it went.
 */
export function ManageStaffDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t, i18n } = useTranslation('consoleStaff');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(account);
  const [busy, setBusy] = useState<Action | null>(null);
  const [link, setLink] = useState<Invitation | null>(null);
  const form = useForm<RoleValues>({ resolver: schemaResolver(roleSchema, t), defaultValues: { role: account.role } });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const name = current.fullName || current.email;
  const roleName = (role: string) => t(`console:roles.${role}`);

  /** The account as the server now has it, and the list again. */
  const changed = (account: StaffAccount) => {
    setCurrent(account);
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  };

  const onRole = form.handleSubmit(async ({ role }) => {
    const accepted = await confirm({
      title: t('role.confirmTitle'),
      // The server ends their sessions with the old role; an admin's next sign-in asks for two-factor.
      message: t(TWO_FACTOR_REQUIRED_ROLES.includes(role) ? 'role.confirmTextTwoFactor' : 'role.confirmText', {
        name,
        role: roleName(role),
      }),
      confirmText: t('role.submit'),
    });
    if (!accepted) return;
    try {
      changed(await staffAdminApi.changeRole(current.id, role));
      form.reset({ role });
      notify.success(t('role.success', { name, role: roleName(role) }));
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['role'], t)) return;
      notifyFailure(t('role.failed'), error);
    }
  });

  const run = async (action: Action, texts: Texts = action) => {
    const accepted = await confirm({
      title: t(`${texts}.confirmTitle`),
      message: t(`${texts}.confirmText`, { name }),
      confirmText: t(`${texts}.submit`),
    });
    if (!accepted) return;
    setBusy(action);
    try {
      if (action === 'resendInvite') {
        const invitation = await staffAdminApi.resendInvite(current.id);
        changed(invitation.staff);
        setLink(invitation);
        // The link is made either way; its e-mail may wait for the mail server.
        if (invitation.mail === 'waiting' || invitation.mail === 'refused') {
          notify.warning(t(`mail.${invitation.mail}`), { duration: 12_000 });
          return;
        }
      } else {
        changed(await staffAdminApi[action](current.id));
      }
      notify.success(t(`${texts}.success`, { name }));
    } catch (error) {
      notifyFailure(t(`${texts}.failed`), error);
    } finally {
      setBusy(null);
    }
  };

  const actionButton = (action: Action, { danger = false, texts = action }: { danger?: boolean; texts?: Texts } = {}) => (
    <button
      type="button"
      className={`${ui.buttonSecondary} ${danger ? 'text-maroon-700 dark:text-maroon-200' : ''}`}
      disabled={busy !== null}
      aria-busy={busy === action || undefined}
      onClick={() => void run(action, texts)}
    >
      {busy === action ? t('console:actions.saving') : t(`${texts}.submit`)}
    </button>
  );
  const linkTexts: Texts = current.status === 'invited' ? 'resendInvite' : 'passwordLink';

  return (
    <FormDialog open onClose={onClose} title={t('manage.title', { name })} dirty={isDirty}>
      <div className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields:email')}</dt>
          <dd className="min-w-0 break-all">{current.email}</dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('columns.status')}</dt>
          <dd>
            <StatusBadge status={current.status} />
          </dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('columns.twoFactor')}</dt>
          <dd>{current.twoFactorEnabled ? t('twoFactor.on') : t('twoFactor.off')}</dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('columns.lastSignIn')}</dt>
          <dd>{current.lastSignInAt ? formatDateTime(current.lastSignInAt, i18n.language) : t('never')}</dd>
        </dl>

        <section className="border-t border-sand-200 pt-4 dark:border-night-700">
          <form onSubmit={onRole} noValidate className="flex flex-wrap items-end gap-3">
            <SelectField
              className="min-w-40 flex-1"
              label={t('fields:role')}
              options={staffRoles.map((role) => ({ value: role, label: roleName(role) }))}
              error={errors.role?.message}
              {...form.register('role')}
            />
            <SubmitButton saving={isSubmitting} disabled={!isDirty} savingText={t('console:actions.saving')}>
              {t('role.submit')}
            </SubmitButton>
          </form>
        </section>

        {current.status !== 'disabled' && (
          <Part title={t(`${linkTexts}.title`)}>
            <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{t(`${linkTexts}.text`)}</p>
            {link ? (
              <CopyField
                label={t('invite.link')}
                value={link.setupUrl}
                hint={t('invite.linkHint', { time: formatDateTime(link.expiresAt, i18n.language) })}
              />
            ) : (
              actionButton('resendInvite', { texts: linkTexts })
            )}
          </Part>
        )}

        {current.twoFactorEnabled && (
          <Part title={t('resetTwoFactor.title')}>
            <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{t('resetTwoFactor.text')}</p>
            {actionButton('resetTwoFactor', { danger: true })}
          </Part>
        )}

        <Part title={t('access.title')}>
          <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {current.status === 'disabled' ? t('enable.text') : t('disable.text')}
          </p>
          {current.status === 'disabled' ? actionButton('enable') : actionButton('disable', { danger: true })}
        </Part>

        <div className="flex justify-end border-t border-sand-200 pt-4 dark:border-night-700">
          <DialogCloseButton className={ui.buttonPrimary}>{t('console:actions.done')}</DialogCloseButton>
        </div>
      </div>
    </FormDialog>
  );
}
