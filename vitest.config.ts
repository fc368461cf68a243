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
    // Each server test file opens its own database. Three files at a time on two cores: the PostgreSQL
    // project's files wait on the database server's process, and two workers left the CPU 81 % busy
    // (174 s); three kept it 92-93 % busy and took 157-159 s (issue 30, 2026-11-28).
    maxWorkers: 3,
    projects: ['packages/contract', serverProject('pglite'), ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []), 'apps/web'],
  },
});
