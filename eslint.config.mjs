// One ESLint config for the whole repository (flat config). `npm run lint` runs it with `prettier --check .`;
// `npm test` runs both before the jest suites (docs/testing.md).
// - TypeScript (backend, storefront, admin-ui): typescript-eslint `recommended` (syntactic: no type information,
//   so a full run stays fast), plus import-x's no-cycle (file-level import cycles; type-only imports don't count).
// - React front ends: the react-hooks rules.
// - Node scripts (scripts/, e2e/, *.mjs): ESLint's `recommended` with Node globals.
// - Backend layering (import-x/no-restricted-paths): config/ ← common/ ← database/ ← every domain folder. A lower
//   layer names what it may import, so domain folders can be added or renamed without touching this file.
// - The storefront's folder rules (features never import each other) live in storefront/scripts/check-boundaries.mjs.
// - eslint-config-prettier comes last: layout is Prettier's job (.prettierrc.json).
// - eslint-plugin-import-x and eslint-import-resolver-typescript are backend devDependencies, not root ones: as root
//   dependencies `npm ci` refused the lock file, which (like the registry this project installs from) has only the
//   Linux builds of their native resolver (unrs-resolver); from a workspace they are hoisted and load the same.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typescript = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      'data/',
      '**/bench-data/',
      'e2e/artifacts/',
      'test-results/',
      // Generated: by `npm run openapi:metadata -w backend`, the typeorm CLI and `npm run api:types`.
      'backend/src/openapi-metadata.ts',
      'backend/src/database/migrations/**',
      'storefront/src/api/schema.d.ts',
      'admin-ui/src/providers/api-schema.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    // Node scripts and configs: ES modules unless they say otherwise.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Browser journeys: jest's globals (no @jest/globals import in ES-module tests without a transform), and the
    // few browser globals that functions given to page.evaluate() use (they run in the page, not in Node).
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, document: 'readonly', window: 'readonly', getComputedStyle: 'readonly' } },
  },
  {
    // A classic script that index.html loads before the app, written in old-browser syntax (`catch (error)` included).
    files: ['storefront/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
    rules: { 'no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },

  {
    files: typescript,
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses when it follows imports (its default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['backend/tsconfig.json', 'storefront/tsconfig.json', 'admin-ui/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // ignoreExternal: packages are not parsed, which keeps a full run fast; a cycle needs local files anyway.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },

  {
    // API tests read JSON bodies of every shape, as supertest's `res.body` (typed any) does.
    files: ['backend/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'backend/src/config',
              from: 'backend/src',
              except: ['./config'],
              message: 'config/ is the bottom layer: it imports nothing else from backend/src.',
            },
            {
              target: 'backend/src/common',
              from: 'backend/src',
              except: ['./common', './config'],
              message: 'common/ may import only config/.',
            },
            {
              target: 'backend/src/database',
              from: 'backend/src',
              except: ['./database', './common', './config'],
              message: 'database/ may import only common/ and config/ (domain code depends on it, never the reverse).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/test/**/*.ts', 'backend/src/**/*.spec.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // The ads domain's public surface (issue 40): outside ads/, import it through its index (`from '../ads'`), which
    // re-exports what the other domains may use. DTO classes stay direct imports (STYLE.md: never through a barrel,
    // where an import cycle can hand a decorator `undefined` and validation silently stops), so ads/dto/ is open.
    // Tests in backend/test may import deep: they build their fixtures from ads/' parts. typescript-eslint's variant
    // of no-restricted-imports, so that a block restricting other imports with ESLint's own rule does not replace
    // these patterns (a later block's options for the same rule replace an earlier one's).
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/ads/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?:\\./|(?:\\.\\./)+)ads/(?!dto/)', message: "Import the ads domain through its index ('../ads'); only ads/dto/ is imported directly." }] },
      ],
    },
  },

  {
    files: ['storefront/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  prettier,
);
