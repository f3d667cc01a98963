import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'tests/perf/.tmp/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}', 'stories/**/*', 'tests/ui-kit/**/*', 'tests/storefront/**/*'],
    languageOptions: { globals: globals.browser },
  },
  {
    // zod comes configured for the pages' Content-Security-Policy (storefront/src/domain/schema.ts).
    files: ['storefront/src/**/*.{ts,tsx}', 'storefront/server/**/*.ts'],
    ignores: ['storefront/src/domain/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from storefront/src/domain/schema.ts (jitless: no eval under the CSP).", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['scripts/**/*', 'ui-kit/scripts/**/*', 'storefront/server/**/*', 'tests/**/*', '*.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
