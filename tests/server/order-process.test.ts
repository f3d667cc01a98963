import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deskMoveRequestSchema, deskOrderSchema, orderSchema, type DeskMoveRequest } from '../../storefront/core/contract/api';
import {
  actionsFor,
  allowedSteps,
  MERCHANT_ACTIONS,
  ORDER_ACTIONS,
  ORDER_MOVES,
  ORDER_STATES,
  type OrderAction,
} from '../../storefront/core/domain/order-lifecycle';
import { createDeskStore } from '../../storefront/server/desk/store';
import { createOrderStore } from '../../storefront/server/orders/store';
import { PaymentGatewayError, type PaymentGateway, type RefundResult } from '../../storefront/server/payments/gateway';
import { TestPaymentGateway } from '../../storefront/server/payments/test-gateway';
import { databaseIntentLedger } from '../../storefront/server/payments/test-intent-ledger';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, signUpMerchant, storeApp, type TestAccount } from './harness';

/**
 * The order process: every move through one transition, and the money defects that scattered
 * effects let in (a late payment's refund lost, the return window restarted by a refund, a return
 * that could not be refused, staff's notes shown to shoppers, refunds "done" when asked for).
 */

const store = setUpTestStore();
const SECRET = 'whsec_test_order_process';
const quiet = { info: () => undefined, error: () => undefined };
let merchant: TestAccount;
let shopper: TestAccount;

/** The test gateway, whose refunds can be made to fail for a while or to answer a given outcome. */
class FlakyRefunds extends TestPaymentGateway {
  /** How the next refunds go: 'down' throws a network error, an outcome is answered as the gateway's. */
  next: Array<'down' | RefundResult['status']> = [];
  asked = 0;
  override async refundPayment(request: Parameters<PaymentGateway['refundPayment']>[0]): Promise<RefundResult> {
    this.asked += 1;
    const step = this.next.shift();
    if (step === 'down') throw new PaymentGatewayError('network', 'The gateway did not answer.');
    const made = await super.refundPayment(request);
    return step === undefined || step === 'succeeded' ? made : { ...made, status: step, ...(step === 'failed' ? { failureReason: 'expired_or_canceled_card' } : {}) };
  }
}

let gateway: FlakyRefunds;
let app: ReturnType<typeof storeApp>['app'];
const orders = () => createOrderStore(store.database.db);

function appWith(now?: () => Date) {
  return storeApp(store, {
    gateway,
    stripeWebhookSecret: SECRET,
    desk: createDeskStore(store.database.db, { gateway, logger: quiet, ...(now ? { now } : {}) }),
  }).app;
}

beforeAll(async () => {
  [merchant, shopper] = await Promise.all([signUpMerchant(), signUp('Thandi Nkosi')]);
}, 30_000);

beforeEach(() => {
  gateway = new FlakyRefunds({ ledger: databaseIntentLedger(store.gatewayDatabase.db) });
  app = appWith();
});

let keys = 0;
async function paidOrder(account: TestAccount = shopper): Promise<string> {
  keys += 1;
  const response = await app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(account) },
    body: JSON.stringify({ items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: `process-${keys}-${Date.now()}`, customer: TEST_CUSTOMER }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).orderNumber;
}

async function deskMove(number: string, move: DeskMoveRequest, on = app) {
  return on.request(`/api/desk/orders/${number}/moves`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(merchant) }, body: JSON.stringify(move) });
}

async function moved(number: string, move: DeskMoveRequest) {
  const response = await deskMove(number, move);
  expect(response.status, await response.clone().text()).toBe(200);
  return deskOrderSchema.parse(await response.json());
}

const SHIP = { action: 'ship', carrier: 'Aramex', trackingNumber: 'AX-77' } as const;

async function delivered(): Promise<string> {
  const number = await paidOrder();
  await moved(number, { action: 'pack' });
  await moved(number, SHIP);
  await moved(number, { action: 'deliver' });
  return number;
}

async function shopperOrder(number: string) {
  const response = await app.request(`/api/orders/${number}`, { headers: bearer(shopper) });
  expect(response.status).toBe(200);
  const text = await response.text();
  return { order: orderSchema.parse(JSON.parse(text)), text };
}

function shopperReturn(number: string, on = app) {
  return on.request(`/api/orders/${number}/return`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(shopper) },
    body: JSON.stringify({ reason: 'It does not fit my desk.' }),
  });
}

