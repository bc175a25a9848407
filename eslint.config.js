import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The conventions of DESIGN §3 and STYLE, enforced (decision 023).

const webFeatures = './apps/web/app/features';
// One zone per feature, read from the folder, so a new feature is covered without touching this file.
const featureZones = readdirSync(webFeatures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `${webFeatures}/${entry.name}`,
    from: webFeatures,
    except: [`./${entry.name}`],
    message: 'Features never import other features: move what both need to components/ or lib/ (DESIGN §3).',
  }));

/** routes -> services -> repositories, in one Fastify app (DESIGN §3, STYLE: immich). */
const layerZones = (app) => [
  {
    target: `./apps/${app}/src/routes`,
    from: `./apps/${app}/src/repositories`,
    message: 'Routes call services, never repositories: the logic and the role checks live in the service.',
  },
  {
    target: `./apps/${app}/src/services`,
    from: `./apps/${app}/src/routes`,
    message: 'Services never import routes: imports flow routes -> services -> repositories.',
  },
  {
    target: `./apps/${app}/src/repositories`,
    from: [`./apps/${app}/src/services`, `./apps/${app}/src/routes`],
    message: 'Repositories hold the SQL only and never import services or routes.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'scratch/**',
      'test-results/**',
      'bench/results/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How to read the files an import leads to: no-cycle parses them too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle is always an error, whether or not it breaks at run time today.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./apps/web/app/components', './apps/web/app/lib'],
              from: webFeatures,
              message:
                'Shared code (components/, lib/) never imports a feature: imports flow shared -> features -> routes.',
            },
            {
              target: './apps/web',
              from: ['./apps/api', './apps/identity', './packages/db'],
              message: 'The web reaches the API only through its typed client (DESIGN §3).',
            },
            {
              target: './apps/api',
              from: './apps/identity',
              message:
                'The API reaches the identity service over HTTP (its own client), so either can move (DESIGN §3).',
            },
            {
              target: './apps/identity',
              from: './apps/api',
              message: 'The identity service stands alone: it never imports the roadshow API.',
            },
            {
              target: './packages',
              from: './apps',
              message: 'Packages are what the apps share: they never import an app.',
            },
            {
              target: './packages/contracts',
              from: ['./packages/db', './packages/http-kit'],
              message: 'Contracts are the only code the web and the services both import: no database or server code.',
            },
            ...layerZones('api'),
            ...layerZones('identity'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // kebab-case file names (STYLE 1); `.server`, `.test`, `.spec` and `.d` are middle extensions.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench,test}/**/': 'KEBAB_CASE' }],
    },
  },
);
