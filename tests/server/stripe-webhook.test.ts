import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOrderStore } from '../../storefront/server/orders/store';
import type { PaymentGateway } from '../../storefront/server/payments/gateway';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { query, setUpTestStore, storeApp } from './harness';

const SECRET = 'whsec_test_nexus_webhook_secret';
const store = setUpTestStore();

/** Refunds the stand-in was asked for (a payment that succeeded after its order failed). */
const refunds: Array<{ paymentId: string; amount: number; idempotencyKey: string }> = [];

/** Stripe answering "needs 3-D Secure": the order stays pending until the webhook says how it ended. */
const threeDSecure: PaymentGateway = {
  mode: 'stripe',
  createPayment: async (request) => ({
    status: 'requires_action',
    id: `pi_3ds_${request.idempotencyKey}`,
    amount: request.amount,
    currency: 'zar',
    clientSecret: `pi_3ds_${request.idempotencyKey}_secret_x`,
  }),
  findPayment: async () => null,
  cancelPayment: async (id) => ({ status: 'failed', id, amount: 0, currency: 'zar' }),
  refundPayment: async (request) => {
    if (!refunds.some((refund) => refund.idempotencyKey === request.idempotencyKey)) refunds.push(request);
    return { id: `re_${request.idempotencyKey}`, amount: request.amount, status: 'succeeded' };
  },
};

let app: ReturnType<typeof storeApp>['app'];
beforeEach(() => {
  refunds.length = 0;
  ({ app } = storeApp(store, { gateway: threeDSecure, stripeWebhookSecret: SECRET }));
});

async function pendingOrder(key: string) {
  const response = await app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_threeDSecure2Required', idempotencyKey: key, customer: TEST_CUSTOMER }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { orderNumber: string; paymentIntentId: string; amount: number };
}

function event(type: string, intent: { id: string; amount: number; orderNumber: string }, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'zar',
        metadata: { orderNumber: intent.orderNumber },
        last_payment_error: type.endsWith('failed') ? { code: 'card_declined', decline_code: 'insufficient_funds' } : null,
      },
    },
  });
}

function deliver(payload: string, { secret = SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return app.request('/api/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });
}

const statusOf = async (orderNumber: string) =>
  (await query<{ status: string; paid_at: Date | null }>(store.url, 'SELECT status, paid_at FROM orders WHERE order_number = $1', [orderNumber]))[0];

describe('POST /api/stripe/webhook', () => {
  it('moves a pending order to paid on a correctly signed payment_intent.succeeded', async () => {
    const order = await pendingOrder('webhook-paid-1');
    expect(await statusOf(order.orderNumber)).toMatchObject({ status: 'pending', paid_at: null });
    const response = await deliver(event('payment_intent.succeeded', { id: order.paymentIntentId, amount: order.amount, orderNumber: order.orderNumber }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, applied: true });
    expect((await statusOf(order.orderNumber))?.status).toBe('paid');
    expect((await statusOf(order.orderNumber))?.paid_at).toBeInstanceOf(Date);
  });

  it('moves it to failed on payment_intent.payment_failed; a later success does not revive it and is refunded in full, once', async () => {
    const order = await pendingOrder('webhook-failed-1');
    const intent = { id: order.paymentIntentId, amount: order.amount, orderNumber: order.orderNumber };
    expect((await deliver(event('payment_intent.payment_failed', intent))).status).toBe(200);
    expect((await statusOf(order.orderNumber))?.status).toBe('failed');
    expect(refunds).toEqual([]);
    const late = event('payment_intent.succeeded', intent);
    expect(await (await deliver(late)).json()).toEqual({ received: true, applied: false });
    expect((await statusOf(order.orderNumber))?.status).toBe('failed');
    expect(refunds).toEqual([{ paymentId: order.paymentIntentId, amount: order.amount, idempotencyKey: `late-payment:${order.paymentIntentId}`, reason: expect.stringContaining(order.orderNumber) }]);
    // Stripe delivers it again: 200, nothing changes, no second refund.
    const again = await deliver(late);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, applied: false, duplicate: true });
    expect(refunds).toHaveLength(1);
  });

  it('answers an event delivered again with 200 and changes nothing (Stripe retries anything else for days)', async () => {
    const order = await pendingOrder('webhook-duplicate-1');
    const intent = { id: order.paymentIntentId, amount: order.amount, orderNumber: order.orderNumber };
    const failed = event('payment_intent.payment_failed', intent, 'evt_twice');
    expect(await (await deliver(failed)).json()).toEqual({ received: true, applied: true });
    // Put the order back to pending by hand: a second delivery must still not move it.
    await query(store.url, "UPDATE orders SET status = 'pending' WHERE order_number = $1", [order.orderNumber]);
    const duplicates = await Promise.all(Array.from({ length: 5 }, () => deliver(failed)));
    for (const response of duplicates) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, applied: false, duplicate: true });
    }
    expect((await statusOf(order.orderNumber))?.status).toBe('pending');
    expect(await query(store.url, 'SELECT id FROM stripe_events')).toEqual([{ id: 'evt_twice' }]);
  });

  it('refuses a wrong secret, a tampered body, no signature and a stale timestamp with 400, changing nothing', async () => {
    const order = await pendingOrder('webhook-refused-1');
    const intent = { id: order.paymentIntentId, amount: order.amount, orderNumber: order.orderNumber };
    const payload = event('payment_intent.succeeded', intent, 'evt_original');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });

    const attempts = [
      await deliver(payload, { secret: 'whsec_someone_else' }),
      await app.request('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': header },
        body: payload.replace(`"amount":${order.amount}`, '"amount":1'),
      }),
      await app.request('/api/stripe/webhook', { method: 'POST', body: payload }),
      await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      // Re-serialised JSON is not the bytes Stripe signed.
      await app.request('/api/stripe/webhook', { method: 'POST', headers: { 'Stripe-Signature': header }, body: JSON.stringify(JSON.parse(payload), null, 2) }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('webhook_refused');
    }
    expect((await statusOf(order.orderNumber))?.status).toBe('pending');
  });

  it('does not mark an order paid for an intent of another amount', async () => {
    const order = await pendingOrder('webhook-amount-1');
    const response = await deliver(event('payment_intent.succeeded', { id: order.paymentIntentId, amount: order.amount - 100, orderNumber: order.orderNumber }));
    expect(await response.json()).toEqual({ received: true, applied: false });
    expect((await statusOf(order.orderNumber))?.status).toBe('pending');
  });

  it('refuses every event when no secret is configured', async () => {
    ({ app } = storeApp(store, { gateway: threeDSecure, orders: createOrderStore(store.database.db) }));
    const response = await deliver(event('payment_intent.succeeded', { id: 'pi_x', amount: 1, orderNumber: 'NX-00000000' }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});
