import type { CreatePaymentMethodData, PaymentMethodResult, Stripe } from '@stripe/stripe-js';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PaymentStage, type CardProvider } from '../../storefront/src/pages/cart/payment-stage';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { json, mockPaymentApi, ORDER_INFO, receiptFor, resetCheckoutStores } from './checkout-payment-api';

type Listener = (event: unknown) => void;

/**
 * A stand-in for Stripe.js with what `<Elements>` and the Card Element use. Its card element mounts
 * a plain text box and reports changes the way Stripe's iframe does.
 */
function standInStripe(createPaymentMethod: (data: CreatePaymentMethodData) => Promise<PaymentMethodResult>) {
  const listeners = new Map<string, Set<Listener>>();
  let input: HTMLInputElement | null = null;
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  const card = {
    mount: (node: HTMLElement) => {
      input = document.createElement('input');
      input.setAttribute('aria-label', 'Card number, expiry and CVC');
      input.addEventListener('input', () => {
        const value = input?.value ?? '';
        emit('change', {
          elementType: 'card',
          empty: value === '',
          complete: value.length >= 16,
          error: value.startsWith('1') ? { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } : undefined,
        });
      });
      node.append(input);
    },
    on: (event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
    update: vi.fn(),
    focus: () => input?.focus(),
    destroy: () => input?.remove(),
  };
  const elements = { create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(createPaymentMethod),
    confirmCardPayment: vi.fn(),
    handleNextAction: vi.fn(() => Promise.resolve({ paymentIntent: { id: 'pi_3ds', status: 'succeeded' } })),
  };
  return { stripe, card };
}

function stripeProvider(stripe: object): CardProvider {
  return { kind: 'stripe', loadStripe: () => Promise.resolve(stripe as unknown as Stripe) };
}

const onPaid = vi.fn();

async function renderWith(cardProvider: CardProvider) {
  return render(<PaymentStage cardProvider={cardProvider} onPaid={onPaid} />, { wrapper: MemoryRouter });
}

/** The stage hands the paid order to the page (which shows the order); the cart is empty by then. */
async function expectPaid() {
  await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
  expect(useCartStore.getState().items).toEqual([]);
}

describe('Payment Information stage with Stripe Elements', () => {
  beforeEach(() => {
    onPaid.mockReset();
    resetCheckoutStores();
    useCartStore.getState().add(1);
    useCheckoutStore.getState().confirm(ORDER_INFO);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the provider's message in red when the payment method cannot be created", async () => {
    const requests = mockPaymentApi((request) => json(200, receiptFor(request)));
    const { stripe } = standInStripe(() =>
      Promise.resolve({ error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } }),
    );
    const screen = await renderWith(stripeProvider(stripe));
    await expect.element(screen.getByRole('textbox', { name: 'Card number, expiry and CVC' })).toBeVisible();
    await screen.getByRole('button', { name: 'Pay Now' }).click();

    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Your card number is incorrect.');
    await expect.element(alert).toHaveClass(/text-danger-700/);
    expect(requests).toEqual([]);
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it("falls back to 'Payment method creation failed.' when the provider gives no message", async () => {
    const { stripe } = standInStripe(() => Promise.reject(new Error('')));
    const screen = await renderWith(stripeProvider(stripe));
    await expect.element(screen.getByRole('group', { name: 'Card details' })).toBeVisible();
    await screen.getByRole('button', { name: 'Pay Now' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Payment method creation failed.');
  });

  it('creates a card payment method with the billing details and pays with it', async () => {
    const requests = mockPaymentApi((request) => json(200, receiptFor(request)));
    const { stripe, card } = standInStripe(() => Promise.resolve({ paymentMethod: { id: 'pm_card_visa' } } as PaymentMethodResult));
    const screen = await renderWith(stripeProvider(stripe));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Card number, expiry and CVC' }), '4242424242424242');
    await screen.getByRole('button', { name: 'Pay Now' }).click();

    await expectPaid();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: {
        name: 'Thandi Nkosi',
        email: 'thandi@example.co.za',
        phone: '082 123 4567',
        address: { line1: '12 Jan Smuts Avenue', line2: 'Rosebank', city: 'Johannesburg', state: 'Gauteng', postal_code: '2196', country: 'ZA' },
      },
    });
    expect(requests).toEqual([
      { items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: expect.any(String), customer: ORDER_INFO },
    ]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('completes a bank check (3-D Secure) the server asks for', async () => {
    mockPaymentApi((request) => json(200, { ...receiptFor(request), status: 'requires_action', clientSecret: 'pi_3ds_secret_1' }));
    const { stripe } = standInStripe(() => Promise.resolve({ paymentMethod: { id: 'pm_card_threeDSecure2Required' } } as PaymentMethodResult));
    const screen = await renderWith(stripeProvider(stripe));
    await expect.element(screen.getByRole('group', { name: 'Card details' })).toBeVisible();
    await screen.getByRole('button', { name: 'Pay Now' }).click();
    await expectPaid();
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret_1' });
  });

  it("shows the card's own errors as the shopper types", async () => {
    const { stripe } = standInStripe(() => Promise.resolve({ paymentMethod: { id: 'pm_card_visa' } } as PaymentMethodResult));
    const screen = await renderWith(stripeProvider(stripe));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Card number, expiry and CVC' }), '1234');
    await expect.element(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription('Your card number is invalid.');
  });

  it('says card payments are unavailable when Stripe.js cannot load, and can try again', async () => {
    const { stripe } = standInStripe(() => Promise.resolve({ paymentMethod: { id: 'pm_card_visa' } } as PaymentMethodResult));
    const loadStripe = vi
      .fn<() => Promise<Stripe>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(stripe as unknown as Stripe);
    const screen = await renderWith({ kind: 'stripe', loadStripe });

    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Card payments are unavailable right now. Please try again later.');
    await expect.element(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();

    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByRole('group', { name: 'Card details' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});
