import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import Stripe from 'stripe';
import { createPaymentAttemptLimiter, paymentAttemptRulesFromEnv } from './abuse/payment-attempts';
import { stripeCardFingerprint } from './abuse/card-key';
import { limitOrderLookups, orderLookupRulesFromEnv } from './abuse/order-lookups';
import { parseTrustedProxies } from './abuse/client-address';
import { createApp, type AppOptions } from './app';
import { AccountTokenError, EMULATOR_PROJECT_ID, firebaseAccountVerifier, type AccountVerifier } from './auth/accounts';
import { createCouponStore } from './coupons/store';
import { describeDatabaseError, openDatabase, type StoreDatabase } from './db';
import { createDeskStore } from './desk/store';
import { STORE_JOBS, type StoreJobDeps } from './jobs';
import { startJobRunner, type JobRunner } from './jobs/runner';
import { awaitingBankExpiryFromEnv, pendingExpiryFromEnv } from './orders/reconcile-pending';
import { createStoreMail, listenForQueuedMail } from './mail';
import { MAIL_JOB } from './mail/job';
import { createMailDesk } from './mail/desk-api';
import { createOrderStore } from './orders/store';
import { describeRefusal, deviceCookieSecret, productionProblems, runMode } from './production';
import type { PaymentGateway } from './payments/gateway';
import { StripePaymentGateway } from './payments/stripe-gateway';
import { TestPaymentGateway } from './payments/test-gateway';
import { databaseIntentLedger } from './payments/test-intent-ledger';
import { seedLevels, stockSeedFrom } from './stock/seed';
import { createStockStore } from './stock/store';
import { createTeamStore } from './teams/store';
import { seedCatalogue } from './catalogue/seed';
import { createCatalogueStore } from './catalogue/store';
import { indexMissing } from './catalogue/search/index-missing';
import { createPostgresSearchEngine } from './catalogue/search/postgres-engine';
import { createCatalogueReads } from './catalogue/reads';

function refuseToStart(reason: string): never {
  console.error(reason);
  process.exit(1);
}

