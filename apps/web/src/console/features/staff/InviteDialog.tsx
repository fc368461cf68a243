import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { schemaResolver } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { applyServerErrors } from '../../../lib/serverErrors';
import { toUnicodeFields } from '../../../lib/zawgyi';
import { CopyField } from '../../components/CopyField';
import { FormDialog, DialogButtons } from '../../components/FormDialog';
import { SelectField } from '../../components/FormField';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { staffRoles } from '@mahasi/contract/constants/staff';
import { failureText, notifyFailure } from '../../lib/failure';
import { staffAdminApi, staffKeys, type Invitation } from './api';
import { inviteSchema, type InviteValues } from './schemas';

const empty: InviteValues = { email: '', fullName: '', role: 'author' };

/** Invites a staff member: the e-mail goes out with a setup link, which is shown here too to pass on. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('consoleStaff');
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<Invitation | null>(null);
  const form = useForm<InviteValues>({ resolver: schemaResolver(inviteSchema, t), defaultValues: empty });
  const { errors, isSubmitting, isDirty } = form.formState;
  const dirty = isDirty && !sent;
  useUnsavedChanges(open && dirty);

  const close = () => {
    form.reset(empty);
    setSent(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const invitation = await staffAdminApi.invite(await toUnicodeFields(values));
      setSent(invitation);
      // The account and its link exist either way; the e-mail may wait for the mail server.
      if (invitation.mail === 'waiting' || invitation.mail === 'refused')
        notify.warning(t(`mail.${invitation.mail}`), { duration: 12_000 });
      else notify.success(t('invite.success', { email: invitation.staff.email }));
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email', 'fullName', 'role'], t)) return;
      form.setError('root', { type: 'server', message: failureText(error, t('invite.failed')) });
      notifyFailure(t('invite.failed'), error);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('invite.title')}
      description={sent ? undefined : t('invite.description')}
      dirty={dirty}
    >
      {sent ? (
        <div className="space-y-5">
          <p role="status" className="text-stone-700 dark:text-stone-200">
            {t(sent.mail === 'sent' ? 'invite.sent' : 'invite.saved', { name: sent.staff.fullName, email: sent.staff.email })}
          </p>
          {(sent.mail === 'waiting' || sent.mail === 'refused') && (
            <p role="alert" className="rounded-xl bg-saffron-50 p-3 text-sm text-stone-800 dark:bg-night-800 dark:text-stone-100">
              {t(`mail.${sent.mail}`)}
            </p>
          )}
          <CopyField
            label={t('invite.link')}
            value={sent.setupUrl}
            hint={t('invite.linkHint', { time: formatDateTime(sent.expiresAt, i18n.language) })}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className={ui.buttonSecondary}
              onClick={() => {
                form.reset(empty);
                setSent(null);
              }}
            >
              {t('invite.another')}
            </button>
            <button type="button" className={ui.buttonPrimary} onClick={close}>
              {t('console:actions.done')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
          <TextField
            label={t('fields:email')}
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField label={t('fields:fullName')} autoComplete="off" error={errors.fullName?.message} {...form.register('fullName')} />
          <SelectField
            label={t('fields:role')}
            hint={t('invite.roleHint')}
            options={staffRoles.map((role) => ({ value: role, label: t(`console:roles.${role}`) }))}
            error={errors.role?.message}
            {...form.register('role')}
          />
          <DialogButtons saving={isSubmitting} savingText={t('invite.sending')} wrap={false}>
            {t('invite.submit')}
          </DialogButtons>
        </form>
      )}
    </FormDialog>
  );
}
