/**
 * What the payment API needs from a card payment provider. Stripe implements it in production; the
 * embedded test gateway implements it with Stripe's public test cards so checkout works offline.
 */

/** Stripe's (and our) largest single card payment in ZAR: R 999 999,99, in cents. */
export const MAX_PAYMENT_AMOUNT = 99_999_999;

export interface CreatePaymentRequest {
  /** Integer cents, always priced by the server. */
  amount: number;
  currency: 'zar';
  paymentMethodId: string;
  /** One key per payment attempt: repeating it returns the first result and never charges again. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PaymentError {
  /** Stripe's error code, e.g. 'card_declined', 'insufficient_funds', 'expired_card'. */
  code: string;
  /** A message fit for the shopper, as the provider words it. */
  message: string;
  /** The issuer's reason, e.g. 'generic_decline', 'insufficient_funds'. */
  declineCode?: string;
}

export type PaymentStatus = 'succeeded' | 'requires_action' | 'failed';

export interface PaymentResult {
  status: PaymentStatus;
  /** The PaymentIntent id; empty when the provider refused before creating one. */
  id: string;
  amount: number;
  currency: 'zar';
  /** Present when `status` is 'failed'. */
  error?: PaymentError;
  /** Present when `status` is 'requires_action': Stripe.js needs it to run 3-D Secure in the browser. */
  clientSecret?: string;
}

/**
 * - 'network': the provider could not be reached or did not answer; the shopper may retry with the
 *   same idempotency key, which is safe.
 * - 'provider': the provider refused the request for a reason that is ours, not the card's
 *   (authentication, rate limit, bad parameters, an outage).
 * - 'idempotency_conflict': the key was already used with different parameters.
 */
export type PaymentGatewayErrorKind = 'network' | 'provider' | 'idempotency_conflict';

/** Thrown when a payment could not be attempted; card declines are results, not errors. */
export class PaymentGatewayError extends Error {
  readonly kind: PaymentGatewayErrorKind;

  constructor(kind: PaymentGatewayErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentGatewayError';
    this.kind = kind;
  }
}

/** Which payment to look up: the PaymentIntent id when the order has one, else the attempt's key. */
export interface PaymentLookup {
  /** The PaymentIntent id the order recorded; empty when the answer never reached the store. */
  id: string;
  idempotencyKey: string;
  /** In the PaymentIntent's metadata: how Stripe finds an intent whose id the store never learnt. */
  orderNumber: string;
}

export interface RefundRequest {
  /** The PaymentIntent that took the money. */
  paymentId: string;
  /** Cents; never more than what is left of the payment. */
  amount: number;
  /** One per refund: repeating it returns the first refund and never refunds twice. */
  idempotencyKey: string;
  /** Why, for the provider's dashboard and our log. */
  reason: string;
}

/**
 * How a refund stands at the provider: given back ('succeeded'), accepted but not yet confirmed
 * ('pending': the provider tells later, by webhook or when asked again with the same key), or refused
 * for good ('failed': the money did not go back; staff must act).
 */
export type RefundOutcome = 'succeeded' | 'pending' | 'failed';

export interface RefundResult {
  /** The provider's refund id. */
  id: string;
  amount: number;
  status: RefundOutcome;
  /** The provider's reason, when it failed. */
  failureReason?: string;
}

/**
 * What a provider's refund webhook says of one refund, in the store's words, so that any provider
 * (Stripe's `refund.updated`, another's processed / failed / needs-attention events) drives the
 * refund's record the same way. `needs_attention`: the provider cannot finish without the merchant
 * (kept pending, with the reason, for the desk).
 */
export interface RefundUpdate {
  /** The provider's refund id. */
  gatewayReference: string;
  /** Our refund's idempotency key, when the provider echoes it (a refund it reports before we heard its id). */
  idempotencyKey?: string;
  status: RefundOutcome | 'needs_attention';
  reason?: string;
}

export interface PaymentGateway {
  /** 'stripe' or 'test': tells the client which card form to show. */
  readonly mode: 'stripe' | 'test';
  /** Creates and confirms a payment. Resolves with declines; rejects with `PaymentGatewayError`. */
  createPayment(request: CreatePaymentRequest): Promise<PaymentResult>;
  /**
   * The payment as the provider knows it now (the expiry job asks before it gives up on an order);
   * null when no payment was made for it. Rejects with `PaymentGatewayError`.
   */
  findPayment(lookup: PaymentLookup): Promise<PaymentResult | null>;
  /**
   * Cancels a payment that has not completed (3-D Secure never finished). Resolves with the payment as
   * it ends up: 'failed' once cancelled, or 'succeeded' when the money was taken before the cancel.
   */
  cancelPayment(id: string): Promise<PaymentResult>;
  /** Gives money back to the card it came from. Rejects with `PaymentGatewayError`. */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
}
