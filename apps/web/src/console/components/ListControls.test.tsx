import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/console.json';
import mm from '../locales/mm/console.json';
import { ListEmpty } from './ListControls';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { console: en }, mm: { console: mm } },
  interpolation: { escapeValue: false },
});

const noop = () => undefined;
async function render(state: { failed: boolean; filtered: boolean }, lang: 'en' | 'mm' = 'en') {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ListEmpty {...state} onRetry={noop} onClear={noop} filteredText="No posts match.">
        No posts yet.
      </ListEmpty>
    </I18nextProvider>,
  );
}

describe('an empty list', () => {
  it('says loading failed and offers a retry, before anything else', async () => {
    const html = await render({ failed: true, filtered: true });
    expect(html).toContain('The list could not be loaded.');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain('No posts');
  });

  it('says the filters match nothing and offers to clear them', async () => {
    const html = await render({ failed: false, filtered: true });
    expect(html).toContain('No posts match.');
    expect(html).toMatch(/<button[^>]*>Clear the search and filters<\/button>/);
    expect(html).not.toContain('No posts yet.');
  });

  it('otherwise shows the list’s own text', async () => {
    expect(await render({ failed: false, filtered: false })).toBe('No posts yet.');
  });

  it('speaks Myanmar', async () => {
    const html = await render({ failed: true, filtered: false }, 'mm');
    expect(html).toContain('စာရင်းကို ဖွင့်၍ မရပါ။');
    expect(html).toContain('ထပ်စမ်းကြည့်ရန်');
  });
});
