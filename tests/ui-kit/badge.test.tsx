import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge, badgeVariantForLabel, PRODUCT_LABELS } from '../../ui-kit/src/badge';

describe('Badge', () => {
  it('maps every product label to its own variant', () => {
    const variants = PRODUCT_LABELS.map(badgeVariantForLabel);
    expect(variants).toEqual(['new', 'sale', 'best-choice', 'hot-seller', 'bestseller']);
  });

  it('shows its text and exposes the variant, neutral by default', async () => {
    const screen = await render(
      <>
        <Badge variant={badgeVariantForLabel('Hot Seller')}>Hot Seller</Badge>
        <Badge>In stock</Badge>
      </>,
    );
    await expect.element(screen.getByText('Hot Seller')).toHaveAttribute('data-variant', 'hot-seller');
    await expect.element(screen.getByText('In stock')).toHaveAttribute('data-variant', 'neutral');
  });
});
