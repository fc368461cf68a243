import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { ui } from '../../../components/ui';
import { HttpError } from '../../../lib/api/errors';
import { notify } from '../../../lib/notify';
import { ConsoleNotFound } from '../../components/ForbiddenPage';
import { SelectField, SubmitButton } from '../../components/FormField';
import { RichHtml } from '../../components/RichHtml';
import { ConsoleTitle } from '../../components/PageHeader';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { consolePaths } from '../../paths';
import { canUse } from '../../sections';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { messageApi, messageKeys, messageQueries } from './api';
import { messageStatuses, type MessageStatus } from '@mahasi/contract/constants/staff-messages';
import type { MessageDetail } from '@mahasi/contract/staff-messages';
import { MessageStatusBadge } from './labels';
import { isRowId } from '@mahasi/contract/constants/ids';

const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '' && !/<img\b/i.test(html);

/** /admin/messages/:messageId: one contact message, its replies, who looks after it, and the reply form. */
export default function MessagePage() {
  const { messageId } = useParams();
  const id = Number(messageId);
  const valid = isRowId(id);
  const { t } = useTranslation('consoleMessages');
  const query = useQuery({ ...messageQueries.detail(id), enabled: valid });
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) return <ConsoleNotFound />;
  const message = query.data;
  return (
    <div className="max-w-4xl">
      <ConsoleTitle title={message?.subject ?? t('title')} />
      <Link to={consolePaths.messages} className={`${ui.link} text-sm`}>
        ← {t('back')}
      </Link>
      {query.isError ? (
        <p role="alert" className="mt-6">
          {t('detail.loadFailed')}{' '}
          <button type="button" className={ui.link} onClick={() => void query.refetch()}>
            {t('console:actions.retry')}
          </button>
        </p>
      ) : message ? (
        <MessageView message={message} />
      ) : (
        <p className="mt-6 text-stone-600 dark:text-stone-400" aria-busy="true">
          …
        </p>
      )}
    </div>
  );
}

