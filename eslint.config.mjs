import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const web = ['shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'];
const packages = [...web, 'api', 'shared-types', 'web-runtime'];
const webPackages = web.map((name) => `@portal/${name}`);
const appPackages = [...webPackages, '@portal/api'];
// the contract (shared-types) and the API never reach the browser's runtime
const runtimePackages = ['@portal/web-runtime'];
const apiLayers = ['api', 'api-routes', 'api-use-cases', 'api-repository'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      'api/drizzle/**',
      'deploy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // style.md 1 and 13: the packages stay apart, and inside a web package a feature imports only itself,
    // the package's shared code (src/components, src/lib, src/assets) and shared-types; src's other files
    // (pages, app, layout, federation) compose features.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': [`{${packages.join(',')}}/**/*`],
      'boundaries/elements': [
        {
          type: 'feature',
          mode: 'full',
          pattern: `{${web}}/src/features/*/**/*`,
          capture: ['pkg', 'feature'],
        },
        {
          type: 'shared',
          mode: 'full',
          pattern: `{${web}}/src/{components,lib,assets}/**/*`,
          capture: ['pkg'],
        },
        { type: 'app', mode: 'full', pattern: `{${web}}/src/**/*`, capture: ['pkg'] },
        {
          type: 'test',
          mode: 'full',
          pattern: `{${web},api,shared-types,web-runtime}/{test,bench}/**/*`,
          capture: ['pkg'],
        },
        // inside the API a domain's routes call its use cases, which call its repository, never back
        { type: 'api-routes', mode: 'full', pattern: 'api/src/**/*-routes.ts' },
        { type: 'api-use-cases', mode: 'full', pattern: 'api/src/**/*-use-cases.ts' },
        { type: 'api-repository', mode: 'full', pattern: 'api/src/**/*-repository.ts' },
        { type: 'api', mode: 'full', pattern: 'api/**/*' },
        { type: 'shared-types', mode: 'full', pattern: 'shared-types/**/*' },
        { type: 'web-runtime', mode: 'full', pattern: 'web-runtime/**/*' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            {
              from: [['feature', { pkg: '*', feature: '*' }]],
              allow: [
                ['feature', { pkg: '${from.pkg}', feature: '${from.feature}' }],
                ['shared', { pkg: '${from.pkg}' }],
                'shared-types',
                'web-runtime',
              ],
            },
            { from: ['shared'], allow: [['shared', { pkg: '${from.pkg}' }], 'shared-types', 'web-runtime'] },
            {
              from: ['app', 'test'],
              allow: [
                ['feature', { pkg: '${from.pkg}' }],
                ['shared', { pkg: '${from.pkg}' }],
                ['app', { pkg: '${from.pkg}' }],
                ['test', { pkg: '${from.pkg}' }],
                'shared-types',
                'web-runtime',
              ],
            },
            { from: [['test', { pkg: 'api' }]], allow: apiLayers },
            { from: ['api', 'api-routes'], allow: [...apiLayers, 'shared-types'] },
            { from: ['api-use-cases'], allow: ['api', 'api-use-cases', 'api-repository', 'shared-types'] },
            { from: ['api-repository'], allow: ['api', 'api-repository', 'shared-types'] },
            { from: ['shared-types'], allow: ['shared-types'] },
            {
              from: ['web-runtime', ['test', { pkg: 'web-runtime' }]],
              allow: ['web-runtime', 'shared-types'],
            },
          ],
        },
      ],
      // the same packages by name (through node_modules/@portal) are external modules to the plugin
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: ['feature', 'shared', 'app'], disallow: appPackages },
            { from: apiLayers, disallow: [...webPackages, ...runtimePackages] },
            // the contract holds no React: components' props belong to the web runtime
            { from: ['shared-types'], disallow: [...appPackages, ...runtimePackages, 'react', 'react-dom'] },
            { from: ['web-runtime'], disallow: appPackages },
          ],
        },
      ],
    },
  },
  {
    // every transaction of the API keeps the lock order and is retried after a deadlock only when it
    // runs through api/src/db/transaction.ts (docs/lock-order.md)
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Run a transaction through transaction() or auditedWrite() of api/src/db/transaction.ts (docs/lock-order.md).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'e2e/**', 'api/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**', 'mf-*/**', 'web-runtime/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