const mailKinds = async () => (await query<{ kind: string }>(store.url, 'SELECT kind FROM mail_outbox ORDER BY id')).map((row) => row.kind);
const refundRows = (number: string) =>
  query<{ state: string; amount: number; kind: string; attempts: number; last_error: string | null }>(
    store.url,
    'SELECT r.state, r.amount, r.kind, r.attempts, r.last_error FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_number = $1 ORDER BY r.id',
    [number],
  );
/** Makes every refund still owed due now, as time passing would. */
const refundsDue = () => query(store.url, "UPDATE refunds SET next_attempt_at = now() - interval '1 second'");

describe('one order process', () => {
  it('every (action, from, to) an event can hold is a step of ORDER_MOVES: the database refuses any other', async () => {
    const number = await paidOrder();
    const [order] = await query<{ id: number }>(store.url, 'SELECT id FROM orders WHERE order_number = $1', [number]);
    await expect(
      query(store.url, "INSERT INTO order_events (order_id, action, from_status, to_status, actor) VALUES ($1, 'deliver', 'paid', 'delivered', 'merchant')", [order!.id]),
    ).rejects.toThrow(/order_events_step_check/);
    await expect(
      query(store.url, "INSERT INTO order_events (order_id, action, from_status, to_status, actor) VALUES ($1, 'pay', 'expired', 'paid', 'system')", [order!.id]),
    ).rejects.toThrow(/order_events_step_check/);
    const steps = new Set(allowedSteps().map((step) => step.join(' ')));
    expect(steps.has('pay pending paid')).toBe(true);
    expect(steps.has('reject_return return_requested delivered')).toBe(true);
  });

  it('the desk’s buttons and move request, and the system’s moves, all come from ORDER_MOVES', () => {
    expect(deskMoveRequestSchema.shape.action.options).toEqual(MERCHANT_ACTIONS);
    for (const state of ORDER_STATES) {
      for (const action of actionsFor(state, 'merchant', { paid: 100, refunded: 0 })) {
        expect(MERCHANT_ACTIONS).toContain(action);
        expect(ORDER_MOVES[action].from as readonly string[]).toContain(state);
      }
    }
    const system = ORDER_ACTIONS.filter((action) => (ORDER_MOVES[action].by as readonly string[]).includes('system'));
    expect(system).toEqual(['pay', 'fail', 'expire']);
  });

  it('every move the server code makes names an action of ORDER_MOVES, and only the order process changes an order’s status', () => {
    const root = path.resolve(__dirname, '../../storefront/server');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (full.endsWith('.ts')) files.push(full);
      }
    };
    walk(root);
    const named = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\baction: (?:'(\w+)'|outcome\.status === 'failed' \? '(\w+)' : '(\w+)')/g)) {
        for (const action of match.slice(1)) if (action) named.add(action);
      }
      // A status is set on orders in one place only: the transition.
      if (/\.update\(orders\)[\s\S]{0,200}?\bstatus:/.test(source)) expect(path.relative(root, file)).toBe(path.join('orders', 'process.ts'));
    }
    expect([...named].filter((action) => !ORDER_ACTIONS.includes(action as OrderAction))).toEqual([]);
    for (const action of ['pay', 'fail', 'expire', 'cancel', 'refund', 'request_return']) expect(named).toContain(action);
  });

  it('the system’s moves are judged too: a payment cannot move an order that is no longer pending', async () => {
    const number = await paidOrder();
    await moved(number, { action: 'cancel' });
    expect(await orders().settle(number, { status: 'paid', paymentReference: 'pi_late' })).toBe(false);
    expect(await orders().settle(number, { status: 'expired', paymentReference: '', failureCode: 'expired' })).toBe(false);
    const events = await query<{ action: string }>(store.url, 'SELECT e.action FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1 ORDER BY e.id', [number]);
    expect(events.map((event) => event.action)).toEqual(['pay', 'cancel']);
  });
});

