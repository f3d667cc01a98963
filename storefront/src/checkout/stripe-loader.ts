import type { Stripe } from '@stripe/stripe-js';

/**
 * Loads Stripe.js only when the payment stage asks for it. `@stripe/stripe-js` adds Stripe's script
 * to the page as soon as it is imported, so it is imported dynamically here and nowhere else: the
 * first screens never download it.
 */

export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are unavailable right now. Please try again later.';

/** Past this, a script that has not arrived is treated as blocked (an ad blocker, a closed network). */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

export class StripeUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StripeUnavailableError';
  }
}

/** The publishable key of the client build, or null for the local card form and the test gateway. */
export function stripePublishableKey(env: Partial<Record<string, unknown>> = import.meta.env): string | null {
  const key = env.VITE_STRIPE_PUBLISHABLE_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
}

export interface StripeLoaderOptions {
  /** Resolves with Stripe, or null where Stripe.js cannot run. @default loadStripe from @stripe/stripe-js */
  load?: (publishableKey: string) => Promise<Stripe | null>;
  /** @default STRIPE_LOAD_TIMEOUT_MS */
  timeoutMs?: number;
}

async function loadFromStripe(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StripeUnavailableError(`Stripe.js did not load within ${timeoutMs} ms.`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A function that resolves with Stripe or rejects with `StripeUnavailableError`. A success is kept
 * (Stripe.js must be initialised once per page); a failure is not, so a later visit to the payment
 * stage tries again.
 */
export function createStripeLoader(publishableKey: string, options: StripeLoaderOptions = {}): () => Promise<Stripe> {
  const load = options.load ?? loadFromStripe;
  const timeoutMs = options.timeoutMs ?? STRIPE_LOAD_TIMEOUT_MS;
  let pending: Promise<Stripe> | null = null;
  return () => {
    pending ??= withTimeout(load(publishableKey), timeoutMs)
      .then((stripe) => {
        if (!stripe) throw new StripeUnavailableError('Stripe.js is not available in this environment.');
        return stripe;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error instanceof StripeUnavailableError
          ? error
          : new StripeUnavailableError('Failed to load Stripe.js.', { cause: error });
      });
    return pending;
  };
}