// Production never runs on test parts: the built server is production unless `npm start` says it runs
// locally (production.ts). Checked before anything starts, and before NODE_ENV is defaulted below.
const productionConfigProblems = productionProblems(process.env);
if (productionConfigProblems.length > 0) refuseToStart(describeRefusal(productionConfigProblems));
const mode = runMode(process.env);
const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = process.env.NEXUS_CLIENT_DIR ?? path.resolve(here, '../dist');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not '${process.env.PORT}'.`);
  process.exit(1);
}

let stockSeed: ReturnType<typeof stockSeedFrom>;
try {
  stockSeed = stockSeedFrom(process.env.NEXUS_STOCK_SEED);
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error));
}

let database: StoreDatabase;
try {
  database = openDatabase({ onError: (error) => console.error(`[database] connection lost: ${error.message}`) });
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error));
}

// Mail: queued in the outbox by the events that cause it, sent by the job runner.
const mail = createStoreMail(database.db);

const firebaseProjectId =
  process.env.FIREBASE_PROJECT_ID?.trim() ||
  process.env.VITE_FIREBASE_PROJECT_ID?.trim() ||
  (authEmulatorHost ? EMULATOR_PROJECT_ID : undefined);
const accounts: AccountVerifier = firebaseProjectId
  ? firebaseAccountVerifier(firebaseProjectId)
  : {
      verify: () => Promise.reject(new AccountTokenError('Sign-in is not configured on this server, so orders can only be placed as a guest.')),
    };

let pendingExpiryMs: number;
let awaitingBankExpiryMs: number;
try {
  pendingExpiryMs = pendingExpiryFromEnv();
  awaitingBankExpiryMs = awaitingBankExpiryFromEnv();
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error));
}

const stripeSecretKey = process.env.STRIPE_SECRET_KEY?.trim();
// The test gateway stands in for a payment service: its ledger has connections of its own, so a desk
// move that holds the store's connections (parallel refunds of one order, each waiting on the order's
// lock) never waits on its own gateway for one.
const gatewayDatabase = stripeSecretKey ? null : openDatabase({ maxConnections: 4 });
const stripe = stripeSecretKey ? new Stripe(stripeSecretKey) : null;
const gateway: PaymentGateway = stripe
  ? new StripePaymentGateway(stripe)
  : new TestPaymentGateway({ ledger: databaseIntentLedger(gatewayDatabase!.db) });

// React's production build on the server unless told otherwise (the development build is far slower).
process.env.NODE_ENV ??= 'production';

// The server renderer is built beside this file (`npm run build`); NEXUS_SSR=0 turns it off.
const rendererFile = path.resolve(here, 'render/entry-server.js');
/** The built page renderer (`src/entry-server.tsx`): the server loads the bundle, never the web app's source. */
interface PageRendererModule {
  renderPage: NonNullable<AppOptions['renderPage']>;
}
const renderer =
  process.env.NEXUS_SSR !== '0' && existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as PageRendererModule).renderPage
    : undefined;

let limits: Pick<AppOptions, 'paymentAttempts' | 'orderLookups' | 'deviceCookieSecret' | 'cardFingerprint' | 'trustProxy'>;
try {
  limits = {
    paymentAttempts: createPaymentAttemptLimiter(database.pool, paymentAttemptRulesFromEnv()),
    orderLookups: limitOrderLookups(database.pool, orderLookupRulesFromEnv()),
    deviceCookieSecret: deviceCookieSecret(process.env),
    // One card entered again is a new PaymentMethod, with the same fingerprint.
    cardFingerprint: stripe ? stripeCardFingerprint(stripe) : undefined,
    trustProxy: parseTrustedProxies(process.env.NEXUS_TRUST_PROXY),
  };
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error));
}

// Everything that follows an order's move is listed beside the moves, in orders/process.ts.
const orders = createOrderStore(database.db);
const stock = createStockStore(database.db);
const catalogue = createCatalogueStore(database.db);
const search = createPostgresSearchEngine(database.db);
// Each process caches catalogue reads; PostgreSQL tells every process when the catalogue changed.
const catalogueReads = createCatalogueReads(catalogue, { listen: process.env.DATABASE_URL });
const app = createApp({
  clientDir,
  stock,
  catalogue,
  db: database.db,
  search,
  catalogueReads,
  gateway,
  ...limits,
  orders,
  desk: createDeskStore(database.db, { gateway }),
  teams: createTeamStore(database.db),
  coupons: createCouponStore(database.db),
  mailDesk: createMailDesk(database.db),
  databaseAnswers: () => database.ping(),
  accounts,
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
  renderPage: renderer,
  authEmulatorHost,
  csp: {
    stripe: Boolean(process.env.VITE_STRIPE_PUBLISHABLE_KEY),
    authEmulatorOrigin: process.env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
      : undefined,
    firebaseAuthDomain: process.env.VITE_FIREBASE_AUTH_DOMAIN,
  },
});

// Pages are served at once; the API answers 503 until the database is migrated (several processes
// starting together take turns under an advisory lock). A database that is down is retried.
const MIGRATION_RETRY_MS = 2_000;
async function migrateWhenReachable(): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.migrate();
      // Today's catalogue on a fresh store (what is missing only: a merchant's changes stay).
      const added = await seedCatalogue(database.db);
      if (added > 0) console.log(`[catalogue] seeded ${added} products.`);
      const indexed = await indexMissing(database.db, catalogue, search);
      if (indexed > 0) console.log(`[search] indexed ${indexed} products.`);
      // Variants without a level yet (a fresh store, or new to the catalogue); existing levels stay.
      const seeded = await stock.seed(seedLevels(await catalogue.variantIds(), stockSeed));
      if (seeded > 0) console.log(`[stock] seeded ${seeded} variants (NEXUS_STOCK_SEED).`);
      return;
    } catch (error) {
      if (attempt === 1 || attempt % 15 === 0) {
        console.error(`[database] cannot migrate yet (${describeDatabaseError(error)}); retrying every ${MIGRATION_RETRY_MS / 1000} s.`);
      }
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_RETRY_MS));
    }
  }
}

// Background jobs (jobs/index.ts) run in every process on the store's database; pg-boss gives each
// run to one of them. Started once the schema is migrated, retried while the database is away.
let jobs: JobRunner | null = null;
let mailListener: { stop(): Promise<void> } | null = null;
let stopping = false;
async function startJobsWhenReachable(): Promise<void> {
  const deps: StoreJobDeps = { db: database.db, logger: console, orders, gateway, pendingExpiryMs, awaitingBankExpiryMs, mail };
  for (let attempt = 1; !stopping; attempt += 1) {
    try {
      jobs = await startJobRunner({ connectionString: process.env.DATABASE_URL!, jobs: STORE_JOBS, deps });
      if (stopping) await jobs.stop(1_000);
      // A queued mail goes out in seconds, not at the next sweep.
      else if (mail.config.smtpUrl) mailListener = listenForQueuedMail(process.env.DATABASE_URL!, () => void jobs?.send(MAIL_JOB.name).catch(() => undefined));
      return;
    } catch (error) {
      if (attempt === 1 || attempt % 15 === 0) {
        console.error(`[jobs] cannot start yet (${describeDatabaseError(error)}); retrying every ${MIGRATION_RETRY_MS / 1000} s.`);
      }
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_RETRY_MS));
    }
  }
}

let onListening = () => {};
const listening = new Promise<void>((resolve) => (onListening = resolve));
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, () => onListening());
await Promise.all([listening, migrateWhenReachable()]);
void startJobsWhenReachable();
console.log(`Nexus storefront ready on http://localhost:${port}`);
if (mode === 'local') console.log('Running locally (NEXUS_RUN_LOCALLY=1): stand-ins allowed; never expose this server to shoppers.');
console.log(mail.describe(process.env.NEXUS_MAIL_INBOX_URL));
console.log(
  gateway.mode === 'stripe'
    ? `Payments: Stripe (${/^[sr]k_live_/.test(stripeSecretKey ?? '') ? 'live' : 'test'} mode, key from STRIPE_SECRET_KEY).`
    : "Payments: the embedded test gateway (STRIPE_SECRET_KEY is not set). Pay with Stripe's test cards, e.g. 4242 4242 4242 4242; nothing is charged.",
);
if (gateway.mode === 'stripe' && !process.env.VITE_STRIPE_PUBLISHABLE_KEY) {
  console.warn(
    'VITE_STRIPE_PUBLISHABLE_KEY is not set: the client must be built with it, or shoppers cannot enter a card for Stripe.',
  );
}
if (gateway.mode === 'stripe' && !process.env.STRIPE_WEBHOOK_SECRET) {
  console.warn('STRIPE_WEBHOOK_SECRET is not set: payments that need 3-D Secure stay pending, as Stripe cannot tell the store how they ended.');
}
if (!firebaseProjectId) {
  console.warn('No Firebase project (FIREBASE_PROJECT_ID) or Auth emulator is configured: shoppers can only buy as guests.');
}

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server.`);
  stopping = true;
  void mailListener?.stop();
  server.close(() => void (jobs?.stop(2_000) ?? Promise.resolve()).catch(() => undefined).finally(() => {
    mail.close();
    void Promise.all([database.close(), gatewayDatabase?.close()]).finally(() => process.exit(0));
  }));
  // Keep-alive connections can hold close() open; do not hang the terminal.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
