import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const webPackages = ['shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'];

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
    // The package boundaries of style.md 1, on resolved paths, so that `../../mf-board/src/x` and
    // `@portal/mf-board/src/x` are refused alike: no web package imports another web package or the
    // server, shared-types imports no app, the server imports no web package. Plus: no import cycles.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // dependencies are parsed too (for cycles): as TypeScript
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webPackages.map((target) => ({
              target: `./${target}`,
              from: [
                ...webPackages.filter((other) => other !== target).map((other) => `./${other}`),
                './api',
              ],
              message: 'Use what a remote exposes at run time, never its source or the server.',
            })),
            {
              target: './shared-types',
              from: [...webPackages.map((pkg) => `./${pkg}`), './api'],
              message: 'shared-types is shared by every app and imports none.',
            },
            {
              target: './api',
              from: webPackages.map((pkg) => `./${pkg}`),
              message: 'The server never imports a web package.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    files: ['shell/**', 'mf-*/**', 'shared-types/src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