function MessageView({ message }: { message: MessageDetail }) {
  const { t, i18n } = useTranslation('consoleMessages');
  const { staff } = useStaffSession();
  const queryClient = useQueryClient();
  const assignees = useQuery(messageQueries.assignees());
  const [saving, setSaving] = useState<'assign' | 'status' | null>(null);

  const changed = (detail: MessageDetail) => {
    queryClient.setQueryData(messageKeys.detail(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
  };

  const assign = async (value: string) => {
    setSaving('assign');
    try {
      changed(await messageApi.assign(message.id, value ? Number(value) : null));
      notify.success(t('assign.success'));
    } catch (error) {
      notifyFailure(t('assign.failed'), error);
    } finally {
      setSaving(null);
    }
  };

  const setStatus = async (status: MessageStatus) => {
    setSaving('status');
    try {
      changed(await messageApi.setStatus(message.id, status));
      notify.success(t('setStatus.success'));
    } catch (error) {
      notifyFailure(t('setStatus.failed'), error);
    } finally {
      setSaving(null);
    }
  };

  const people = assignees.data ?? [];
  const assigneeOptions = [
    { value: '', label: t('nobody') },
    ...people.map((person) => ({ value: String(person.id), label: person.fullName })),
    // Someone no longer on the care team keeps their name here until the message is reassigned.
    ...(message.assignedStaffId !== null && !people.some((person) => person.id === message.assignedStaffId)
      ? [{ value: String(message.assignedStaffId), label: message.assignedStaffName ?? '—' }]
      : []),
  ];

  return (
    <>
      <div className="mt-3 mb-6 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{message.subject}</h1>
        <MessageStatusBadge status={message.status} />
      </div>
      <section className={`${ui.card} p-5`} aria-label={t('detail.from')}>
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('detail.from')}</dt>
          <dd className="min-w-0 break-words">
            {message.name}
            {message.email && <> · {message.email}</>}
            {message.phoneNo && <> · {message.phoneNo}</>}
          </dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('detail.received')}</dt>
          <dd>{formatDateTime(message.createdAt, i18n.language)}</dd>
        </dl>
        <p className="text-base whitespace-pre-wrap">{message.message}</p>
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">
          {!message.email ? t('detail.noEmail') : message.memberId !== null ? t('detail.memberNote') : t('detail.guestNote')}
          {message.memberId !== null && canUse(staff?.role, 'members') && (
            <>
              {' '}
              <Link to={`${consolePaths.members}/${message.memberId}`} className={ui.link}>
                {t('detail.openMember')}
              </Link>
            </>
          )}
        </p>
      </section>

      <div className="mt-6 flex flex-wrap gap-4">
        <SelectField
          className="min-w-48"
          label={t('assign.label')}
          value={message.assignedStaffId === null ? '' : String(message.assignedStaffId)}
          options={assigneeOptions}
          disabled={saving !== null}
          onChange={(event) => void assign(event.target.value)}
        />
        <SelectField
          className="min-w-48"
          label={t('setStatus.label')}
          value={message.status}
          options={messageStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          disabled={saving !== null}
          onChange={(event) => void setStatus(event.target.value as MessageStatus)}
        />
      </div>

      <section className="mt-8" aria-labelledby="thread-heading">
        <h2 id="thread-heading" className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
          {t('detail.thread')}
        </h2>
        {message.replies.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">{t('detail.noReplies')}</p>
        ) : (
          <ol className="space-y-4">
            {message.replies.map((reply) => (
              <li key={reply.id} className={`${ui.card} p-5`}>
                <p className="mb-1 text-sm text-stone-600 dark:text-stone-400">
                  {t('detail.repliedBy', { name: reply.staffName })} · {formatDateTime(reply.createdAt, i18n.language)} ·{' '}
                  {t(`detail.mail.${reply.mail}`)}
                  {reply.mail === 'waiting' && (
                    <>
                      {' '}
                      (
                      <Link to={consolePaths.mail} className={ui.link}>
                        {t('detail.mailWaitingLink')}
                      </Link>
                      )
                    </>
                  )}
                  {reply.notified && <> · {t('detail.notified')}</>}
                </p>
                <p className="mb-2 font-semibold">{reply.subject}</p>
                <RichHtml html={reply.body} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <ReplyForm
        key={`${message.id}-${message.replies.length}`}
        message={message}
        lang={i18n.language === 'mm' ? 'mm' : 'en'}
        onSent={changed}
      />
    </>
  );
}

function ReplyForm({ message, lang, onSent }: { message: MessageDetail; lang: 'en' | 'mm'; onSent: (detail: MessageDetail) => void }) {
  const { t } = useTranslation('consoleMessages');
  const [subject, setSubject] = useState(() => (/^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`));
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [sending, setSending] = useState(false);
  useUnsavedChanges(!isBlankHtml(body));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: t('validation:required', { field: t('reply.subject') }) }),
      ...(isBlankHtml(body) ? { body: t('reply.bodyRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const detail = await messageApi.reply(message.id, { subject: subject.trim(), body, close });
      // The reply is saved either way; its e-mail may wait for the mail server (sent when it answers).
      const mail = detail.replies.at(-1)?.mail;
      if (mail === 'waiting')
        notify.warning(t('reply.savedMailWaiting'), { description: t('reply.savedMailWaitingMore'), duration: 12_000 });
      else if (mail === 'refused') notify.warning(t('reply.savedMailRefused'), { duration: 12_000 });
      else notify.success(t('reply.success'));
      setBody('');
      onSent(detail);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const byField = Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
        setErrors({ subject: byField.subject, body: byField.body });
        return;
      }
      notifyFailure(t('reply.failed'), error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={`${ui.card} mt-8 p-5`} aria-labelledby="reply-heading">
      <h2 id="reply-heading" className="mb-4 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
        {t('reply.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('reply.subject')}
          value={subject}
          error={errors.subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
        <RichTextEditor
          lang={lang}
          label={t('reply.body')}
          initial=""
          error={errors.body}
          onChange={(html) => {
            setBody(html);
            if (errors.body) setErrors({ ...errors, body: undefined });
          }}
          onNormalised={() => undefined}
          onPasteText={() => undefined}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={close} onChange={(event) => setClose(event.target.checked)} className="h-4 w-4" />
          {t('reply.close')}
        </label>
        <div className="flex justify-end">
          <SubmitButton saving={sending} savingText={t('reply.sending')}>
            {t('reply.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
