import { describe, expect, it, vi } from 'vitest';
import type { CardFormHandle } from '../../storefront/src/checkout/card-form';
import { createPaymentAttempts, type PaymentPhase } from '../../storefront/src/checkout/payment-attempt';
import { PAYMENT_METHOD_FAILED, type PaymentOutcome, type PaymentReceipt, type requestPayment } from '../../storefront/src/checkout/payment-client';
import type { PaymentRequest } from '../../storefront/core/contract/api';
import { TEST_CUSTOMER as CUSTOMER } from '../fixtures/customer';

const RECEIPT = {
  orderNumber: 'NX-7K2M9QDA',
  paymentIntentId: 'pi_test_1',
  status: 'succeeded',
  amount: 24_999_00,
  currency: 'zar',
  totals: { itemCount: 1, subtotal: 24_999_00, discount: 0, shipping: 0, vat: 3_260_74, total: 24_999_00, vatMode: 'inclusive' },
  lines: [{ id: 1, name: 'Apple MacBook Air 13" M3 (8GB, 256GB)', quantity: 1, unitPrice: 24_999_00, team: false }],
} satisfies PaymentReceipt;

const ITEMS: PaymentRequest['items'] = [{ id: 1, quantity: 1, team: false }];
const LOST: PaymentOutcome = { status: 'failed', reason: 'unknown', message: 'Payment failed.' };
const DECLINED: PaymentOutcome = { status: 'failed', reason: 'declined', message: 'Your card was declined.' };
const PAID: PaymentOutcome = { status: 'succeeded', receipt: RECEIPT };

/** A card form whose payment methods are numbered, so a test sees whether a press made a new one. */
function cardForm(overrides: Partial<CardFormHandle> = {}): CardFormHandle & { made: number } {
  const form: CardFormHandle & { made: number } = {
    made: 0,
    createPaymentMethod: async () => ({ status: 'created', paymentMethodId: `pm_${++form.made}` }),
    ...overrides,
  };
  return form;
}

/** The attempts with a gateway that answers `answers` in turn and records every request. */
function setup(answers: PaymentOutcome[], headers: Record<string, string> = {}) {
  const sent: PaymentRequest[] = [];
  const phases: PaymentPhase['phase'][] = [];
  let keys = 0;
  const send = vi.fn(async (request: PaymentRequest) => {
    sent.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  }) as unknown as typeof requestPayment;
  const attempts = createPaymentAttempts({
    authorizationHeader: async () => headers,
    requestPayment: send,
    newKey: () => `key-${++keys}`,
    onPhase: (phase) => phases.push(phase.phase),
  });
  return { attempts, sent, phases };
}

const input = (form: CardFormHandle | null, couponCode?: string) => ({ form, items: ITEMS, couponCode, orderInfo: CUSTOMER });

