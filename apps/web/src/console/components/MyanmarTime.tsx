import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/content/format';

/**
 * '23-11-2026 09:30 PM (Myanmar time)': every time in the console is Myanmar time, and says so.
 * `compact` leaves the zone to a column header that says it (its tooltip still does).
 */
export function MyanmarTime({ iso, compact = false }: { iso: string; compact?: boolean }) {
  const { t } = useTranslation('console');
  const full = t('myanmarTime', { time: formatDateTime(iso) });
  return compact ? (
    <time dateTime={iso} title={full} className="whitespace-nowrap">
      {formatDateTime(iso)}
    </time>
  ) : (
    <time dateTime={iso}>{full}</time>
  );
}
