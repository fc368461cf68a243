import { useTranslation } from 'react-i18next';
import { retreatWriterRoles } from '@mahasi/contract/constants/retreat';
import type { StaffRole } from '@mahasi/contract/constants/staff';
import { formatDate } from '../../../lib/format';
import { useStaffSession } from '../../lib/session';

/** A label of the contract's (kinds, groups, languages, admission) in the reader's language. */
export const inLang = (pair: { en: string; mm: string }, locale: string): string => (locale === 'mm' ? pair.mm : pair.en);

/** Whether this role runs the desk (decides, checks in, writes courses); care only reads. */
export const writesRetreats = (role: StaffRole | undefined): boolean => (retreatWriterRoles as readonly string[]).includes(role ?? '');

export function useWritesRetreats(): boolean {
  return writesRetreats(useStaffSession().staff?.role);
}

/** A course's days as DD-MM-YYYY, or that they are not set. */
export function CourseDates({ start, end }: { start: string | null; end: string | null }) {
  const { t } = useTranslation('consoleRetreats');
  if (!start || !end) return <span className="text-stone-600 dark:text-stone-400">{t('noDates')}</span>;
  return <span className="whitespace-nowrap tabular-nums">{t('dates', { start: formatDate(start), end: formatDate(end) })}</span>;
}

const openClass = {
  true: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  false: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-night-800 dark:text-stone-200 dark:ring-night-700',
};

/** Whether a course takes applications now, as a small label. */
export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation('consoleRetreats');
  return (
    <span
      className={`inline-flex rounded-xl px-2.5 py-0.5 text-xs leading-snug font-semibold ring-1 ring-inset ${openClass[String(open) as 'true' | 'false']}`}
    >
      {t(open ? 'open' : 'closed')}
    </span>
  );
}