describe('a late payment’s refund survives a gateway error', () => {
  it('records the refund with the webhook event; the refunds job makes it once the gateway answers', async () => {
    // A 3-D Secure order that fails, then its payment succeeds after all.
    const threeDSecure: PaymentGateway = {
      mode: 'stripe',
      createPayment: async (request) => ({ status: 'requires_action', id: `pi_3ds_${request.idempotencyKey}`, amount: request.amount, currency: 'zar', clientSecret: 'secret' }),
      findPayment: async () => null,
      cancelPayment: async (id) => ({ status: 'failed', id, amount: 0, currency: 'zar' }),
      refundPayment: async (request) => {
        refundsMade.push(request.idempotencyKey);
        return { id: `re_${request.idempotencyKey}`, amount: request.amount, status: 'succeeded' };
      },
    };
    const refundsMade: string[] = [];
    let down = true;
    const flaky: PaymentGateway = {
      ...threeDSecure,
      refundPayment: (request) => (down ? Promise.reject(new PaymentGatewayError('network', 'timeout')) : threeDSecure.refundPayment(request)),
    };
    const { app: stripeApp } = storeApp(store, { gateway: flaky, stripeWebhookSecret: SECRET });
    const placed = await stripeApp.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_threeDSecure2Required', idempotencyKey: 'late-refund-1', customer: TEST_CUSTOMER }),
    });
    const order = (await placed.json()) as { orderNumber: string; paymentIntentId: string; amount: number };
    const deliver = (type: string, id: string) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        data: { object: { id: order.paymentIntentId, object: 'payment_intent', amount: order.amount, currency: 'zar', metadata: { orderNumber: order.orderNumber }, last_payment_error: type.endsWith('failed') ? { code: 'card_declined' } : null } },
      });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      return stripeApp.request('/api/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });
    };
    expect((await deliver('payment_intent.payment_failed', 'evt_fail')).status).toBe(200);
    // The gateway is down when the late success arrives, and when Stripe delivers it again.
    expect((await deliver('payment_intent.succeeded', 'evt_late')).status).toBe(200);
    expect((await deliver('payment_intent.succeeded', 'evt_late')).status).toBe(200);
    expect(refundsMade).toEqual([]);
    expect(await refundRows(order.orderNumber)).toEqual([expect.objectContaining({ kind: 'late_payment', state: 'requested', amount: order.amount, last_error: expect.stringMatching(/network/) })]);

    down = false;
    await refundsDue();
    expect(await orders().carryOutDueRefunds(flaky, quiet)).toEqual({ asked: 1, succeeded: 1 });
    expect(refundsMade).toEqual([`late-payment:${order.paymentIntentId}`]);
    expect(await refundRows(order.orderNumber)).toEqual([expect.objectContaining({ state: 'succeeded' })]);
    // Nothing more is owed: a second sweep asks for nothing.
    await refundsDue();
    expect(await orders().carryOutDueRefunds(flaky, quiet)).toEqual({ asked: 0, succeeded: 0 });
  });
});

describe('the return window', () => {
  it('counts from the first delivery: a partial refund on a delivered order does not restart it', async () => {
    const number = await delivered();
    // Delivered six days ago.
    await query(store.url, 'ALTER TABLE order_events DISABLE TRIGGER order_events_append_only');
    await query(store.url, "UPDATE order_events SET at = at - interval '6 days' WHERE action = 'deliver'");
    await query(store.url, 'ALTER TABLE order_events ENABLE TRIGGER order_events_append_only');
    await moved(number, { action: 'refund', amount: 5_000 });
    const { order } = await shopperOrder(number);
    expect(Date.parse(order.returnBy ?? '') - Date.now()).toBeLessThan(1.1 * 24 * 3600 * 1000);
    // Two days on: eight days after the first delivery.
    const later = appWith(() => new Date(Date.now() + 2 * 24 * 3600 * 1000));
    const response = await shopperReturn(number, later);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'return_window_closed' });
  });
});

describe('refusing a return', () => {
  it('reject_return needs words for the shopper, takes the order back to delivered, and tells the shopper why', async () => {
    const number = await delivered();
    expect((await shopperReturn(number)).status).toBe(200);
    const bare = await deskMove(number, { action: 'reject_return' });
    expect(bare.status).toBe(409);
    expect(await bare.json()).toMatchObject({ code: 'missing_detail' });
    const why = 'The seal is broken; opened software cannot be returned.';
    const order = await moved(number, { action: 'reject_return', message: why, note: 'Checked by Sipho at the counter' });
    expect(order.status).toBe('delivered');
    expect(order.refunded).toBe(0);
    const { order: seen, text } = await shopperOrder(number);
    expect(seen.events.at(-1)).toMatchObject({ action: 'reject_return', from: 'return_requested', to: 'delivered', message: why });
    expect(text).not.toContain('Sipho');
    const [mail] = await query<{ payload: { message: string } }>(store.url, "SELECT payload FROM mail_outbox WHERE kind = 'return-refused'");
    expect(mail?.payload.message).toBe(why);
  });
});

