import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { foldLine } from './feeds.js';
import { createEvent, createTalk, marker, testImage } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://mahasi.example.org' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /feeds/podcasts.xml', () => {
  it('is well-formed iTunes RSS 2.0 with absolute enclosures, newest first, without drafts', async () => {
    const word = marker();
    const older = await createTalk(t, {
      titleEn: `Older <talk> & ${word}`,
      speakerEn: 'Mahasi Sayadaw',
      audioKey: 'podcasts/older.wav',
      audioBytes: 96044,
      durationSeconds: 3725,
      cover: testImage('test/podcast'),
      publishedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const newer = await createTalk(t, { titleEn: `Newer ${word}`, titleMm: `မြန်မာ ${word}`, audioType: 'audio/mpeg' });
    await createTalk(t, { titleEn: `Draft ${word}`, state: 'draft' });
    await createTalk(t, { titleEn: `Scheduled ${word}`, state: 'future' });

    const res = await get('/feeds/podcasts.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(res.body);
    expect(feed.rss['@version']).toBe('2.0');
    const items: Record<string, unknown>[] = [feed.rss.channel.item].flat();
    const titles = items.map((i) => String(i.title));
    expect(titles.indexOf(`Newer ${word}`)).toBeLessThan(titles.indexOf(`Older <talk> & ${word}`));
    expect(titles.some((title) => title.includes('Draft') || title.includes('Scheduled'))).toBe(false);

    const item = items.find((i) => i.title === `Older <talk> & ${word}`)!;
    expect(item.enclosure).toEqual({
      '@url': 'https://mahasi.example.org/files/podcasts/older.wav',
      '@length': '96044',
      '@type': 'audio/wav',
    });
    expect(item['itunes:duration']).toBe('01:02:05');
    expect(item['itunes:author']).toBe('Mahasi Sayadaw');
    expect(item['itunes:image']).toEqual({ '@href': 'https://mahasi.example.org/files/test/podcast-960.webp' });
    expect(item.guid).toMatchObject({ '#text': `mahasi-podcast-${older.id}` });
    expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);

    const mm = new XMLParser().parse((await get('/feeds/podcasts.xml?lang=mm')).body);
    expect([mm.rss.channel.item].flat().map((i: { title: string }) => i.title)).toContain(`မြန်မာ ${word}`);
    expect(newer.id).toBeGreaterThan(0);
  });
});

describe('iCalendar feeds', () => {
  it('lists visible events as VEVENTs in UTC with escaped text, folded at 75 octets', async () => {
    const startsAt = new Date('2030-01-10T02:30:00Z'); // 09:00 in Yangon
    const event = await createEvent(t, {
      titleEn: 'Retreat; noting, walking \\ sitting',
      titleMm: 'သတိပဋ္ဌာန် ဝိပဿနာ တရားစခန်း '.repeat(4),
      descriptionEn: '<p>Line one.</p><p>Bring a shawl, a cushion; and patience.</p>',
      venueEn: 'Main Dhamma Hall',
      addressEn: 'No. 16 Sasana Yeiktha Road, Bahan Township, Yangon',
      startsAt,
      endsAt: new Date('2030-01-10T05:30:00Z'),
    });
    await createEvent(t, { titleEn: `Hidden ${marker()}`, state: 'draft', startsAt, endsAt: new Date(startsAt.getTime() + 3600_000) });

    const res = await get('/feeds/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const raw = res.rawPayload;
    for (const line of raw.toString('utf8').split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(raw.toString('utf8')).not.toMatch(/[^\r]\n/);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.some((v) => String(v.getFirstPropertyValue('summary')).startsWith('Hidden'))).toBe(false);
    const vevent = vevents.find((v) => v.getFirstPropertyValue('uid') === `event-${event.id}@mahasi.example.org`)!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe('Retreat; noting, walking \\ sitting');
    expect(parsed.location).toBe('Main Dhamma Hall, No. 16 Sasana Yeiktha Road, Bahan Township, Yangon');
    expect(parsed.description).toBe('Line one. Bring a shawl, a cushion; and patience.');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2030-01-10T05:30:00.000Z');
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();

    const mm = new ICAL.Component(ICAL.parse((await get(`/feeds/events/${event.id}.ics?lang=mm`)).body));
    expect(new ICAL.Event(mm.getFirstSubcomponent('vevent')!).summary).toBe('သတိပဋ္ဌာန် ဝိပဿနာ တရားစခန်း '.repeat(4));
  });

  it("gives one event's file for 'Add to calendar', and 404 for a draft or unknown id", async () => {
    const event = await createEvent(t, { titleEn: `One ${marker()}` });
    const res = await get(`/feeds/events/${event.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`mahasi-event-${event.id}.ics`);
    const vevents = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstPropertyValue('summary'))).toEqual([event.titleEn]);
    const draft = await createEvent(t, { state: 'draft' });
    expect((await get(`/feeds/events/${draft.id}.ics`)).statusCode).toBe(404);
    expect((await get('/feeds/events/999999.ics')).statusCode).toBe(404);
  });

  it('folds without splitting a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'မ'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'မ'.repeat(60)}`);
  });
});
