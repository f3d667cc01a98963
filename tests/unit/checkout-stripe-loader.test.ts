import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { createStripeLoader, StripeUnavailableError, stripePublishableKey } from '../../storefront/src/checkout/stripe-loader';

const STAND_IN = { createPaymentMethod: () => undefined } as unknown as Stripe;

describe('stripePublishableKey', () => {
  it('reads VITE_STRIPE_PUBLISHABLE_KEY and treats an empty one as unset', () => {
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: ' pk_test_123 ' })).toBe('pk_test_123');
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: '' })).toBeNull();
    expect(stripePublishableKey({})).toBeNull();
  });
});

describe('createStripeLoader', () => {
  it('loads Stripe once with the key and keeps it', async () => {
    const load = vi.fn(() => Promise.resolve(STAND_IN));
    const loadStripe = createStripeLoader('pk_test_123', { load });
    expect(await loadStripe()).toBe(STAND_IN);
    expect(await loadStripe()).toBe(STAND_IN);
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith('pk_test_123');
  });

  it('turns a script that fails to load into StripeUnavailableError, and tries again next time', async () => {
    const load = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(STAND_IN);
    const loadStripe = createStripeLoader('pk_test_123', { load });
    await expect(loadStripe()).rejects.toBeInstanceOf(StripeUnavailableError);
    expect(await loadStripe()).toBe(STAND_IN);
  });

  it('treats null (no Stripe in this environment) as unavailable', async () => {
    const loadStripe = createStripeLoader('pk_test_123', { load: () => Promise.resolve(null) });
    await expect(loadStripe()).rejects.toBeInstanceOf(StripeUnavailableError);
  });

  it('gives up on a script that never arrives', async () => {
    const loadStripe = createStripeLoader('pk_test_123', { load: () => new Promise(() => {}), timeoutMs: 20 });
    await expect(loadStripe()).rejects.toThrow('Stripe.js did not load within 20 ms.');
  });
});
