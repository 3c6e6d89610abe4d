import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { frontEndPackages } from './scripts/packages.mjs';

// the browser packages, read from the workspaces (scripts/packages.mjs): a new remote is linted as the others
const web = frontEndPackages;
const packages = [...web, 'api', 'shared-types', 'web-runtime'];
const webPackages = web.map((name) => `@portal/${name}`);
const appPackages = [...webPackages, '@portal/api'];
// the contract (shared-types) and the API never reach the browser's runtime
const runtimePackages = ['@portal/web-runtime'];
// api/src, one layer per file (docs/architecture.md#api-layers); `api` is the package's own tooling
const apiLayers = [
  'api',
  'api-entry',
  'api-routes',
  'api-site',
  'api-jobs',
  'api-http',
  'api-use-cases',
  'api-domain',
  'api-repository',
  'api-schema',
  'api-db',
  'api-platform',
];
// the domains of the API: their routes, use cases and repositories by suffix, the rest of the folder is
// the domain's own modules (rules, read models, ports and their adapters)
const apiDomains =
  'accounts,after-draw,applicants,audit,auth,board,draw,files,identity,notify,popups,retention,rounds,waiting-room';
// Express reaches no file below the routes (nor its request parsers and rate limits)
const expressPackages = ['express', 'express-rate-limit', 'multer', 'helmet'];

