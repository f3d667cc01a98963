import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeEach, inject } from 'vitest';
import { createApp, type AppOptions } from '../../storefront/server/app';
import { firebaseAccountVerifier, EMULATOR_PROJECT_ID } from '../../storefront/server/auth/accounts';
import { openDatabase, type StoreDatabase } from '../../storefront/server/db';
import { createMailDesk } from '../../storefront/server/mail/desk-api';
import { DEFAULT_ORDER_LOOKUP_RULES, limitOrderLookups } from '../../storefront/server/abuse/order-lookups';
import { createPaymentAttemptLimiter, paymentAttemptRulesFromEnv, type PaymentAttemptRules } from '../../storefront/server/abuse/payment-attempts';
import { createCouponStore } from '../../storefront/server/coupons/store';
import { createOrderStore } from '../../storefront/server/orders/store';
import { createDeskStore } from '../../storefront/server/desk/store';
import { createTeamStore } from '../../storefront/server/teams/store';
import { seedCatalogue } from '../../storefront/server/catalogue/seed';
import { createCatalogueStore } from '../../storefront/server/catalogue/store';
import { indexMissing } from '../../storefront/server/catalogue/search/index-missing';
import { createPostgresSearchEngine } from '../../storefront/server/catalogue/search/postgres-engine';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { seedLevels, stockSeedFrom } from '../../storefront/server/stock/seed';
import { createStockStore } from '../../storefront/server/stock/store';
import { TestPaymentGateway } from '../../storefront/server/payments/test-gateway';
import { databaseIntentLedger } from '../../storefront/server/payments/test-intent-ledger';

/**
 * Server tests run against the real thing: a database of their own in the run's embedded PostgreSQL
 * (tests/server/global-setup.ts), migrated like the server does, emptied before each test; accounts
 * from the Firebase Auth emulator.
 */

export const authEmulatorHost = inject('authEmulatorHost');
// firebase-admin reads it when verifying: emulator tokens are only accepted with it set.
process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;

const TABLES = [
  'stock_moves',
  'stock_reservations',
  'stock_levels',
  'mail_outbox',
  'team_members',
  'teams',
  'order_events',
  'order_lines',
  'orders',
  'test_payment_intents',
  'test_refunds',
  'stripe_events',
  'wheel_spins',
  'coupons',
  'rate_limits',
  'rate_limiter_points',
];

/** The seed of every test: plenty of everything (the built-in low products would surprise other tests). */
export const STOCK_SEED = stockSeedFrom('*=1000');

