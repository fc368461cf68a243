import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import myanmar from 'dayjs/locale/my';

dayjs.extend(relativeTime);
// dayjs's Myanmar 'a few seconds' is typed with a full stop for the dot below (့); register it corrected, locally.
dayjs.locale({ ...myanmar, relativeTime: { ...myanmar.relativeTime, s: 'စက္ကန့်အနည်းငယ်' } }, undefined, true);

const dayjsLocale: Record<string, string> = { en: 'en', mm: 'my' };

/** '3 days ago' / 'လွန်ခဲ့သော 3 ရက် က', with dayjs's standard thresholds, in the app's language. */
export function relativeTimeOf(iso: string, language: string, now: Date = new Date()): string {
  return dayjs(iso)
    .locale(dayjsLocale[language] ?? 'en')
    .from(now);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain text of an HTML fragment, for a one-line preview (never rendered as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
