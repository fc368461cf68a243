import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../console/staff.js';

/**
 * Security headers (docs/threat-model.md): pages carry a Content-Security-Policy whose scripts are
 * the build's files and the pages' own inline scripts by hash, never 'unsafe-inline', and no other
 * site may frame them. The public site and the staff console work under it in Chromium, with no
 * violation reported.
 */

/** Every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('pages and the console carry a policy without inline scripts, and the headers that keep them out of frames', async ({ request }) => {
  for (const address of ['/', '/news', '/admin/login']) {
    const res = await request.get(address);
    expect(res.status(), address).toBe(200);
    const headers = res.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts, address).toContain("'self'");
    expect(scripts, address).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts, address).not.toContain("'unsafe-inline'");
    expect(scripts, address).not.toContain("'unsafe-eval'");
    expect(policy, address).toContain("frame-ancestors 'none'");
    expect(policy, address).toContain("object-src 'none'");
    expect(headers['x-frame-options'], address).toBe('DENY');
    expect(headers['x-content-type-options'], address).toBe('nosniff');
    expect(headers['referrer-policy'], address).toBe('strict-origin-when-cross-origin');
    // Plain HTTP, and no proxy trusted to say otherwise: no HSTS.
    expect(headers['strict-transport-security'], address).toBeUndefined();
  }
  const spoofed = await request.get('/news', { headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers()['strict-transport-security']).toBeUndefined();
  const api = await request.get('/rest-api/ebook/getStatusList');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('the public site works under its policy: rendered page, app taking over, dark theme before paint, navigation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/news');
  // The inline script in the head (allowed by its hash) set the theme before the first paint.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
  // The app took over (the inline loader, allowed by its hash, started it): the page is no longer inert.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the live page and a talk work under the policy: the broadcast checked, the talk played from the file store', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/live');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The seeded playlist (a file of this site) was fetched and found ended.
  await expect(page.getByText('The broadcast is offline')).toBeVisible();
  await page.goto('/podcasts');
  await page.getByRole('link', { name: /Discourse on the Wheel of Dhamma, Part 1/ }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the API documentation (/docs) renders under a policy of its own, and can call the API', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/docs');
  const policy = res!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("connect-src 'self'");
  await expect(page.getByRole('heading', { name: /Mahasi web API/ })).toBeVisible();
  // "Try it out" on the sign-in call: the call goes to this site and its reply shows.
  const operation = page.locator('#operations-auth-post_rest_web_api_auth_token');
  await operation.getByRole('button', { name: /^POST \/rest-web-api\/auth\/token/ }).click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const called = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest-web-api/auth/token');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const status = (await called).status();
  await expect(operation.locator('.live-responses-table .response .response-col_status').first()).toContainText(String(status));
  await page.screenshot({ path: test.info().outputPath('docs.png') });
  expect(await violations()).toEqual([]);
});

test('the staff console works under its policy: sign-in and a section', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'News desk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('no page can be framed, not even by the site itself', async ({ page }) => {
  await page.goto('/news');
  await page.setContent(`<iframe id="framed" src="${new URL(page.url()).origin}/news" title="framed"></iframe>`);
  // Chromium refuses the framed page and shows its error page in the frame instead.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#framed').getByRole('heading', { name: 'News', level: 1 })).toHaveCount(0);
});
