import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { getProduct } from '../../storefront/core/catalogue/products';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { useOrdersStore } from '../../storefront/src/stores/orders-store';
import { json, ORDER_INFO, orderFor, receiptFor, resetCheckoutStores } from './checkout-payment-api';
import { renderApp } from './test-utils';

/**
 * Prices include VAT, and delivery is taxable, so the VAT the summary shows is 15/115 of the
 * whole total, delivery included (docs/decisions.md, Prices and totals). Checked where a shopper reads it
 * (the cart, the order information and payment stages, the order page) on a 375px phone and a 1280px
 * screen, with every figure whole on the screen.
 */

const POWER_BANK = 37;

/** The figures worked out by hand, not by the pricing module. */
const CASES = [
  {
    what: 'R 849 + R 99 delivery',
    quantity: 1,
    // 948 × 15 / 115 = 123,652…
    rows: { Subtotal: 'R 849', Shipping: 'R 99', 'VAT (15%, included)': 'R 123,65', Total: 'R 948' },
    totalCents: 948_00,
    vatCents: 123_65,
  },
  {
    what: 'two at R 849, delivery free',
    quantity: 2,
    // 1 698 × 15 / 115 = 221,478…
    rows: { Subtotal: 'R 1 698', Shipping: 'Free', 'VAT (15%, included)': 'R 221,48', Total: 'R 1 698' },
    totalCents: 1_698_00,
    vatCents: 221_48,
  },
] as const;

const WIDTHS = [375, 1280] as const;

/** The summary's rows as shown: term → figure. */
function rowsOf(summary: Element): Record<string, string> {
  return Object.fromEntries(
    [...summary.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
  );
}

/** Every term and figure lies whole inside the screen and inside its own box: nothing cut off or hidden. */
function expectAllFiguresVisible(summary: Element) {
  const box = summary.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  const cells = [...summary.querySelectorAll('dt, dd')] as HTMLElement[];
  expect(cells.length).toBeGreaterThanOrEqual(8);
  for (const cell of cells) {
    const rect = cell.getBoundingClientRect();
    const label = cell.textContent;
    expect(rect.width, `${label} has no width`).toBeGreaterThan(0);
    expect(rect.left, `${label} starts off the screen`).toBeGreaterThanOrEqual(box.left);
    expect(rect.right, `${label} runs out of the summary`).toBeLessThanOrEqual(box.right + 0.5);
    // Text wider than its box would be clipped or spill over its neighbour.
    expect(cell.scrollWidth, `${label} is cut off`).toBeLessThanOrEqual(cell.clientWidth + 1);
    // On one line: a figure broken over two lines ('R 1' / '698') is not readable as one.
    const lineHeight = Number.parseFloat(getComputedStyle(cell).lineHeight);
    expect(rect.height, `${label} wraps`).toBeLessThan(lineHeight * 1.5);
    expect(getComputedStyle(cell).visibility).toBe('visible');
  }
  // The page itself does not scroll sideways to reach them.
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

async function expectSummary(summary: Locator, expected: (typeof CASES)[number]) {
  await expect.element(summary).toBeVisible();
  summary.element().scrollIntoView({ block: 'center' });
  expect(rowsOf(summary.element())).toEqual(expected.rows);
  expectAllFiguresVisible(summary.element());
}

function serveOrder(quantity: number) {
  const request = { items: [{ id: POWER_BANK, quantity }], paymentMethodId: 'pm_card_visa', idempotencyKey: `key-vat-${quantity}`, customer: ORDER_INFO };
  const order = orderFor(request, receiptFor(request, quantity === 1 ? 'NX-VAT00001' : 'NX-VAT00002'));
  const original = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    return url.pathname === `/api/orders/${order.orderNumber}` ? json(200, order) : original(input, init);
  });
  useOrdersStore.getState().remember({ orderNumber: order.orderNumber, email: order.email, placedAt: order.placedAt });
  return order;
}

it('works the example out by hand: VAT is 15/115 of the total with delivery', () => {
  expect(getProduct(POWER_BANK)?.price).toBe(849_00);
  for (const { totalCents, vatCents } of CASES) expect(Math.round((totalCents * 15) / 115)).toBe(vatCents);
});

for (const width of WIDTHS) {
  describe(`at ${width}px wide`, () => {
    beforeEach(async () => {
      resetCheckoutStores();
      await page.viewport(width, 800);
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await page.viewport(1280, 800);
    });

    for (const expected of CASES) {
      describe(expected.what, () => {
        beforeEach(() => {
          for (let unit = 0; unit < expected.quantity; unit += 1) useCartStore.getState().add(POWER_BANK);
        });

        it('the cart', async () => {
          const { screen } = await renderApp('/cart');
          await expectSummary(screen.getByRole('region', { name: 'Order Summary' }), expected);
        });

        it('the order information stage', async () => {
          const { screen } = await renderApp('/checkout/details');
          await expect.element(screen.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
          await expectSummary(screen.getByRole('region', { name: 'Order Summary' }), expected);
        });

        it('the payment stage', async () => {
          useCheckoutStore.getState().confirm(ORDER_INFO);
          const { screen } = await renderApp('/checkout/payment');
          await expect.element(screen.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
          await expectSummary(screen.getByRole('region', { name: 'Order Summary' }), expected);
        });

        it('the order page', async () => {
          const order = serveOrder(expected.quantity);
          expect(order.totals).toMatchObject({ total: expected.totalCents, vat: expected.vatCents });
          const { screen } = await renderApp(`/orders/${order.orderNumber}`);
          await expectSummary(screen.getByRole('region', { name: 'Order summary' }), expected);
        });
      });
    }
  });
}
