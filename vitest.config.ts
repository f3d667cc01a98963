import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the file.
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react-router-dom',
  'zustand',
  'zustand/middleware',
  'zustand/react/shallow',
  '@radix-ui/react-dialog',
  '@radix-ui/react-compose-refs',
  '@radix-ui/react-use-controllable-state',
  '@radix-ui/react-tabs',
  '@radix-ui/react-toast',
  '@radix-ui/react-slot',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-select',
  'canvas-confetti',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'zod',
  'zod/mini',
  '@stripe/stripe-js',
  '@stripe/react-stripe-js',
  'axe-core',
];

// A fresh browser config per project: sharing one object between projects mislabels them.
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1024, height: 768 },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // The package's own checks build and install the kit (a Next.js app among them): minutes, not
          // seconds, so they are a project of their own that the inner loop leaves out.
          exclude: ['tests/unit/package-*.test.ts'],
        },
      },
      {
        test: {
          name: 'package',
          environment: 'node',
          include: ['tests/unit/package-*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        // Against a real embedded PostgreSQL and the Firebase Auth emulator (tests/server/global-setup.ts).
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        optimizeDeps: { include: [...browserDeps, 'vitest-browser-react', 'react-dom/server'] },
        test: {
          name: 'browser',
          include: ['tests/ui-kit/**/*.test.{ts,tsx}', 'tests/storefront/**/*.test.{ts,tsx}', 'tests/unit/**/*.browser.test.ts'],
          setupFiles: ['tests/browser-setup.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        plugins: [
          react(),
          tailwindcss(),
          storybookTest({ configDir: path.join(root, '.storybook'), storybookScript: 'npm run storybook' }),
        ],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The first story of a file pays for loading it; on a busy two-core machine that passed 15 s.
          testTimeout: 30_000,
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