describe('staff’s notes stay internal', () => {
  it('a note on a move is on the desk, never in the shopper’s answers; a message to the shopper is', async () => {
    const number = await paidOrder();
    await moved(number, { action: 'pack', note: 'Customer sounded upset on the phone, handle with care' });
    const desk = deskOrderSchema.parse(await (await app.request(`/api/desk/orders/${number}`, { headers: bearer(merchant) })).json());
    expect(desk.events.at(-1)?.note).toBe('Customer sounded upset on the phone, handle with care');
    const { text } = await shopperOrder(number);
    expect(text).not.toContain('upset');
    const list = await (await app.request('/api/orders', { headers: bearer(shopper) })).text();
    expect(list).not.toContain('upset');
  });
});

describe('refunds are records with states', () => {
  it('a cancellation whose refund the gateway cannot make yet is cancelled, the refund owed; the shopper hears "refunded" only once it succeeded', async () => {
    const number = await paidOrder();
    gateway.next = ['down'];
    const order = await moved(number, { action: 'cancel' });
    expect(order.status).toBe('cancelled');
    expect(order.refunds).toEqual([expect.objectContaining({ state: 'requested', amount: order.totals.total, lastError: expect.stringMatching(/network/) })]);
    let seen = (await shopperOrder(number)).order;
    expect(seen.refunded).toBe(0);
    expect(seen.refunds).toEqual([expect.objectContaining({ state: 'requested', amount: order.totals.total, settledAt: null })]);
    expect(await mailKinds()).not.toContain('order-cancelled');

    await refundsDue();
    expect(await orders().carryOutDueRefunds(gateway, quiet)).toEqual({ asked: 1, succeeded: 1 });
    seen = (await shopperOrder(number)).order;
    expect(seen.refunded).toBe(order.totals.total);
    expect(seen.refunds).toEqual([expect.objectContaining({ state: 'succeeded' })]);
    expect((await mailKinds()).filter((kind) => kind === 'order-cancelled')).toHaveLength(1);
    expect(gateway.refunded.map((refund) => refund.amount)).toEqual([order.totals.total]);
  });

  it('a refund the gateway refuses is failed: shown to staff, never "refunded" to the shopper', async () => {
    const number = await paidOrder();
    gateway.next = ['failed'];
    const order = await moved(number, { action: 'refund', amount: 10_000 });
    expect(order.refunds).toEqual([expect.objectContaining({ state: 'failed', amount: 10_000, lastError: 'expired_or_canceled_card' })]);
    const { order: seen } = await shopperOrder(number);
    expect(seen.refunded).toBe(0);
    expect(seen.refunds).toEqual([expect.objectContaining({ state: 'failed' })]);
    expect(await mailKinds()).not.toContain('order-refunded');
    // The job does not ask again for a refund the gateway refused.
    await refundsDue();
    expect(await orders().carryOutDueRefunds(gateway, quiet)).toEqual({ asked: 0, succeeded: 0 });
  });

  it('a refund the gateway leaves pending is settled by the provider’s webhook', async () => {
    const number = await paidOrder();
    gateway.next = ['pending'];
    const order = await moved(number, { action: 'refund', amount: 10_000 });
    const [refund] = order.refunds;
    expect(refund).toMatchObject({ state: 'pending' });
    const payload = JSON.stringify({ id: 'evt_refund_1', object: 'event', type: 'refund.updated', data: { object: { id: refund!.gatewayReference, object: 'refund', status: 'succeeded', amount: 10_000 } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await app.request('/api/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });
    expect(await response.json()).toEqual({ received: true, applied: true });
    const { order: seen } = await shopperOrder(number);
    expect(seen.refunded).toBe(10_000);
    expect(await mailKinds()).toContain('order-refunded');
  });

  it('parallel refunds of one order are each one record, carried out once each', async () => {
    const number = await paidOrder();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.request(`/api/desk/orders/${number}/refunds`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(merchant) }, body: JSON.stringify({ amount: 1_000 }) }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const rows = await refundRows(number);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.state === 'succeeded' && row.attempts === 1)).toBe(true);
    expect(gateway.refunded).toHaveLength(6);
  });
});

describe('a payment waiting for the shopper’s bank', () => {
  const waiting: PaymentGateway = {
    mode: 'stripe',
    createPayment: async (request) => ({ status: 'requires_action', id: `pi_wait_${request.idempotencyKey}`, amount: request.amount, currency: 'zar', clientSecret: 'secret' }),
    findPayment: async (lookup) => (lookup.id ? { status: 'requires_action', id: lookup.id, amount: 0, currency: 'zar' } : null),
    cancelPayment: async (id) => ({ status: 'failed', id, amount: 0, currency: 'zar' }),
    refundPayment: async (request) => ({ id: 're_x', amount: request.amount, status: 'succeeded' }),
  };
  const attempt = (on: ReturnType<typeof storeApp>['app'], key: string, paymentMethodId = 'pm_card_threeDSecure2Required') =>
    on.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 2, quantity: 1 }], paymentMethodId, idempotencyKey: key, customer: TEST_CUSTOMER }),
    });

  it('holds its stock only the short bank wait (10 minutes by default), not the whole pending expiry', async () => {
    const { app: bankApp } = storeApp(store, { gateway: waiting });
    expect(((await (await attempt(bankApp, 'bank-wait-1')).json()) as { status: string }).status).toBe('requires_action');
    // A lost attempt (no answer from the gateway reached the store): no reference, pending.
    await query(store.url, "UPDATE orders SET placed_at = now() - interval '11 minutes'");
    const { reconcilePendingOrders, DEFAULT_AWAITING_BANK_EXPIRY_MS } = await import('../../storefront/server/orders/reconcile-pending');
    expect(DEFAULT_AWAITING_BANK_EXPIRY_MS).toBe(10 * 60 * 1000);
    const report = await reconcilePendingOrders({ orders: orders(), gateway: waiting, logger: quiet, pendingExpiryMs: 30 * 60 * 1000 });
    expect(report).toEqual({ paid: 0, expired: 1, skipped: 0 });
    expect(await query(store.url, "SELECT reserved FROM stock_levels WHERE product_id = 2")).toEqual([{ reserved: 0 }]);
  });

  it('costs the attempt a decline’s weight in the payment limiter', async () => {
    const { app: bankApp } = storeApp(store, { gateway: waiting });
    expect((await attempt(bankApp, 'bank-weight-1')).status).toBe(200);
    const waited = await query<{ points: number }>(store.url, "SELECT points FROM rate_limiter_points WHERE key LIKE 'pay-address:%'");
    expect(waited).toEqual([{ points: 3 }]);
    // A payment that goes through at once costs 1.
    await query(store.url, 'DELETE FROM rate_limiter_points');
    expect((await attempt(app, 'bank-weight-2', 'pm_card_visa')).status).toBe(200);
    expect(await query<{ points: number }>(store.url, "SELECT points FROM rate_limiter_points WHERE key LIKE 'pay-address:%'")).toEqual([{ points: 1 }]);
  });
});

