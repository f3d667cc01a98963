import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getProduct } from '../../storefront/core/catalogue';
import { API, COUPON_REFUSED, type CouponCheckRequest } from '../../storefront/core/contract/api';
import { linesFromItems, priceCart } from '../../storefront/core/domain';
import { formatRand } from '../../storefront/core/domain/money';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { useSpinStore } from '../../storefront/src/stores/spin-store';
import { json, mockPaymentApi, ORDER_INFO, receiptFor, resetCheckoutStores } from './checkout-payment-api';
import { renderApp } from './test-utils';

const LAPTOP = 1;
const WON = 'NEXUS-AB12CD34';

/** The server's coupon check: WON is worth R 1 000, anything else is refused. Returns the codes asked about. */
function serverChecksCoupons(): string[] {
  const asked: string[] = [];
  const fetch = vi.mocked(globalThis.fetch);
  const payments = fetch.getMockImplementation();
  fetch.mockImplementation(async (input, init) => {
    if (String(input) !== API.checkCoupon) return payments!(input, init);
    const body = JSON.parse(String(init?.body)) as CouponCheckRequest;
    asked.push(body.code);
    if (body.code !== WON) return json(422, { error: COUPON_REFUSED, code: 'coupon_refused' });
    const totals = priceCart(linesFromItems(body.items, getProduct).lines, { discount: { kind: 'voucher', value: 1_000_00 } });
    return json(200, { code: WON, kind: 'voucher', discount: totals.discount, totals });
  });
  return asked;
}

describe('Coupon code in the payment stage', () => {
  beforeEach(() => {
    resetCheckoutStores();
    // A page load with empty storage: no coupon from the wheel.
    useSpinStore.getState().load();
    useCartStore.getState().add(LAPTOP);
    useCheckoutStore.getState().confirm(ORDER_INFO);
  });
  afterEach(() => vi.restoreAllMocks());

  it('applies the wheel’s coupon, shows the discount, and pays with it', async () => {
    useSpinStore.getState().recordSpin(2, WON);
    const requests = mockPaymentApi((request) => json(200, receiptFor(request)));
    const asked = serverChecksCoupons();
    const { screen } = await renderApp('/checkout/payment');

    await expect.element(screen.getByText(`Coupon ${WON} applied`)).toBeVisible();
    expect(asked).toEqual([WON]);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await expect.element(summary.getByText(`Discount (${WON})`)).toBeVisible();
    await expect.element(summary.getByText('−R 1 000')).toBeVisible();
    const discounted = getProduct(LAPTOP)!.price - 1_000_00;
    await expect.element(screen.getByText('Total to pay').element().parentElement!).toHaveTextContent(formatRand(discounted));

    await userEvent.fill(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Expiry date' }), '12/34');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await screen.getByRole('button', { name: 'Pay Now' }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]?.couponCode).toBe(WON);
    // The paid order empties the cart: wait for it here, or it would empty the next test's cart.
    await expect.poll(() => useCartStore.getState().items).toEqual([]);
  });

  it('removes the coupon: no discount, and the payment goes without it', async () => {
    useSpinStore.getState().recordSpin(2, WON);
    mockPaymentApi((request) => json(200, receiptFor(request)));
    serverChecksCoupons();
    const { screen } = await renderApp('/checkout/payment');
    await screen.getByRole('button', { name: `Remove coupon ${WON}` }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    await expect.element(screen.getByRole('region', { name: 'Order Summary' }).getByText(/^Discount/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal for a code that does not work', async () => {
    mockPaymentApi((request) => json(200, receiptFor(request)));
    const asked = serverChecksCoupons();
    const { screen } = await renderApp('/checkout/payment');
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.fill(field, 'NEXUS-GUESSED1');
    await screen.getByRole('button', { name: 'Apply' }).click();
    await expect.element(field).toHaveAccessibleDescription(COUPON_REFUSED);
    expect(asked).toEqual(['NEXUS-GUESSED1']);
    await expect.element(screen.getByRole('region', { name: 'Order Summary' }).getByText(/^Discount/)).not.toBeInTheDocument();
  });
});
