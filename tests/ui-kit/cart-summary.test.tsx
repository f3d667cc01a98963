import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CartSummary, type CartSummaryTotals } from '../../ui-kit/src/cart-summary';

/** The rows of the summary as [term, value] pairs, read from the description list. */
function rows(section: Element): [string, string][] {
  return [...section.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

const inclusive: CartSummaryTotals = {
  itemCount: 2,
  subtotal: 1_149_50,
  shipping: 0,
  vat: 149_93,
  total: 1_149_50,
  vatMode: 'inclusive',
};

describe('CartSummary', () => {
  it('lists the totals in rand with VAT marked as included and free shipping', async () => {
    const screen = await render(<CartSummary totals={inclusive} vatRatePercent={15} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
    expect(rows(summary.element())).toEqual([
      ['Subtotal', 'R 1 149,50'],
      ['Shipping', 'Free'],
      ['VAT (15%, included)', 'R 149,93'],
      ['Total', 'R 1 149,50'],
    ]);
    await expect.element(summary).toHaveAttribute('data-vat-mode', 'inclusive');
  });

  it('shows VAT on top and paid shipping', async () => {
    const screen = await render(
      <CartSummary
        vatRatePercent={15}
        totals={{ itemCount: 1, subtotal: 500_00, shipping: 99_00, vat: 75_00, total: 674_00, vatMode: 'on-top' }}
      />,
    );
    expect(rows(screen.getByRole('region', { name: 'Order Summary' }).element())).toEqual([
      ['Subtotal', 'R 500'],
      ['Shipping', 'R 99'],
      ['VAT (15%)', 'R 75'],
      ['Total', 'R 674'],
    ]);
  });

  it('shows zero, not Free, for an empty cart', async () => {
    const screen = await render(
      <CartSummary totals={{ itemCount: 0, subtotal: 0, shipping: 0, vat: 0, total: 0, vatMode: 'inclusive' }} />,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(rows(summary.element())[1]).toEqual(['Shipping', 'R 0']);
    await expect.element(summary).toHaveAttribute('data-empty', '');
  });

  it('renders the expected delivery and the actions it is given', async () => {
    const screen = await render(
      <CartSummary totals={inclusive} expectedDelivery="Expected delivery: Thursday, May 2">
        <button type="button">Proceed to Checkout</button>
      </CartSummary>,
    );
    await expect.element(screen.getByText('Expected delivery: Thursday, May 2')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  });
});
