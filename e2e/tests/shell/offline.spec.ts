import { expect, test, type Page } from '@playwright/test';
import { takenOver } from '../../support/ready.js';
import { member } from '../store/helpers.js';

/**
 * Issue 20: an installable app that works offline. The service worker is allowed here (blocked in
 * the other tests); Playwright's offline mode cuts the network.
 */
test.use({ serviceWorkers: 'allow' });

async function workerActive(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 30_000 }).toBe(true);
  // The page is controlled once the worker has claimed it.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/**
 * Opens a page online as a reader does: until the app has taken over the server's markup and
 * fetched the page's code, which the worker keeps. Leaving at the first paint would leave the
 * page's code unfetched, and the page could not open offline.
 */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
}

test('the site is installable: a valid manifest in each language, its icons, and an active service worker', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Mahasi Meditation Center', short_name: 'Mahasi', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const reply = await request.get(icon.src);
    expect([icon.src, reply.status(), reply.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
  }
  await workerActive(page);
  // A returning reader, now through the worker, still gets the home page rendered by the server.
  const home = await page.goto('/');
  expect(home!.fromServiceWorker()).toBe(true);
  expect(await home!.text()).toMatch(/<div id="root" inert>\s*\S/);
  // Taken over: the app has written its language cookie, which the next step replaces.
  await takenOver(page);

  await context.addCookies([{ name: 'locale', value: 'mm', url: baseURL! }]);
  await page.goto('/news');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.mm.webmanifest');
  const myanmar = (await (await request.get('/manifest.mm.webmanifest')).json()) as { name: string; lang: string };
  expect(myanmar).toMatchObject({ name: 'မဟာစည် ဝိပဿနာ ရိပ်သာ', lang: 'my' });
});

for (const locale of ['en', 'mm'] as const) {
  const text =
    locale === 'en'
      ? {
          banner: 'You are offline.',
          save: 'Save for offline',
          saved: 'Saved for offline',
          offline: 'You are offline. This needs an internet connection',
          addToCart: 'Add to cart',
          notOpened: 'This page has not been opened on this device before',
        }
      : {
          banner: 'အင်တာနက် မရှိပါ။',
          save: 'အော့ဖ်လိုင်းအတွက် သိမ်းမည်',
          saved: 'အော့ဖ်လိုင်းအတွက် သိမ်းပြီး',
          offline: 'အင်တာနက် မရှိပါ။ ဤလုပ်ဆောင်ချက်အတွက်',
          addToCart: 'ခြင်းတောင်းထဲ ထည့်မည်',
          notOpened: 'ဤစာမျက်နှာကို ဤစက်ပေါ်တွင် ယခင်က မဖွင့်ခဲ့ဖူးသဖြင့်',
        };

  test(`offline (${locale}): a visited post opens, a saved talk plays and seeks, and the cart says it needs the network`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await member(page, request, `Offline Reader ${locale}`);
    await page.goto('/');
    await workerActive(page);

    // Visited while online: a news post (a full load) and a talk, which the reader saves.
    await page.goto('/news');
    const postHref = await page.locator('main a[href^="/news/"]').first().getAttribute('href');
    await visit(page, postHref!);
    const postTitle = (await page.locator('main h1').first().textContent())!.trim();
    await visit(page, '/ebooks/1');
    await expect(page.getByRole('button', { name: text.addToCart })).toBeVisible();
    await page.goto('/podcasts/1');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(`✓ ${text.saved}`)).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);

    await page.goto(postHref!);
    await expect(page.locator('main h1').first()).toHaveText(postTitle);
    await expect(page.getByRole('status').filter({ hasText: text.banner })).toBeVisible();

    // The saved talk, from the device: it plays, and a seek lands where asked.
    await page.goto('/offline');
    const talk = page.getByTestId('saved-talk');
    await expect(talk).toHaveCount(1);
    const seeked = await talk.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The seeded talk is a few seconds long: seek near its end, past what has played.
      audio.currentTime = 3.5;
      await new Promise((resolve, reject) => {
        audio.addEventListener('seeked', resolve, { once: true });
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
      });
      return { at: audio.currentTime, duration: audio.duration, error: audio.error?.code ?? null };
    });
    expect(seeked.error).toBeNull();
    expect(seeked.duration).toBeGreaterThan(4);
    expect(seeked.at).toBeGreaterThanOrEqual(3.4);

    // The cart needs the network, and says so.
    await page.goto('/ebooks/1');
    await page.getByRole('button', { name: text.addToCart }).click();
    await expect(page.getByText(text.offline).first()).toBeVisible();

    // A page never opened on this device says so, and leads to what is saved.
    await page.goto('/events');
    await expect(page.getByText(text.notOpened)).toBeVisible();

    await context.setOffline(false);
  });
}

/** Whether the worker has kept this tab's page (it keeps a page last, after what the page needs). */
const pageKept = (page: Page) => page.evaluate(async () => Boolean(await (await caches.open('pages')).match(location.href.split('#')[0]!)));

for (const locale of ['en', 'mm'] as const) {
  const text =
    locale === 'en'
      ? { banner: 'You are offline.', save: 'Save for offline', saved: 'Saved for offline', failed: 'This could not be loaded.' }
      : {
          banner: 'အင်တာနက် မရှိပါ။',
          save: 'အော့ဖ်လိုင်းအတွက် သိမ်းမည်',
          saved: 'အော့ဖ်လိုင်းအတွက် သိမ်းပြီး',
          failed: 'ဖွင့်၍ မရပါ။',
        };

  test(`offline (${locale}): a talk opened from a shared link, as the first page of a first visit, opens again offline with the audio saved on it`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A fresh browser: nothing cached, no worker yet. The reader opens the talk and saves it at once.
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await page.goto('/podcasts/1');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const title = (await page.locator('main h1').first().textContent())!.trim();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(`✓ ${text.saved}`)).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('main h1').first()).toHaveText(title);
    await expect(page.getByRole('status').filter({ hasText: text.banner })).toBeVisible();
    await expect(page.getByText(text.failed)).toHaveCount(0);
    // Its data: the saved talk's player, which plays from the device.
    const played = await page
      .locator('main audio')
      .first()
      .evaluate(async (audio: HTMLAudioElement) => {
        audio.muted = true;
        await audio.play();
        return { error: audio.error?.code ?? null, duration: audio.duration };
      });
    expect(played.error).toBeNull();
    expect(played.duration).toBeGreaterThan(4);
    await context.setOffline(false);
  });

  test(`offline (${locale}): a post, an e-book and an event, each read as the first page of a first visit, open again offline`, async ({
    browser,
    baseURL,
  }) => {
    for (const address of ['/news/1', '/ebooks/1', '/events/4']) {
      // A fresh browser for each: the page is the first the reader ever opens here.
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
      const page = await context.newPage();
      await page.goto(address);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const title = (await page.locator('main h1').first().textContent())!.trim();
      await workerActive(page);
      // Once the worker has taken the tab over, it keeps the page the tab shows.
      await expect.poll(() => pageKept(page), { message: address, timeout: 30_000 }).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('main h1').first(), address).toHaveText(title);
      await expect(page.getByRole('status').filter({ hasText: text.banner })).toBeVisible();
      await expect(page.getByText(text.failed), address).toHaveCount(0);
      await context.close();
    }
  });
}