describe('the payment attempt', () => {
  it('pays: one key, one payment method, the receipt, and the phases processing then paid', async () => {
    const { attempts, sent, phases } = setup([PAID]);
    const outcome = await attempts.submit(input(cardForm()));
    expect(outcome).toEqual({ kind: 'paid', receipt: RECEIPT, guest: true });
    expect(sent.map((request) => [request.idempotencyKey, request.paymentMethodId])).toEqual([['key-1', 'pm_1']]);
    expect(phases).toEqual(['processing', 'paid']);
  });

  it('a signed-in shopper is not a guest', async () => {
    const { attempts } = setup([PAID], { Authorization: 'Bearer token' });
    expect(await attempts.submit(input(cardForm()))).toMatchObject({ kind: 'paid', guest: false });
  });

  it('retries a lost answer with the same key and payment method, so the server answers the order it made', async () => {
    const { attempts, sent } = setup([LOST, PAID]);
    const form = cardForm();
    expect(await attempts.submit(input(form, 'FLASH30'))).toEqual({ kind: 'failed', message: 'Payment failed.', outcomeUnknown: true });
    expect(await attempts.submit(input(form, 'FLASH30'))).toMatchObject({ kind: 'paid' });
    expect(sent.map((request) => [request.idempotencyKey, request.paymentMethodId, request.couponCode])).toEqual([
      ['key-1', 'pm_1', 'FLASH30'],
      ['key-1', 'pm_1', 'FLASH30'],
    ]);
    expect(form.made).toBe(1);
  });

  it('starts a new attempt after a decline: a new key and a new payment method', async () => {
    const { attempts, sent } = setup([DECLINED, PAID]);
    const form = cardForm();
    expect(await attempts.submit(input(form))).toEqual({ kind: 'failed', message: 'Your card was declined.', outcomeUnknown: false });
    await attempts.submit(input(form));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(form.made).toBe(2);
  });

  it('another coupon, another cart or a changed card is a new attempt, not a retry', async () => {
    const { attempts, sent } = setup([LOST, LOST, LOST, LOST]);
    const form = cardForm();
    await attempts.submit(input(form));
    await attempts.submit(input(form, 'NEXUS-7KQ2M9XA'));
    await attempts.submit({ ...input(form, 'NEXUS-7KQ2M9XA'), items: [{ id: 1, quantity: 2, team: false }] });
    attempts.forget();
    await attempts.submit({ ...input(form, 'NEXUS-7KQ2M9XA'), items: [{ id: 1, quantity: 2, team: false }] });
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-2', 'key-3', 'key-4']);
  });

  it('refuses a second press while the first is in flight (a double click sends one request)', async () => {
    let answer: (outcome: PaymentOutcome) => void = () => {};
    const sent: PaymentRequest[] = [];
    const attempts = createPaymentAttempts({
      authorizationHeader: async () => ({}),
      requestPayment: ((request: PaymentRequest) => {
        sent.push(request);
        return new Promise<PaymentOutcome>((resolve) => (answer = resolve));
      }) as unknown as typeof requestPayment,
    });
    const form = cardForm();
    const first = attempts.submit(input(form));
    expect(await attempts.submit(input(form))).toEqual({ kind: 'busy' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    answer(PAID);
    expect(await first).toMatchObject({ kind: 'paid' });
    expect(sent).toHaveLength(1);
  });

  it('a card the provider refuses never reaches the server', async () => {
    const { attempts, sent } = setup([]);
    const form = cardForm({ createPaymentMethod: async () => ({ status: 'failed', message: 'Your card number is incomplete.' }) });
    expect(await attempts.submit(input(form))).toEqual({ kind: 'failed', message: 'Your card number is incomplete.', outcomeUnknown: false });
    expect(await attempts.submit(input(null))).toEqual({ kind: 'failed', message: PAYMENT_METHOD_FAILED, outcomeUnknown: false });
    expect(sent).toHaveLength(0);
  });

  it('3-D Secure: paid only when the card form completes the action', async () => {
    const action: PaymentOutcome = { status: 'requires_action', receipt: RECEIPT, clientSecret: 'pi_1_secret_2' };
    const confirmAction = vi.fn(async () => ({ status: 'failed' as const, message: 'We could not verify your card.' }));
    const refused = setup([action]);
    expect(await refused.attempts.submit(input(cardForm({ confirmAction })))).toEqual({ kind: 'failed', message: 'We could not verify your card.', outcomeUnknown: false });
    expect(confirmAction).toHaveBeenCalledWith('pi_1_secret_2');
    const verified = setup([action]);
    expect(await verified.attempts.submit(input(cardForm({ confirmAction: async () => ({ status: 'succeeded' }) })))).toMatchObject({ kind: 'paid' });
  });

  it('an error thrown after the request went out may have charged: the next press retries the same key', async () => {
    const sent: PaymentRequest[] = [];
    const form = cardForm();
    let calls = 0;
    const flaky = createPaymentAttempts({
      authorizationHeader: async () => ({}),
      newKey: () => 'key-flaky',
      requestPayment: (async (request: PaymentRequest) => {
        sent.push(request);
        if (++calls === 1) throw new Error('The connection was reset.');
        return PAID;
      }) as unknown as typeof requestPayment,
    });
    expect(await flaky.submit(input(form))).toEqual({ kind: 'failed', message: 'The connection was reset.', outcomeUnknown: true });
    expect(await flaky.submit(input(form))).toMatchObject({ kind: 'paid' });
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-flaky', 'key-flaky']);
    expect(form.made).toBe(1);
  });
});