// every transaction of the API keeps the lock order and is retried after a deadlock only when it runs
// through api/src/db/transaction.ts (docs/lock-order.md)
const transactionFile = 'api/src/db/transaction.ts';
const transactionsOnlyThere = {
  selector: "CallExpression[callee.property.name='transaction']",
  message:
    'Run a transaction through transaction() or auditedWrite() of api/src/db/transaction.ts (docs/lock-order.md).',
};
// an application's winning state has one writer, which makes its stored text: a Drizzle update
// (`.set({ winningState })`, an upsert's `set`) or a raw SQL `set ... winning_state =` elsewhere is refused
const winningStateWriter = 'api/src/applicants/winning-state-repository.ts';
const winningStateMessage = `Write applicants.winning_state only through ${winningStateWriter} (docs/after-draw.md).`;
const winningStateWrittenOnlyThere = [
  {
    selector:
      ":matches(CallExpression[callee.property.name='set'], Property[key.name='set']) > ObjectExpression > Property[key.name='winningState']",
    message: winningStateMessage,
  },
  {
    selector: 'TemplateElement[value.raw=/\\bset\\b[^;]*\\bwinning_state\\s*=/is]',
    message: winningStateMessage,
  },
];

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
    // The packages stay apart (each reaches another only through its exports), and inside a web package a
    // feature imports only itself, the package's shared code (src/components, src/lib, src/assets) and
    // shared-types; src's other files (pages, app, layout, federation) compose features.
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
        // api/src: the first pattern a file matches is its layer; a file that matches none fails lint
        // (boundaries/no-unknown-files below). The composition roots build everything.
        {
          type: 'api-entry',
          mode: 'full',
          pattern: ['api/src/{app,server}.ts', 'api/src/{cli,seed}/**/*'],
        },
        // a domain's routes call its use cases, which call its repository, never back
        { type: 'api-routes', mode: 'full', pattern: 'api/src/**/*-routes.ts' },
        { type: 'api-use-cases', mode: 'full', pattern: 'api/src/**/*-use-cases.ts' },
        { type: 'api-repository', mode: 'full', pattern: 'api/src/**/*-repository.ts' },
        // the tables: read and written by the repositories (and the domain's stores), never by a use case
        { type: 'api-schema', mode: 'full', pattern: ['api/src/db/schema.ts', 'api/src/db/schema/**/*'] },
        { type: 'api-db', mode: 'full', pattern: 'api/src/db/**/*' },
        // the other doors: the site's pages (files, server render, their 404s) and the timed jobs
        { type: 'api-site', mode: 'full', pattern: 'api/src/site/**/*' },
        { type: 'api-jobs', mode: 'full', pattern: 'api/src/jobs/**/*' },
        // the plumbing without Express that every layer may use
        {
          type: 'api-platform',
          mode: 'full',
          pattern: [
            'api/src/{config,time,html,crypto}/**/*',
            'api/src/cache/{domain-versions,public-cache,short-lived}.ts',
            'api/src/limits/redis-client.ts',
            'api/src/http/{app-error,client-error,json-depth,text-input}.ts',
          ],
        },
        // Express plumbing for the doors: middleware, request parsers, rate limits, cached answers
        {
          type: 'api-http',
          mode: 'full',
          pattern: [
            'api/src/{http,docs,cache,limits}/**/*',
            'api/src/files/{multipart,board-form,attachment-limits,temp-file-storage}.ts',
            'api/src/auth/require-admin.ts',
            'api/src/audit/audit-request.ts',
            'api/src/identity/identity-pages.ts',
            'api/src/after-draw/documents/document-limits.ts',
          ],
        },
        { type: 'api-domain', mode: 'full', pattern: `api/src/{${apiDomains}}/**/*` },
        { type: 'api', mode: 'full', pattern: 'api/*' },
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
            { from: ['api', 'api-entry'], allow: [...apiLayers, 'shared-types'] },
            // a door reads the request and answers; the rules are its use cases', the SQL their repositories'
            {
              from: ['api-routes', 'api-site', 'api-jobs'],
              allow: ['api-http', 'api-use-cases', 'api-domain', 'api-db', 'api-platform', 'shared-types'],
            },
            { from: ['api-routes'], allow: ['api-jobs'] },
            { from: ['api-site'], allow: ['api-site'] },
            { from: ['api-jobs'], allow: ['api-jobs'] },
            {
              from: ['api-http'],
              allow: ['api-http', 'api-domain', 'api-db', 'api-platform', 'shared-types'],
            },
            // a form parser names the use case's input it builds (board-form.ts: AttachmentChanges)
            { from: ['api-http'], allow: ['api-use-cases'], importKind: 'type' },
            {
              from: ['api-use-cases'],
              allow: [
                'api-use-cases',
                'api-domain',
                'api-repository',
                'api-db',
                'api-platform',
                'shared-types',
              ],
            },
            {
              from: ['api-domain'],
              allow: ['api-domain', 'api-repository', 'api-schema', 'api-db', 'api-platform', 'shared-types'],
            },
            {
              from: ['api-repository'],
              allow: ['api-repository', 'api-schema', 'api-db', 'api-platform', 'shared-types'],
            },
            { from: ['api-schema', 'api-db'], allow: ['api-schema', 'api-db', 'shared-types'] },
            { from: ['api-platform'], allow: ['api-platform', 'shared-types'] },
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
            {
              from: ['api-use-cases', 'api-domain', 'api-repository', 'api-schema', 'api-db', 'api-platform'],
              disallow: expressPackages,
            },
            // a use case states the rules; its SQL (drizzle's query builder included) is its repository's
            { from: ['api-use-cases'], disallow: ['drizzle-orm', 'drizzle-orm/*'] },
            // the contract holds no React: components' props belong to the web runtime
            { from: ['shared-types'], disallow: [...appPackages, ...runtimePackages, 'react', 'react-dom'] },
            { from: ['web-runtime'], disallow: appPackages },
          ],
        },
      ],
    },
  },
  {
    // every file of api/src has a layer: a new file that matches none of the api-* elements fails
    files: ['api/src/**/*'],
    plugins: { boundaries },
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  {
    // the API's own restrictions; each file below is exempt from the one it implements
    files: ['api/src/**/*.ts'],
    ignores: [transactionFile, winningStateWriter],
    rules: { 'no-restricted-syntax': ['error', transactionsOnlyThere, ...winningStateWrittenOnlyThere] },
  },
  { files: [transactionFile], rules: { 'no-restricted-syntax': ['error', ...winningStateWrittenOnlyThere] } },
  { files: [winningStateWriter], rules: { 'no-restricted-syntax': ['error', transactionsOnlyThere] } },
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
