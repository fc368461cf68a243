import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` from the root runs every unit and integration test. Server integration tests
 * run on embedded PGlite always, and a second time on PostgreSQL when DATABASE_URL is set.
 */
const serverProject = (db: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name: `server-${db}`,
    root: './apps/server',
    env: { TEST_DB: db },
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Each server test file opens its own database; two cores run two files at a time.
    maxWorkers: 2,
    projects: ['packages/contract', serverProject('pglite'), ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []), 'apps/web'],
  },
});
