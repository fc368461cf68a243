import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@mahasi/contract/news';
import en from '../../locales/en/index';
import mm from '../../locales/mm/index';
import { AdoptingProvider } from '../../lib/adopting';
import { homeSections } from './api';
import { HomeSections } from './HomeSections';

const reader = i18next.createInstance();
await reader.use(initReactI18next).init({ lng: 'en', resources: { en, mm }, defaultNS: 'common', interpolation: { escapeValue: false } });

const post = {
  id: 7,
  language: 'en',
  title: 'Ten-Day Retreat Opens',
  excerpt: 'Registration is open.',
  translation: null,
  imageUrl: null,
  imageSet: [],
  publicDate: '2026-11-10T09:00:00.000Z',
} as unknown as NewsItem;

/** The sections as the browser's first render draws them, the news already in the cache (the server's page). */
function firstRender(adopting: boolean): string {
  const client = new QueryClient();
  client.setQueryData(homeSections.news().queryKey, [post]);
  return renderToStaticMarkup(
    <AdoptingProvider value={adopting}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HomeSections />
        </MemoryRouter>
      </QueryClientProvider>
    </AdoptingProvider>,
  );
}

describe('the home page sections in a browser (a viewport that nothing has come near yet)', () => {
  beforeEach(() => {
    // A browser's observer that has not reported yet: the section is still far from the viewport.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the cards the server drew when it adopts the server page (decision 0062)', () => {
    const html = firstRender(true);
    expect(html).toContain('Ten-Day Retreat Opens');
    expect(html).toContain('href="/news/7"');
  });

  it('draws a far section only once the reader nears it on a page it renders itself', () => {
    const html = firstRender(false);
    expect(html).not.toContain('Ten-Day Retreat Opens');
    expect(html).toContain('Latest news');
  });
});
