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

export interface RefundRequest {
  /** The PaymentIntent that took the money (the order's payment reference). */
  paymentReference: string;
  /** Integer cents, at most what is left of the payment. */
  amount: number;
  /** One key per refund: repeating it returns the first refund and never refunds twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundResult {
  /** The provider's refund id (Stripe's `re_…`). */
  id: string;
  amount: number;
  status: 'succeeded' | 'pending';
}

export interface PaymentGateway {
  /** 'stripe' or 'test': tells the client which card form to show. */
  readonly mode: 'stripe' | 'test';
  /** Creates and confirms a payment. Resolves with declines; rejects with `PaymentGatewayError`. */
  createPayment(request: CreatePaymentRequest): Promise<PaymentResult>;
  /** Gives money back to the card that paid. Rejects with `PaymentGatewayError` when it cannot. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
