import { beforeEach, describe, expect, it } from 'vitest';
import { getProduct } from '../../storefront/core/catalogue/products';
import { DELIVERY_PROMISE, expectedDeliveryDate } from '../../storefront/core/domain/delivery';
import { formatRand } from '../../storefront/core/domain/money';
import { CART_STORAGE_KEY, useCartStore } from '../../storefront/src/stores/cart-store';
import { renderApp, resetStores } from './test-utils';

const CHARGER = 40;
const PHONE = 9;

function product(id: number) {
  const found = getProduct(id);
  if (!found) throw new Error(`Test needs product ${id}`);
  return found;
}

type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];

function summaryValue(screen: Screen, term: string) {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  const dt = summary.getByText(term, { exact: true }).element();
  return dt.nextElementSibling?.textContent ?? '';
}

describe('cart page', () => {
  beforeEach(resetStores);

  it('shows the empty cart with Continue Shopping', async () => {
    const { screen } = await renderApp('/cart');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect.poll(() => document.title).toBe('Your Shopping Cart | Nexus');
  });

  it('lists lines with image, name and price, and totals them with shipping under R 1 000', async () => {
    useCartStore.getState().add(CHARGER);
    const { screen } = await renderApp('/cart');
    const line = screen.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.element(line.getByRole('img', { name: product(CHARGER).imageAlt })).toBeVisible();
    await expect.element(line.getByRole('link', { name: product(CHARGER).name })).toHaveAttribute('href', `/product/${CHARGER}`);
    await expect.element(line.getByText(`${formatRand(product(CHARGER).price)} each`)).toBeVisible();
    expect(summaryValue(screen, 'Subtotal')).toBe(formatRand(product(CHARGER).price));
    expect(summaryValue(screen, 'Shipping')).toBe('R 99');
    expect(summaryValue(screen, 'Total')).toBe(formatRand(product(CHARGER).price + 99_00));
    await expect.element(screen.getByText(`Expected delivery: ${expectedDeliveryDate(new Date())}. ${DELIVERY_PROMISE}`)).toBeVisible();
  });

  it("shows each line's total next to its unit price", async () => {
    useCartStore.getState().add(CHARGER, { quantity: 3 });
    useCartStore.getState().add(PHONE);
    const { screen } = await renderApp('/cart');
    const lines = screen.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    const charger = lines.filter({ hasText: product(CHARGER).name });
    await expect.element(charger.getByText(`${formatRand(product(CHARGER).price)} each`)).toBeVisible();
    // The total is named for screen readers: '<product>, line total: R …'.
    await expect.element(charger.getByText(`${product(CHARGER).name}, line total: ${formatRand(product(CHARGER).price * 3)}`)).toBeVisible();
    const phone = lines.filter({ hasText: product(PHONE).name });
    await expect.element(phone.getByText(`${product(PHONE).name}, line total: ${formatRand(product(PHONE).price)}`)).toBeVisible();
    expect(summaryValue(screen, 'Subtotal')).toBe(formatRand(product(CHARGER).price * 3 + product(PHONE).price));
  });

  it('changes quantities with minus and plus, never below 1, and ships free from R 1 000', async () => {
    useCartStore.getState().add(CHARGER);
    const { screen } = await renderApp('/cart');
    const name = product(CHARGER).name;
    const minus = screen.getByRole('button', { name: `Decrease quantity of ${name}` });
    const plus = screen.getByRole('button', { name: `Increase quantity of ${name}` });
    await expect.element(minus).toHaveAttribute('aria-disabled', 'true');
    await minus.click({ force: true });
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
    await plus.click();
    await plus.click();
    await expect.element(screen.getByRole('group', { name: `Quantity of ${name}` })).toHaveTextContent('3');
    const subtotal = product(CHARGER).price * 3;
    expect(subtotal).toBeGreaterThanOrEqual(1_000_00);
    await expect.poll(() => summaryValue(screen, 'Subtotal')).toBe(formatRand(subtotal));
    expect(summaryValue(screen, 'Shipping')).toBe('Free');
    expect(summaryValue(screen, 'Total')).toBe(formatRand(subtotal));
    await expect.element(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });

  it('removes a line and clears the cart, with toasts', async () => {
    useCartStore.getState().add(CHARGER);
    useCartStore.getState().add(PHONE);
    const { screen } = await renderApp('/cart');
    await screen.getByRole('button', { name: `Remove ${product(CHARGER).name}` }).click();
    await expect.element(screen.getByText('Item removed from cart', { exact: true }).first()).toBeVisible();
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual([PHONE]);

    await screen.getByRole('button', { name: 'Clear Cart' }).click();
    await expect.element(screen.getByText('Cart cleared successfully', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  it('marks a team-price line and prices it at 60%, rounded down to a whole rand', async () => {
    useCartStore.getState().add(PHONE, { teamCode: 'K7M2Q9XA' });
    const { screen } = await renderApp('/cart');
    await expect.element(screen.getByText('Team price', { exact: true })).toBeVisible();
    // One unit per member at the team price: the stepper offers no more.
    await expect.element(screen.getByRole('button', { name: `Increase quantity of ${product(PHONE).name}` })).toHaveAttribute('aria-disabled', 'true');
    expect(summaryValue(screen, 'Subtotal')).toBe(formatRand(Math.floor((product(PHONE).price * 0.6) / 100) * 100));
  });

  it('moves on to order information on Proceed to Checkout', async () => {
    useCartStore.getState().add(PHONE);
    const { screen } = await renderApp('/cart');
    await screen.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
  });

  it('survives a corrupt saved cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"state":{"items":[{"id":"evil","quantity":-1}]},"version":1}');
    await useCartStore.persist.rehydrate();
    const { screen } = await renderApp('/cart');
    await expect.element(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });
});
