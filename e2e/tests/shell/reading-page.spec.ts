import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inMyanmar } from '../../support/ready.js';
import { listPosts, POST_SLOT } from '../news/news-api.js';

/**
 * Decision 0060: a guest's news post is the server's page with the inline loader only. It answers at
 * once without the app's code; the reader's first act starts the app, and the act is held and done again
 * once the app has taken the page over. On a phone, where the related posts (which start the app when
 * they come into view) are below the first screen.
 */
test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

const text = {
  en: { openMenu: 'Open menu', mainMenu: 'Main menu', otherLanguage: 'မြန်မာ', lang: 'my', play: 'Play' },
  mm: { openMenu: 'မီနူးကို ဖွင့်ရန်', mainMenu: 'ပင်မမီနူး', otherLanguage: 'EN', lang: 'en', play: 'ဖွင့်ရန်' },
} as const;

/** A post another post of its category is related to, away from the posts whose counters other specs read. */
async function postWithRelated(request: APIRequestContext): Promise<number> {
  const { dataList } = await listPosts(request, {}, 0);
  const taken = new Set<number>(Object.values(POST_SLOT));
  for (const [index, post] of dataList.entries()) {
    if (taken.has(index) || post.categoryIds.length === 0) continue;
    const others = dataList.filter((other) => other.id !== post.id && other.categoryIds.some((id) => post.categoryIds.includes(id)));
    if (others.length > 0) return post.id;
  }
  throw new Error('no post with a related post');
}

/** Opens `path` as a guest and records every script of the app the page asks for. */
async function openAsGuest(page: Page, path: string): Promise<string[]> {
  const code: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[^/]+\.js(\?|$)/.test(new URL(request.url()).pathname)) code.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return code;
}

async function untouched(page: Page, code: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('#first-screen')).toHaveAttribute('data-reading', '');
  // Readable and usable at once, and no code of the app asked for or run before an act.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(code).toEqual([]);
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
}

for (const locale of ['en', 'mm'] as const) {
  const words = text[locale];

  test(`a guest's news post answers without the app, and the first tap on the menu opens it once the app has taken over (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, `/news/${await postWithRelated(request)}`);
    await untouched(page, code);

    const menu = page.getByRole('button', { name: words.openMenu });
    await menu.click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(code.length).toBeGreaterThan(0);
    await expect(page.locator('header button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: words.mainMenu })).toBeVisible();
  });

  test(`a guest's visit to a news post is counted without the app, once the page has loaded and painted (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const id = await postWithRelated(request);
    const counted = page.waitForResponse((response) => response.url().endsWith(`/post/update-view-count/${id}`));
    const code = await openAsGuest(page, `/news/${id}`);
    expect((await counted).status()).toBe(200);
    await untouched(page, code);
    // After the load, so that it is not one more request before the page's largest paint (decision 0060).
    const timing = await page.evaluate((address) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const view = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(address));
      return { loaded: navigation.loadEventEnd, asked: view?.startTime };
    }, `/post/update-view-count/${id}`);
    expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
  });

  test(`a guest's first tap on the language switch changes the language once the app has taken over (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, `/news/${await postWithRelated(request)}`);
    await untouched(page, code);

    await page
      .getByRole('group', { name: /Language|ဘာသာစကား/ })
      .getByRole('button', { name: words.otherLanguage })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.getByRole('button', { name: locale === 'en' ? text.mm.openMenu : text.en.openMenu })).toBeVisible();
  });

  test(`a guest's first tap on a related post opens it inside the app, without loading another document (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, `/news/${await postWithRelated(request)}`);
    await untouched(page, code);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // The same document after the navigation: a mark left on it stays.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const related = page.locator('section[aria-labelledby="related-heading"]').getByRole('link').first();
    const href = (await related.getAttribute('href'))!;
    expect(href).toMatch(/^\/news\/\d+$/);
    const card = (await related.textContent())!;
    await related.click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const heading = page.getByRole('heading', { level: 1 });
    // The related post's title, the one its card showed.
    await expect
      .poll(async () => {
        const shown = ((await heading.count()) === 1 ? await heading.textContent() : '')!.trim();
        return shown !== '' && shown !== title && card.includes(shown);
      })
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test(`a guest's first tap on play in a podcast is held, and the talk plays once the app has taken over (${locale})`, async ({
    page,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, '/podcasts/1');
    await untouched(page, code);

    const player = page.getByRole('group', { name: /Audio player|အသံ/ });
    const play = player.getByRole('button', { name: words.play, exact: true });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await play.click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(code.length).toBeGreaterThan(0);
    // The held tap, done again by the app: the talk really plays, and the player says so.
    await expect
      .poll(() => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.played.length > 0 || !audio.paused))
      .toBe(true);
    const pressed = player.getByRole('button', { pressed: true });
    // The seeded talk is a few seconds long: playing, or played to its end.
    await expect
      .poll(async () => (await pressed.count()) === 1 || (await player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.ended)))
      .toBe(true);
  });
}

