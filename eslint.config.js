// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './scripts/eslint/logical-classes.mjs';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs', 'bench/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-duplicates': 'error',
      // The guide's dependency direction (section 2).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./packages/contracts', './packages/db', './apps'],
              message: 'domain imports nothing of ours',
            },
            {
              target: './packages/contracts',
              from: ['./packages/db', './apps'],
              message: 'contracts may import only domain',
            },
            {
              target: './packages/db',
              from: ['./packages/contracts', './apps'],
              message: 'db may import only domain',
            },
            { target: './apps/api', from: ['./apps/web'], message: 'the apps never import each other' },
            {
              target: './apps/web',
              from: ['./apps/api', './packages/db'],
              message: 'web imports contracts and domain only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: restrict(
      ['@portal/*', 'node:*', 'pg', 'drizzle-orm*', 'fastify*'],
      'domain is pure: no I/O and nothing of ours',
    ),
  },
  {
    files: ['packages/contracts/src/**'],
    rules: restrict(
      ['@portal/db', '@portal/api', '@portal/web', 'drizzle-orm*', 'fastify*'],
      'contracts may import only domain',
    ),
  },
  {
    files: ['packages/db/src/**'],
    rules: restrict(['@portal/contracts', '@portal/api', '@portal/web'], 'db may import only domain'),
  },
  {
    // Spreadsheets are written through lib/spreadsheet.ts only: it keeps text from being read as formulas.
    files: ['apps/api/src/**'],
    ignores: ['apps/api/src/lib/spreadsheet.ts', '**/*.test.ts'],
    rules: restrict(['exceljs'], 'write spreadsheets with sheetBuffer() from lib/spreadsheet.ts'),
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Right to left in Arabic (issue 35): start/end classes, never left/right.
      'portal/logical-classes': 'error',
      ...restrict(
        ['@portal/db', '@portal/db/*', '@portal/api', 'node:*', '@zxcvbn-ts/*'],
        'web imports contracts and domain only (password strength is checked by the API)',
      ),
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Features do not import each other; routes (app/) compose them.
    files: ['apps/web/src/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features/*/',
              from: './apps/web/src/features/',
              except: ['./'],
              message: 'features do not import each other',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.test.ts', '**/*.int.test.ts', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
);
