import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { RETREAT_NOTE_MAX } from '@mahasi/contract/constants/retreat';
import { TextAreaField } from '../../components/editor/fields';
import { DialogButtons, FormDialog } from '../../components/FormDialog';
import { notifyFailure } from '../../lib/failure';
import { recordFieldErrors, type RecordFieldErrors } from '../../lib/recordErrors';
import { prefixField } from '../../../lib/forms';
import { applicationApi } from './api';

/** A message to every yogi holding a place on the course: in their notifications and by e-mail. */
export function MessageDialog({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const { t } = useTranslation('consoleRetreats');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<RecordFieldErrors>({});
  const [sending, setSending] = useState(false);
  const labels = { subject: t('applications.message.subject'), message: t('applications.message.body') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: RecordFieldErrors = {};
    if (!subject.trim()) missing.subject = prefixField(labels.subject, t('validation:required'));
    if (!message.trim()) missing.message = prefixField(labels.message, t('validation:required'));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSending(true);
    try {
      const { sent } = await applicationApi.message(courseId, subject.trim(), message.trim());
      notify.success(t('applications.message.sent', { count: sent }));
      onClose();
    } catch (error) {
      const fieldErrors = recordFieldErrors(error, t, 'consoleRetreats', ['subject', 'message']);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyFailure(t('applications.message.failed'), error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('applications.message.title')}
      description={t('applications.message.description')}
      dirty={Boolean(subject || message)}
    >
      <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={labels.subject}
          value={subject}
          maxLength={200}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label={labels.message}
          rows={6}
          value={message}
          maxLength={RETREAT_NOTE_MAX}
          error={errors.message ?? errors.form}
          onChange={(event) => setMessage(event.target.value)}
        />
        <DialogButtons saving={sending} savingText={t('applications.message.sending')}>
          {t('applications.message.submit')}
        </DialogButtons>
      </form>
    </FormDialog>
  );
}
