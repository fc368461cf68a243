import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@mahasi/contract/content';
import en from '../locales/en/index';
import { BannerSlides } from '../features/home/BannerCarousel';
import { safeReturnPath } from '../lib/paths';
import { safeConsoleReturn } from '../console/paths';
import { StaffLink } from './StaffLink';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en }, defaultNS: 'common', interpolation: { escapeValue: false } });

const draw = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );

/** Forms a browser reads as another site, as staff could store them before the server refused them. */
const foreign = ['/\\evil.example', '//evil.example', '/\\/evil.example', '/\t/evil.example', '/%5cevil.example', 'javascript:alert(1)'];

describe('a link staff entered', () => {
  it('follows a page of this site in the app and a web address in a new tab', () => {
    expect(draw(<StaffLink to="/events/3?x=1#t">Open</StaffLink>)).toBe('<a href="/events/3?x=1#t" data-discover="true">Open</a>');
    expect(draw(<StaffLink to="https://www.youtube.com/watch?v=1">Open</StaffLink>)).toBe(
      '<a href="https://www.youtube.com/watch?v=1" target="_blank" rel="noopener noreferrer">Open</a>',
    );
  });

  it.each(foreign)('is no link at all for %j', (to) => {
    expect(draw(<StaffLink to={to}>Open</StaffLink>)).toBe('');
    expect(
      draw(
        <StaffLink to={to} fallback={<span>Open</span>}>
          Open
        </StaffLink>,
      ),
    ).toBe('<span>Open</span>');
  });

  it.each(foreign)('shows a banner leading to %j without a link', (linkUrl) => {
    const banner: Banner = {
      id: 1,
      titleEn: 'Kathina',
      titleMm: '',
      subtitleEn: '',
      subtitleMm: '',
      image: null,
      linkUrl,
      sortOrder: 0,
      publishedAt: '2026-11-27T00:00:00.000Z',
    };
    const html = draw(<BannerSlides banners={[banner]} />);
    expect(html).toContain('Kathina');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('javascript');
  });

  it.each(foreign)('returns home after sign-in instead of to %j', (to) => {
    expect(safeReturnPath(to)).toBe('/');
    expect(safeConsoleReturn(to)).toBe('/admin');
  });

  it('returns to the console home instead of a console path with a backslash or a tab in it', () => {
    expect(safeConsoleReturn('/admin/\\evil.example')).toBe('/admin');
    expect(safeConsoleReturn('/admin\t/x')).toBe('/admin');
    expect(safeConsoleReturn('/admin/staff?x=1')).toBe('/admin/staff?x=1');
  });
});
