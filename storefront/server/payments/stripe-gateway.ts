import Stripe from 'stripe';
import { PaymentGatewayError, type CreatePaymentRequest, type PaymentGateway, type PaymentLookup, type PaymentResult, type RefundRequest, type RefundResult } from './gateway';

/** Creates and confirms PaymentIntents in one call with the official Stripe SDK. */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe';
  private readonly stripe: Stripe;

  /** Takes the client rather than a key so that tests can point the SDK at a local stand-in. */
  constructor(stripe: Stripe) {
    this.stripe = stripe;
  }

  async createPayment(request: CreatePaymentRequest): Promise<PaymentResult> {
    const { amount, currency } = request;
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency,
          payment_method: request.paymentMethodId,
          confirm: true,
          // Cards only, confirmed here: nothing may redirect the shopper away from the checkout.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultFromIntent(intent);
    } catch (error) {
      return resultFromError(error, amount, currency);
    }
  }

  async findPayment(lookup: PaymentLookup): Promise<PaymentResult | null> {
    try {
      if (lookup.id) return resultFromIntent(await this.stripe.paymentIntents.retrieve(lookup.id));
      // The answer never reached the store: the intent carries the order number in its metadata.
      const found = await this.stripe.paymentIntents.search({ query: `metadata['orderNumber']:'${lookup.orderNumber}'`, limit: 10 });
      const intents = found.data;
      const paid = intents.find((intent) => intent.status === 'succeeded');
      const intent = paid ?? intents[0];
      return intent ? resultFromIntent(intent) : null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw gatewayError(error);
    }
  }

  async cancelPayment(id: string): Promise<PaymentResult> {
    try {
      return resultFromIntent(await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }));
    } catch (error) {
      // An intent that succeeded (or was cancelled) meanwhile cannot be cancelled: say how it ended.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return resultFromIntent(await this.stripe.paymentIntents.retrieve(id));
      }
      throw gatewayError(error);
    }
  }

  async refundPayment(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amount, metadata: { reason: request.reason } },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { id: refund.id, amount: refund.amount, status: 'failed', failureReason: refund.failure_reason ?? refund.status };
      }
      return { id: refund.id, amount: refund.amount, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw error;
      throw gatewayError(error);
    }
  }
}

function gatewayError(error: unknown): PaymentGatewayError {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PaymentGatewayError('network', `Stripe could not be reached: ${error.message}`, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentGatewayError('idempotency_conflict', error.message, { cause: error });
  }
  return new PaymentGatewayError('provider', error instanceof Error ? error.message : String(error), { cause: error });
}

function resultFromIntent(intent: Stripe.PaymentIntent): PaymentResult {
  const base = { id: intent.id, amount: intent.amount, currency: 'zar' as const };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'requires_action':
      return intent.client_secret
        ? { ...base, status: 'requires_action', clientSecret: intent.client_secret }
        : { ...base, status: 'requires_action' };
    default: {
      // Stripe reports a failed confirmation as an error, so any other state left here (processing,
      // canceled, requires_payment_method) is not a payment the shop can call done.
      const lastError = intent.last_payment_error;
      return {
        ...base,
        status: 'failed',
        error: {
          code: lastError?.code ?? `payment_intent_${intent.status}`,
          message: lastError?.message ?? 'Payment failed.',
          ...(lastError?.decline_code ? { declineCode: lastError.decline_code } : {}),
        },
      };
    }
  }
}

function resultFromError(error: unknown, amount: number, currency: 'zar'): PaymentResult {
  if (error instanceof Stripe.errors.StripeCardError) {
    return {
      status: 'failed',
      id: error.payment_intent?.id ?? '',
      amount,
      currency,
      error: {
        code: error.code ?? 'card_declined',
        message: error.message,
        ...(error.decline_code ? { declineCode: error.decline_code } : {}),
      },
    };
  }
  // A payment method id that Stripe does not know or cannot use is the shopper's card input, not an
  // outage: answer it like a decline so that the shopper can enter the card again.
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
    return {
      status: 'failed',
      id: error.payment_intent?.id ?? '',
      amount,
      currency,
      error: { code: error.code ?? 'invalid_payment_method', message: error.message },
    };
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    throw new PaymentGatewayError('idempotency_conflict', error.message, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    throw new PaymentGatewayError('network', `Stripe could not be reached: ${error.message}`, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeError) {
    throw new PaymentGatewayError(
      'provider',
      `Stripe refused the request (${error.type}${error.statusCode ? ` ${error.statusCode}` : ''}): ${error.message}`,
      { cause: error },
    );
  }
  throw new PaymentGatewayError('provider', error instanceof Error ? error.message : String(error), { cause: error });
}
