import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { formatRand } from '../../storefront/core/domain/money';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { ORDERS_STORAGE_KEY, useOrdersStore } from '../../storefront/src/stores/orders-store';
import { deferred, json, mockPaymentApi, mockStoreApi, ORDER_INFO, receiptFor, resetCheckoutStores } from './checkout-payment-api';
import { renderApp } from './test-utils';

const LAPTOP = 1;
const CHARGER = 40;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The whole app at `/checkout/payment`, as a shopper arrives from the order information stage. */
async function renderPayment() {
  const { screen, router } = await renderApp('/checkout/payment');
  return { screen, router };
}

const SUCCEEDED = 'Payment successful! Thank you for your purchase.';

type Screen = Awaited<ReturnType<typeof renderPayment>>['screen'];

async function fillCard(screen: Screen, number = '4242424242424242') {
  await userEvent.fill(screen.getByRole('textbox', { name: 'Card number' }), number);
  await userEvent.fill(screen.getByRole('textbox', { name: 'Expiry date' }), '12/34');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

function payNow(screen: Screen) {
  return screen.getByRole('button', { name: 'Pay Now' });
}

describe('Payment Information stage with the local card form', () => {
  beforeEach(() => {
    resetCheckoutStores();
    useCartStore.getState().add(LAPTOP);
    useCartStore.getState().add(CHARGER);
    useCartStore.getState().add(CHARGER);
    useCheckoutStore.getState().confirm(ORDER_INFO);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the order, the delivery address and the card form', async () => {
    const { screen } = await renderPayment();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Payment Information' })).toHaveFocus();
    await expect.element(screen.getByRole('region', { name: 'Delivering to' })).toHaveTextContent('Thandi Nkosi, 12 Jan Smuts Avenue, Rosebank, Johannesburg, Gauteng 2196, South Africa');
    await expect.element(screen.getByRole('list', { name: 'Items you are paying for' }).getByRole('listitem')).toHaveLength(2);
    await expect.element(screen.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('autocomplete', 'cc-number');
    await expect.element(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveAttribute('autocomplete', 'cc-exp');
    await expect.element(screen.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAttribute('autocomplete', 'cc-csc');
    await expect.element(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Thandi Nkosi');
  });

  it('formats the card number as it is typed', async () => {
    const { screen } = await renderPayment();
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424242');
    await expect.element(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByRole('textbox', { name: 'Expiry date' });
    await userEvent.type(expiry, '1234');
    await expect.element(expiry).toHaveValue('12/34');
  });

  it('checks the card before sending anything and focuses the first mistake', async () => {
    const requests = mockPaymentApi(() => json(500, {}));
    const { screen } = await renderPayment();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Expiry date' }), '01/20');
    await payNow(screen).click();

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await expect.element(number).toHaveFocus();
    await expect.element(number).toHaveAccessibleDescription('Your card number is invalid.');
    await expect
      .element(screen.getByRole('textbox', { name: 'Expiry date' }))
      .toHaveAccessibleDescription("MM/YY Your card's expiration date is in the past.");
    await expect
      .element(screen.getByRole('textbox', { name: 'Security code (CVC)' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('focuses the first mistake in the order of the form, not the first field', async () => {
    mockPaymentApi(() => json(500, {}));
    const { screen } = await renderPayment();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Expiry date' }), '12/34');
    await payNow(screen).click();
    await expect.element(screen.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveFocus();
  });

  it('pays: Processing... while waiting, then the order page with the number, a summary and an empty cart', async () => {
    const answer = deferred<Response>();
    const api = mockStoreApi(() => answer.promise);
    const { requests } = api;
    const { screen, router } = await renderPayment();
    const total = formatRand(receiptFor({ items: useCartStore.getState().items, paymentMethodId: 'x', idempotencyKey: 'x' }).amount);
    await expect.element(screen.getByText('Total to pay')).toBeVisible();
    await fillCard(screen);
    await payNow(screen).click();

    const processing = screen.getByRole('button', { name: 'Processing...' });
    await expect.element(processing).toBeDisabled();
    await expect.element(screen.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toEqual({
      items: [
        { id: LAPTOP, quantity: 1 },
        { id: CHARGER, quantity: 2 },
      ],
      paymentMethodId: 'pm_test_4242424242424242',
      idempotencyKey: expect.stringMatching(UUID),
      customer: ORDER_INFO,
    });
    // A guest: no account token goes with the payment.
    expect(api.headers[0]?.has('Authorization')).toBe(false);
    answer.resolve(json(200, receiptFor(request!)));

    // Checkout lands on the order page, which reads the order back from the server.
    await expect.element(screen.getByText(SUCCEEDED)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/orders/NX-7K2M9QDA');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order NX-7K2M9QDA placed');
    await expect.element(screen.getByRole('list', { name: 'Items in order NX-7K2M9QDA' }).getByRole('listitem')).toHaveLength(2);
    await expect.element(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(total);
    await expect.element(screen.getByRole('region', { name: 'Delivering to' })).toHaveTextContent('12 Jan Smuts Avenue');
    await expect.element(screen.getByText(/Expected delivery:/)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    expect(api.lookups).toEqual([`/api/orders/NX-7K2M9QDA?email=${encodeURIComponent(ORDER_INFO.email)}`]);

    expect(useCartStore.getState().items).toEqual([]);
    // The guest's order is the server's; this browser keeps only what finds it again.
    const [order] = useOrdersStore.getState().orders;
    expect(order).toEqual({ orderNumber: 'NX-7K2M9QDA', email: ORDER_INFO.email, placedAt: expect.any(String) });
    expect(localStorage.getItem(ORDERS_STORAGE_KEY)).toContain('NX-7K2M9QDA');
    expect(localStorage.getItem(ORDERS_STORAGE_KEY)).not.toContain('Jan Smuts');
  });

  it('a decline shows the server’s message and keeps the cart and the card', async () => {
    mockPaymentApi(() => json(402, { error: 'Your card was declined.', code: 'card_declined' }));
    const { screen } = await renderPayment();
    await fillCard(screen, '4000000000000002');
    await payNow(screen).click();

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect.element(payNow(screen)).toBeEnabled();
    await expect.element(payNow(screen)).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(useOrdersStore.getState().orders).toEqual([]);
  });

  it("a server error without a message reads 'Payment failed on server'", async () => {
    mockPaymentApi(() => new Response('', { status: 400 }));
    const { screen } = await renderPayment();
    await fillCard(screen);
    await payNow(screen).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Payment failed on server');
  });

  it('a double click sends one request', async () => {
    const answer = deferred<Response>();
    const requests = mockPaymentApi(() => answer.promise);
    const { screen } = await renderPayment();
    await fillCard(screen);
    await userEvent.dblClick(payNow(screen));
    await expect.element(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer.resolve(json(200, receiptFor(requests[0]!)));
    await expect.element(screen.getByText(SUCCEEDED)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  it('after a lost answer, Pay Now retries the same attempt with the same key', async () => {
    const requests = mockPaymentApi((request, call) =>
      call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, receiptFor(request)),
    );
    const { screen } = await renderPayment();
    await fillCard(screen);
    await payNow(screen).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Payment failed.');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/will not be charged twice/);
    expect(useCartStore.getState().items).toHaveLength(2);

    await payNow(screen).click();
    await expect.element(screen.getByText(SUCCEEDED)).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
  });

  it('after a decline, paying again is a new attempt with a new key', async () => {
    const requests = mockPaymentApi((request, call) =>
      call === 1 ? json(402, { error: 'Your card has insufficient funds.' }) : json(200, receiptFor(request)),
    );
    const { screen } = await renderPayment();
    await fillCard(screen, '4000000000009995');
    await payNow(screen).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Your card has insufficient funds.');

    await userEvent.fill(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await payNow(screen).click();
    await expect.element(screen.getByText(SUCCEEDED)).toBeVisible();
    expect(requests.map((request) => request.paymentMethodId)).toEqual(['pm_test_4000000000009995', 'pm_test_4242424242424242']);
    expect(requests[1]?.idempotencyKey).not.toBe(requests[0]?.idempotencyKey);
  });

  it('goes back to the order information', async () => {
    const { screen, router } = await renderPayment();
    await screen.getByRole('button', { name: 'Back to order information' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/details');
  });

  it('is not reachable without order information: it sends the shopper to that stage', async () => {
    useCheckoutStore.getState().reset();
    const { screen, router } = await renderPayment();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/details');
  });

  it('is not reachable with an empty cart: it sends the shopper to the cart', async () => {
    useCartStore.getState().clear();
    const { screen, router } = await renderPayment();
    await expect.element(screen.getByText('Your cart is empty')).toBeVisible();
    expect(router.state.location.pathname).toBe('/cart');
  });
});
