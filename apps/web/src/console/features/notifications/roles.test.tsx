import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import publicEn from '../../../locales/en/index';
import publicMm from '../../../locales/mm/index';
import consoleEn from '../../locales/en/index';
import consoleMm from '../../locales/mm/index';
import { staffSession } from '../../lib/session';
import type { StaffRole } from '@mahasi/contract/constants/staff';
import ComposePage from './ComposePage';
import NotificationsPage from './NotificationsPage';

// The rich text editor (Tiptap) needs a browser's DOM, which these tests do not have; what is
// checked here is around it.
vi.mock('../../components/editor/RichTextEditor', () => ({ RichTextEditor: () => null }));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ...publicEn, ...consoleEn }, mm: { ...publicMm, ...consoleMm } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

/** A screen as a staff member of this role sees it first (the list before its data arrives). */
async function draw(role: StaffRole, screen: 'compose' | 'list', lang: 'en' | 'mm' = 'en', url = '/admin/notifications/new') {
  await i18n.changeLanguage(lang);
  staffSession.setStaff({
    id: 1,
    email: `${role}@mahasi.test`,
    fullName: 'Someone',
    role,
    twoFactorEnabled: true,
    twoFactorRequired: false,
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>{screen === 'compose' ? <ComposePage /> : <NotificationsPage />}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => staffSession.clear());

describe("the notifications screens follow the role: members' details stay with the care team and admins", () => {
  it('offers an editor an announcement to every member only: no reply to one member, no member search', async () => {
    const html = await draw('editor', 'compose', 'en', '/admin/notifications/new?memberId=7&name=Daw%20Mya');
    expect(html).toContain('An announcement to every member');
    expect(html).toContain('Replies to one member are written by the care team');
    expect(html).not.toContain('A Yogi care team reply to one member');
    expect(html).not.toContain('Find the member');
    expect(html).not.toContain('Daw Mya');
  });

  it('says the same in Myanmar', async () => {
    const html = await draw('editor', 'compose', 'mm');
    expect(html).toContain(consoleMm.consoleNotifications.compose.everyMemberOnly);
    expect(html).not.toContain(consoleMm.consoleNotifications.compose.reply);
  });

  it.each(['care', 'admin'] as const)('offers %s both kinds, and a reply to the member a member page sent', async (role) => {
    const html = await draw(role, 'compose', 'en', '/admin/notifications/new?memberId=7&name=Daw%20Mya');
    expect(html).toContain('A Yogi care team reply to one member');
    expect(html).toContain('To: Daw Mya');
  });

  it('lists for an editor no Yogi care team reply filter, and says why', async () => {
    const editor = await draw('editor', 'list');
    expect(editor).toContain('Replies to one member are the care team&#x27;s and are not shown here.');
    expect(editor).not.toContain('>Yogi care team reply<');
    const care = await draw('care', 'list');
    expect(care).toContain('>Yogi care team reply<');
  });
});
