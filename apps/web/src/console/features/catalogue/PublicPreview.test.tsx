import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Image } from '@mahasi/contract/content';
import en from '../../../locales/en/index';
import mm from '../../../locales/mm/index';
import { setServerSanitizer } from '../../../lib/sanitize';
import { kindForms, type Draft } from './kinds';
import { PublicPage } from './PublicPreview';
import { eventOf, galleryOf, yangonIso, type Shaping } from './publicShapes';

// No DOM here: the test's own texts go through as written (the browser cleans them with DOMPurify).
setServerSanitizer((html) => html);

const readers = Object.fromEntries(
  await Promise.all(
    (['en', 'mm'] as const).map(async (lng) => {
      const instance = i18next.createInstance();
      await instance.use(initReactI18next).init({
        lng,
        resources: { en, mm },
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
      return [lng, instance] as const;
    }),
  ),
);

const image = (url: string): Image => ({ url, width: 960, height: 640, variants: [{ url, width: 960 }] });
const shaping: Shaping = { id: 12, images: { '41': image('/files/cover-41.webp') }, now: '2026-11-20T00:00:00.000Z' };

function draw(kind: Parameters<typeof PublicPage>[0]['kind'], draft: Draft, lang: 'en' | 'mm' = 'en'): string {
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderToStaticMarkup(wrap(<PublicPage kind={kind} draft={draft} shaping={shaping} audio={null} i18n={readers[lang]!} />));
}

const event = (over: Draft = {}): Draft => ({
  ...kindForms.events.empty(),
  titleEn: 'Full moon retreat',
  titleMm: 'လပြည့်နေ့ တရားစခန်း',
  descriptionEn: '<p>A day of <strong>practice</strong>.</p>',
  descriptionMm: '<p>တရားအားထုတ်ရန်</p>',
  startDate: '2026-12-12',
  startTime: '07:00',
  endDate: '2026-12-12',
  endTime: '17:30',
  venueEn: 'Main hall',
  coverUploadId: 41,
  ...over,
});

describe('a draft in the shape of its public record', () => {
  it('reads an event’s times as Myanmar time, an all-day one to the midnight after its last day', () => {
    expect(yangonIso('2026-12-12', '07:00')).toBe('2026-12-12T00:30:00.000Z');
    expect(eventOf(event(), shaping)).toMatchObject({
      id: 12,
      startsAt: '2026-12-12T00:30:00.000Z',
      endsAt: '2026-12-12T11:00:00.000Z',
      image: { url: '/files/cover-41.webp' },
      icsUrl: '/feeds/events/12.ics',
    });
    const allDay = eventOf(event({ allDay: true, endDate: '2026-12-13' }), shaping);
    expect([allDay.startsAt, allDay.endsAt]).toEqual(['2026-12-11T17:30:00.000Z', '2026-12-13T17:30:00.000Z']);
  });

  it('keeps a gallery’s photos in the draft’s order, with the chosen cover', () => {
    const gallery = galleryOf(
      {
        ...kindForms.galleries.empty(),
        photos: [
          { uploadId: 7, photoId: null, captionEn: 'Hall', captionMm: '' },
          { uploadId: null, photoId: 3, captionEn: 'Gate', captionMm: 'တံခါး' },
          { uploadId: 99, photoId: null, captionEn: 'Still uploading', captionMm: '' },
        ],
        coverIndex: 1,
      },
      { ...shaping, images: { '7': image('/files/7.webp'), 'photo:3': image('/files/3.webp') } },
    );
    expect(gallery.photos.map((photo) => [photo.image.url, photo.captionEn])).toEqual([
      ['/files/7.webp', 'Hall'],
      ['/files/3.webp', 'Gate'],
    ]);
    expect(gallery.cover?.url).toBe('/files/3.webp');
    expect(gallery.photoCount).toBe(2);
  });
});

describe('the preview as the public page', () => {
  it('draws an event with the event page’s own parts, in the language chosen', () => {
    const html = draw('events', event());
    expect(html).toContain('>Full moon retreat</h1>');
    expect(html).toContain('A day of <strong>practice</strong>.');
    expect(html).toContain('12-12-2026 07:00 AM');
    expect(html).toContain('Add to calendar');
    expect(html).toContain('/files/cover-41.webp');
    // The console keeps its own title.
    expect(html).not.toContain('<title>');

    const mmHtml = draw('events', event(), 'mm');
    expect(mmHtml).toContain('>လပြည့်နေ့ တရားစခန်း</h1>');
    expect(mmHtml).toContain('စတင်ချိန်');
    expect(mmHtml).toContain('lang="my"');
  });

  it('falls back to the other language where the draft has none, as the public page does', () => {
    const html = draw('events', event({ titleMm: '' }), 'mm');
    expect(html).toContain('>Full moon retreat</h1>');
  });

  it('draws the contact page with the draft’s details beside a form that does nothing', () => {
    const html = draw('pages', {
      slug: 'contact',
      titleEn: 'Contact Us',
      titleMm: 'ဆက်သွယ်ရန်',
      bodyEn: '<p>Office hours: daily 7:00 am – 5:00 pm.</p>',
      bodyMm: '<p>ရုံးဖွင့်ချိန်</p>',
    });
    expect(html).toContain('Office hours: daily 7:00 am – 5:00 pm.');
    expect(html).toContain('Send message');
    expect(html).toMatch(/<div inert="">\s*<form/);
  });

  it('draws another page as the site draws its pages, and a group entry under its section', () => {
    const page = draw('pages', { slug: 'retreat-rules', titleEn: 'Retreat rules', titleMm: '', bodyEn: '<p>Silence.</p>', bodyMm: '' });
    expect(page).toContain('>Retreat rules</h1>');
    expect(page).not.toContain('Send message');
    const group = draw('groups', { ...kindForms.groups.empty(), groupType: 2, titleEn: 'Sangha hospital', bodyEn: '<p>Care.</p>' });
    expect(group).toContain('Sangha Jewel');
    expect(group).toContain('href="/sangha-jewel"');
  });

  it('draws a banner as the home page’s carousel slide, and a broadcast as the live page', () => {
    const banner = draw('banners', { ...kindForms.banners.empty(), titleEn: 'Vesak 2027', subtitleEn: 'Join us', coverUploadId: 41 });
    expect(banner).toContain('aria-roledescription="carousel"');
    expect(banner).toContain('Vesak 2027');
    const live = draw('live', { ...kindForms.live.empty(), titleEn: 'Sunday Dhamma talk', scheduleEn: 'Sundays 9:00 am', streamUrl: '' });
    expect(live).toContain('>Sunday Dhamma talk</h1>');
    expect(live).toContain('Sundays 9:00 am');
  });
});