describe('credit notes', () => {
  it('every refund of an invoiced order, a cancellation’s included, issues a credit note of its own series, VAT reversed', async () => {
    const number = await paidOrder();
    await moved(number, { action: 'refund', amount: 11_500 });
    const order = await moved(number, { action: 'cancel' });
    const left = order.totals.total - 11_500;
    expect(order.creditNotes).toEqual([
      { number: expect.stringMatching(/^CN-\d{6}$/), issuedAt: expect.any(String), amount: 11_500, vat: 1_500 },
      { number: expect.stringMatching(/^CN-\d{6}$/), issuedAt: expect.any(String), amount: left, vat: Math.floor((2 * left * 15 + 115) / 230) },
    ]);
    const [first, second] = order.creditNotes.map((note) => Number(note.number.slice(3)));
    expect(second).toBe(first! + 1);
    // The shopper's order lists them: each refers to the order's tax invoice (its number).
    const { order: seen } = await shopperOrder(number);
    expect(seen.creditNotes.map((note) => note.number)).toEqual(order.creditNotes.map((note) => note.number));
    // A late payment's refund is not a supply's refund: the failed order had no invoice, and no credit note.
    expect(await query(store.url, 'SELECT count(*)::int AS n FROM credit_notes')).toEqual([{ n: 2 }]);
  });
});