const paging = {
  en: { next: 'Next page', showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} posts` },
  mm: { next: 'နောက် စာမျက်နှာ', showing: (from: number, to: number, total: number) => `သတင်း ${total} ခုအနက် ${from}–${to} ကို ပြသနေသည်` },
} as const;
/** The paging line's count of posts, whatever it is, on the page shown from post `from` to `to`. */
async function countedOn(page: Page, locale: 'en' | 'mm', from: number, to: number): Promise<number> {
  const line = page.getByText(new RegExp(paging[locale].showing(from, to, 0).replace(' 0 ', ' (\\d+) ')));
  await expect(line).toBeVisible();
  return Number(/ (\d+) /.exec((await line.textContent()) ?? '')?.[1]);
}
const search = {
  en: { field: 'Search by title', button: 'Search' },
  mm: { field: 'ခေါင်းစဉ်ဖြင့် ရှာရန်', button: 'ရှာရန်' },
} as const;

for (const locale of ['en', 'mm'] as const) {
  test(`a guest's news list answers without the app, and the first tap for more posts shows them once the app has taken over (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const all = await listPosts(request);
    const code = await openAsGuest(page, '/news');
    await untouched(page, code);
    const cards = page.getByRole('main').getByRole('article');
    // As many posts as the API counted just before, or as it counts just after: an editor in another worker
    // may publish one in between.
    const shown = await countedOn(page, locale, 1, 9);
    expect(shown === all.numOfRows || shown === (await listPosts(request)).numOfRows, `${shown} posts counted`).toBe(true);
    const first = (await cards.first().getByRole('heading').textContent())!.trim();

    await page.getByRole('button', { name: paging[locale].next }).click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(code.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/news\?page=2$/);
    // Of as many posts or more: an editor in another worker may publish one between the two pages.
    expect(await countedOn(page, locale, 10, 18)).toBeGreaterThanOrEqual(all.numOfRows);
    await expect(cards).toHaveCount(9);
    await expect(cards.first().getByRole('heading')).not.toHaveText(first);
  });

  test(`a guest's words typed into the news search before the app has the page are searched for at the first tap on Search (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    // The oldest post: a seeded one, which no other spec changes while this one runs.
    const post = (await listPosts(request)).dataList.at(-1)!;
    const code = await openAsGuest(page, '/news');
    await untouched(page, code);

    // Filled without a key pressed: nothing starts the app until the tap.
    await page.getByRole('searchbox', { name: search[locale].field }).fill(post.title);
    expect(code).toEqual([]);
    await page.getByRole('button', { name: search[locale].button, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page).toHaveURL(/[?&]title=/);
    await expect(page.getByRole('searchbox', { name: search[locale].field })).toHaveValue(post.title);
    // The post found, whichever language its card is shown in.
    await expect(page.getByRole('main').getByRole('article').first().locator(`a[href$="/news/${post.id}"]`).first()).toBeVisible();
  });
}

/** The first entry the Mahasi Sayardaw section lists, as its server's page links it. */
async function groupEntry(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/mahasi-sayardaw')).text();
  const entry = /href="(\/mahasi-sayardaw\/\d+)"/.exec(html);
  if (!entry) throw new Error('the Mahasi Sayardaw section lists no entry');
  return entry[1]!;
}

for (const locale of ['en', 'mm'] as const) {
  test(`a guest's group entry answers without the app, and the first tap on the way back opens the section inside the app (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, await groupEntry(request));
    await untouched(page, code);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const back = page.getByRole('main').locator('a[href="/mahasi-sayardaw"]');
    await back.click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(code.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/mahasi-sayardaw$/);
    await expect(page.getByRole('main').locator('a[href^="/mahasi-sayardaw/"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

const home = {
  en: { sections: ['Latest news', 'Podcasts', 'E-Books', 'Upcoming events', 'Galleries'], next: 'Next slide', second: 'Show slide 2 of' },
  mm: {
    sections: ['နောက်ဆုံးရ သတင်းများ', 'တရားတော် အသံဖိုင်များ', 'အီး-စာအုပ်များ', 'ကျင်းပမည့် အစီအစဉ်များ', 'ဓာတ်ပုံပြခန်း'],
    next: 'နောက်တစ်ခု',
    second: '2 ခုမြောက်ကို ပြရန်',
  },
} as const;

for (const locale of ['en', 'mm'] as const) {
  test(`a guest's home page answers without the app, every section drawn by the server, and the first tap on a news card opens the post inside the app (${locale})`, async ({
    page,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, '/');
    await untouched(page, code);
    // Each section's cards, the farthest too, are the server's: nothing waits for the app or for a scroll.
    for (const name of home[locale].sections) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section.getByRole('listitem')).toHaveCount(3);
    }
    expect(code).toEqual([]);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const card = page.getByRole('region', { name: home[locale].sections[0], exact: true }).getByRole('listitem').first().getByRole('link');
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/news\/\d+$/);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(code.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test(`a guest's first tap on the banners' next slide is held, and the next banner shows once the app has taken over (${locale})`, async ({
    page,
    baseURL,
  }) => {
    if (locale === 'mm') await inMyanmar(page, baseURL);
    const code = await openAsGuest(page, '/');
    await untouched(page, code);
    const banners = page.locator('section[aria-roledescription="carousel"]');
    const second = banners.getByRole('button', { name: new RegExp(home[locale].second) });
    await expect(second).toHaveAttribute('aria-current', 'false');

    await banners.getByRole('button', { name: home[locale].next, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(code.length).toBeGreaterThan(0);
    await expect(second).toHaveAttribute('aria-current', 'true');
  });
}

test(`a guest's taps on different parts before the app has the page are each done once, in the order tapped, once it has taken over`, async ({
  page,
}) => {
  // No banner moves by itself: the slide shown is the taps' doing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const code = await openAsGuest(page, '/');
  await untouched(page, code);
  // The app's code is held back until the reader has tapped three times.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const banners = page.locator('section[aria-roledescription="carousel"]');
  const next = banners.getByRole('button', { name: home.en.next, exact: true });
  await next.click();
  await next.click();
  await page.getByRole('button', { name: text.en.openMenu }).click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The menu, tapped after the next slide, opens too; the next slide, tapped twice, moves once.
  await expect(page.locator('header button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
  await expect(banners.getByRole('button', { name: /Show slide 2 of/ })).toHaveAttribute('aria-current', 'true');
  await expect(banners.getByRole('button', { name: /Show slide 3 of/ })).toHaveAttribute('aria-current', 'false');
});
