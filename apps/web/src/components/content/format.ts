import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Asia/Yangon is UTC+06:30 all year (no daylight saving). */
const YANGON_OFFSET_MINUTES = 390;

/** Spec section 9: 'DD-MM-YYYY hh:mm A', shown in Yangon time. */
export function formatDateTime(iso: string, offsetMinutes = YANGON_OFFSET_MINUTES): string {
  return dayjs.utc(iso).utcOffset(offsetMinutes).format('DD-MM-YYYY hh:mm A');
}

/** 'DD-MM-YYYY' of an instant (in Yangon time) or of a calendar date 'YYYY-MM-DD'. */
export function formatDate(value: string, offsetMinutes = YANGON_OFFSET_MINUTES): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value).format('DD-MM-YYYY');
  return dayjs.utc(value).utcOffset(offsetMinutes).format('DD-MM-YYYY');
}

/** 'hh:mm A' in Yangon time. */
export function formatTime(iso: string, offsetMinutes = YANGON_OFFSET_MINUTES): string {
  return dayjs.utc(iso).utcOffset(offsetMinutes).format('hh:mm A');
}

/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
