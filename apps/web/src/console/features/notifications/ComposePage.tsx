import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSitePath } from '@mahasi/contract/links';
import { DateField, TextField, TimeField } from '../../../components/form';
import { ui } from '../../../components/ui';
import { HttpError } from '../../../lib/api/errors';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { FormDialog, DialogCloseButton } from '../../components/FormDialog';
import { SubmitButton } from '../../components/FormField';
import { ConsoleTitle } from '../../components/PageHeader';
import { RichHtml } from '../../components/RichHtml';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { notifyFailure } from '../../lib/failure';
import { useStaffSession } from '../../lib/session';
import { consolePaths } from '../../paths';
import { defaultScheduleTime, myanmarToIso, myanmarToday } from '../../lib/myanmarTime';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { sentApi, sentKeys, sentQueries } from './api';
import { reachesOneMember } from '@mahasi/contract/constants/staff-notifications';
import type { Recipient } from '@mahasi/contract/staff-notifications';
import { isRowId } from '@mahasi/contract/constants/ids';

export type Kind = 5 | 6;
type Errors = Partial<Record<'memberId' | 'subject' | 'content' | 'link' | 'at', string>>;

const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '' && !/<img\b/i.test(html);

const nameOf = (member: Recipient) => member.userFullName || member.email || member.phoneNo || String(member.id);

