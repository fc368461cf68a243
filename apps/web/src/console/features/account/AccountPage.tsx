import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../components/ui';
import { PageHeader } from '../../components/PageHeader';
import { useStaffSession } from '../../lib/session';
import { PasswordForm } from './PasswordForm';
import { TwoFactorPanel } from './TwoFactorPanel';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.card} p-5 sm:p-6`}>
      <h2 id={id} className="mb-4 font-serif text-xl font-semibold text-maroon-800 dark:text-sand-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/account (everyone): who they are, their password and their two-factor sign-in. */
export default function AccountPage() {
  const { t } = useTranslation('consoleAccount');
  const { staff } = useStaffSession();
  if (!staff) return null;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <Card id="account-details" title={t('details')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields:fullName')}</dt>
          <dd>{staff.fullName}</dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields:email')}</dt>
          <dd className="min-w-0 break-all">{staff.email}</dd>
          <dt className="font-semibold text-stone-700 dark:text-stone-300">{t('fields:role')}</dt>
          <dd>{t(`console:roles.${staff.role}`)}</dd>
        </dl>
      </Card>
      <Card id="account-password" title={t('password.title')}>
        <PasswordForm email={staff.email} />
      </Card>
      <Card id="account-two-factor" title={t('twoFactor.title')}>
        <TwoFactorPanel staff={staff} />
      </Card>
    </div>
  );
}
