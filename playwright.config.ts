import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { usesRealFirebase } from './scripts/auth-emulator.mjs';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { databaseUrl } from './scripts/postgres.mjs';

// scripts/e2e.mjs (what `npm test` runs) gives every server of the run a free port; run directly,
// Playwright uses these, each following the store's port, so that runs on other E2E_PORTs do not collide.
const port = Number(process.env.E2E_PORT ?? 4173);
// Plenty of everything for the journeys that buy; tests/e2e/stock.spec.ts owns the low and sold-out ones.
const E2E_STOCK_SEED = '*=1000,18=3,20=0,24=1';
const baseURL = `http://localhost:${port}`;

// With no real Firebase project configured, sign-in runs against the Auth emulator; the server names
// it to the pages, and tests/e2e/accounts.ts reads the host from the environment (workers inherit it).
const authEmulator = !usesRealFirebase();
const authPort = Number(process.env.E2E_AUTH_PORT ?? port + 30_000);
process.env.E2E_AUTH_EMULATOR_HOST ??= `127.0.0.1:${authPort}`;

// Orders go to a throwaway embedded PostgreSQL beside the server (or to DATABASE_URL when set). Its
// port follows the server's, so that runs on other E2E_PORTs do not collide; the password is made
// once here (workers inherit it, so the config reads the same in every process).
const dbPort = Number(process.env.E2E_DB_PORT ?? port + 10_000);
process.env.NEXUS_DB_PASSWORD ??= randomBytes(18).toString('base64url');
const e2eDatabaseUrl = process.env.DATABASE_URL ?? databaseUrl({ port: dbPort, password: process.env.NEXUS_DB_PASSWORD });

// Mail goes to a local catcher (maildev) on ports that follow the server's, unless SMTP_URL names a
// mail server. tests/e2e/mail.spec.ts reads its inbox and stops and starts it (signals to its pid).
const mailSmtpPort = Number(process.env.E2E_MAIL_SMTP_PORT ?? port + 20_000);
const mailWebPort = Number(process.env.E2E_MAIL_WEB_PORT ?? port + 21_000);
process.env.E2E_MAIL_INBOX ??= `http://127.0.0.1:${mailWebPort}`;
process.env.E2E_MAIL_PID_FILE ??= path.join(tmpdir(), `nexus-e2e-mail-${mailWebPort}.pid`);
const mailCatcher = !process.env.SMTP_URL;

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
      // Every spin wins R 1 000 (tests/e2e/coupons.spec.ts). Every browser of the run is on 127.0.0.1,
      // so the run gives that address an allowance of spins and payment attempts (README, Coupons and
      // Payment attempts): the limits stay on, with room for a whole suite's checkouts.
      // Mail is retried every 2 s at most, so the outage test sees the mail soon after the catcher is back.
      env: {
        // The run's server is local, on stand-ins, as `npm start` runs it (never production).
        NEXUS_RUN_LOCALLY: '1',
        PORT: String(port),
        DATABASE_URL: e2eDatabaseUrl,
        NEXUS_WHEEL_ODDS: '0,0,1,0',
        NEXUS_SPINS_PER_ADDRESS: '1000',
        NEXUS_PAYMENT_POINTS_PER_ADDRESS: '100000',
        SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${mailSmtpPort}`,
        NEXUS_MAIL_RETRY_MS: '1000',
        NEXUS_MAIL_RETRY_MAX_MS: '2000',
        // The run's own stock (tests/e2e/stock.spec.ts): plenty, with a few products low or sold out.
        NEXUS_STOCK_SEED: E2E_STOCK_SEED,
        ...(authEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST } : {}),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    ...(mailCatcher
      ? [
          {
            command: 'node scripts/mail-catcher.mjs',
            url: `http://127.0.0.1:${mailWebPort}/api/healthz`,
            env: { NEXUS_MAIL_SMTP_PORT: String(mailSmtpPort), NEXUS_MAIL_WEB_PORT: String(mailWebPort), NEXUS_MAIL_PID_FILE: process.env.E2E_MAIL_PID_FILE },
            reuseExistingServer: false,
            timeout: 60_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'pipe' as const,
          },
        ]
      : []),
    ...(authEmulator
      ? [
          {
            // Sign-in's embedded default, on this run's own port.
            command: 'node scripts/auth-emulator.mjs',
            url: `http://${process.env.E2E_AUTH_EMULATOR_HOST}/`,
            env: { NEXUS_AUTH_EMULATOR_PORT: String(authPort) },
            reuseExistingServer: false,
            // Slow to start when the cores are busy; SIGTERM lets the script stop the emulator cleanly.
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
});
