import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@mahasi/contract/staff-orders';

/**
 * On the console's home, for every role, while the sandbox takes the store's payments: payers
 * approve their own payments there, so an order shown as paid brought no money. The server says
 * which provider it runs (never a build setting), so the notice goes when the site is switched.
 */
export function SandboxNotice({ provider }: { provider: Dashboard['paymentProvider'] }) {
  const { t } = useTranslation('consoleOrders');
  if (provider !== 'sandbox') return null;
  return (
    <section
      aria-labelledby="sandbox-notice-title"
      className="mb-8 rounded-xl border-2 border-maroon-600 bg-maroon-50 p-5 text-maroon-900 dark:border-saffron-400 dark:bg-night-800 dark:text-sand-50"
    >
      <h2 id="sandbox-notice-title" className="font-serif text-xl font-semibold">
        {t('sandbox.title')}
      </h2>
      <p className="mt-2">{t('sandbox.body')}</p>
      <p className="mt-2 font-semibold">{t('sandbox.action')}</p>
    </section>
  );
}
