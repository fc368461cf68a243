import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

// ----- Server boundaries (docs/decisions/0050) -------------------------------------------------
// A module's tables are its own: another module reads them through the owning module's service (its
// exported functions and types), never through its schema.ts. lib/ and http/ are below every module
// and import none. No import cycles, type-only ones included.
const serverSrc = 'apps/server/src';
const serverModules = readdirSync(path.join(root, serverSrc, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Files that may still read another module's tables, each for a stated reason (shrink this list,
 * do not grow it): tables that reference another module's rows (foreign keys), seeds and test
 * set-ups that fill several modules' tables, and the desks over content's tables that the record
 * engine (issue 28) is taking over.
 */
const tableReadersAllowed = [
  // Foreign keys and test or seed data across modules.
  `${serverSrc}/modules/*/schema.ts`,
  `${serverSrc}/modules/**/*.test.ts`,
  `${serverSrc}/modules/*/test-factories.ts`,
  `${serverSrc}/modules/*/seed.ts`,
  // The desks that keep content's tables (talks, e-books, catalogue kinds) until each runs on modules/records.
  `${serverSrc}/modules/catalogue/kinds.ts`,
  `${serverSrc}/modules/catalogue/desk.ts`,
  `${serverSrc}/modules/ebooks/desk.ts`,
  `${serverSrc}/modules/ebooks/categories.ts`,
  `${serverSrc}/modules/talks/desk.ts`,
  // The staff's inbox over the contact form's tables (content keeps them, its public form writes them),
  // joined with the names of the staff they are assigned to.
  `${serverSrc}/modules/messages/service.ts`,
];
const serverBoundaries = [
  {
    files: [`${serverSrc}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: [...tableReadersAllowed, `${serverSrc}/**/*.test.ts`, `${serverSrc}/test/**`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...serverModules.map((name) => ({
              target: `${serverSrc}/modules/${name}/**`,
              from: `${serverSrc}/modules/!(${name})/schema.ts`,
              message: `Read another module's tables through its service, not its schema.ts (decision 0050).`,
            })),
            {
              target: [`${serverSrc}/lib/**`, `${serverSrc}/http/**`],
              from: `${serverSrc}/modules/**`,
              message: 'lib/ and http/ are below the modules: they import none (decision 0050).',
            },
          ],
        },
      ],
    },
  },
];

const web = 'apps/web/src';
const consoleFeatures = readdirSync(`${web}/console/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's boundaries (bulletproof-react's model, decision 0049): the public app never loads the
 * staff console; a console feature uses another only through what they share (console/records,
 * console/components, console/lib); shared code imports no feature.
 */
const webBoundaries = [
  {
    target: [`./${web}/!(console)/**`, `./${web}/*.{ts,tsx}`],
    from: `./${web}/console`,
    message: 'The public app must not import the staff console.',
  },
  ...consoleFeatures.map((feature) => ({
    target: `./${web}/console/features/${feature}`,
    from: `./${web}/console/features`,
    except: [`./${feature}`],
    message: 'A console feature must not import another; what they share belongs in console/records, console/components or console/lib.',
  })),
  {
    target: [
      `./${web}/lib`,
      `./${web}/components`,
      `./${web}/hooks`,
      `./${web}/console/lib`,
      `./${web}/console/components`,
      `./${web}/console/records`,
    ],
    from: [`./${web}/features`, `./${web}/console/features`],
    message: 'Shared code must not import a feature.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'bench/results/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...serverBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A test may reach across to check that two sides agree (as the boundary test never counted tests).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }] },
  },
);
