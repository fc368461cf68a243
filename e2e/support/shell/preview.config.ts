import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.js';

/**
 * Runs tests/shell against `vite preview` (E2E_BASE_URL, default http://localhost:4173) in front of
 * an already running server; for local checks only. CI uses ../../playwright.config.ts.
 */
export default defineConfig({
  ...base,
  testDir: '../../tests/shell',
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:4173' },
});
