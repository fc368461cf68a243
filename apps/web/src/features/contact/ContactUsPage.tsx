import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Content } from '@mahasi/contract/content';
import { useBilingual } from '../../components/content/bilingual';
import { ContentPage, PageHeader } from '../../components/content/PageHeader';
import { RichText } from '../../components/content/RichText';
import { TextField } from '../../components/form';
import { Skeleton } from '../../components/Skeleton';
import { ui } from '../../components/ui';
import { BusinessError } from '../../lib/api/errors';
import { schemaResolver } from '../../lib/forms';
import { failureMessage, notify } from '../../lib/notify';
import { applyServerErrors } from '../../lib/serverErrors';
import { contactApi, contactDetailsOptions } from './api';
import { contactFields, contactSchema, type ContactValues } from './schema';

const empty: ContactValues = { name: '', email: '', phoneNo: '', subject: '', message: '' };

function ContactDetails() {
  const query = useQuery(contactDetailsOptions());
  if (query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-busy="true">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (!query.data) return null;
  return <ContactDetailsView content={query.data} />;
}

/** The centre's address and hours: the `contact` page of the console's Pages. */
export function ContactDetailsView({ content }: { content: Pick<Content, 'titleEn' | 'titleMm' | 'bodyEn' | 'bodyMm'> }) {
  const { bi, locale } = useBilingual();
  return (
    <div>
      <h2 className="mb-4 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{bi(content, 'title')}</h2>
      <RichText html={bi(content, 'body')} lang={locale === 'mm' ? 'my' : 'en'} />
    </div>
  );
}

export function ContactForm() {
  const { t } = useTranslation('contact');
  const messageId = useId();
  // Field labels of this form live in the contact namespace; the messages follow spec section 5.
  const labelled = useMemo(
    () =>
      ((key: string, options?: Record<string, unknown>) =>
        key.startsWith('fields:') ? t(`contact:fields.${key.slice(7)}`) : t(key, options)) as TFunction,
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: schemaResolver(contactSchema, labelled), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await contactApi.send({ ...values, email: values.email || undefined, phoneNo: values.phoneNo || undefined });
      notify.success(t('success'));
      reset(empty);
    } catch (error) {
      // What was typed stays in the form, whatever went wrong.
      if (applyServerErrors(error, setError, contactFields, labelled)) return;
      if (error instanceof BusinessError) notify.error(failureMessage(error, t('failed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={`${ui.card} space-y-5 p-6 sm:p-8`} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">
        {t('formTitle')}
      </h2>
      {errors.root?.message && (
        <p role="alert" className={ui.error}>
          {errors.root.message}
        </p>
      )}
      <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          hint={t('emailOrPhoneHint')}
          {...register('email')}
        />
        <TextField label={t('fields.phoneNo')} type="tel" autoComplete="tel" error={errors.phoneNo?.message} {...register('phoneNo')} />
      </div>
      <TextField label={t('fields.subject')} error={errors.subject?.message} {...register('subject')} />
      <div>
        <label htmlFor={messageId} className={ui.label}>
          {t('fields.message')}
        </label>
        <textarea
          id={messageId}
          rows={6}
          className={ui.input}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {errors.message?.message && (
          <p id={`${messageId}-error`} role="alert" className={ui.error}>
            {errors.message.message}
          </p>
        )}
      </div>
      <button type="submit" className={ui.buttonPrimary} disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}

export default function ContactUsPage() {
  return <ContactUsView details={<ContactDetails />} form={<ContactForm />} />;
}

/** The contact page around its details and its form (the console's preview draws it with an unsaved draft). */
export function ContactUsView({ details, form }: { details: ReactNode; form: ReactNode }) {
  const { t } = useTranslation('contact');
  return (
    <ContentPage>
      <PageHeader title={t('common:pages.contactUs')} subtitle={t('subtitle')} />
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        {details}
        {form}
      </div>
    </ContentPage>
  );
}
