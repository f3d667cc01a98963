import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_UNAVAILABLE } from '../../storefront/core/contract/api';
import { freePort, runPostgres } from '../../scripts/postgres.mjs';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { PgBoss } from 'pg-boss';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { PRODUCTS } from '../../storefront/core/catalogue';
import { FREE_SHIPPING_FROM } from '../../storefront/core/domain';
import { RECONCILE_PENDING_JOB } from '../../storefront/server/jobs';
import { authEmulatorHost, bearer, createTestDatabase, query, signUp, type TestAccount } from './harness';

/**
 * The built server (`npm run build`) as separate processes on a real PostgreSQL: what a restart, a
 * SIGKILL mid-burst, two processes behind a load balancer and a database outage do to orders.
 */

const SERVER = path.resolve('storefront/dist-server/index.js');

interface RunningServer {
  origin: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

// NODE_ENV as an operator would leave it (unset); vitest's 'test' would not be what production runs.
const { NODE_ENV: _vitestNodeEnv, ...baseEnv } = process.env;

/**
 * The bursts below pay hundreds of times from 127.0.0.1: the run's allowance of payment attempts, set
 * the way an operator would (README, Payment attempts). The limit stays on. The crash burst also sends
 * 40 different vouchers from there, 20 at a time: twenty new codes at once from one address is what the
 * guessing limit is for (it counts distinct codes before it looks them up), so the address gets a
 * wrong-code allowance too.
 *
 * The bursts buy hundreds of units of a few products, so the store is seeded with plenty of everything
 * (NEXUS_STOCK_SEED, as an operator sets it); stock is still reserved, sold and released on every order.
 */
const PAYMENT_ALLOWANCE = { NEXUS_PAYMENT_POINTS_PER_ADDRESS: '1000000', NEXUS_PAYMENT_POINTS_PER_CARD: '1000000', NEXUS_PAYMENT_POINTS_PER_DEVICE: '1000000', NEXUS_WRONG_COUPONS_PER_ADDRESS: '1000000', NEXUS_STOCK_SEED: '*=1000' };

/** Every setting production asks for, live in form (nothing here reaches Stripe or Firebase at start-up). */
const PRODUCTION_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_live_51NexusProcessesTest',
  NEXUS_COOKIE_SECRET: 'a-production-cookie-secret-of-at-least-32-chars',
  PUBLIC_ORIGIN: 'https://shop.example.co.za',
  NEXUS_SELLER_NAME: 'Nexus Electronics (Pty) Ltd',
  NEXUS_SELLER_ADDRESS: '1 Long Street; Cape Town; 8001',
  NEXUS_SELLER_VAT_NUMBER: '4123456789',
  FIREBASE_PROJECT_ID: 'nexus-live',
};

async function startServer(databaseUrl: string, port?: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER], {
    env: { ...baseEnv, NEXUS_RUN_LOCALLY: '1', PORT: String(chosen), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, NEXUS_SSR: '1', ...PAYMENT_ALLOWANCE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output.push(String(chunk));
      if (output.join('').includes('storefront ready on')) resolve();
    });
    child.stderr!.on('data', (chunk) => output.push(String(chunk)));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
  });
  await ready;
  return { origin: `http://127.0.0.1:${chosen}`, port: chosen, child, output };
}

async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

function paymentBody(key: string) {
  return JSON.stringify({ items: [{ id: 1, quantity: 1 }, { id: 14, quantity: 2 }], paymentMethodId: 'pm_card_visa', idempotencyKey: key, customer: TEST_CUSTOMER });
}

