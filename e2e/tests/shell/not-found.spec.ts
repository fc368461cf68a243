import { expect, test } from '@playwright/test';
import { ADMIN, staffToken } from '../console/staff.js';

test('an unknown path shows the 404 page with its two links', async ({ page }) => {
  await page.goto('/no/such/page');
  const main = page.getByRole('main');
  await expect(main.getByText('404')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(main.getByText('Sorry, we couldn’t find the page you’re looking for.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
  await expect(page).toHaveTitle(/Page not found/);
  await main.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mahasi Meditation Center');
});

test('every section of the route table has a translated page, not a blank one', async ({ page }) => {
  for (const path of ['/news', '/podcasts/7', '/live', '/heritage_group', '/sangha-jewel', '/dhamma-record']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: '24-7 Mahasi Dhamma Broadcast' })).toBeVisible();
});

/** Issue 21: what a search engine, a monitor or a script sees, over HTTP, before any JavaScript. */
const notFoundPage = async (reply: { status(): number; headers(): Record<string, string>; text(): Promise<string> }) => {
  const html = await reply.text();
  return {
    status: reply.status(),
    type: reply.headers()['content-type'],
    page: html.includes('Page not found') && html.includes('Go back home') && html.includes('Contact support'),
  };
};
const page404 = { status: 404, type: 'text/html; charset=utf-8', page: true };

test('an address outside the route table answers HTTP 404 with the 404 page, in the reader’s language', async ({ request }) => {
  for (const path of ['/no-such-page', '/readiness', '/metrics', '/news/12/comments', '/profiles']) {
    expect([path, await notFoundPage(await request.get(path))]).toEqual([path, page404]);
  }
  const myanmar = await request.get('/no-such-page', { headers: { cookie: 'locale=mm' } });
  expect(myanmar.status()).toBe(404);
  expect(await myanmar.text()).toContain('စာမျက်နှာ မတွေ့ပါ');
});

test('a detail whose record does not exist, is not published, or has a malformed id answers 404; one that exists answers 200', async ({
  request,
}) => {
  const groups = [
    '/mahasi-sayardaw',
    '/sangha-jewel',
    '/religious-institution',
    '/buddhist_dharma_group',
    '/womens_yogi_support',
    '/heritage_group',
  ];
  const missing = [
    '/news/999999',
    '/news/abc',
    '/podcasts/999999',
    '/podcasts/abc',
    '/ebooks/999999',
    '/ebooks/abc',
    '/events/999999',
    '/events/1.5',
    '/dhamma-record/999999',
    '/dhamma-record/abc',
    ...groups.map((group) => `${group}/999999`),
    ...groups.map((group) => `${group}/abc`),
  ];
  for (const path of missing) expect([path, await notFoundPage(await request.get(path))]).toEqual([path, page404]);

  // A draft of the seed: in the staff console's list, never public.
  const token = await staffToken(request, ADMIN);
  const drafts = (await (
    await request.post('/admin-api/news/posts/list', {
      headers: { authorization: `Bearer ${token}` },
      data: { searchObj: { status: 'draft' }, pageNo: 1, pageSize: 1 },
    })
  ).json()) as { data: { dataList: { id: number }[] } };
  const draft = drafts.data.dataList[0]!.id;
  expect(await notFoundPage(await request.get(`/news/${draft}`))).toEqual(page404);

  for (const path of ['/news/1', '/podcasts/1', '/ebooks/1', '/events/1', '/dhamma-record/1', '/news', '/']) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
  }
});

test('unknown API, file and feed addresses answer 404 without the page; member pages answer the app', async ({ request }) => {
  for (const path of ['/rest-api/no-such-call', '/rest-web-api/nothing', '/rest-api/post/getDataByIdx/1', '/files/public/nothing.webp']) {
    const reply = await request.get(path);
    expect([path, reply.status(), ((await reply.json()) as { respCode: string }).respCode]).toEqual([path, 404, '0404']);
  }
  for (const path of ['/feeds/nothing.xml', '/feeds/events/999999.ics']) {
    const reply = await request.get(path);
    expect([path, reply.status(), await reply.text()]).toEqual([path, 404, expect.not.stringContaining('<html')]);
  }
  for (const path of ['/profile', '/profile/cart', '/profile/orders/12', '/checkout', '/result']) {
    const reply = await request.get(path);
    expect([path, reply.status(), reply.headers()['content-type']]).toEqual([path, 200, 'text/html; charset=utf-8']);
  }
});

test('a malformed id opened in the browser shows the 404 page', async ({ page }) => {
  await page.goto('/ebooks/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back home' })).toBeVisible();
});
