import { randomBytes } from 'node:crypto';
import { passesLuhn } from '../../core/card/luhn';
import { cardDigitsFromTestPaymentMethod, storablePaymentMethodId } from '../../core/card/test-payment-method';
import { MAX_PAYMENT_AMOUNT, PaymentGatewayError, type CreatePaymentRequest, type PaymentError, type PaymentGateway, type PaymentLookup, type PaymentResult, type RefundRequest, type RefundResult } from './gateway';

/** What a test card does, in the words Stripe's test mode uses. */
type CardOutcome = { succeeds: true } | { succeeds: false; error: PaymentError };

const DECLINED: PaymentError = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
const INSUFFICIENT_FUNDS: PaymentError = {
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const LOST_CARD: PaymentError = { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' };
const STOLEN_CARD: PaymentError = { code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' };
const EXPIRED_CARD: PaymentError = { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' };
const INCORRECT_CVC: PaymentError = {
  code: 'incorrect_cvc',
  declineCode: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
};
const PROCESSING_ERROR: PaymentError = {
  code: 'processing_error',
  declineCode: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};
const SUCCEEDS: CardOutcome = { succeeds: true };

/**
 * Stripe's public test card numbers (https://docs.stripe.com/testing) and its ready-made test PaymentMethod
 * ids, so that the same ids work in test mode and here: those that succeed, then each decline with the card
 * number and the PaymentMethod id that give it.
 */
const SUCCEEDING_CARDS = ['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '378282246310005', '6011111111111117'];
const SUCCEEDING_PAYMENT_METHODS = ['pm_card_visa', 'pm_card_visa_debit', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_discover'];
const DECLINES: ReadonlyArray<readonly [card: string, paymentMethodId: string, error: PaymentError]> = [
  ['4000000000000002', 'pm_card_chargeDeclined', DECLINED],
  ['4000000000009995', 'pm_card_chargeDeclinedInsufficientFunds', INSUFFICIENT_FUNDS],
  ['4000000000009987', 'pm_card_chargeDeclinedLostCard', LOST_CARD],
  ['4000000000009979', 'pm_card_chargeDeclinedStolenCard', STOLEN_CARD],
  ['4000000000000069', 'pm_card_chargeDeclinedExpiredCard', EXPIRED_CARD],
  ['4000000000000127', 'pm_card_chargeDeclinedIncorrectCvc', INCORRECT_CVC],
  ['4000000000000119', 'pm_card_chargeDeclinedProcessingError', PROCESSING_ERROR],
];

/** What each test card (`column` 0) or test PaymentMethod id (`column` 1) does. */
function outcomesBy(column: 0 | 1, succeeding: readonly string[]): ReadonlyMap<string, CardOutcome> {
  return new Map<string, CardOutcome>([
    ...succeeding.map((key) => [key, SUCCEEDS] as const),
    ...DECLINES.map((decline) => [decline[column], { succeeds: false, error: decline[2] }] as const),
  ]);
}

const TEST_CARDS = outcomesBy(0, SUCCEEDING_CARDS);
const TEST_PAYMENT_METHODS = outcomesBy(1, SUCCEEDING_PAYMENT_METHODS);

const NOT_A_TEST_CARD: PaymentError = {
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};
const INCORRECT_NUMBER: PaymentError = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const NO_SUCH_PAYMENT_METHOD: PaymentError = {
  code: 'resource_missing',
  message: 'No such PaymentMethod. Please enter your card details again.',
};

function outcomeFor(paymentMethodId: string): CardOutcome {
  const known = TEST_PAYMENT_METHODS.get(paymentMethodId);
  if (known) return known;
  const digits = cardDigitsFromTestPaymentMethod(paymentMethodId);
  if (digits === null) return { succeeds: false, error: NO_SUCH_PAYMENT_METHOD };
  if (!passesLuhn(digits)) return { succeeds: false, error: INCORRECT_NUMBER };
  return TEST_CARDS.get(digits) ?? { succeeds: false, error: NOT_A_TEST_CARD };
}

/** A PaymentIntent the test gateway created. It keeps no card data, only what a receipt would show. */
export interface TestPaymentIntent {
  id: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: 'zar';
  idempotencyKey: string;
  description: string;
  metadata: Readonly<Record<string, string>>;
  created: Date;
}

/**
 * Where the test gateway keeps its idempotency keys, as Stripe keeps them on its side: the first
 * result for a key is the answer to every later request with it.
 */
export interface TestIntentLedger {
  /**
   * The result already stored for `idempotencyKey`, or else `create()`'s, stored. `created` says
   * whether this call's result was the one kept. Rejects with an 'idempotency_conflict'
   * `PaymentGatewayError` when the key was first used with another fingerprint.
   */
  claim(idempotencyKey: string, fingerprint: string, create: () => PaymentResult): Promise<{ result: PaymentResult; created: boolean }>;
  /** The result kept for this key (or, failing that, for this PaymentIntent id); null when none. */
  find(idempotencyKey: string, id: string): Promise<PaymentResult | null>;
  /**
   * Records a refund of `paymentId` once per key: the first refund made with a key is the answer to
   * every later request with it. Rejects with a 'provider' `PaymentGatewayError` when the payment is
   * unknown, did not take money, or the refunds would come to more than it took.
   */
  refund(request: RefundRequest, id: string): Promise<LedgerRefund>;
}

/** A refund as the ledger keeps it. */
export type LedgerRefund = Pick<RefundResult, 'id' | 'amount'>;

export function refundRefused(message: string): PaymentGatewayError {
  return new PaymentGatewayError('provider', message);
}

export function idempotencyConflict(): PaymentGatewayError {
  return new PaymentGatewayError(
    'idempotency_conflict',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );
}

interface Attempt {
  /** The parameters of the first request with this key, to refuse the key with different ones. */
  fingerprint: string;
  result: Promise<{ result: PaymentResult; created: boolean }>;
}

/** Keys kept in this process's memory: forgotten on restart. The store uses the database's ledger. */
export class MemoryIntentLedger implements TestIntentLedger {
  private readonly attempts = new Map<string, Attempt>();
  private readonly maxRemembered: number;

  /**
   * @param maxRemembered How many keys to remember; the oldest are forgotten first. Stripe keeps keys
   * for 24 hours; a bound keeps a long-running process's memory flat.
   */
  constructor(maxRemembered = 10_000) {
    this.maxRemembered = maxRemembered;
  }

  claim(idempotencyKey: string, fingerprint: string, create: () => PaymentResult) {
    const previous = this.attempts.get(idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) return Promise.reject(idempotencyConflict());
      return previous.result.then(({ result }) => ({ result, created: false }));
    }
    // The promise itself is remembered, so that a second request arriving while the first is still
    // running gets the first one's answer instead of a second charge.
    const result = Promise.resolve().then(() => ({ result: create(), created: true }));
    this.attempts.set(idempotencyKey, { fingerprint, result });
    while (this.attempts.size > this.maxRemembered) {
      const oldest = this.attempts.keys().next();
      if (oldest.done) break;
      this.attempts.delete(oldest.value);
    }
    return result;
  }

  private readonly refunds = new Map<string, LedgerRefund & { paymentId: string }>();

  async find(idempotencyKey: string, id: string): Promise<PaymentResult | null> {
    const byKey = this.attempts.get(idempotencyKey);
    if (byKey) return (await byKey.result).result;
    if (!id) return null;
    for (const attempt of this.attempts.values()) {
      const { result } = await attempt.result;
      if (result.id === id) return result;
    }
    return null;
  }

  async refund(request: RefundRequest, id: string): Promise<LedgerRefund> {
    const previous = this.refunds.get(request.idempotencyKey);
    if (previous) {
      // As Stripe: a key names one refund; reused for another amount or payment, it is refused.
      if (previous.amount !== request.amount || previous.paymentId !== request.paymentId) throw idempotencyConflict();
      return { id: previous.id, amount: previous.amount };
    }
    const payment = await this.find('', request.paymentId);
    if (!payment || payment.status !== 'succeeded') throw refundRefused(`No payment ${request.paymentId} took money to refund.`);
    const refunded = [...this.refunds.values()].filter((refund) => refund.paymentId === request.paymentId).reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + request.amount > payment.amount) throw refundRefused(`Refund of ${request.amount} exceeds what is left of ${request.paymentId}.`);
    this.refunds.set(request.idempotencyKey, { id, amount: request.amount, paymentId: request.paymentId });
    return { id, amount: request.amount };
  }
}

export interface TestPaymentGatewayOptions {
  /**
   * How many PaymentIntents to list in `paymentIntents` (and keys to remember, without a ledger).
   * @default 10000
   */
  maxRemembered?: number;
  /** Where idempotency keys are kept. @default a `MemoryIntentLedger` */
  ledger?: TestIntentLedger;
}

/**
 * The embedded payment gateway used when no Stripe key is configured. It answers like Stripe's test
 * mode for Stripe's public test cards, with the same result shapes as the Stripe gateway. Nothing is
 * ever charged.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly mode = 'test';
  private readonly ledger: TestIntentLedger;
  private readonly intents: TestPaymentIntent[] = [];
  private readonly maxRemembered: number;

  constructor(options: TestPaymentGatewayOptions = {}) {
    this.maxRemembered = options.maxRemembered ?? 10_000;
    this.ledger = options.ledger ?? new MemoryIntentLedger(this.maxRemembered);
  }

  /** Every PaymentIntent this process created, oldest first; a repeated idempotency key adds none. */
  get paymentIntents(): readonly TestPaymentIntent[] {
    return this.intents;
  }

  /** The PaymentIntents that took money. */
  get charges(): readonly TestPaymentIntent[] {
    return this.intents.filter((intent) => intent.status === 'succeeded');
  }

  async createPayment(request: CreatePaymentRequest): Promise<PaymentResult> {
    const fingerprint = JSON.stringify([
      request.amount,
      request.currency,
      // Kept in the ledger: the card's last four digits at most.
      storablePaymentMethodId(request.paymentMethodId),
      request.description,
      request.metadata,
    ]);
    let intent: TestPaymentIntent | undefined;
    const { result, created } = await this.ledger.claim(request.idempotencyKey, fingerprint, () => {
      const confirmed = this.confirm(request);
      intent = confirmed.intent;
      return confirmed.result;
    });
    if (created && intent) {
      this.intents.push(intent);
      if (this.intents.length > this.maxRemembered) this.intents.shift();
    }
    return result;
  }

  async findPayment(lookup: PaymentLookup): Promise<PaymentResult | null> {
    return this.ledger.find(lookup.idempotencyKey, lookup.id);
  }

  /** Test payments are decided at once, so there is nothing left to cancel: the payment as it is. */
  async cancelPayment(id: string): Promise<PaymentResult> {
    const found = await this.ledger.find('', id);
    if (!found) throw new PaymentGatewayError('provider', `No such PaymentIntent: ${id}`);
    return found;
  }

  async refundPayment(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount < 1) {
      throw new PaymentGatewayError('provider', `A refund must be at least 1 cent, got ${request.amount}.`);
    }
    // The test gateway's refunds succeed at once (Stripe's test cards do too).
    const refund: RefundResult = { ...(await this.ledger.refund(request, `re_test_${randomBytes(12).toString('hex')}`)), status: 'succeeded' };
    // A repeated key is the same refund: listed once.
    if (!this.refunded.some((made) => made.id === refund.id)) this.refunded.push({ ...refund, paymentId: request.paymentId, reason: request.reason });
    return refund;
  }

  /** Refunds this process made, oldest first, each once (the ledger keeps them all). */
  readonly refunded: Array<RefundResult & { paymentId: string; reason: string }> = [];

  private confirm(request: CreatePaymentRequest): { result: PaymentResult; intent?: TestPaymentIntent } {
    const { amount, currency } = request;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_PAYMENT_AMOUNT) {
      throw new PaymentGatewayError('provider', `Amount must be from 1 to ${MAX_PAYMENT_AMOUNT} cents, got ${amount}.`);
    }
    const outcome = outcomeFor(request.paymentMethodId);
    if (!outcome.succeeds && outcome.error.code === 'resource_missing') {
      // Stripe refuses an unknown PaymentMethod before it creates a PaymentIntent.
      return { result: { status: 'failed', id: '', amount, currency, error: outcome.error } };
    }
    const intent: TestPaymentIntent = {
      id: `pi_test_${randomBytes(12).toString('hex')}`,
      status: outcome.succeeds ? 'succeeded' : 'failed',
      amount,
      currency,
      idempotencyKey: request.idempotencyKey,
      description: request.description,
      metadata: { ...request.metadata },
      created: new Date(),
    };
    const result: PaymentResult = outcome.succeeds
      ? { status: 'succeeded', id: intent.id, amount, currency }
      : { status: 'failed', id: intent.id, amount, currency, error: outcome.error };
    return { result, intent };
  }
}