async function pay(origin: string, key: string): Promise<{ status: number; body: { orderNumber?: string; error?: string } } | null> {
  try {
    const response = await fetch(`${origin}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: paymentBody(key),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: await response.json() };
  } catch {
    return null; // The server went away mid-request: the outcome is unknown.
  }
}

/** Pays every key, `concurrency` at a time, retrying a key (same idempotency key) until it is answered 200. */
async function burst(keys: string[], concurrency: number, originFor: (index: number) => string, afterEach?: (done: number) => Promise<void>) {
  const answered = new Map<string, string>();
  let next = 0;
  let done = 0;
  async function worker() {
    for (let index = next++; index < keys.length; index = next++) {
      const key = keys[index]!;
      for (let attempt = 0; ; attempt += 1) {
        const result = await pay(originFor(index), key);
        if (result?.status === 200 && result.body.orderNumber) {
          answered.set(key, result.body.orderNumber);
          break;
        }
        if (attempt > 200) throw new Error(`${key} was never answered: ${JSON.stringify(result)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      done += 1;
      await afterEach?.(done);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answered;
}

async function expectOneOrderPerKey(url: string, answered: Map<string, string>) {
  const orders = await query<{ idempotency_key: string; order_number: string; status: string }>(url, 'SELECT idempotency_key, order_number, status FROM orders');
  const byKey = new Map<string, typeof orders>();
  for (const order of orders) byKey.set(order.idempotency_key, [...(byKey.get(order.idempotency_key) ?? []), order]);
  for (const [key, orderNumber] of answered) {
    expect(byKey.get(key), key).toEqual([{ idempotency_key: key, order_number: orderNumber, status: 'paid' }]);
  }
  expect(new Set(orders.map((order) => order.order_number)).size).toBe(orders.length);
  const charges = await query<{ idempotency_key: string }>(url, "SELECT idempotency_key FROM test_payment_intents WHERE result->>'status' = 'succeeded'");
  expect(charges.length).toBe(new Set(charges.map((charge) => charge.idempotency_key)).size);
  expect(charges.length).toBe(answered.size);
}

const DECLINED = testPaymentMethodId('4000 0000 0000 0002');
const PRICEY = PRODUCTS.find((p) => p.price >= FREE_SHIPPING_FROM)!;

interface MixedPayment {
  key: string;
  body: Record<string, unknown>;
  account?: TestAccount;
}

/**
 * A burst's payments: plain ones, voucher ones (each voucher made in the database; a fifth of them
 * declined, so their voucher must come back) and FLASH30 ones for new accounts, keyed `<prefix>-<kind>-<n>`.
 */
/** Every card the test gateway pays with, each a card of its own. */
const FLASH_CARDS = [
  'pm_card_visa',
  'pm_card_visa_debit',
  'pm_card_mastercard',
  'pm_card_amex',
  'pm_card_discover',
  ...['4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '378282246310005', '6011111111111117', '4242424242424242'].map((card) => testPaymentMethodId(card)),
];

async function mixedPayments(url: string, prefix: string, counts: { plain: number; voucher: number; flash: number }): Promise<MixedPayment[]> {
  const payments: MixedPayment[] = [];
  for (let index = 0; index < counts.plain; index += 1) {
    payments.push({ key: `${prefix}-plain-${index}`, body: { items: [{ id: 1, quantity: 1 }, { id: 14, quantity: 2 }], paymentMethodId: 'pm_card_visa' } });
  }
  for (let index = 0; index < counts.voucher; index += 1) {
    const code = `NEXUS-${prefix.slice(0, 2).toUpperCase()}${String(index).padStart(4, '0')}AB`.slice(0, 14);
    await query(url, "INSERT INTO coupons (code, kind, value, expires_at) VALUES ($1, 'voucher', 50000, now() + interval '1 day')", [code]);
    payments.push({ key: `${prefix}-voucher-${index}`, body: { items: [{ id: PRICEY.id, quantity: 1 }], couponCode: code, paymentMethodId: index % 5 === 0 ? DECLINED : 'pm_card_visa' } });
  }
  const accounts = await Promise.all(Array.from({ length: counts.flash }, (_, index) => signUp(`${prefix} ${index}`)));
  // FLASH30 is once per card as well as per person: each new account pays with a card of its own.
  if (counts.flash > FLASH_CARDS.length) throw new Error(`At most ${FLASH_CARDS.length} FLASH30 payments: one per test card.`);
  accounts.forEach((account, index) => {
    payments.push({ key: `${prefix}-flash-${index}`, account, body: { items: [{ id: PRICEY.id, quantity: 1 }], couponCode: 'FLASH30', paymentMethodId: FLASH_CARDS[index]! } });
  });
  return payments;
}

/** Sends one payment to `origin`; null when the server went away mid-request (the outcome is unknown). */
async function sendPayment(origin: string, payment: MixedPayment) {
  try {
    const response = await fetch(`${origin}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(payment.account ? bearer(payment.account) : {}) },
      body: JSON.stringify({ ...payment.body, idempotencyKey: payment.key, customer: TEST_CUSTOMER }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as { orderNumber?: string; error?: string; code?: string } };
  } catch {
    return null;
  }
}

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first (npm test builds before this step).`);
});

describe('the server as a process', () => {
  it('keeps orders across a restart', async () => {
    const url = await createTestDatabase();
    const first = await startServer(url);
    const paid = await pay(first.origin, 'restart-order-0001');
    expect(paid?.status).toBe(200);
    await stopServer(first);

    const second = await startServer(url);
    const response = await fetch(`${second.origin}/api/orders/${paid!.body.orderNumber}?email=${TEST_CUSTOMER.email}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ orderNumber: paid!.body.orderNumber, status: 'paid' });
    await stopServer(second);
  });

  it('survives SIGKILL in the middle of a burst of 200 payments (20 at a time): one paid order and one charge per answered payment', async () => {
    const url = await createTestDatabase();
    let server = await startServer(url);
    const port = server.port;
    let restarting: Promise<void> | null = null;
    const keys = Array.from({ length: 200 }, (_, index) => `burst-${index.toString().padStart(4, '0')}`);
    const answered = await burst(keys, 20, () => server.origin, async (done) => {
      if (done === 60 && !restarting) {
        restarting = (async () => {
          await stopServer(server, 'SIGKILL');
          server = await startServer(url, port);
        })();
      }
    });
    await restarting;
    expect(answered.size).toBe(200);
    await expectOneOrderPerKey(url, answered);
    // It answers again, and a late retry of an answered payment gets the same order.
    const retry = await pay(server.origin, 'burst-0000');
    expect(retry?.body.orderNumber).toBe(answered.get('burst-0000'));
    await stopServer(server);
  }, 120_000);

  it('SIGKILL mid-burst of 120 plain, voucher and FLASH30 payments: after a restart and the expiry job, one order per key, no voucher used twice, nothing left pending or held', async () => {
    const url = await createTestDatabase();
    let server = await startServer(url, undefined, { NEXUS_PENDING_EXPIRY_MINUTES: '0.02' });
    const port = server.port;
    const pricey = PRICEY;
    type Payment = MixedPayment;
    const payments = await mixedPayments(url, 'crash', { plain: 68, voucher: 40, flash: 12 });
    const send = (payment: Payment) => sendPayment(server.origin, payment);

    // The burst: 20 at a time; the server is killed after 40 answers. A payment cut off by the kill
    // is not retried yet (its shopper went away): the expiry job must settle whatever it left.
    const cutOff: Payment[] = [];
    let next = 0;
    let done = 0;
    let restarting: Promise<void> | null = null;
    async function worker() {
      for (let index = next++; index < payments.length; index = next++) {
        const payment = payments[index]!;
        for (;;) {
          const answer = await send(payment);
          if (answer === null) {
            cutOff.push(payment);
            break;
          }
          if (answer.status === 200 || answer.status === 402) break;
          // 503 while the restarted server migrates; a connection refused shows up as null above.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        done += 1;
        if (done === 40 && !restarting) {
          restarting = (async () => {
            await stopServer(server, 'SIGKILL');
            server = await startServer(url, port, { NEXUS_PENDING_EXPIRY_MINUTES: '0.02' });
          })();
        }
        if (restarting) await restarting;
      }
    }
    await Promise.all(Array.from({ length: 20 }, worker));
    await restarting;
    expect(cutOff.length).toBeGreaterThan(0);

    // The expiry job (run now rather than at the next minute) settles every pending order.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.send(RECONCILE_PENDING_JOB, {});
    await boss.stop({ graceful: false });
    for (let waited = 0; ; waited += 250) {
      const [row] = await query<{ pending: number }>(url, "SELECT count(*)::int AS pending FROM orders WHERE status = 'pending'");
      if (row?.pending === 0) break;
      if (waited > 30_000) throw new Error(`${row?.pending} orders are still pending`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // Every key, retried (the cut-off ones for the first time since the kill): one order each, and
    // the answer says what the order is.
    const orders = new Map((await query<{ idempotency_key: string; order_number: string; status: string }>(url, 'SELECT idempotency_key, order_number, status FROM orders')).map((row) => [row.idempotency_key, row]));
    for (const payment of payments) {
      const answer = await send(payment);
      const order = orders.get(payment.key);
      if (!order) {
        // Killed before its order was written: the retry is its first try.
        expect([200, 402]).toContain(answer?.status);
        continue;
      }
      if (order.status === 'paid') expect(answer, payment.key).toMatchObject({ status: 200, body: { orderNumber: order.order_number } });
      else expect(answer?.status, `${payment.key} ${order.status}`).toBe(402);
    }
    const rows = await query<{ idempotency_key: string; status: string; coupon_code: string | null; id: number }>(url, 'SELECT id, idempotency_key, status, coupon_code FROM orders');
    expect(rows).toHaveLength(payments.length);
    expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(payments.length);
    expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
    // No voucher redeemed twice, none held by an order that failed or expired, every paid one redeemed.
    const coupons = await query<{ code: string; state: string; reserved_by: number | null }>(url, 'SELECT code, state, reserved_by FROM coupons');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const coupon of coupons) {
      const holder = coupon.reserved_by === null ? undefined : byId.get(coupon.reserved_by);
      if (coupon.state === 'available') expect(holder).toBeUndefined();
      else expect({ code: coupon.code, state: coupon.state, holder: holder?.status }).toEqual({ code: coupon.code, state: 'redeemed', holder: 'paid' });
    }
    const paidVoucherOrders = rows.filter((row) => row.status === 'paid' && row.coupon_code?.startsWith('NEXUS-'));
    expect(new Set(paidVoucherOrders.map((row) => row.coupon_code)).size).toBe(paidVoucherOrders.length);
    // One charge at most per key, and a charge for every paid order.
    const charges = await query<{ idempotency_key: string }>(url, "SELECT idempotency_key FROM test_payment_intents WHERE result->>'status' = 'succeeded'");
    expect(new Set(charges.map((charge) => charge.idempotency_key)).size).toBe(charges.length);
    const refunded = await query<{ payment_id: string }>(url, 'SELECT payment_id FROM test_refunds');
    expect(charges.length - refunded.length).toBe(rows.filter((row) => row.status === 'paid').length);
    // Stock: no reservation without its order, each paid order's units held on the shelf until it
    // ships (none held by an order that is not paid: nothing is pending), the rest released, and every
    // product's level agrees with its reservations and its ledger.
    const reservations = await query<{ order_id: number; product_id: number; quantity: number; state: string }>(url, 'SELECT order_id, product_id, quantity, state FROM stock_reservations');
    for (const reservation of reservations) {
      const order = byId.get(reservation.order_id);
      expect(order, `reservation of order ${reservation.order_id}`).toBeDefined();
      expect({ order: order?.status, state: reservation.state }).toEqual({ order: order?.status, state: order?.status === 'paid' ? 'held' : 'released' });
    }
    expect(new Set(reservations.map((reservation) => reservation.order_id)).size).toBe(rows.length);
    const levels = await query<{ product_id: number; on_hand: number; reserved: number }>(url, 'SELECT product_id, on_hand, reserved FROM stock_levels WHERE product_id IN (1, 14, $1)', [pricey.id]);
    for (const level of levels) {
      const held = reservations.filter((reservation) => reservation.product_id === level.product_id && reservation.state === 'held').reduce((sum, reservation) => sum + reservation.quantity, 0);
      expect({ product: level.product_id, onHand: level.on_hand, reserved: level.reserved }).toEqual({ product: level.product_id, onHand: 1000, reserved: held });
    }
    const ledger = await query<{ product_id: number; on_hand: number; reserved: number }>(
      url,
      'SELECT product_id, sum(on_hand_change)::int AS on_hand, sum(reserved_change)::int AS reserved FROM stock_moves WHERE product_id IN (1, 14, $1) GROUP BY product_id',
      [pricey.id],
    );
    for (const level of levels) expect(ledger.find((row) => row.product_id === level.product_id)).toEqual({ product_id: level.product_id, on_hand: level.on_hand, reserved: level.reserved });
    await stopServer(server);
  }, 180_000);

  it('shares one database between two processes taking a burst together, doubled requests included', async () => {
    const url = await createTestDatabase();
    // Both start (and migrate) at once on a fresh database.
    const servers = await Promise.all([startServer(url), startServer(url)]);
    const keys = Array.from({ length: 100 }, (_, index) => `shared-${index.toString().padStart(4, '0')}`);
    const answered = await burst(keys, 20, (index) => servers[index % 2]!.origin);
    // The same attempt sent to both processes at the same moment.
    const doubled = await Promise.all(servers.flatMap((server) => [pay(server.origin, 'shared-doubled'), pay(server.origin, 'shared-doubled')]));
    expect(new Set(doubled.map((result) => result?.body.orderNumber)).size).toBe(1);
    answered.set('shared-doubled', doubled[0]!.body.orderNumber!);
    await expectOneOrderPerKey(url, answered);
    await Promise.all(servers.map((server) => stopServer(server)));
  }, 120_000);

  it('answers payments with 503 and the store’s message while the database is down, and still renders pages', async () => {
    const database = await runPostgres({ temporary: true, log: () => {} });
    const server = await startServer(database.url);
    try {
      expect((await pay(server.origin, 'outage-before-1'))?.status).toBe(200);
      await database.stop();

      const during = await pay(server.origin, 'outage-during-1');
      expect(during).toEqual({ status: 503, body: { error: STORE_UNAVAILABLE, code: 'store_unavailable' } });
      const page = await fetch(`${server.origin}/cart`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      expect((await fetch(`${server.origin}/category/laptops`)).status).toBe(200);
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(503);
    } finally {
      await stopServer(server);
      await database.stop();
    }
  }, 60_000);

  it('PostgreSQL stopped in the middle of a burst of 100 plain, voucher and FLASH30 payments: 503s with the store’s sentence meanwhile, no half-written order, and every payment goes through once it is back', async () => {
    // A database of its own, kept on disk, so that it can go away mid-burst and come back as it was.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-outage-'));
    const password = randomBytes(18).toString('base64url');
    const dbPort = await freePort();
    let database = await runPostgres({ dataDir, password, port: dbPort, log: () => {} });
    const server = await startServer(database.url);
    const url = database.url;
    try {
      const pricey = PRICEY;
      const payments = await mixedPayments(url, 'outage', { plain: 60, voucher: 30, flash: 10 });
      const send = (payment: MixedPayment) => sendPayment(server.origin, payment);

      // 20 at a time; after 30 answers PostgreSQL is stopped (a fast shutdown: every session is cut,
      // open transactions roll back) and stays down until the shoppers have met 503s for a while.
      const final = new Map<string, { status: number; orderNumber?: string }>();
      const unavailable: unknown[] = [];
      const unexpected: unknown[] = [];
      let next = 0;
      let done = 0;
      let outage: Promise<void> | null = null;
      let healthDuring = 0;
      async function worker() {
        for (let index = next++; index < payments.length; index = next++) {
          const payment = payments[index]!;
          for (let attempt = 0; ; attempt += 1) {
            const answer = await send(payment);
            if (answer?.status === 200 || answer?.status === 402) {
              final.set(payment.key, { status: answer.status, orderNumber: answer.body.orderNumber });
              break;
            }
            if (answer?.status === 503) unavailable.push(answer.body);
            else unexpected.push({ key: payment.key, answer });
            if (server.child.exitCode !== null) throw new Error(`the server exited during the outage:\n${server.output.join('').slice(-4000)}`);
            if (attempt > 300) throw new Error(`${payment.key} was never answered: ${JSON.stringify(answer)}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          done += 1;
          if (done === 30 && !outage) {
            outage = (async () => {
              await database.stop();
              for (let waited = 0; unavailable.length < 40 && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
              healthDuring = await fetch(`${server.origin}/api/health`).then((response) => response.status, () => 0);
              database = await runPostgres({ dataDir, password, port: dbPort, log: () => {} });
            })();
          }
        }
      }
      await Promise.all(Array.from({ length: 20 }, worker));
      await outage;
      expect(healthDuring).toBe(503);

      // Meanwhile: the store's sentence, nothing else (no 500, no hang, no lost connection).
      expect(unavailable.length).toBeGreaterThanOrEqual(40);
      expect(new Set(unavailable.map((body) => JSON.stringify(body)))).toEqual(new Set([JSON.stringify({ error: STORE_UNAVAILABLE, code: 'store_unavailable' })]));
      expect(unexpected).toEqual([]);
      // Back: the server process lived through it (a connection cut while in use once ended it) and
      // answers again.
      expect(server.child.exitCode, server.output.join('').slice(-4000)).toBeNull();
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);

      // Every payment answered once it was back, as what it was: declined ones failed, the rest paid.
      expect(final.size).toBe(payments.length);
      const declined = new Set(payments.filter((payment) => payment.body.paymentMethodId === DECLINED).map((payment) => payment.key));
      for (const [key, answer] of final) expect({ key, status: answer.status }).toEqual({ key, status: declined.has(key) ? 402 : 200 });

      // No half-written order: one per key, each with all its lines and a reservation for each line,
      // nothing pending; one charge per paid order and none for another.
      const rows = await query<{ id: number; idempotency_key: string; order_number: string; status: string; coupon_code: string | null; lines: number; reservations: number }>(
        url,
        `SELECT o.id, o.idempotency_key, o.order_number, o.status, o.coupon_code,
           (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
           (SELECT count(*)::int FROM stock_reservations r WHERE r.order_id = o.id) AS reservations
         FROM orders o`,
      );
      expect(rows).toHaveLength(payments.length);
      const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
      for (const payment of payments) {
        const row = byKey.get(payment.key);
        const lines = (payment.body.items as unknown[]).length;
        expect({ key: payment.key, status: row?.status, number: row?.order_number, lines: row?.lines, reservations: row?.reservations }).toEqual({
          key: payment.key,
          status: declined.has(payment.key) ? 'failed' : 'paid',
          number: final.get(payment.key)!.orderNumber ?? row?.order_number,
          lines,
          reservations: lines,
        });
      }
      const charges = await query<{ idempotency_key: string }>(url, "SELECT idempotency_key FROM test_payment_intents WHERE result->>'status' = 'succeeded'");
      expect(new Set(charges.map((charge) => charge.idempotency_key)).size).toBe(charges.length);
      expect(charges.length).toBe(rows.filter((row) => row.status === 'paid').length);
      // Every paid voucher redeemed by its own order, every declined one's voucher free again.
      const coupons = await query<{ code: string; state: string; reserved_by: number | null }>(url, "SELECT code, state, reserved_by FROM coupons WHERE code LIKE 'NEXUS-OU%'");
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const coupon of coupons) {
        const holder = coupon.reserved_by === null ? undefined : byId.get(coupon.reserved_by);
        if (coupon.state === 'available') expect({ code: coupon.code, holder: holder?.status }).toEqual({ code: coupon.code, holder: undefined });
        else expect({ code: coupon.code, state: coupon.state, holder: holder?.status, uses: holder?.coupon_code }).toEqual({ code: coupon.code, state: 'redeemed', holder: 'paid', uses: coupon.code });
      }
      expect(coupons.filter((coupon) => coupon.state === 'available')).toHaveLength(6);
      // Stock: each paid order's units held until it ships, each failed one's released, levels equal to the ledger.
      const held = await query<{ held: number }>(url, "SELECT count(*)::int AS held FROM stock_reservations r JOIN orders o ON o.id = r.order_id WHERE (r.state = 'held') <> (o.status = 'paid')");
      expect(held[0]!.held).toBe(0);
      const levels = await query<{ product_id: number; on_hand: number; reserved: number }>(url, 'SELECT product_id, on_hand, reserved FROM stock_levels WHERE product_id IN (1, 14, $1)', [pricey.id]);
      const ledger = await query<{ product_id: number; on_hand: number; reserved: number }>(
        url,
        'SELECT product_id, sum(on_hand_change)::int AS on_hand, sum(reserved_change)::int AS reserved FROM stock_moves WHERE product_id IN (1, 14, $1) GROUP BY product_id',
        [pricey.id],
      );
      for (const level of levels) expect(ledger.find((row) => row.product_id === level.product_id)).toEqual({ product_id: level.product_id, on_hand: level.on_hand, reserved: level.reserved });
    } finally {
      await stopServer(server);
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('is production unless told otherwise: with no NODE_ENV and no settings it refuses, naming every problem at once', async () => {
    // An operator's bare environment: none of the store's settings, NODE_ENV unset.
    const bare = Object.fromEntries(
      Object.entries(baseEnv).filter(([name]) => !/^(NEXUS_|STRIPE_|PAYSTACK_|FIREBASE_|VITE_|PUBLIC_ORIGIN$|DATABASE_URL$|SMTP_URL$)/.test(name)),
    );
    const child = spawn(process.execPath, [SERVER], { env: { ...bare, PORT: String(await freePort()) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Refusing to start in production \(6 problems\):/);
    for (const variable of ['STRIPE_SECRET_KEY', 'NEXUS_COOKIE_SECRET', 'PUBLIC_ORIGIN', 'NEXUS_SELLER_NAME', 'NEXUS_SELLER_ADDRESS', 'NEXUS_SELLER_VAT_NUMBER']) {
      expect(stderr).toMatch(new RegExp(`^  - ${variable} `, 'm'));
    }
    expect(stderr).toMatch(/NEXUS_RUN_LOCALLY=1/);
    expect(stdout).not.toMatch(/ready/);
  });

  it('refuses test keys and the Auth emulator in production, with NODE_ENV=production as without it', async () => {
    for (const nodeEnv of [{}, { NODE_ENV: 'production' }]) {
      const { NEXUS_RUN_LOCALLY: _local, ...env } = baseEnv;
      const child = spawn(process.execPath, [SERVER], {
        env: { ...env, ...PRODUCTION_SETTINGS, ...nodeEnv, STRIPE_SECRET_KEY: 'sk_test_51abc', PAYSTACK_SECRET_KEY: 'sk_test_abc', FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, PORT: String(await freePort()), DATABASE_URL: await createTestDatabase() },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += String(chunk)));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr).toMatch(/\(3 problems\)/);
      expect(stderr).toMatch(/^ {2}- STRIPE_SECRET_KEY is a test key/m);
      expect(stderr).toMatch(/^ {2}- PAYSTACK_SECRET_KEY is a test key/m);
      expect(stderr).toMatch(/^ {2}- FIREBASE_AUTH_EMULATOR_HOST is set .*unsigned/m);
    }
  });

  it('starts in production with every setting given: HSTS, and the seller from the settings', async () => {
    const server = await startServer(await createTestDatabase(), undefined, { ...PRODUCTION_SETTINGS, NEXUS_RUN_LOCALLY: '', FIREBASE_AUTH_EMULATOR_HOST: '' });
    try {
      expect(server.output.join('')).not.toMatch(/Running locally/);
      const response = await fetch(`${server.origin}/api/seller`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(await response.json()).toMatchObject({ name: PRODUCTION_SETTINGS.NEXUS_SELLER_NAME, vatNumber: PRODUCTION_SETTINGS.NEXUS_SELLER_VAT_NUMBER, demo: false });
    } finally {
      await stopServer(server);
    }
  });

  it('`npm start` still serves the local store on its stand-ins (the test gateway, the Auth emulator)', async () => {
    // As a developer runs it: no NODE_ENV, none of production's settings; the build is current, so
    // start.mjs serves it rather than rebuilding. The database and mail server are the test run's.
    const developer = Object.fromEntries(Object.entries(baseEnv).filter(([name]) => !/^(NEXUS_|STRIPE_|PAYSTACK_|FIREBASE_|VITE_|PUBLIC_ORIGIN$)/.test(name)));
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...developer, PORT: String(port), DATABASE_URL: await createTestDatabase(), SMTP_URL: 'smtp://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => output.includes('storefront ready on') && (clearInterval(timer), resolve()), 100);
        child.once('exit', (code) => (clearInterval(timer), reject(new Error(`npm start exited with ${code}:\n${output}`))));
      });
      expect(output).not.toMatch(/Refusing to start/);
      expect(output).toMatch(/Running locally \(NEXUS_RUN_LOCALLY=1\)/);
      expect(output).toMatch(/embedded test gateway/);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/Nexus/);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('refuses to start without DATABASE_URL, and says how to get one', async () => {
    const { DATABASE_URL: _unset, ...env } = baseEnv;
    const child = spawn(process.execPath, [SERVER], { env: { ...env, NEXUS_RUN_LOCALLY: '1', PORT: String(await freePort()) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/DATABASE_URL is not set. `npm start` starts an embedded PostgreSQL/);
  });
});
