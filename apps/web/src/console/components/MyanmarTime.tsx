import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';

/**
 * '23-11-2026 09:30 PM (Myanmar time)' ('23-11-2026 ညနေ 09:30 (...)' in Myanmar, decision 0044): every time in the
 * console is Myanmar time, and says so.
 * `compact` leaves the zone to a column header that says it (its tooltip still does).
 */
export function MyanmarTime({ iso, compact = false }: { iso: string; compact?: boolean }) {
  const { t, i18n } = useTranslation('console');
  const full = t('myanmarTime', { time: formatDateTime(iso, i18n.language) });
  // In a table the date and the time are two lines, so that a list's columns fit a laptop's width.
  return compact ? (
    <time dateTime={iso} title={full} className="inline-flex flex-wrap gap-x-1.5 whitespace-nowrap">
      <span>{formatDate(iso)}</span> <span>{formatTime(iso, i18n.language)}</span>
    </time>
  ) : (
    <time dateTime={iso}>{full}</time>
  );
}
