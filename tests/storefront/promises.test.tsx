import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type * as DeliveryModule from '../../storefront/core/domain/delivery';
import { DELIVERY_COST, DELIVERY_PROMISE, expectedDeliveryDate } from '../../storefront/core/domain/delivery';
import { getProduct } from '../../storefront/core/catalogue/products';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useOrdersStore } from '../../storefront/src/stores/orders-store';
import { json, ORDER_INFO, orderFor, receiptFor, resetCheckoutStores } from './checkout-payment-api';
import { renderApp } from './test-utils';

/**
 * The one delivery promise: `storefront/core/domain/delivery.ts` holds the rule and its words,
 * and the footer, the help page (FAQ), Linda, the cart, the product page and the order page quote it.
 *
 * To prove they quote that module rather than a copy of its words, the module is replaced here by one
 * whose promise carries a marker and whose dates are tagged: every place must show the marked words
 * exactly, and no page may show the real words anywhere else (a copy typed into a page would). The
 * real words themselves are pinned in tests/unit/delivery.test.ts.
 */
vi.mock('../../storefront/core/domain/delivery', async (importOriginal) => {
  const actual = await importOriginal<typeof DeliveryModule>();
  return {
    ...actual,
    DELIVERY_PROMISE: `${actual.DELIVERY_PROMISE} [one promise]`,
    expectedDeliveryDate: (placedAt: Date) => `${actual.expectedDeliveryDate(placedAt)} [one rule]`,
  };
});

const REAL_PROMISE = (await vi.importActual<typeof DeliveryModule>('../../storefront/core/domain/delivery')).DELIVERY_PROMISE;
const PROMISE = DELIVERY_PROMISE;
const LAPTOP = 1;

/** The whole page's text (portals included), with every quote of the one promise taken out. */
function textBesidesThePromise(): string {
  return document.body.innerText.split(PROMISE).join(' ');
}

/**
 * What a page may not say besides the quotes: the promise's own words, or any other delivery time
 * ('delivered within 5 days', 'ships in 3-5 working days', 'arrives in 2 to 4 business days').
 */
function expectNoOtherPromise() {
  const rest = textBesidesThePromise();
  expect(rest).not.toContain(REAL_PROMISE);
  expect(rest).not.toMatch(/anywhere in South Africa/i);
  // A delivery word, then a number of days in the same sentence ('Delivered in 3-5 working days');
  // 'returns within 14 days of delivery' is the return policy, not a delivery time.
  expect(rest).not.toMatch(/\b(?:deliver|arriv|ship|dispatch)\w*\b[^.]{0,40}?\b\d+\s*(?:(?:-|–|to)\s*\d+\s*)?(?:business |working )?days?\b/i);
}

/** Elements whose own text is exactly `text` (not a wrapper that merely contains it). */
function elementsReading(text: string): Element[] {
  return Array.from(document.querySelectorAll('body *')).filter(
    (element) => element.textContent?.trim() === text && ![...element.children].some((child) => child.textContent?.trim() === text),
  );
}

describe('the one delivery promise', () => {
  beforeEach(resetCheckoutStores);
  afterEach(() => vi.restoreAllMocks());

  it('comes from domain/delivery.ts: the module here is the marked one', () => {
    expect(PROMISE).toBe(`${REAL_PROMISE} [one promise]`);
    expect(REAL_PROMISE).toMatch(/^Delivered within \d+ days of your order, anywhere in South Africa\.$/);
  });

  it.each(['/', '/cart', '/help-and-advice'])('the footer quotes it on %s', async (path) => {
    const { screen } = await renderApp(path);
    const footer = screen.getByRole('contentinfo');
    await expect.element(footer.getByText(PROMISE, { exact: true })).toBeVisible();
    expect(elementsReading(PROMISE).filter((element) => footer.element().contains(element))).toHaveLength(1);
  });

  it('the help page (FAQ) quotes it under Delivery and About, with the cost beside it', async () => {
    const { screen } = await renderApp('/help-and-advice');
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { name: 'Delivery & Shipping Times' })).toBeVisible();
    const quotes = elementsReading(PROMISE).filter((element) => main.element().contains(element));
    // Delivery & Shipping Times, and About Nexus.
    expect(quotes).toHaveLength(2);
    await expect.element(main.getByText(DELIVERY_COST, { exact: true })).toBeVisible();
    expectNoOtherPromise();
  });

  it('Linda quotes it when asked about shipping', async () => {
    // Not on the home page, where a first visit opens the prize wheel over everything.
    const { screen } = await renderApp('/find-store');
    await screen.getByRole('button', { name: 'Chat with Linda' }).click();
    const chat = page.getByRole('dialog', { name: /Linda/ });
    await chat.getByRole('button', { name: 'Shipping info' }).click();
    const log = chat.getByRole('log');
    await expect.element(log).toHaveTextContent(`${DELIVERY_COST} ${PROMISE}`);
    const answer = Array.from(log.element().querySelectorAll('li[data-author="bot"]')).find((item) => item.textContent?.includes(PROMISE));
    expect(answer?.textContent).toBe(`Linda: ${DELIVERY_COST} ${PROMISE}`);
    expectNoOtherPromise();
  });

  it('the cart quotes it after the expected date, which comes from the same rule', async () => {
    useCartStore.getState().add(LAPTOP);
    const { screen } = await renderApp('/cart');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await expect.element(summary).toBeVisible();
    const delivery = summary.element().querySelector('[data-slot="cart-summary-delivery"]');
    expect(delivery?.textContent).toBe(`Expected delivery: ${expectedDeliveryDate(new Date())}. ${PROMISE}`);
    expect(delivery?.textContent).toContain('[one rule]');
    expectNoOtherPromise();
  });

  it('the product page quotes it after the expected date', async () => {
    const { screen } = await renderApp(`/product/${LAPTOP}`);
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: getProduct(LAPTOP)!.name })).toBeVisible();
    await expect.element(main.getByText(PROMISE, { exact: true })).toBeVisible();
    await expect.element(main.getByText(expectedDeliveryDate(new Date()), { exact: true })).toBeVisible();
    expect(elementsReading(PROMISE).filter((element) => main.element().contains(element))).toHaveLength(1);
    expectNoOtherPromise();
  });

  it('the order page gives the expected date by the same rule, counted from the payment', async () => {
    const request = { items: [{ id: LAPTOP, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: 'key-promise-1', customer: ORDER_INFO };
    const paidAt = new Date('2026-11-22T21:30:00Z');
    const order = orderFor(request, receiptFor(request, 'NX-PR0M1SE1'), paidAt);
    const original = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      return url.pathname === `/api/orders/${order.orderNumber}` ? json(200, order) : original(input, init);
    });
    useOrdersStore.getState().remember({ orderNumber: order.orderNumber, email: order.email, placedAt: order.placedAt });
    const { screen } = await renderApp(`/orders/${order.orderNumber}`);
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1 })).toHaveTextContent(`Order ${order.orderNumber} placed`);
    await expect.element(main.getByText(/Expected delivery:/)).toHaveTextContent(`Expected delivery: ${expectedDeliveryDate(paidAt)}`);
    expect(expectedDeliveryDate(paidAt)).toBe('Thursday, November 26 [one rule]');
    expectNoOtherPromise();
  });
});
