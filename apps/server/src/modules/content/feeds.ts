import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Talk } from '@mahasi/contract/talk';
import { htmlToText } from '../../lib/html.js';
import type { events } from './schema.js';
import type { ContentService } from './service.js';
import { MAX_ID } from '@mahasi/contract/request';
import { yangonDay } from '../../lib/yangonTime.js';
import { CENTRE } from '../../lib/centre.js';

/**
 * Public feeds outside /rest-api: an iTunes-style RSS 2.0 podcast feed and iCalendar (RFC 5545)
 * files of the events, for podcast apps and calendar subscriptions. `?lang=mm` gives the Myanmar
 * texts (falling back to English where one is empty).
 */

type Lang = 'en' | 'mm';
const pick = (lang: Lang, en: string, mm: string) => (lang === 'mm' ? mm || en : en || mm);
const langQuery = z.object({ lang: z.enum(['en', 'mm']).default('en') });

const ORGANISATION = CENTRE.name.en;

// ---------------------------------------------------------------------------------------------
// RSS

const xml = (text: string) =>
  text
    // XML 1.0 cannot carry most control characters, even escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** 3725 → '01:02:05' (iTunes accepts HH:MM:SS). */
export function itunesDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

export function talkRss(episodes: Talk[], options: { siteUrl: string; lang: Lang; now: Date }): string {
  const { siteUrl, lang } = options;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);
  const title = lang === 'mm' ? 'မဟာစည် ဓမ္မ ပို့စ်ကတ်' : 'Mahasi Dhamma Podcast';
  const description =
    lang === 'mm'
      ? 'မဟာစည်သာသနာ့ရိပ်သာမှ သတိပဋ္ဌာန် ဝိပဿနာ တရားတော်များ၊ တရားအားထုတ်နည်း လမ်းညွှန်များနှင့် ပရိတ်တော်များ။'
      : 'Dhamma talks, guided Satipatthana Vipassana meditation and chanting from Mahasi Sasana Yeiktha, Yangon.';
  const channelImage = episodes.find((e) => e.cover)?.cover?.url;
  const items = episodes.map((e) => {
    const author = pick(lang, e.speakerEn, e.speakerMm);
    return [
      '<item>',
      `<title>${xml(pick(lang, e.titleEn, e.titleMm))}</title>`,
      `<link>${xml(`${siteUrl}/podcasts/${e.id}`)}</link>`,
      `<guid isPermaLink="false">mahasi-podcast-${e.id}</guid>`,
      `<pubDate>${new Date(e.publishedAt).toUTCString()}</pubDate>`,
      `<description>${xml(pick(lang, e.descriptionEn, e.descriptionMm))}</description>`,
      `<enclosure url="${xml(absolute(e.audioUrl))}" length="${e.audioBytes}" type="${xml(e.audioType)}"/>`,
      `<itunes:duration>${itunesDuration(e.durationSeconds)}</itunes:duration>`,
      `<itunes:author>${xml(author)}</itunes:author>`,
      e.cover ? `<itunes:image href="${xml(absolute(e.cover.url))}"/>` : '',
      '<itunes:explicit>false</itunes:explicit>',
      '</item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(`${siteUrl}/podcasts`)}</link>`,
    `<atom:link href="${xml(`${siteUrl}/feeds/podcasts.xml${lang === 'mm' ? '?lang=mm' : ''}`)}" rel="self" type="application/rss+xml"/>`,
    `<language>${lang === 'mm' ? 'my' : 'en'}</language>`,
    `<description>${xml(description)}</description>`,
    `<lastBuildDate>${options.now.toUTCString()}</lastBuildDate>`,
    `<itunes:author>${ORGANISATION}</itunes:author>`,
    `<itunes:owner><itunes:name>${ORGANISATION}</itunes:name></itunes:owner>`,
    channelImage ? `<itunes:image href="${xml(absolute(channelImage))}"/>` : '',
    '<itunes:category text="Religion &amp; Spirituality"><itunes:category text="Buddhism"/></itunes:category>',
    '<itunes:explicit>false</itunes:explicit>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// iCalendar

/** TEXT value escaping (RFC 5545 3.3.11). */
export const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261122T033000Z */
export const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545 3.1) without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

type EventRow = typeof events.$inferSelect;

/** The Yangon date of an instant: 20261122. */
export const icsDate = (at: Date) => yangonDay(at).replace(/-/g, '');

export function eventsIcs(rows: EventRow[], options: { siteUrl: string; lang: Lang; name?: string }): string {
  const { siteUrl, lang } = options;
  const host = new URL(siteUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${ORGANISATION}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name ?? (lang === 'mm' ? 'မဟာစည်သာသနာ့ရိပ်သာ အစီအစဉ်များ' : `${ORGANISATION} events`))}`,
    'X-WR-TIMEZONE:Asia/Yangon',
  ];
  for (const row of rows) {
    const venue = pick(lang, row.venueEn, row.venueMm);
    const address = pick(lang, row.addressEn, row.addressMm);
    // A space after each block keeps paragraphs apart once the tags are gone.
    const body = pick(lang, row.descriptionEn, row.descriptionMm).replace(/<\/(p|h\d|li|blockquote)>|<br\s*\/?>/gi, '$& ');
    const contact = pick(lang, row.contactEn, row.contactMm);
    const description = [
      htmlToText(body),
      row.onlineUrl ? `Online: ${row.onlineUrl}` : '',
      row.registrationUrl ? `Registration: ${row.registrationUrl}` : '',
      contact ? `Contact: ${contact}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${row.id}@${host}`,
      `DTSTAMP:${icsTime(row.updatedAt)}`,
      // All-day events are dates (their end is the day after the last, as RFC 5545 counts it).
      row.allDay ? `DTSTART;VALUE=DATE:${icsDate(row.startsAt)}` : `DTSTART:${icsTime(row.startsAt)}`,
      row.allDay ? `DTEND;VALUE=DATE:${icsDate(row.endsAt)}` : `DTEND:${icsTime(row.endsAt)}`,
      `SUMMARY:${icsText(pick(lang, row.titleEn, row.titleMm))}`,
      `LOCATION:${icsText([venue, address].filter(Boolean).join(', '))}`,
      `DESCRIPTION:${icsText(description)}`,
      `URL:${siteUrl}/events/${row.id}`,
      `LAST-MODIFIED:${icsTime(row.updatedAt)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------------------------

export const feedRoutes =
  (content: ContentService, siteUrl: string, now: () => Date): FastifyPluginAsync =>
  async (app) => {
    const cache = 'public, max-age=300';
    const langOf = (query: unknown) => langQuery.catch({ lang: 'en' }).parse(query).lang;

    app.get('/feeds/podcasts.xml', { schema: { hide: true } }, async (request, reply) => {
      const episodes = await content.talks.latest();
      reply.header('cache-control', cache).type('application/rss+xml; charset=utf-8');
      return talkRss(episodes, { siteUrl, lang: langOf(request.query), now: now() });
    });

    app.get('/feeds/events.ics', { schema: { hide: true } }, async (request, reply) => {
      const rows = await content.events.forFeed();
      reply.header('cache-control', cache).type('text/calendar; charset=utf-8');
      return eventsIcs(rows, { siteUrl, lang: langOf(request.query) });
    });

    app.get<{ Params: { id: string } }>('/feeds/events/:id.ics', { schema: { hide: true } }, async (request, reply) => {
      const id = z.coerce.number().int().positive().max(MAX_ID).catch(0).parse(request.params.id);
      const row = await content.events.rowById(id);
      const lang = langOf(request.query);
      reply
        .header('cache-control', cache)
        .header('content-disposition', `attachment; filename="mahasi-event-${row.id}.ics"`)
        .type('text/calendar; charset=utf-8');
      return eventsIcs([row], { siteUrl, lang, name: pick(lang, row.titleEn, row.titleMm) });
    });
  };
