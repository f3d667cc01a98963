import { ShoppingCart } from '../../ui-kit/src/icons';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EmptyState } from '../../ui-kit/src/empty-state';

describe('EmptyState', () => {
  it('shows a heading, text and action, with the icon hidden from assistive technology', async () => {
    const screen = await render(
      <EmptyState
        icon={<ShoppingCart data-testid="icon" />}
        title="Your cart is empty"
        text="Find something you like."
        action={<a href="/">Continue Shopping</a>}
      />,
    );
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await expect.element(screen.getByText('Find something you like.')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes a heading level that fits the page', async () => {
    const screen = await render(<EmptyState headingLevel="h3" title='No products found for "zzz"' />);
    await expect.element(screen.getByRole('heading', { level: 3, name: 'No products found for "zzz"' })).toBeVisible();
  });
});
