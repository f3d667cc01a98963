import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProduct } from '../../storefront/core/catalogue';
import { linesFromItems, priceCart } from '../../storefront/core/domain';
import { PaymentGatewayError, type CreatePaymentRequest } from '../../storefront/server/payments/gateway';
import { StripePaymentGateway } from '../../storefront/server/payments/stripe-gateway';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { storeApp, setUpTestStore } from './harness';

let standIn: StripeStandIn;
let gateway: StripePaymentGateway;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  gateway = new StripePaymentGateway(standIn.client);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

function request(paymentMethodId: string, overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  return {
    amount: 1_249_900,
    currency: 'zar',
    paymentMethodId,
    idempotencyKey: 'attempt-7f1c2d3e',
    description: 'Nexus order NX-ABCD1234',
    metadata: { orderNumber: 'NX-ABCD1234', lines: '2', items: '3' },
    ...overrides,
  };
}

describe('StripePaymentGateway with the real Stripe SDK', () => {
  it('refunds through Stripe’s Refunds API against the PaymentIntent, with our idempotency key', async () => {
    const refund = await gateway.refundPayment({ paymentId: 'pi_standin_succeeded', amount: 50_000, idempotencyKey: 'refund-NX-1-0', reason: 'Order NX-ABCD1234: cancel' });
    expect(refund).toMatchObject({ amount: 50_000, status: 'succeeded' });
    expect(refund.id).toMatch(/^re_standin_/);
    const [sent] = standIn.requests;
    expect(sent?.path).toBe('/v1/refunds');
    expect(sent?.headers['idempotency-key']).toBe('refund-NX-1-0');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({ payment_intent: 'pi_standin_succeeded', amount: '50000', 'metadata[reason]': 'Order NX-ABCD1234: cancel' });
    await expect(gateway.refundPayment({ paymentId: 'pi_unknown', amount: 1, idempotencyKey: 'k', reason: 'test' })).rejects.toMatchObject({ kind: 'provider' });
  });

  it('finds a payment by its id, or by the order number in its metadata when the answer never reached the store', async () => {
    await gateway.createPayment(request('pm_card_visa', { metadata: { orderNumber: 'NX-FIND0001', lines: '1', items: '1' } }));
    expect(await gateway.findPayment({ id: 'pi_standin_succeeded', idempotencyKey: 'k', orderNumber: 'NX-FIND0001' })).toEqual({
      status: 'succeeded',
      id: 'pi_standin_succeeded',
      amount: 1_249_900,
      currency: 'zar',
    });
    standIn.requests.length = 0;
    expect(await gateway.findPayment({ id: '', idempotencyKey: 'k', orderNumber: 'NX-FIND0001' })).toMatchObject({ status: 'succeeded', id: 'pi_standin_succeeded' });
    const [search] = standIn.requests;
    expect(search?.method).toBe('GET');
    expect(decodeURIComponent(search?.path ?? '')).toContain("/v1/payment_intents/search?query=metadata['orderNumber']:'NX-FIND0001'");
    // Never made, or an id Stripe does not know: nothing to settle.
    expect(await gateway.findPayment({ id: '', idempotencyKey: 'k', orderNumber: 'NX-NEVER000' })).toBeNull();
    expect(await gateway.findPayment({ id: 'pi_gone', idempotencyKey: 'k', orderNumber: 'NX-FIND0001' })).toBeNull();
  });

  it('cancels a payment waiting for 3-D Secure (failed once cancelled), and reports a payment that succeeded meanwhile as succeeded', async () => {
    const waiting = await gateway.createPayment(request('pm_card_threeDSecure2Required', { idempotencyKey: 'attempt-3ds' }));
    expect(waiting.status).toBe('requires_action');
    const cancelled = await gateway.cancelPayment('pi_standin_3ds');
    expect(cancelled).toMatchObject({ status: 'failed', id: 'pi_standin_3ds', error: { code: 'payment_intent_canceled' } });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_standin_3ds/cancel' });
    expect(Object.fromEntries(standIn.requests.at(-1)?.form ?? [])).toEqual({ cancellation_reason: 'abandoned' });

    await gateway.createPayment(request('pm_card_visa', { idempotencyKey: 'attempt-paid' }));
    // Stripe refuses to cancel a succeeded intent; the gateway reads it back and says how it ended.
    expect(await gateway.cancelPayment('pi_standin_succeeded')).toMatchObject({ status: 'succeeded', id: 'pi_standin_succeeded' });
    expect(standIn.requests.slice(-2).map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'POST /v1/payment_intents/pi_standin_succeeded/cancel',
      'GET /v1/payment_intents/pi_standin_succeeded',
    ]);
    await expect(gateway.cancelPayment('pi_gone')).rejects.toMatchObject({ kind: 'provider' });
  });

  it('creates and confirms a ZAR PaymentIntent in cents with our idempotency key', async () => {
    const result = await gateway.createPayment(request('pm_card_visa'));

    expect(result).toEqual({ status: 'succeeded', id: 'pi_standin_succeeded', amount: 1_249_900, currency: 'zar' });
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toBe('attempt-7f1c2d3e');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      amount: '1249900',
      currency: 'zar',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: 'Nexus order NX-ABCD1234',
      'metadata[orderNumber]': 'NX-ABCD1234',
      'metadata[lines]': '2',
      'metadata[items]': '3',
    });
  });

  it('maps a card decline to a failed result with Stripe’s message', async () => {
    const result = await gateway.createPayment(request('pm_card_chargeDeclined'));
    expect(result).toEqual({
      status: 'failed',
      id: 'pi_standin_declined',
      amount: 1_249_900,
      currency: 'zar',
      error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
  });

  it('maps insufficient funds to a failed result with its decline code', async () => {
    const result = await gateway.createPayment(request('pm_card_chargeDeclinedInsufficientFunds'));
    expect(result.status).toBe('failed');
    expect(result.error).toEqual({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('hands back the client secret when the bank asks for 3-D Secure', async () => {
    const result = await gateway.createPayment(request('pm_card_threeDSecure2Required'));
    expect(result).toMatchObject({ status: 'requires_action', id: 'pi_standin_3ds', clientSecret: 'pi_standin_3ds_secret_standin' });
  });

  it('treats a payment method Stripe does not know as a failed payment, not an outage', async () => {
    const result = await gateway.createPayment(request('pm_unknown'));
    expect(result).toMatchObject({
      status: 'failed',
      id: '',
      error: { code: 'resource_missing', message: "No such PaymentMethod: 'pm_unknown'" },
    });
  });

  it('throws a network error when the connection drops before Stripe answers', async () => {
    const error = await gateway.createPayment(request('pm_network_failure')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).kind).toBe('network');
    // The SDK retries a closed connection once even with retries off; our key makes that retry safe.
    expect(standIn.requests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(standIn.requests.map((sent) => sent.headers['idempotency-key']))).toEqual(new Set(['attempt-7f1c2d3e']));
  });

  it('throws a provider error when Stripe refuses the key', async () => {
    const error = await gateway.createPayment(request('pm_bad_key')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).kind).toBe('provider');
    expect((error as PaymentGatewayError).message).toContain('401');
  });

  it('throws an idempotency conflict when Stripe says the key was used with other parameters', async () => {
    const error = await gateway.createPayment(request('pm_reused_key')).catch((caught: unknown) => caught);
    expect((error as PaymentGatewayError).kind).toBe('idempotency_conflict');
  });
});

describe('POST /api/create-payment-intent with the Stripe gateway', () => {
  const logged: string[] = [];
  const store = setUpTestStore();
  const app = () =>
    storeApp(store, {
      csp: { stripe: true },
      gateway,
      logger: { info: (line: string) => logged.push(line), error: (line: string) => logged.push(line) },
    }).app;
  let attempt = 0;
  const items = [
    { id: 1, quantity: 1 },
    { id: 2, quantity: 2 },
  ];

  function pay(paymentMethodId: string) {
    return app().request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items, paymentMethodId, idempotencyKey: `attempt-api-000${(attempt += 1)}`, customer: TEST_CUSTOMER }),
    });
  }

  it('charges Stripe exactly the cart total the domain pricing computes', async () => {
    const response = await pay('pm_card_visa');
    const expected = priceCart(linesFromItems(items, getProduct).lines).total;

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'succeeded', amount: expected, currency: 'zar' });
    expect(standIn.requests[0]?.form.get('amount')).toBe(String(expected));
    expect(standIn.requests[0]?.form.get('currency')).toBe('zar');
    expect(standIn.requests[0]?.headers['idempotency-key']).toBe('attempt-api-0001');
  });

  it('answers a Stripe decline with 402 and Stripe’s message', async () => {
    const response = await pay('pm_card_chargeDeclined');
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: 'Your card was declined.' });
  });

  it('answers a network failure with 502 and logs it without card data', async () => {
    logged.length = 0;
    const response = await pay('pm_network_failure');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Payment failed on server' });
    expect(logged.join('\n')).toMatch(/network/);
    expect(logged.join('\n')).not.toContain('pm_network_failure');
  });
});
