import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactField, UserInfo } from '@mahasi/contract/user';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@mahasi/contract/constants/user';
import { Avatar } from '../../components/Avatar';
import { TextField } from '../../components/form';
import { CameraIcon } from '../../components/icons';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { applyServerErrors } from '../../lib/serverErrors';
import { session, useSession } from '../../lib/session';
import { profileApi } from './api';
import { ContactConfirmation } from './ContactConfirmation';
import { personalSchema, type PersonalValues } from './schemas';

interface ChosenImage {
  dataUrl: string;
  fileName: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function PersonalForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('profile');
  const [image, setImage] = useState<ChosenImage | null>(null);
  /** Fields whose code was sent by this page's last save: another may be asked for in a minute, not at once. */
  const [justSent, setJustSent] = useState<Partial<Record<ContactField, number>>>({});
  const emailLocked = Boolean(user.email) && user.email === user.username;
  const phoneLocked = Boolean(user.phoneNo) && user.phoneNo === user.username;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PersonalValues>({
    resolver: schemaResolver(personalSchema, t),
    // A pending address shows in its field, so that saving the form again keeps it pending.
    defaultValues: {
      userFullName: user.userFullName,
      email: user.pendingEmail ?? user.email ?? '',
      phoneNo: user.pendingPhoneNo ?? user.phoneNo ?? '',
    },
  });

  /** After a confirmation or a cancel: the field shows the account's address again. */
  const contactChanged = (updated: UserInfo, field: ContactField) => {
    session.setUser(updated);
    setValue(field, (field === 'email' ? updated.email : updated.phoneNo) ?? '');
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      notify.error(t('personal.photoInvalid'));
      return;
    }
    setImage({ dataUrl: await readAsDataUrl(file), fileName: file.name });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await profileApi.updateUser({
        id: user.id,
        userFullName: values.userFullName,
        email: values.email || null,
        phoneNo: values.phoneNo || null,
        ...(image ? { imageData: image.dataUrl, imageFileName: image.fileName } : {}),
      });
      session.setUser(updated);
      setImage(null);
      const sent = (['email', 'phoneNo'] as const).filter(
        (field) => pendingOf(updated, field) && pendingOf(updated, field) !== pendingOf(user, field),
      );
      if (sent.length) setJustSent((before) => ({ ...before, ...Object.fromEntries(sent.map((field) => [field, Date.now()])) }));
      notify.success(t('personal.success'));
    } catch (error) {
      if (applyServerErrors(error, setError, ['userFullName', 'email', 'phoneNo'], t)) return;
      if (error instanceof BusinessError) notify.error(t('personal.failed', { reason: ` ${failureMessage(error, '')}` }));
    }
  });

  const form = (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center gap-5">
        <Avatar
          name={user.userFullName}
          src={image?.dataUrl ?? user.imageUrl}
          size={96}
          alt={t('personal.avatarAlt', { name: user.userFullName })}
        />
        <div>
          <label
            className={`${ui.buttonSecondary} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-saffron-500`}
          >
            <CameraIcon />
            {t('personal.choosePhoto')}
            <input type="file" accept={AVATAR_TYPES.join(',')} className="sr-only" onChange={(event) => void choose(event)} />
          </label>
          <p className={ui.hint}>{image ? image.fileName : t('personal.photoHint')}</p>
        </div>
      </div>
      <TextField label={t('fields:userFullName')} autoComplete="name" error={errors.userFullName?.message} {...register('userFullName')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t('fields:email')}
          type="email"
          autoComplete="email"
          readOnly={emailLocked}
          hint={emailLocked ? t('personal.readOnlyHint') : user.pendingEmail ? t('personal.pendingHint') : t('personal.contactHint')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields:phoneNo')}
          type="tel"
          autoComplete="tel"
          readOnly={phoneLocked}
          hint={phoneLocked ? t('personal.readOnlyHint') : user.pendingPhoneNo ? t('personal.pendingHint') : t('personal.contactHint')}
          error={errors.phoneNo?.message}
          {...register('phoneNo')}
        />
      </div>
      <button type="submit" className={ui.buttonPrimary} disabled={isSubmitting}>
        {isSubmitting ? t('personal.submitting') : t('personal.submit')}
      </button>
    </form>
  );

  const pending = (['email', 'phoneNo'] as const).flatMap((field) => {
    const address = pendingOf(user, field);
    return address ? [{ field, address }] : [];
  });
  return (
    <div className="space-y-8">
      {form}
      {pending.map(({ field, address }) => (
        <ContactConfirmation
          key={`${field}:${address}`}
          field={field}
          address={address}
          current={user[field]}
          resendAfterSeconds={secondsLeft(justSent[field])}
          onChange={(updated) => contactChanged(updated, field)}
        />
      ))}
    </div>
  );
}

const pendingOf = (user: UserInfo, field: ContactField) => (field === 'email' ? user.pendingEmail : user.pendingPhoneNo);
const RESEND_SECONDS = 60;
const secondsLeft = (sentAt: number | undefined) => (sentAt ? Math.max(0, RESEND_SECONDS - Math.floor((Date.now() - sentAt) / 1000)) : 0);

export default function PersonalInformationPage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  return (
    <section className={`${ui.card} p-6 sm:p-8`}>
      <PageTitle title={t('personal.title')} />
      <h1 className="font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-sand-50">{t('personal.title')}</h1>
      <p className="mt-2 mb-8 text-stone-600 dark:text-stone-400">{t('personal.subtitle')}</p>
      {user ? (
        <PersonalForm key={`${user.id}`} user={user} />
      ) : (
        <div className="space-y-4" role="status" aria-busy="true">
          <Skeleton className="h-24 w-24 rounded-full" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
    </section>
  );
}
