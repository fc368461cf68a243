import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/index';
import mm from '../locales/mm/index';
import { orderQueries } from '../features/orders/api';
import type { Dashboard as Figures } from '@mahasi/contract/staff-orders';
import { Dashboard } from './Dashboard';

async function reader(lng: 'en' | 'mm') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng, resources: { en, mm }, defaultNS: 'console', interpolation: { escapeValue: false } });
  return instance;
}

const author = { donations: null, members: null, reading: { posts: [], talks: [] } };
const store = {
  donations: { today: [], week: [], month: [], year: [], daily: [], topEbooks: [], byStatus: [] },
  members: null,
  reading: null,
};

/** The dashboard as the server's reply draws it, with the parts of a role. */
async function draw(
  paymentProvider: Figures['paymentProvider'],
  lng: 'en' | 'mm' = 'en',
  parts: Omit<Figures, 'paymentProvider'> = author,
): Promise<string> {
  const client = new QueryClient();
  const reply: Figures = { paymentProvider, ...parts };
  client.setQueryData(orderQueries.dashboard().queryKey, reply);
  return renderToStaticMarkup(
    <I18nextProvider i18n={await reader(lng)}>
      <QueryClientProvider client={client}>
        <Dashboard />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the console’s dashboard', () => {
  it('says to every role, in English and in Myanmar, that the sandbox takes the payments and no real money moves', async () => {
    const english = await draw('sandbox', 'en');
    expect(english).toContain('Test payments only: no real money moves');
    expect(english).toContain('ask the person who runs the server to connect Dinger');
    const myanmar = await draw('sandbox', 'mm');
    expect(myanmar).toContain(mm.consoleOrders.sandbox.title);
    expect(myanmar).toContain(mm.consoleOrders.sandbox.body);
    expect(myanmar).not.toContain(en.consoleOrders.sandbox.title);
    expect(await draw('sandbox', 'en', store)).toContain('Test payments only: no real money moves');
  });

  it('says nothing of it when Dinger takes the payments', async () => {
    const html = await draw('dinger');
    expect(html).not.toContain(en.consoleOrders.sandbox.title);
    expect(html).toContain(en.consoleOrders.dashboard.mostRead);
  });
});
