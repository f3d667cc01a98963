import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import Stripe from 'stripe';
import { STORE_UNAVAILABLE, type ApiError } from '../../core/contract/api';
import { StoreUnavailableError } from '../db';
import type { OrderStore, Settlement } from '../orders/store';
import type { PaymentGateway } from '../payments/gateway';

export interface StripeWebhookOptions {
  /** The endpoint's signing secret (`whsec_…`); unset, every event is refused. */
  secret: string | undefined;
  orders: OrderStore;
  /** Gives back a payment that succeeded for an order that had already failed or expired. */
  gateway: PaymentGateway;
  logger?: Pick<Console, 'info' | 'error'>;
  /** Seconds an event's signature stays valid (Stripe's default: 300). */
  toleranceSeconds?: number;
}

/** Stripe's events are far smaller; the limit keeps an unauthenticated endpoint cheap to refuse. */
const MAX_EVENT_BYTES = 256 * 1024;

function refuse(error: string): [ApiError, 400] {
  return [{ error, code: 'webhook_refused' }, 400];
}

/**
 * POST /stripe/webhook: Stripe tells the store how a PaymentIntent ended (a 3-D Secure payment, say).
 * The signature is checked on the raw body with the SDK before anything is read; an unsigned,
 * tampered or stale event answers 400 and changes nothing. An event delivered again (Stripe retries
 * anything but a 2xx for days) answers 200 and changes nothing: its id is recorded with its effect.
 */
export function createStripeWebhook(options: StripeWebhookOptions): Hono {
  const { secret, orders } = options;
  const logger = options.logger ?? console;
  const api = new Hono();

  api.post(
    '/stripe/webhook',
    bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: (c) => c.json(...refuse('The event is too large.')) }),
    async (c) => {
      if (!secret) return c.json(...refuse('Webhooks are not configured: set STRIPE_WEBHOOK_SECRET.'));
      const signature = c.req.header('stripe-signature');
      if (!signature) return c.json(...refuse('Missing Stripe-Signature header.'));
      // The exact bytes Stripe signed: parsing and re-serialising would change them.
      const payload = await c.req.text();
      let event: Stripe.Event;
      try {
        event = await Stripe.webhooks.constructEventAsync(payload, signature, secret, options.toleranceSeconds);
      } catch (error) {
        logger.error(`[stripe webhook] refused an event: ${error instanceof Error ? error.message : String(error)}`);
        return c.json(...refuse('The event signature is not valid (wrong secret, altered body or too old).'));
      }

      if (event.type === 'refund.updated' || event.type === 'refund.failed') {
        // A refund the gateway left pending is settled by its word, whatever the delivery order.
        const refund = event.data.object;
        const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
        try {
          const state = await orders.applyRefundUpdate({
            gatewayReference: refund.id,
            status,
            ...(refund.failure_reason ? { reason: refund.failure_reason } : {}),
          });
          logger.info(`[stripe webhook] ${event.type} ${refund.id}: ${state ?? 'not ours'}`);
          return c.json({ received: true, applied: state !== null });
        } catch (error) {
          if (!(error instanceof StoreUnavailableError)) throw error;
          return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
        }
      }
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
        return c.json({ received: true, applied: false });
      }
      const intent = event.data.object;
      const outcome: Settlement =
        event.type === 'payment_intent.succeeded'
          ? { status: 'paid', paymentReference: intent.id }
          : {
              status: 'failed',
              paymentReference: intent.id,
              failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed',
            };
      try {
        const result = await orders.applyStripeEvent({
          id: event.id,
          type: event.type,
          paymentIntentId: intent.id,
          orderNumber: intent.metadata?.orderNumber,
          amount: intent.amount,
          currency: intent.currency,
          outcome,
        });
        if (result === 'replayed') {
          logger.info(`[stripe webhook] ${event.id} was already received; nothing changes`);
          return c.json({ received: true, applied: false, duplicate: true });
        }
        logger.info(`[stripe webhook] ${event.type} ${intent.id}: ${result}`);
        if (result === 'late-payment') {
          // The order failed or expired first: the refund was recorded with the event, so a gateway
          // error here loses nothing (the refunds job asks again); we never keep the money.
          await orders.refundLatePayment(intent.metadata?.orderNumber ?? '', { id: intent.id, amount: intent.amount }, options.gateway, logger);
        }
        return c.json({ received: true, applied: result === 'applied' });
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        logger.error(`[stripe webhook] ${event.id}: ${error.message}`);
        // Stripe retries a 5xx later, when the database may be back.
        return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
      }
    },
  );

  return api;
}
