import { createHmac } from 'node:crypto';
import { cardDigitsFromTestPaymentMethod } from '../../core/card/test-payment-method';

/**
 * What the card of a payment attempt is, for limits: the same card entered again (a new PaymentMethod
 * each time) must count as the same card. The provider's card fingerprint when it gives one (Stripe's
 * `card.fingerprint`); for the local card form's ids, the card digits. Either is keyed with the
 * store's secret (HMAC) before it becomes a limit's key, so no card number, nor a hash one could
 * reverse by trying every number, is stored.
 */
export type CardFingerprintLookup = (paymentMethodId: string) => Promise<string | null>;

export interface CardKeyOptions {
  secret: string;
  /** The provider's fingerprint for a PaymentMethod it issued; null or a failure: the id stands for the card. */
  fingerprint?: CardFingerprintLookup;
}

export async function cardKeyOf(paymentMethodId: string, options: CardKeyOptions): Promise<string> {
  let card = cardDigitsFromTestPaymentMethod(paymentMethodId);
  if (card === null && options.fingerprint) {
    try {
      card = await options.fingerprint(paymentMethodId);
    } catch {
      // The provider did not answer: the PaymentMethod itself stands for the card (the attempt goes on
      // to the same provider, which will answer or fail on its own).
    }
  }
  return createHmac('sha256', options.secret).update(card ?? paymentMethodId).digest('base64url').slice(0, 32);
}

/** Stripe's fingerprint of a card PaymentMethod (the same for every PaymentMethod of one card number). */
export function stripeCardFingerprint(stripe: { paymentMethods: { retrieve(id: string): Promise<{ card?: { fingerprint?: string | null } | null }> } }): CardFingerprintLookup {
  return async (paymentMethodId) => (await stripe.paymentMethods.retrieve(paymentMethodId)).card?.fingerprint ?? null;
}
