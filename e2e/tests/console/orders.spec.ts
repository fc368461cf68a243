import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DATA_DIR } from '../../playwright.config.js';
import { seriousViolations } from '../../support/a11y.js';
import { apiLogin } from '../../support/api.js';
import { registerUser } from '../../support/shell/users.js';
import { ADMIN, EDITOR, signInConsole, staffToken } from './staff.js';

/**
 * The store team's part of the console (issue 16): a member calls because the download e-mail of
 * their order never arrived; the store manager finds the order and sends it again.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

/** A store manager of their own (invited and set up through the staff API). */
async function storeManager(request: APIRequestContext, fullName: string): Promise<{ email: string; password: string }> {
  const adminToken = await staffToken(request, ADMIN);
  const email = `store-${Date.now()}-${test.info().workerIndex}@mahasi.org`;
  const invited = await request.post('/admin-api/staff/invite', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, fullName, role: 'store' },
  });
  const { setupUrl } = ((await invited.json()) as { data: { setupUrl: string } }).data;
  const password = 'Dana2026!Store';
  const setup = await request.post('/admin-api/auth/setup', { data: { token: new URL(setupUrl).hash.slice(1), fullName, password } });
  expect(((await setup.json()) as { respCode: string }).respCode).toBe('0000');
  return { email, password };
}

/** A member's completed order for the first seeded e-book, paid on the sandbox's page. */
async function paidOrder(request: APIRequestContext, fullName: string) {
  const user = await registerUser(request, fullName);
  const token = await apiLogin(request, user.email, user.password);
  const call = async <T>(url: string, data: unknown): Promise<T> => {
    const res = await request.post(`/rest-api${url}`, { headers: { authorization: `Bearer ${token}` }, data });
    const body = (await res.json()) as { respCode: string; data: T };
    expect(body.respCode, `${url}: ${JSON.stringify(body)}`).toBe('0000');
    return body.data;
  };
  const cart = await call<{ id: number }>('/cart/save-cart', { currencyCode: 'MMK' });
  const item = await call<{ cartItemId: number }>('/cart/add-item', {
    cartId: cart.id,
    ebookId: 1,
    currencyCode: 'MMK',
    quantity: 1,
    extraText: 'For my teacher, with gratitude',
  });
  const order = await call<{ orderId: number; orderNo: string; redirectUrl: string }>('/payment/checkoutPayment', {
    cartItemIds: [item.cartItemId],
    currencyCode: 'MMK',
  });
  const paid = await request.post(`${order.redirectUrl}/decide`, { form: { outcome: 'paid' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return { ...user, orderId: order.orderId, orderNo: order.orderNo };
}

/** The receipts the server wrote to the outbox for this address. */
async function receiptsTo(to: string): Promise<number> {
  const folder = path.join(DATA_DIR, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const all = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { to: string; subject: string }),
  );
  return all.filter((mail) => mail.to === to && mail.subject.startsWith('Receipt for your Dhamma dāna')).length;
}

test('a store manager finds an order and sends its download e-mail again', async ({ page, request }) => {
  const manager = await storeManager(request, 'Ko Thant Zin');
  const member = await paidOrder(request, 'Daw Aye Aye');
  await expect.poll(() => receiptsTo(member.email)).toBe(1);

  await signInConsole(page, request, manager);
  await page.goto('/admin');
  await expect(nav(page).getByRole('link')).toHaveText(['Home', 'E-books', 'Fees', 'Orders', 'My account']);
  // The overview shows the store what came in.
  await expect(page.getByRole('heading', { name: 'Donations per day, last 90 days (Myanmar time)' })).toBeVisible();
  await expect(page.getByText('This month', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'dashboard-en.png');

  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByLabel('Search orders').fill(member.email);
  await page.getByLabel('Search orders').press('Enter');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: member.orderNo });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Daw Aye Aye');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'orders-en.png');
  // The filtered list as a file (UTF-8 with BOM, so Myanmar names show in spreadsheet programs).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path());
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = csv.toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(member.orderNo);
  await row.getByRole('link', { name: `Open order ${member.orderNo}` }).click();

  await expect(page.getByRole('heading', { name: member.orderNo, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Books' })).toContainText('For my teacher, with gratitude');
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history).toContainText('Order created');
  await expect(history).toContainText('Message from the payment provider');
  await expect(history).toContainText('Order updated');
  await page.getByRole('button', { name: 'Send the download e-mail again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the e-mail again?' });
  await dialog.getByRole('button', { name: 'Send the download e-mail again' }).click();
  await expect(page.getByText(/^E-mail sent to /)).toBeVisible();
  await expect.poll(() => receiptsTo(member.email)).toBe(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'order-en.png');

  // The same page in Myanmar.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { name: 'ငွေပေးချေမှု မှတ်တမ်း' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ဒေါင်းလုဒ် အီးမေးလ်ကို ထပ်ပို့ရန်' })).toBeVisible();
  await shot(page, 'order-mm.png');
  await page.getByRole('link', { name: '← မှာယူမှုအားလုံး' }).click();
  await expect(page.getByRole('table', { name: 'မှာယူမှုများ' }).getByRole('row').filter({ hasText: member.orderNo })).toContainText('ပြီးဆုံး');
  await shot(page, 'orders-mm.png');
  await page.goto('/admin');
  await expect(page.getByText('ဤလ', { exact: true })).toBeVisible();
  await shot(page, 'dashboard-mm.png');
});

test('an admin opens a member’s order from the member’s page', async ({ page, request }) => {
  const member = await paidOrder(request, 'U Hla Maung');
  await signInConsole(page, request, ADMIN);
  await page.goto(`/admin/members?q=${encodeURIComponent(member.email)}`);
  await page
    .getByRole('table', { name: 'Members' })
    .getByRole('link', { name: `Open ${member.fullName}` })
    .click();
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders).toContainText(member.orderNo);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'member-orders-en.png');
  await orders.getByRole('link', { name: `Open order ${member.orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${member.orderId}$`));
  await expect(page.getByRole('heading', { name: member.orderNo, level: 1 })).toBeVisible();
});

test('the overview shows an editor the talks played most this month, in both languages', async ({ browser, request }) => {
  const talks = await request.post('/rest-api/podcast/getDataByPagination', { data: { pageSize: 1, searchObj: {} } });
  const talk = ((await talks.json()) as { data: { dataList: { id: number; titleEn: string; titleMm: string }[] } }).data.dataList[0]!;
  // Counted now, or counted earlier today from this address (a guest counts once a day whatever the browser).
  const played = await request.post(`/rest-api/podcast/play/${talk.id}`);
  expect(played.status()).toBe(200);

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await signInConsole(page, request, EDITOR);
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Most played talks this month' });
    await expect(panel).toContainText(talk.titleEn);
    await expect(page.getByRole('region', { name: 'Most read posts this month' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `dashboard-talks-en-${colorScheme}.png`);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'မြန်မာ' }).click();
    const panelMm = page.getByRole('region', { name: 'ဤလ အများဆုံး နားထောင်သော တရားတော်များ' });
    await expect(panelMm).toContainText(talk.titleMm);
    await expect(panelMm).toContainText('နားထောင်မှု');
    await shot(page, `dashboard-talks-mm-${colorScheme}.png`);
    await context.close();
  }
});