/** A URL for a new, empty database in the run's PostgreSQL. */
export async function createTestDatabase(): Promise<string> {
  const server = inject('postgresUrl');
  const name = `nexus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestStore {
  url: string;
  database: StoreDatabase;
  /**
   * The test gateway's own connections to the same database, as index.ts opens them: it stands in for
   * a payment service, so a move holding the store's connections never waits on its gateway for one.
   */
  gatewayDatabase: StoreDatabase;
  truncate(): Promise<void>;
}

/**
 * This file's database: made and migrated once, emptied before every test, closed after the file.
 */
export function setUpTestStore(): TestStore {
  const store = {} as TestStore;
  const ready = (async () => {
    store.url = await createTestDatabase();
    store.database = openDatabase({ url: store.url });
    store.gatewayDatabase = openDatabase({ url: store.url, maxConnections: 4 });
    await store.database.migrate();
    await seedCatalogue(store.database.db);
    await indexMissing(store.database.db, createCatalogueStore(store.database.db), createPostgresSearchEngine(store.database.db));
  })();
  store.truncate = async () => {
    await ready;
    const client = new pg.Client(store.url);
    await client.connect();
    await client.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await client.end();
    // Every product in stock, as a fresh store is seeded at start; tests of low stock set their own.
    await createStockStore(store.database.db).seed(seedLevels(PRODUCTS.map((product) => product.id), STOCK_SEED));
  };
  beforeEach(() => store.truncate());
  afterAll(async () => {
    await ready;
    await store.database.close();
    await store.gatewayDatabase.close();
  });
  return store;
}

/** Rows of a query in the store's database, to check what the server wrote. */
export async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export const emptyClientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));

/**
 * The test runs' allowance of payment attempts, given the way an operator would (README, Payment
 * attempts): in-process requests all come from one unknown client, and a test file makes hundreds of
 * payments. The limit stays on; tests of the limit itself build their own.
 */
export const TEST_PAYMENT_ALLOWANCE = {
  NEXUS_PAYMENT_POINTS_PER_ADDRESS: '1000000',
  NEXUS_PAYMENT_POINTS_PER_ACCOUNT: '1000000',
  NEXUS_PAYMENT_POINTS_PER_CARD: '1000000',
  NEXUS_PAYMENT_POINTS_PER_DEVICE: '1000000',
};

export const DEVICE_COOKIE_SECRET = 'test-device-cookie-secret-of-32-characters';

/** A payment-attempt limiter on the test's database. */
export function paymentLimiter(store: TestStore, rules: PaymentAttemptRules = paymentAttemptRulesFromEnv(TEST_PAYMENT_ALLOWANCE)) {
  return createPaymentAttemptLimiter(store.database.pool, rules);
}

/** The app as index.ts builds it, on the test's database; options override any part. */
export function storeApp(store: TestStore, options: Partial<AppOptions> = {}) {
  const gateway = new TestPaymentGateway({ ledger: databaseIntentLedger(store.gatewayDatabase.db) });
  const app = createApp({
    clientDir: emptyClientDir,
    paymentAttempts: paymentLimiter(store),
    orderLookups: limitOrderLookups(store.database.pool, DEFAULT_ORDER_LOOKUP_RULES, { info: () => undefined, error: () => undefined }),
    deviceCookieSecret: DEVICE_COOKIE_SECRET,
    csp: { stripe: false },
    gateway,
    orders: createOrderStore(store.database.db),
    desk: createDeskStore(store.database.db, { gateway: options.gateway ?? gateway }),
    teams: createTeamStore(store.database.db),
    coupons: createCouponStore(store.database.db),
    mailDesk: createMailDesk(store.database.db),
    stock: createStockStore(store.database.db),
    catalogue: createCatalogueStore(store.database.db),
    db: store.database.db,
    search: createPostgresSearchEngine(store.database.db),
    databaseAnswers: () => store.database.ping(),
    accounts: firebaseAccountVerifier(EMULATOR_PROJECT_ID),
    logger: { info: () => undefined, error: () => undefined },
    ...options,
  });
  return { app, gateway };
}

export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** A new account in the Auth emulator, signed in: its ID token is what the browser would send. */
/**
 * A new email account on the Auth emulator, its email verified as a shopper verifies it (the
 * verification mail's link, opened) unless `verified: false`: the deals need a verified email.
 */
export async function signUp(name = 'Test Shopper', { verified = true, email = `shopper-${randomBytes(5).toString('hex')}@example.co.za` } = {}): Promise<TestAccount> {
  const base = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1`;
  const response = await fetch(`${base}/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', displayName: name, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  const account = { uid: body.localId, email, idToken: body.idToken };
  return verified ? verifyEmail(account) : account;
}

/** Follows the emulator's verification link for the account's email, then signs in again for a token that says so. */
export async function verifyEmail(account: TestAccount): Promise<TestAccount> {
  const base = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1`;
  const sent = await fetch(`${base}/accounts:sendOobCode?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: account.idToken }),
  });
  if (!sent.ok) throw new Error(`Auth emulator verification mail failed: ${sent.status} ${await sent.text()}`);
  const codes = (await (await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  const link = codes.oobCodes.filter((code) => code.email.toLowerCase() === account.email.toLowerCase() && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (!link) throw new Error(`No verification link for ${account.email}`);
  const opened = await fetch(link);
  if (!opened.ok) throw new Error(`Opening the verification link failed: ${opened.status}`);
  const signIn = await fetch(`${base}/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: 'correct-horse-battery', returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`Auth emulator sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { ...account, idToken: ((await signIn.json()) as { idToken: string }).idToken };
}

export function bearer(account: TestAccount): Record<string, string> {
  return { Authorization: `Bearer ${account.idToken}` };
}

/**
 * A new account with the custom claim `merchant: true`, set with firebase-admin as
 * `npm run merchant -- grant` does, then signed in again so that its ID token carries the claim.
 */
export async function signUpMerchant(name = 'Desk Staff'): Promise<TestAccount> {
  const account = await signUp(name);
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((candidate) => candidate.name === 'nexus-test-merchants') ?? initializeApp({ projectId: EMULATOR_PROJECT_ID }, 'nexus-test-merchants');
  await getAuth(app).setCustomUserClaims(account.uid, { merchant: true });
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: 'correct-horse-battery', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-in failed: ${response.status} ${await response.text()}`);
  return { ...account, idToken: ((await response.json()) as { idToken: string }).idToken };
}
