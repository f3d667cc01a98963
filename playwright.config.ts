import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { AUTH_EMULATOR_HOST, usesRealFirebase } from './scripts/auth-emulator.mjs';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { databaseUrl } from './scripts/postgres.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
// Plenty of everything for the journeys that buy; tests/e2e/stock.spec.ts owns the low and sold-out ones.
const E2E_STOCK_SEED = '*=1000,18=3,20=0,24=1';
const baseURL = `http://localhost:${port}`;

// With no real Firebase project configured, sign-in runs against the Auth emulator.
const authEmulator = !usesRealFirebase();

// Orders go to a throwaway embedded PostgreSQL beside the server (or to DATABASE_URL when set). Its
// port follows the server's, so that runs on other E2E_PORTs do not collide; the password is made
// once here (workers inherit it, so the config reads the same in every process).
const dbPort = Number(process.env.E2E_DB_PORT ?? port + 10_000);
process.env.NEXUS_DB_PASSWORD ??= randomBytes(18).toString('base64url');
const e2eDatabaseUrl = process.env.DATABASE_URL ?? databaseUrl({ port: dbPort, password: process.env.NEXUS_DB_PASSWORD });

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
  // Two cores run the server, PostgreSQL, the Auth emulator and two browsers: a page can take a while.
  timeout: 60_000,
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
    ...(process.env.DATABASE_URL
      ? []
      : [
          {
            command: 'node scripts/postgres.mjs --temporary',
            port: dbPort,
            env: { NEXUS_DB_PORT: String(dbPort), NEXUS_DB_PASSWORD: process.env.NEXUS_DB_PASSWORD },
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'pipe' as const,
          },
        ]),
    {
      command: 'node storefront/dist-server/index.js',
      url: `${baseURL}/api/health`,
      // The emulator's origin, so that the Content-Security-Policy lets the app reach it.
      // /api/health answers 200 only once the database is migrated and answers.
      // Every spin wins R 1 000 (tests/e2e/coupons.spec.ts), and the many spins from 127.0.0.1 are not rate-limited.
      env: { PORT: String(port), DATABASE_URL: e2eDatabaseUrl, NEXUS_WHEEL_ODDS: '0,0,1,0', NEXUS_SPINS_PER_ADDRESS: '1000', NEXUS_STOCK_SEED: E2E_STOCK_SEED, ...(authEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST } : {}) },
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
