import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

const web = 'apps/web/src';
/** Routes are registered by app.ts alone: a module reaches another through its service. */
const noRoutesImport = {
  regex: '\\.routes(\\.js)?$',
  message: "No module imports routes: call the other module's service instead.",
};
const server = 'apps/server/src';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'apps/server/drizzle/**',
      'bench/.data/**',
      // Generated from the API's OpenAPI document (npm run client:generate).
      'packages/client/src/api.ts',
      // Generated from apps/web/messages by `npm run i18n`.
      'apps/web/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The import rules of docs/architecture.md#import-rules: layers point one way, and nothing
    // imports itself back through a cycle.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/api`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared web code (components, lib, api) never imports a feature or the app shell.',
            },
            {
              target: `${web}/lib`,
              from: [`${web}/api`, `${web}/components`],
              message:
                'lib/ holds plain helpers: the API layer and the components build on it, not the reverse.',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'A feature never imports the app shell: the shell composes the features.',
            },
            {
              target: `${server}/db`,
              from: [
                `${server}/modules`,
                `${server}/scripts`,
                `${server}/jobs`,
                `${server}/plugins`,
                `${server}/app.ts`,
              ],
              message: 'The database core never imports the modules, scripts, jobs or plugins built on it.',
            },
            {
              target: [
                `${server}/modules`,
                `${server}/plugins`,
                `${server}/jobs`,
                `${server}/app.ts`,
                `${server}/main.ts`,
              ],
              from: `${server}/scripts`,
              message: 'The command-line tools in scripts/ use the app; the app never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${server}/modules/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noRoutesImport],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Imports flow shared -> features -> app: a feature never imports another feature.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+',
              message:
                'A feature must not import another feature: share through components/, lib/ or @godown/shared.',
            },
            { regex: '/features/', message: 'A feature must not import another feature.' },
          ],
        },
      ],
    },
  },
  {
    // Server layers: services know nothing of HTTP.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^fastify', message: 'Services take plain arguments; HTTP belongs in routes.' },
            noRoutesImport,
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      'apps/web/scripts/**/*.mjs',
      'apps/server/src/main.ts',
      'apps/server/src/workers.ts',
      'apps/server/src/scripts/demo.ts',
      'apps/server/src/scripts/seed-scale-main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Every text a user reads or hears comes from the translation catalogue (apps/web/messages):
    // words written straight into the screens' JSX, or into the attributes that show or speak
    // them, are refused here.
    files: [`${web}/**/*.tsx`],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'aria-description',
              'description',
              'alt',
              'message',
              'nothingFoundMessage',
              'emptyMessage',
              'loadingLabel',
              'submitLabel',
              'summary',
              'error',
            ],
          },
          // Not words: no Latin letter (symbols, figures), constants, identifiers and field
          // names (`productName`, `in_transit`, `go`), keys of the keyboard, an example address.
          words: {
            exclude: [
              '[^A-Za-z]*',
              '[A-Z_-]+',
              '[a-z][A-Za-z0-9._:-]*',
              '(Ctrl|Alt|Shift|Enter|Esc|Tab)',
              '\\S+@\\S+',
              // File formats' names, the same in every language.
              '(CSV|Excel|PDF)( \\(\\.[a-z]+\\))?',
            ],
          },
        },
      ],
    },
  },
);
