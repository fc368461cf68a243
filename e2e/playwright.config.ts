import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DATA_DIR = path.join(here, '.data');
export const BASE_URL = `http://localhost:${PORT}`;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build served by the real server on a fresh embedded database with the demo content. Its headless
 * shell (`chromium-headless-shell`, the same build's headless browser, the one Playwright itself
 * runs headless) costs half the CPU of the full browser in headless mode (docs/decisions/0068).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three on CI's two cores: the headless shell left a third of the CPU idle with two (0068).
  workers: process.env.CI ? 3 : undefined,
  // On CI, one retry; a test that passes only on it is listed as flaky in the report, and is a
  // defect to fix like any failure (docs/decisions/0038). A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs as much CPU as the test itself (docs/decisions/0063): on CI only a
    // retry records one, so that a test that fails twice leaves the trace of its second failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker would answer requests that tests route or count; the offline tests allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // One browser setup, listed twice so that the Dinger spec is handed out first: it starts a server of
  // its own and then waits a minute for an unpaid order to expire, a wait that overlaps the rest of
  // the run instead of being the run's last minute with one worker idle (docs/decisions/0063).
  projects: [
    { name: 'desktop', testMatch: 'store/dinger.spec.ts', use: desktop },
    { name: 'desktop', testIgnore: 'store/dinger.spec.ts', use: desktop },
  ],
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // The demo content and its accounts, asked for by name as production requires.
      SEED_ON_START: 'true',
      // The store's tests pay on the sandbox's page; production takes it only when named. Its
      // secrets are made on the first start in DATA_DIR, like a fresh site's.
      PAYMENT_PROVIDER: 'sandbox',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST: path.join(here, '../apps/web/dist'),
      SITE_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // Every test logs in from the same address; the limits themselves are tested on the server.
      AUTH_RATE_LIMIT_MULTIPLIER: '1000',
      // Tests use the outbox (DATA_DIR/outbox) to read confirmation codes.
      SMTP_URL: '',
      // The end-to-end run uses the embedded database even when CI points DATABASE_URL at PostgreSQL.
      DATABASE_URL: '',
    },
  },
});