/** Finding the one member a Yogi care team reply goes to. */
function MemberPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: Recipient | null;
  onChoose: (member: Recipient | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('consoleNotifications');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const found = useQuery(sentQueries.recipients(searched));
  if (chosen)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-sand-200 px-4 py-3 dark:border-night-700">
        <span className="font-semibold">{t('compose.memberChosen', { name: nameOf(chosen) })}</span>
        <span className="text-sm text-stone-600 dark:text-stone-400">{chosen.email ?? chosen.phoneNo}</span>
        <button type="button" className={ui.link} onClick={() => onChoose(null)}>
          {t('compose.memberChange')}
        </button>
      </div>
    );
  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-64 flex-1"
          label={t('compose.memberSearch')}
          placeholder={t('compose.memberSearchPlaceholder')}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setSearched(text.trim());
            }
          }}
        />
        <button type="button" className={`${ui.buttonSecondary} h-11`} onClick={() => setSearched(text.trim())}>
          {t('consoleMembers:search')}
        </button>
      </div>
      {searched && found.data && (
        <ul className="mt-3 space-y-2" aria-live="polite">
          {found.data.length === 0 && <li className="text-sm text-stone-600 dark:text-stone-400">{t('compose.memberNone')}</li>}
          {found.data.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className="w-full rounded-xl border border-sand-200 px-4 py-2 text-left hover:border-maroon-300 dark:border-night-700 dark:hover:border-saffron-500"
                onClick={() => onChoose(member)}
              >
                <span className="block font-semibold">{nameOf(member)}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {[member.email, member.phoneNo].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Whom it goes to: the care team and admins choose an announcement to every member or a reply to
 * one member (found by name, e-mail or phone); an editor sends announcements only and is told why.
 */
export function Recipients({
  oneMember,
  kind,
  onKind,
  member,
  memberError,
  onMember,
}: {
  oneMember: boolean;
  kind: Kind;
  onKind: (kind: Kind) => void;
  member: Recipient | null;
  memberError?: string;
  onMember: (member: Recipient | null) => void;
}) {
  const { t } = useTranslation('consoleNotifications');
  if (!oneMember)
    return (
      <div role="note" className="rounded-xl border border-sand-200 p-4 dark:border-night-700">
        <p className="font-semibold">{t('compose.announcement')}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('compose.everyMemberOnly')}</p>
      </div>
    );
  const radio = (value: Kind, label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-4 has-[:checked]:border-maroon-400 dark:border-night-700 dark:has-[:checked]:border-saffron-500">
      <input type="radio" name="kind" className="mt-1 h-4 w-4" checked={kind === value} onChange={() => onKind(value)} />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-stone-600 dark:text-stone-400">{hint}</span>
      </span>
    </label>
  );
  return (
    <>
      <fieldset className="space-y-3">
        <legend className={ui.label}>{t('compose.kind')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {radio(5, t('compose.announcement'), t('compose.announcementHint'))}
          {radio(6, t('compose.reply'), t('compose.replyHint'))}
        </div>
      </fieldset>
      {kind === 6 && <MemberPicker chosen={member} error={memberError} onChoose={onMember} />}
    </>
  );
}

/** /admin/notifications/new: an announcement to every member or a Yogi care team reply to one, previewed, sent now or later. */
export default function ComposePage() {
  const { t, i18n } = useTranslation('consoleNotifications');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // From a member's page: a Yogi care team reply to that member (the server checks the id again).
  const [search] = useSearchParams();
  // An editor announces to every member: no reply to one member, no finding members (the server refuses both).
  const oneMember = reachesOneMember(useStaffSession().staff?.role);
  const [member, setMember] = useState<Recipient | null>(() => {
    const id = Number(search.get('memberId'));
    return oneMember && isRowId(id) ? { id, userFullName: search.get('name') ?? '', email: null, phoneNo: null } : null;
  });
  const [kind, setKind] = useState<Kind>(member ? 6 : 5);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [link, setLink] = useState('');
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState(() => defaultScheduleTime(null));
  const [errors, setErrors] = useState<Errors>({});
  const [previewing, setPreviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const dirty = Boolean(subject.trim() || !isBlankHtml(content) || link.trim());
  useUnsavedChanges(dirty && !sending);
  const lang = i18n.language === 'mm' ? 'mm' : 'en';
  const required = (field: string) => t('validation:required', { field });

  const check = (): { errors: Errors; at: string | null } => {
    const at = later ? myanmarToIso(when) : null;
    const found: Errors = {
      ...(kind === 6 && !member ? { memberId: t('compose.memberRequired') } : {}),
      ...(subject.trim() ? {} : { subject: required(t('compose.subject')) }),
      ...(isBlankHtml(content) ? { content: required(t('compose.content')) } : {}),
      ...(link.trim() && !isSitePath(link.trim()) ? { link: t('compose.linkInvalid') } : {}),
      ...(later && (!at || new Date(at).getTime() <= Date.now()) ? { at: t('compose.whenInvalid') } : {}),
    };
    return { errors: found, at };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, at } = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (kind === 5 && !later) {
      const accepted = await confirm({
        title: t('compose.confirmTitle'),
        message: t('compose.confirmText', { subject: subject.trim() }),
        confirmText: t('compose.confirmSend'),
      });
      if (!accepted) return;
    }
    setSending(true);
    try {
      const sent = await sentApi.send({
        notiType: kind,
        memberId: kind === 6 ? member!.id : null,
        subject: subject.trim(),
        content,
        link: link.trim() || null,
        at,
      });
      notify.success(sent.status === 'scheduled' ? t('compose.scheduled') : t('compose.sent'));
      void queryClient.invalidateQueries({ queryKey: sentKeys.all });
      void navigate(consolePaths.notifications);
    } catch (error) {
      setSending(false);
      if (error instanceof HttpError && error.status === 422) {
        setErrors(
          Object.fromEntries(
            error.fieldErrors.map((e) => [e.field, e.field === 'link' && e.rule === 'sitePath' ? t('compose.linkInvalid') : e.message]),
          ) as Errors,
        );
        return;
      }
      notifyFailure(t('compose.failed'), error);
    }
  };

  return (
    <div className="max-w-3xl">
      <ConsoleTitle title={t('compose.title')} />
      <Link to={consolePaths.notifications} className={`${ui.link} text-sm`}>
        ← {t('compose.back')}
      </Link>
      <h1 className="mt-3 mb-6 font-serif text-3xl font-semibold text-maroon-800 dark:text-sand-50">{t('compose.title')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <Recipients
          oneMember={oneMember}
          kind={kind}
          onKind={setKind}
          member={member}
          memberError={errors.memberId}
          onMember={(chosen) => {
            setMember(chosen);
            setErrors({ ...errors, memberId: undefined });
          }}
        />
        <TextField
          label={t('compose.subject')}
          value={subject}
          maxLength={200}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <RichTextEditor
          lang={lang}
          label={t('compose.content')}
          initial=""
          error={errors.content}
          onChange={(html) => {
            setContent(html);
            if (errors.content) setErrors({ ...errors, content: undefined });
          }}
          onNormalised={() => undefined}
          onPasteText={() => undefined}
        />
        <TextField
          label={t('compose.link')}
          hint={t('compose.linkHint')}
          value={link}
          maxLength={300}
          placeholder="/events/3"
          error={errors.link}
          onChange={(event) => setLink(event.target.value)}
        />
        <fieldset className="space-y-3">
          <legend className={ui.label}>{t('compose.when')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="when" className="h-4 w-4" checked={!later} onChange={() => setLater(false)} />
            {t('compose.now')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="when" className="h-4 w-4" checked={later} onChange={() => setLater(true)} />
            {t('compose.later')}
          </label>
          {later && (
            <div className="grid gap-4 sm:grid-cols-2">
              <DateField label={t('compose.date')} min={myanmarToday()} value={when.date} onChange={(date) => setWhen({ ...when, date })} />
              <TimeField label={t('compose.time')} value={when.time} error={errors.at} onChange={(time) => setWhen({ ...when, time })} />
            </div>
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={ui.buttonSecondary} onClick={() => setPreviewing(true)}>
            {t('compose.preview')}
          </button>
          <SubmitButton saving={sending} savingText={t('console:actions.saving')}>
            {later ? t('compose.submitLater') : t('compose.submitNow')}
          </SubmitButton>
        </div>
      </form>
      <FormDialog open={previewing} onClose={() => setPreviewing(false)} title={t('compose.previewTitle')}>
        <p className="mb-2 text-xs text-stone-600 dark:text-stone-400">{t(`types.${kind}`)}</p>
        <p className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">{subject || '—'}</p>
        <RichHtml html={content} />
        <div className="mt-6 flex justify-end">
          <DialogCloseButton>{t('console:actions.done')}</DialogCloseButton>
        </div>
      </FormDialog>
    </div>
  );
}
