import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/consoleNews.json';
import mm from '../../locales/mm/consoleNews.json';
import { PostStatusBadge, shownStatus } from './labels';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { consoleNews: en }, mm: { consoleNews: mm } },
  interpolation: { escapeValue: false },
});

const now = Date.parse('2026-11-27T05:00:00Z');
const past = '2026-11-20T03:00:00Z';
const later = '2026-12-09T03:00:00Z';

async function badge(status: 'published' | 'scheduled', publicDate: string, lang: 'en' | 'mm' = 'en') {
  await i18n.changeLanguage(lang);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <PostStatusBadge post={{ status, publicDate }} now={now} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('the news desk’s status label', () => {
  it('tells a published post on the site, one published for a later date, and a scheduled one apart', async () => {
    expect(await badge('published', past)).toBe('Published');
    expect(await badge('published', later)).toBe('Published, not on the site yet');
    expect(await badge('scheduled', later)).toBe('Scheduled');
    const myanmar = [await badge('published', past, 'mm'), await badge('published', later, 'mm'), await badge('scheduled', later, 'mm')];
    expect(new Set(myanmar).size).toBe(3);
  });

  it('counts a post as on the site from its date on', () => {
    expect(shownStatus({ status: 'published', publicDate: new Date(now).toISOString() }, now)).toBe('published');
    expect(shownStatus({ status: 'published', publicDate: new Date(now + 1000).toISOString() }, now)).toBe('publishedLater');
    expect(shownStatus({ status: 'draft', publicDate: later }, now)).toBe('draft');
  });
});
