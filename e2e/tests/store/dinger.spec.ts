import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORT } from '../../playwright.config.js';
import { API_KEY, apiLogin } from '../../support/api.js';
import { startDingerStandIn, type DingerStandIn } from '../../support/dinger-standin.js';
import { BOOKS, addByApi, pdfText } from './helpers.js';

/**
 * The store with PAYMENT_PROVIDER=dinger against a local stand-in for Dinger's checkout form. The
 * default run stays on the sandbox: this spec starts its own server (a second port, its own data
 * folder) and the stand-in, only when it runs.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const APP_PORT = PORT + 50;
const BASE = `http://localhost:${APP_PORT}`;
const DATA = path.join(here, '../../.data-dinger');
const SECRET_KEY = 'e2e-dinger-secret-key';
/**
 * The shortest time an order may stay unpaid (PAYMENT_ORDER_TTL_MINUTES=1), so that an abandoned
 * order expires while the test waits; reconciliation looks at pending orders every two seconds.
 */
const ORDER_TTL_MS = 60_000;
const CALLBACK_KEY = 'e2e-callback-key-0123456789abcde';

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let standIn: DingerStandIn | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await rm(DATA, { recursive: true, force: true });
  standIn = await startDingerStandIn({
    secretKey: SECRET_KEY,
    callbackKey: CALLBACK_KEY,
    callbackUrl: `http://127.0.0.1:${APP_PORT}/rest-web-api/payment/paymentCallback`,
    returnUrl: `${BASE}/result`,
  });
  const app = spawn(process.execPath, [path.join(here, '../../../apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // The demo content and its accounts, asked for by name as production requires.
      SEED_ON_START: 'true',
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: DATA,
      WEB_DIST: path.join(here, '../../../apps/web/dist'),
      SITE_URL: BASE,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MULTIPLIER: '1000',
      PAYMENT_ORDER_TTL_MINUTES: String(ORDER_TTL_MS / 60_000),
      PAYMENT_RECONCILE_AFTER_SECONDS: '30',
      PAYMENT_RECONCILE_EVERY_SECONDS: '2',
      PAYMENT_PROVIDER: 'dinger',
      DINGER_CLIENT_ID: 'e2e-client',
      DINGER_MERCHANT_KEY: 'e2e.merchant-key',
      DINGER_PUBLIC_KEY: 'e2e-project-public-key',
      DINGER_KEY_FOR_ENCRYPTION: standIn.keyForEncryption,
      DINGER_SECRET_KEY: SECRET_KEY,
      DINGER_CALLBACK_KEY: CALLBACK_KEY,
      DINGER_PROJECT_NAME: 'Dhamma Books',
      DINGER_MERCHANT_NAME: 'Mahasi Meditation Center',
      DINGER_FORM_URL: standIn.formUrl,
    },
  });
  server = app;
  const exited = new Promise<never>((_, reject) => app.once('exit', (code) => reject(new Error(`the server stopped (${code})`))));
  const healthy = (async () => {
    for (;;) {
      const status = await fetch(`${BASE}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  await Promise.race([healthy, exited]);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await standIn?.close();
});

/** A fresh member of this server (its own outbox), signed in on the page. */
async function member(page: Page, request: APIRequestContext, fullName: string): Promise<{ email: string; token: string }> {
  const email = `dinger-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  const password = 'Samatha2026!';
  const headers = { 'x-api-key': API_KEY };
  const registered = await request.post('/rest-web-api/public/userRegister', {
    headers,
    data: { userFullName: fullName, email, password },
  });
  const { attempt } = ((await registered.json()) as { data: { attempt: string } }).data;
  let code = '';
  await expect
    .poll(async () => {
      const folder = path.join(DATA, 'outbox');
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names) {
        const message = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { to: string; text: string };
        if (message.to === email) code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
      }
      return code;
    })
    .toMatch(/^\d{6}$/);
  await request.post('/rest-web-api/public/checkConfirmationCode', {
    headers,
    data: { userName: email, code, purpose: 'register', attempt },
  });
  const token = await apiLogin(request, email, password);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return { email, token };
}

async function checkoutToForm(page: Page) {
  await page.goto('/profile/cart');
  await page.getByRole('checkbox', { name: 'Select All' }).check();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByTestId('checkout-totals')).toContainText('Grand Total3,575.00 MMK');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Mahasi Meditation Center — Dhamma Books' })).toBeVisible();
  await expect(page.getByTestId('dinger-total')).toHaveText('3575 MMK');
}

test('a member pays with KBZ Pay on the Dinger form, returns to the result and downloads the book', async ({ page, request }) => {
  const user = await member(page, request, 'Daw Thida');
  await addByApi(request, user.token, BOOKS.practical.id);

  // Dinger takes kyat only: a cart in dollars is told so before any order is made.
  await page.goto('/profile/cart');
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page.getByText('Currency changed successfully.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select All' }).check();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByRole('alert')).toHaveText("Dinger does not take payments in USD. Change your cart's currency to MMK to pay.");
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  const language = page.getByRole('group', { name: /Language|ဘာသာစကား/ });
  await language.getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dinger သည် USD ဖြင့် ငွေပေးချေမှုကို လက်မခံပါ။ ငွေပေးချေရန် ခြင်းတောင်း၏ ငွေကြေးကို MMK သို့ ပြောင်းပါ။');
  await language.getByRole('button', { name: 'EN', exact: true }).click();
  await page.goto('/profile/cart');
  await page.getByLabel('Currency').selectOption('MMK');
  await expect(page.getByText('Currency changed successfully.')).toBeVisible();

  await checkoutToForm(page);
  expect(standIn!.received.at(-1)).toMatchObject({ customerName: 'Daw Thida', totalAmount: 3575, projectName: 'Dhamma Books' });
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your Dhamma dāna' })).toBeVisible();
  const orderNo = (await page.getByText(/Your order MH-/).textContent())!.match(/MH-\d{8}-\d{6}/)![0];

  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('tab', { name: 'Success' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: orderNo });
  await expect(row).toContainText('KBZ Pay (QR)');
  await row.getByRole('link', { name: `Detail ${orderNo}` }).click();
  const item = page.getByTestId('order-item');
  await expect(item).toContainText('KBZ Pay (QR)');
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download ${BOOKS.practical.title}` }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await pdfText(pdf)).length).toBeGreaterThan(0);
});

test('another member’s payment fails on the form: the result says so and the book stays in the cart', async ({ page, request }) => {
  const user = await member(page, request, 'U Kyaw Lin');
  await addByApi(request, user.token, BOOKS.practical.id);
  await checkoutToForm(page);
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  const orderNo = (await page.getByText(/Order MH-/).textContent())!.match(/MH-\d{8}-\d{6}/)![0];
  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('tab', { name: 'Fail' }).click();
  await expect(page.getByTestId('order-row').filter({ hasText: orderNo })).toContainText('Failed');
  await page.goto('/profile/cart');
  await expect(page.getByText('You have 1 item in the cart')).toBeVisible();
});

test('a third member leaves the form without paying: no callback comes, and reconciliation settles the order as failed', async ({
  page,
  request,
}) => {
  // It waits for the order's time to run out (a minute).
  test.slow();
  const user = await member(page, request, 'Daw Khin Myo');
  await addByApi(request, user.token, BOOKS.practical.id);
  await checkoutToForm(page);
  const orderNo = (await page.getByText(/^Order MH-/).textContent())!.match(/MH-\d{8}-\d{6}/)![0];

  // The member goes back to the store without pressing Pay or Fail: Dinger calls back for neither.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const callbacksBefore = standIn!.callbacks;

  // Pending, the order shows on no tab of My Orders.
  await page.goto('/profile/orders');
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(page.getByTestId('order-row').filter({ hasText: orderNo })).toHaveCount(0);

  // Only the reconciliation job can move it now: the member's order list (polled here) never expires
  // an order itself, and nothing else of this member's is open. Once due, the job fails it.
  const failedOrders = async () => {
    const res = await request.post('/rest-api/order/getDataByPagination', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { pageNo: 1, pageSize: 10, searchObj: { status: 'f' } },
    });
    const body = (await res.json()) as { data: { dataList: { orderNo: string }[] } };
    return body.data.dataList.map((order) => order.orderNo);
  };
  await expect.poll(failedOrders, { timeout: ORDER_TTL_MS + 60_000, intervals: [2_000] }).toContain(orderNo);
  expect(standIn!.callbacks).toBe(callbacksBefore);

  // What the member sees: the result page (the order the browser left to pay) says it failed…
  await page.goto('/result');
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText(`Order ${orderNo} was not paid. Your books are still in your cart.`)).toBeVisible();
  // …in Myanmar too…
  const language = page.getByRole('group', { name: /Language|ဘာသာစကား/ });
  await language.getByRole('button', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { name: 'ငွေပေးချေမှု မအောင်မြင်ပါ' })).toBeVisible();
  await expect(page.getByText(`အော်ဒါ ${orderNo} ၏ ငွေပေးချေမှု မအောင်မြင်ပါ။ စာအုပ်များသည် ခြင်းတောင်းထဲတွင် ရှိနေပါသေးသည်။`)).toBeVisible();
  await language.getByRole('button', { name: 'EN', exact: true }).click();

  // …My Orders lists it under Fail, and the book is still in the cart.
  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('tab', { name: 'Fail' }).click();
  await expect(page.getByTestId('order-row').filter({ hasText: orderNo })).toContainText('Failed');
  await page.goto('/profile/cart');
  await expect(page.getByText('You have 1 item in the cart')).toBeVisible();
});
