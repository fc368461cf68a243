import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
