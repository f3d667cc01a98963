import { describe, expect, it, vi } from 'vitest';
import {
  outcomeOf,
  PAYMENT_ENDPOINT,
  PAYMENT_FAILED,
  PAYMENT_FAILED_ON_SERVER,
  requestPayment,
  type PaymentReceipt,
} from '../../storefront/src/checkout/payment-client';
import type { PaymentRequest } from '../../storefront/core/contract/api';

const RECEIPT = {
  orderNumber: 'NX-7K2M9QDA',
  paymentIntentId: 'pi_test_1',
  status: 'succeeded',
  amount: 25_098_00,
  currency: 'zar',
  totals: { itemCount: 2, subtotal: 25_098_00, discount: 0, shipping: 0, vat: 3_273_65, total: 25_098_00, vatMode: 'inclusive' },
  lines: [
    { id: 1, name: 'Apple MacBook Air 13" M3 (8GB, 256GB)', quantity: 1, unitPrice: 24_999_00, team: false },
    { id: 40, name: 'Charger', quantity: 1, unitPrice: 99_00, team: false },
  ],
} satisfies PaymentReceipt;

const REQUEST = {
  items: [
    { id: 1, quantity: 1, team: false },
    { id: 40, quantity: 1, team: true, teamCode: 'K7M2Q9XA' },
  ],
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: '5f0c6e8e-6a53-4a0b-9a8e-2f1f1f0b8c11',
  customer: {
    name: 'Thandi Nkosi',
    email: 'thandi@example.co.za',
    contact: '082 123 4567',
    streetAddress: '12 Florida Road',
    suburb: 'Morningside',
    city: 'Durban',
    province: 'KwaZulu-Natal',
    postalCode: '4001',
    country: 'South Africa',
  },
} satisfies PaymentRequest;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('payment responses', () => {
  it('a 200 with a receipt is a success', async () => {
    expect(await outcomeOf(json(200, RECEIPT))).toEqual({ status: 'succeeded', receipt: RECEIPT });
  });

  it('requires_action carries the client secret for 3-D Secure', async () => {
    const body = { ...RECEIPT, status: 'requires_action', clientSecret: 'pi_1_secret_2' };
    expect(await outcomeOf(json(200, body))).toMatchObject({ status: 'requires_action', clientSecret: 'pi_1_secret_2' });
    expect(await outcomeOf(json(200, { ...body, clientSecret: undefined }))).toEqual({
      status: 'failed',
      reason: 'unknown',
      message: PAYMENT_FAILED,
    });
  });

  it("a decline shows the server's error and is final for its key", async () => {
    expect(await outcomeOf(json(402, { error: 'Your card was declined.', code: 'card_declined' }))).toEqual({
      status: 'failed',
      reason: 'declined',
      message: 'Your card was declined.',
    });
  });

  it("other refusals show the server's error", async () => {
    expect(await outcomeOf(json(422, { error: 'Product 999 is not in our catalogue.' }))).toEqual({
      status: 'failed',
      reason: 'rejected',
      message: 'Product 999 is not in our catalogue.',
    });
  });

  it("a non-OK answer without an error field reads 'Payment failed on server'", async () => {
    for (const response of [
      json(400, {}),
      json(400, { error: '' }),
      json(400, { error: 42 }),
      new Response('<h1>Bad gateway</h1>', { status: 400 }),
    ]) {
      expect(await outcomeOf(response)).toEqual({ status: 'failed', reason: 'rejected', message: PAYMENT_FAILED_ON_SERVER });
    }
  });

  it('a 5xx leaves the outcome unknown, so the same attempt may be retried', async () => {
    expect(await outcomeOf(json(502, { error: PAYMENT_FAILED_ON_SERVER }))).toEqual({
      status: 'failed',
      reason: 'unknown',
      message: PAYMENT_FAILED_ON_SERVER,
    });
    expect(await outcomeOf(new Response('upstream timed out', { status: 504 }))).toMatchObject({
      reason: 'unknown',
      message: PAYMENT_FAILED_ON_SERVER,
    });
  });

  it("a 200 that is not a receipt is 'Payment failed.' with an unknown outcome", async () => {
    for (const response of [
      new Response('not json', { status: 200 }),
      json(200, { ...RECEIPT, amount: '250.98' }),
      json(200, { ok: true }),
    ]) {
      expect(await outcomeOf(response)).toEqual({ status: 'failed', reason: 'unknown', message: PAYMENT_FAILED });
    }
  });
});

describe('requestPayment', () => {
  it('posts the cart lines, payment method and key as JSON, and never an amount', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(json(200, RECEIPT)));
    await requestPayment(REQUEST, { fetch });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(PAYMENT_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { id: 1, quantity: 1 },
        // A team line names its team; the server decides whether it earns the team price.
        { id: 40, quantity: 1, teamCode: 'K7M2Q9XA' },
      ],
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: REQUEST.idempotencyKey,
      customer: REQUEST.customer,
    });
    expect(String(init?.body)).not.toMatch(/amount|price|total/i);
  });

  it("a network failure is 'Payment failed.' with an unknown outcome, never a thrown error", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await requestPayment(REQUEST, { fetch })).toEqual({ status: 'failed', reason: 'unknown', message: PAYMENT_FAILED });
  });

  it('gives up waiting after the timeout', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(await requestPayment(REQUEST, { fetch, timeoutMs: 20 })).toEqual({
      status: 'failed',
      reason: 'unknown',
      message: PAYMENT_FAILED,
    });
  });
});
