import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables in src/db/schema.ts; each feature module keeps its own tables in modules/<feature>/schema.ts.
  schema: ['./src/db/schema.ts', './src/modules/*/schema.ts'],
  out: './drizzle',
});
