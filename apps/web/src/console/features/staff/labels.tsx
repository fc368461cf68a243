import { useTranslation } from 'react-i18next';
import type { StaffStatus } from '@mahasi/contract/constants/staff';

const statusClass: Record<StaffStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  invited: 'bg-saffron-50 text-saffron-700 ring-saffron-200 dark:bg-night-800 dark:text-saffron-300 dark:ring-saffron-700',
  disabled: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-300 dark:ring-night-700',
};

/** An account's status as a small coloured label (the word says it; the colour only helps). */
export function StatusBadge({ status }: { status: StaffStatus }) {
  const { t } = useTranslation('consoleStaff');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusClass[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
