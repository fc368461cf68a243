import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { scrollThrough, seriousViolations, switchToDark } from '../../support/a11y.js';
import { takenOver } from '../../support/ready.js';
import { ADMIN, AUTHOR, signInConsole, staffToken, totp } from './staff.js';

/**
 * The staff console (/admin, issue 14): its own page of the web build, never loaded by a public page;
 * sign-in, the sections a role may use, staff management, two-factor sign-in.
 */

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/dist');
type Manifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;
const filesOf = (name: string) => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8')) as Manifest;
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
};

test('a public page requests no code or style sheet of the staff console', async ({ page }) => {
  const publicFiles = filesOf('manifest.json');
  // Files only the console's build made (both builds write the same tiny runtime, for one).
  const consoleOnly = [...filesOf('manifest-console.json')].filter((file) => !publicFiles.has(file));
  expect(consoleOnly.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const address of ['/', '/news']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A guest's reading page (both are) loads the app only at the first act (decisions 0060, 0062): act, so that
    // every file the public app asks for is among those checked.
    await takenOver(page);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.some((file) => file.startsWith('/assets/'))).toBe(true);
  expect(requested.filter((file) => consoleOnly.includes(file.replace(/^\//, '')) || file.startsWith('/admin'))).toEqual([]);
});

test('the console page is never cached or indexed, and unknown staff API paths answer JSON', async ({ request }) => {
  const page = await request.get('/admin/staff');
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-store');
  expect(page.headers()['x-robots-tag']).toBe('noindex');
  expect(await page.text()).toContain('/assets/admin-');
  const api = await request.get('/admin-api/nothing-here');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
});

test('sign-in works in English and in Myanmar, and says what a field lacks in the reader’s language', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { name: 'ဝန်ထမ်း အကောင့်ဝင်ရန်', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await page.getByRole('button', { name: 'အကောင့်ဝင်မည်' }).click();
  await expect(page.getByText('အီးမေးလ် ဖြည့်ရန် လိုအပ်ပါသည်')).toBeVisible();

  // A wrong password: the staff code's message, in Myanmar.
  await page.getByLabel('အီးမေးလ်').fill(ADMIN.email);
  await page.getByLabel('စကားဝှက်', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'အကောင့်ဝင်မည်' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'အီးမေးလ် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်။' }).first()).toBeVisible();

  // The language carries over to the public site (the same `locale`).
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'သတင်းများ', level: 1 })).toBeVisible();
});

test('an admin signs in, sees the staff list and invites a staff member, who sets up the account and signs in', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\?to=%2Fadmin%2Fstaff$/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff' });
  await expect(table.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Home',
    'News desk',
    'Events',
    'Galleries',
    'Home banners',
    'Live broadcast',
    'Dhamma records',
    'Group sections',
    'Pages',
    'Dhamma talks',
    'E-books',
    'Fees',
    'Orders',
    'Retreats',
    'Members',
    'Messages',
    'Mail waiting',
    'Notifications',
    'Staff',
    'Audit log',
    'My account',
  ]);

  const email = `editor-${Date.now()}-${test.info().workerIndex}@mahasi.org`;
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Full name').fill('Ko Zaw Min');
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const link = await dialog.getByLabel('Setup link').inputValue();
  expect(link).toMatch(/\/admin\/setup#.{10,}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Invited');

  // The new editor opens the link (the token travels in the fragment), sets a password, signs in.
  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto(new URL(link).pathname + new URL(link).hash);
  await expect(editor.getByText(email)).toBeVisible();
  await expect(editor.getByLabel('Full name')).toHaveValue('Ko Zaw Min');
  await editor.getByLabel('New Password', { exact: true }).fill('Vipassana2026!');
  await editor.getByLabel('Confirm Password', { exact: true }).fill('Vipassana2026!');
  await editor.getByRole('button', { name: 'Save and continue to sign-in' }).click();
  await expect(editor).toHaveURL(/\/admin\/login$/);
  await expect(editor.getByLabel('Email')).toHaveValue(email);
  await editor.getByLabel('Password', { exact: true }).fill('Vipassana2026!');
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await expect(editor.getByRole('heading', { name: 'Welcome, Ko Zaw Min', level: 1 })).toBeVisible();
  await expect(editor.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Home',
    'News desk',
    'Events',
    'Galleries',
    'Home banners',
    'Live broadcast',
    'Dhamma records',
    'Group sections',
    'Pages',
    'Dhamma talks',
    'E-books',
    'Notifications',
    'My account',
  ]);
  await context.close();

  // The list says the account is active now, and the audit log has the invitation.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Active');
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Invited a staff member' }).first(),
  ).toBeVisible();
});

test('the console’s home tells an author, as every role, that payments are test payments', async ({ page, request }) => {
  // This server takes payments with the sandbox (PAYMENT_PROVIDER=sandbox in the config).
  await signInConsole(page, request, AUTHOR);
  await page.goto('/admin');
  const notice = page.getByRole('region', { name: 'Test payments only: no real money moves' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('no money');
});

test('an author has no Staff section, and /admin/staff shows the 403 page', async ({ page, request }) => {
  await signInConsole(page, request, AUTHOR);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: `Welcome, ${AUTHOR.fullName}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Home',
    'News desk',
    'Dhamma talks',
    'My account',
  ]);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible();
  // The server refuses it as well.
  const token = await page.evaluate(() => localStorage.getItem('staff_token'));
  const refused = await request.post('/admin-api/staff/list', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(refused.status()).toBe(403);
});

test('a staff member turns on two-factor, saves the recovery codes and signs in with a code', async ({ page, request }) => {
  // A staff member of their own (invited through the API), so that other tests keep signing in without a code.
  const adminToken = await staffToken(request, ADMIN);
  const email = `care-${Date.now()}-${test.info().workerIndex}@mahasi.org`;
  const invited = await request.post('/admin-api/staff/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, fullName: 'Ma Hnin Si', role: 'care' },
  });
  const { setupUrl } = ((await invited.json()) as { data: { setupUrl: string } }).data;
  const token = new URL(setupUrl).hash.slice(1);
  const setup = await request.post('/admin-api/auth/setup', { data: { token, fullName: 'Ma Hnin Si', password: 'Karuna-bhavana-2026' } });
  expect(((await setup.json()) as { respCode: string }).respCode).toBe('0000');
  const member = { email, password: 'Karuna-bhavana-2026' };

  await signInConsole(page, request, member);
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).locator('svg')).toBeVisible();
  const secret = (await page.getByText('Key to type into the app').locator('xpath=following-sibling::p').innerText()).trim();
  await page.getByRole('textbox', { name: 'Code' }).fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('listitem')
    .filter({ hasText: /^[a-z0-9]{5}-[a-z0-9]{5}$/ })
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in: On')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill('aaaaa-bbbbb');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not correct.', { exact: false })).toBeVisible();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ma Hnin Si', level: 1 })).toBeVisible();
});

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await switchToDark(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test('the sign-in page has no serious accessibility violations, in light and dark', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});

test('the staff list has no serious accessibility violations, in light and dark', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, request, ADMIN);
  await page.goto('/admin/staff');
  await expect(page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});
