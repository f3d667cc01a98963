import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and what may import what (README, Architecture). Each element is a folder; an import
 * that leaves its element must point down this list, never up or sideways:
 *   kit                → nothing of the store
 *   core               → nothing of ours (no React, no kit, no DOM: its own tsconfig has no DOM lib)
 *   server             → mail → core
 *   mail               → core (the React mail templates: React runs on the server here, never the web app)
 *   web                → app → pages → layout → components → services (api, checkout) → stores
 *                        → platform (platform, auth) → core, kit; the entry files in storefront/src/
 *                        (main, boot, entry-server) sit above app
 */
const ZOD_RULE = { name: 'zod', message: 'Import { z } from storefront/core/domain/schema.ts (jitless: no eval under the CSP).', allowTypeImports: true };
const ZOD_MINI_RULE = { name: 'zod/mini', message: 'Import { z } from storefront/core/domain/schema-mini.ts (jitless: no eval under the CSP).', allowTypeImports: true };
const ZOD_SETUP = ['storefront/core/domain/schema.ts', 'storefront/core/domain/schema-mini.ts'];
// The kit draws its own icons (ui-kit/src/icons, generated from lucide's shapes): lucide-react's
// runtime must not ship again. Only ui-kit/scripts/icons.mjs reads lucide-react.
const LUCIDE_RULE = {
  name: 'lucide-react',
  message: "Import icons from '@nexus-za/ui-kit/icons' (in the kit: '../icons'); add a missing one to ui-kit/scripts/icons.mjs.",
};
const CORE_FORBIDDEN = {
  group: ['react', 'react-*', 'react/*', '@nexus-za/*', 'zustand', 'zustand/*', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', '@stripe/*', 'stripe', 'hono', 'hono/*', '@hono/*', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
  message: 'storefront/core is plain TypeScript shared by the web app and the server: no React, no kit, no browser or server packages, no Node APIs.',
};
const SERVER_FORBIDDEN = {
  group: ['react', 'react-*', 'react/*', '@nexus-za/*', 'zustand', 'zustand/*', 'firebase', 'firebase/*', '@stripe/*'],
  message: 'The server imports storefront/core only; the web app and its packages are not for it.',
};
const MAIL_FORBIDDEN = {
  group: ['@nexus-za/*', 'zustand', 'zustand/*', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', '@stripe/*', 'stripe', 'hono', 'hono/*', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'react-dom', 'react-dom/*', 'react-router*'],
  message: 'storefront/mail holds the mail templates (React + @react-email) over core; the server calls it with data. No web app, kit or server packages.',
};
const WEB_LAYERS = ['web-app', 'web-pages', 'web-layout', 'web-components', 'web-services', 'web-stores', 'web-platform'];
const below = (layer) => [...WEB_LAYERS.slice(WEB_LAYERS.indexOf(layer) + 1), 'core', 'kit'];
const SERVER_LAYERS = ['server', 'server-checkout', 'server-desk', 'server-orders', 'server-payments'];
const layerPolicy = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
const boundariesConfig = {
  files: ['ui-kit/src/**/*.{ts,tsx}', 'storefront/{core,mail,server,src}/**/*.{ts,tsx}', 'tests/boundaries/fixtures/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { noWarnOnMultipleProjects: true, project: ['storefront/core', 'storefront/mail', 'storefront/src', 'storefront/server', 'tsconfig.json'] } },
    'boundaries/elements': [
      { type: 'kit', pattern: 'ui-kit/src' },
      // The kit's package entries resolve to its build.
      { type: 'kit', pattern: 'ui-kit/dist' },
      { type: 'core', pattern: 'storefront/core' },
      { type: 'mail', pattern: 'storefront/mail' },
      // Inside the server, the money path points one way: checkout (the payment route, its webhook,
      // placing an order) over desk, over orders (the order process, refunds), over payments (the
      // gateway adapters only). The rest of the server (the app, jobs, mail, stock, coupons…) composes them.
      { type: 'server-checkout', pattern: 'storefront/server/checkout' },
      { type: 'server-desk', pattern: 'storefront/server/desk' },
      { type: 'server-orders', pattern: 'storefront/server/orders' },
      { type: 'server-payments', pattern: 'storefront/server/payments' },
      { type: 'server', pattern: 'storefront/server' },
      { type: 'web-app', pattern: 'storefront/src/app' },
      { type: 'web-pages', pattern: 'storefront/src/pages' },
      { type: 'web-layout', pattern: 'storefront/src/layout' },
      { type: 'web-components', pattern: 'storefront/src/components' },
      { type: 'web-services', pattern: 'storefront/src/{api,checkout}' },
      { type: 'web-stores', pattern: 'storefront/src/stores' },
      { type: 'web-platform', pattern: 'storefront/src/{platform,auth}' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          layerPolicy('kit', ['kit']),
          layerPolicy('core', ['core']),
          layerPolicy('mail', ['mail', 'core']),
          layerPolicy('server', [...SERVER_LAYERS, 'mail', 'core']),
          layerPolicy('server-checkout', ['server-checkout', 'server-orders', 'server-payments', 'server', 'mail', 'core']),
          layerPolicy('server-desk', ['server-desk', 'server-orders', 'server', 'core']),
          layerPolicy('server-orders', ['server-orders', 'server-payments', 'server', 'mail', 'core']),
          layerPolicy('server-payments', ['server-payments', 'server', 'core']),
          ...WEB_LAYERS.map((layer) => layerPolicy(layer, [layer, ...below(layer)])),
        ],
      },
    ],
  },
};

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
      // The desk bench's bundle, there only while `npm run bench -- desk` runs (scripts/bench.mjs).
      'scripts/bench/.desk-orders.bundle.mjs',
      // Forbidden imports on purpose: tests/unit/boundaries.test.ts lints them and expects errors.
      'tests/boundaries/fixtures/**',
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
    // zod comes configured for the pages' Content-Security-Policy (storefront/core/domain/schema.ts).
    files: ['storefront/{core,mail,src,server}/**/*.{ts,tsx}'],
    ignores: ZOD_SETUP,
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_RULE, ZOD_MINI_RULE, LUCIDE_RULE] }] },
  },
  {
    files: ['ui-kit/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'tests/ui-kit/**/*.{ts,tsx}', 'tests/storefront/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [LUCIDE_RULE] }] },
  },
  {
    // Core is the shop's rules in plain TypeScript: no UI, no browser, no server packages.
    files: ['storefront/core/**/*.ts', 'tests/boundaries/fixtures/**/core/**/*.ts'],
    ignores: ZOD_SETUP,
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_RULE, ZOD_MINI_RULE], patterns: [CORE_FORBIDDEN] }] },
  },
  {
    files: ZOD_SETUP,
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_FORBIDDEN] }] },
  },
  {
    files: ['storefront/mail/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_RULE, ZOD_MINI_RULE], patterns: [MAIL_FORBIDDEN] }] },
  },
  {
    // The server never loads the web app's packages (it serves the built renderer as a file).
    files: ['storefront/server/**/*.ts', 'tests/boundaries/fixtures/**/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_RULE, ZOD_MINI_RULE], patterns: [SERVER_FORBIDDEN] }] },
  },
  {
    files: ['scripts/**/*', 'ui-kit/scripts/**/*', 'storefront/server/**/*', 'tests/**/*', '*.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  boundariesConfig,
);
