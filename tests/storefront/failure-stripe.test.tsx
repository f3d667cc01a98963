import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CARD_PAYMENTS_UNAVAILABLE } from '../../storefront/src/checkout/stripe-loader';
import { cardProviderFromEnv, PaymentStage } from '../../storefront/src/pages/cart/payment-stage';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { ORDER_INFO, resetCheckoutStores } from './checkout-payment-api';

/**
 * Stripe.js unavailable, through the app's real path: the provider a build with a publishable key
 * makes (`cardProviderFromEnv`), the real loader and the real `@stripe/stripe-js`, which adds
 * Stripe's script to the page. The script is refused at the edge the way an ad blocker or a strict
 * network would: by a Content-Security-Policy that allows scripts from this origin only. (The e2e
 * suite covers this against the built app only when that build has a publishable key.)
 */

const blocked: string[] = [];

beforeAll(() => {
  // Each test file runs in its own frame, so this policy ends with the file.
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:";
  document.head.append(policy);
  document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.blockedURI));
});

const STRIPE_BUILD = cardProviderFromEnv({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_failure_path' });

function cartLines() {
  return useCartStore.getState().items;
}

describe('Payment Information when Stripe.js cannot load', () => {
  beforeEach(() => {
    resetCheckoutStores();
    useCartStore.getState().add(13, { quantity: 2 });
    useCheckoutStore.getState().confirm(ORDER_INFO);
  });

  it('says card payments are unavailable, cannot pay, and keeps the cart', async () => {
    expect(STRIPE_BUILD.kind).toBe('stripe');
    const before = cartLines();
    const screen = await render(<PaymentStage cardProvider={STRIPE_BUILD} onPaid={() => undefined} />, { wrapper: MemoryRouter });

    await expect.element(screen.getByRole('alert'), { timeout: 10_000 }).toHaveTextContent(CARD_PAYMENTS_UNAVAILABLE);
    await expect.element(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    // The real script was asked for and refused, not skipped.
    expect(blocked.some((uri) => uri.startsWith('https://js.stripe.com'))).toBe(true);
    expect(document.querySelector('script[src^="https://js.stripe.com/"]')).not.toBeNull();
    expect(cartLines()).toEqual(before);
    await expect.element(screen.getByText('Your items')).toBeVisible();
  });

  it('Try again loads again, and says so again while Stripe.js stays blocked', async () => {
    const screen = await render(<PaymentStage cardProvider={STRIPE_BUILD} onPaid={() => undefined} />, { wrapper: MemoryRouter });
    const alert = screen.getByRole('alert');
    await expect.element(alert, { timeout: 10_000 }).toHaveTextContent(CARD_PAYMENTS_UNAVAILABLE);
    const refusals = blocked.length;

    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(refusals);
    await expect.element(alert, { timeout: 10_000 }).toHaveTextContent(CARD_PAYMENTS_UNAVAILABLE);
    await expect.element(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(cartLines()).toEqual([{ id: 13, quantity: 2, team: false }]);
  });
});
