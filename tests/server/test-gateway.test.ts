import { describe, expect, it } from 'vitest';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { MAX_PAYMENT_AMOUNT, PaymentGatewayError, type CreatePaymentRequest } from '../../storefront/server/payments/gateway';
import { TestPaymentGateway } from '../../storefront/server/payments/test-gateway';

let keys = 0;
function request(paymentMethodId: string, overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  keys += 1;
  return {
    amount: 349_900,
    currency: 'zar',
    paymentMethodId,
    idempotencyKey: `attempt-${keys}-0000`,
    description: 'Nexus order NX-TEST0001',
    metadata: { orderNumber: 'NX-TEST0001' },
    ...overrides,
  };
}

describe('TestPaymentGateway: Stripe’s public test cards', () => {
  it.each([
    ['4242 4242 4242 4242'],
    ['5555 5555 5555 4444'],
    ['3782 822463 10005'],
  ])('%s succeeds', async (card) => {
    const gateway = new TestPaymentGateway();
    const result = await gateway.createPayment(request(testPaymentMethodId(card)));
    expect(result).toEqual({ status: 'succeeded', id: expect.stringMatching(/^pi_test_[0-9a-f]{24}$/), amount: 349_900, currency: 'zar' });
    expect(gateway.charges).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }],
    ['4000 0000 0000 9995', { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
    ['4000 0000 0000 0069', { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' }],
    ['4000 0000 0000 0127', { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  ])('%s is declined', async (card, error) => {
    const gateway = new TestPaymentGateway();
    const result = await gateway.createPayment(request(testPaymentMethodId(card)));
    expect(result).toEqual({ status: 'failed', id: expect.stringMatching(/^pi_test_/), amount: 349_900, currency: 'zar', error });
    expect(gateway.paymentIntents).toHaveLength(1);
    expect(gateway.charges).toHaveLength(0);
  });

  it.each([
    ['pm_card_visa', 'succeeded', undefined],
    ['pm_card_mastercard', 'succeeded', undefined],
    ['pm_card_chargeDeclined', 'failed', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'failed', 'Your card has insufficient funds.'],
  ])('Stripe’s test PaymentMethod %s: %s', async (paymentMethodId, status, message) => {
    const result = await new TestPaymentGateway().createPayment(request(paymentMethodId));
    expect(result.status).toBe(status);
    expect(result.error?.message).toBe(message);
  });

  it('declines a real card number as Stripe’s test mode does', async () => {
    const result = await new TestPaymentGateway().createPayment(request(testPaymentMethodId('4111 1111 1111 1111')));
    expect(result.status).toBe('failed');
    expect(result.error?.declineCode).toBe('test_mode_live_card');
    expect(result.error?.message).toMatch(/^Your card was declined\. Your request was in test mode, but used a non test card\./);
  });

  it('refuses a number that fails the Luhn check', async () => {
    const result = await new TestPaymentGateway().createPayment(request('pm_test_4242424242424241'));
    expect(result.error).toEqual({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });

  it('refuses an unknown payment method before creating a PaymentIntent', async () => {
    const gateway = new TestPaymentGateway();
    const result = await gateway.createPayment(request('pm_1QxYzNotOurs'));
    expect(result).toMatchObject({ status: 'failed', id: '', error: { code: 'resource_missing' } });
    expect(gateway.paymentIntents).toHaveLength(0);
  });

  it('keeps no card data with its PaymentIntents', async () => {
    const gateway = new TestPaymentGateway();
    await gateway.createPayment(request(testPaymentMethodId('4242424242424242')));
    expect(JSON.stringify(gateway.paymentIntents)).not.toContain('4242424242424242');
  });
});

describe('TestPaymentGateway: idempotency', () => {
  it('returns the first result for a repeated key and charges once', async () => {
    const gateway = new TestPaymentGateway();
    const attempt = request('pm_card_visa');
    const first = await gateway.createPayment(attempt);
    const second = await gateway.createPayment({ ...attempt });
    expect(second).toEqual(first);
    expect(gateway.charges).toHaveLength(1);
  });

  it('charges once when the same attempt arrives twice at the same time', async () => {
    const gateway = new TestPaymentGateway();
    const attempt = request('pm_card_visa');
    const [first, second] = await Promise.all([gateway.createPayment(attempt), gateway.createPayment({ ...attempt })]);
    expect(second?.id).toBe(first?.id);
    expect(gateway.charges).toHaveLength(1);
  });

  it('repeats a decline for a repeated key, as Stripe does', async () => {
    const gateway = new TestPaymentGateway();
    const attempt = request('pm_card_chargeDeclined');
    const first = await gateway.createPayment(attempt);
    expect(await gateway.createPayment(attempt)).toEqual(first);
    expect(gateway.paymentIntents).toHaveLength(1);
  });

  it('charges again for a new key', async () => {
    const gateway = new TestPaymentGateway();
    await gateway.createPayment(request('pm_card_visa'));
    await gateway.createPayment(request('pm_card_visa'));
    expect(gateway.charges).toHaveLength(2);
  });

  it('refuses a key reused with a different amount', async () => {
    const gateway = new TestPaymentGateway();
    const attempt = request('pm_card_visa');
    await gateway.createPayment(attempt);
    const error = await gateway.createPayment({ ...attempt, amount: attempt.amount + 100 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).kind).toBe('idempotency_conflict');
    expect(gateway.charges).toHaveLength(1);
  });

  it('forgets the oldest keys beyond its bound', async () => {
    const gateway = new TestPaymentGateway({ maxRemembered: 2 });
    const oldest = request('pm_card_visa');
    await gateway.createPayment(oldest);
    await gateway.createPayment(request('pm_card_visa'));
    await gateway.createPayment(request('pm_card_visa'));
    const again = await gateway.createPayment(oldest);
    expect(gateway.paymentIntents).toHaveLength(2);
    expect(gateway.paymentIntents.at(-1)?.id).toBe(again.id);
  });
});

describe('TestPaymentGateway: amounts', () => {
  it.each([0, -100, 12.5, MAX_PAYMENT_AMOUNT + 1])('refuses %s cents as Stripe would', async (amount) => {
    const error = await new TestPaymentGateway().createPayment(request('pm_card_visa', { amount })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).kind).toBe('provider');
  });
});

describe('TestPaymentGateway: refunds', () => {
  it('records a refund once per idempotency key and refuses a bad one', async () => {
    const gateway = new TestPaymentGateway();
    const paid = await gateway.createPayment(request(testPaymentMethodId('4242 4242 4242 4242')));
    const first = await gateway.refundPayment({ paymentId: paid.id, amount: 10_000, idempotencyKey: 'r1', reason: 'test' });
    expect(first).toEqual({ id: expect.stringMatching(/^re_test_[0-9a-f]{24}$/), amount: 10_000, status: 'succeeded' });
    expect(await gateway.refundPayment({ paymentId: paid.id, amount: 10_000, idempotencyKey: 'r1', reason: 'test' })).toEqual(first);
    expect(gateway.refunded).toEqual([expect.objectContaining({ id: first.id, paymentId: paid.id, amount: 10_000 })]);
    await expect(gateway.refundPayment({ paymentId: paid.id, amount: 5, idempotencyKey: 'r1', reason: 'test' })).rejects.toMatchObject({ kind: 'idempotency_conflict' });
    await expect(gateway.refundPayment({ paymentId: paid.id, amount: 0, idempotencyKey: 'r2', reason: 'test' })).rejects.toMatchObject({ kind: 'provider' });
    await expect(gateway.refundPayment({ paymentId: '', amount: 5, idempotencyKey: 'r3', reason: 'test' })).rejects.toMatchObject({ kind: 'provider' });
  });
});
