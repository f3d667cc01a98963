import { defineConfig, devices } from '@playwright/test';
import { AUTH_EMULATOR_HOST, usesRealFirebase } from './scripts/auth-emulator.mjs';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

// With no real Firebase project configured, sign-in runs against the Auth emulator.
const authEmulator = !usesRealFirebase();

// The e2e suite runs against the built app served by the same server `npm start` uses.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, where two cores run the server, the emulator and two browsers at once;
  // a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'node storefront/dist-server/index.js',
      url: `${baseURL}/api/health`,
      // The emulator's origin, so that the Content-Security-Policy lets the app reach it.
      env: { PORT: String(port), ...(authEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST } : {}) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    ...(authEmulator
      ? [
          {
            // Sign-in's embedded default (DECISIONS.md). Its port is fixed, so one already running is reused.
            command: 'node scripts/auth-emulator.mjs',
            url: `http://${AUTH_EMULATOR_HOST}/`,
            reuseExistingServer: true,
            // Slow to start when the cores are busy; SIGTERM lets the script stop the emulator cleanly.
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
});
