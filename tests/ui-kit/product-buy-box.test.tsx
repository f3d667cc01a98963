import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  ProductBuyBox,
  ProductBuyBoxActions,
  ProductBuyBoxAddToCart,
  ProductBuyBoxIndividual,
  ProductBuyBoxPrice,
  ProductBuyBoxQuantity,
  ProductBuyBoxRoot,
  ProductBuyBoxShare,
  ProductBuyBoxStock,
  ProductBuyBoxTabs,
  ProductBuyBoxTeam,
  ProductBuyBoxWishlist,
  type ProductBuyBoxRootProps,
  type ProductBuyBoxProduct,
} from '../../ui-kit/src/product-buy-box';
import { ProductBuyBox as ProductBuyBoxFromModal, ProductModal } from '../../ui-kit/src/product-modal';

const PRODUCT: ProductBuyBoxProduct = {
  id: 13,
  brand: 'Sony',
  name: 'Sony WH-1000XM5 Headphones',
  description: 'Noise cancelling over-ear headphones with 30 hours of battery.',
  price: 7_999_00,
  originalPrice: 8_999_00,
  image: '/storefront/public/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 Headphones, product illustration',
};

interface ComposedProps extends Partial<ProductBuyBoxRootProps> {
  onAddToCart?: (quantity: number, product: ProductBuyBoxProduct) => void;
  onWishlistToggle?: (product: ProductBuyBoxProduct) => void;
  copyText?: (text: string) => Promise<void>;
}

/** A page's own layout of the parts, with a second Add to Cart elsewhere (a phone's sticky bar). */
function Composed({ onAddToCart = () => undefined, onWishlistToggle = () => undefined, copyText, ...root }: ComposedProps) {
  return (
    <ProductBuyBoxRoot product={PRODUCT} headingLevel="h2" {...root}>
      <ProductBuyBoxTabs>
        <ProductBuyBoxIndividual>
          <ProductBuyBoxPrice />
          <ProductBuyBoxStock />
          <ProductBuyBoxActions>
            <ProductBuyBoxQuantity />
            <ProductBuyBoxAddToCart onAddToCart={onAddToCart} />
            <ProductBuyBoxWishlist onWishlistToggle={onWishlistToggle} />
          </ProductBuyBoxActions>
        </ProductBuyBoxIndividual>
        <ProductBuyBoxTeam teamPrice={4_799_40} teamMembers={3} onJoinTeam={() => undefined}>
          <ProductBuyBoxShare shareUrl="https://nexus.example/product/13" copyText={copyText} />
        </ProductBuyBoxTeam>
      </ProductBuyBoxTabs>
      <aside aria-label="Sticky bar">
        <ProductBuyBoxPrice size="sm" />
        <ProductBuyBoxAddToCart size="md" onAddToCart={onAddToCart}>
          Add {PRODUCT.name} to Cart
        </ProductBuyBoxAddToCart>
      </aside>
    </ProductBuyBoxRoot>
  );
}

const boxOf = () => document.querySelector('[data-slot="product-buy-box"]');

describe('ProductBuyBox parts', () => {
  it('compose into a buy box: price, stock, quantity, Add to Cart and the heart, each marked', async () => {
    await render(<Composed stock={{ state: 'low-stock', label: 'Only 3 left', available: 3 }} />);
    await expect.element(page.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Only 3 left', { exact: true })).toBeVisible();
    expect(boxOf()).toHaveAttribute('data-stock', 'low-stock');
    for (const slot of ['product-buy-box-tabs', 'product-buy-box-individual', 'product-buy-box-actions', 'product-buy-box-add', 'price', 'stock-status', 'quantity-stepper']) {
      expect(boxOf()?.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
  });

  it('add the quantity chosen in the box from either Add to Cart, by keyboard', async () => {
    const onAddToCart = vi.fn();
    await render(<Composed onAddToCart={onAddToCart} />);
    await page.getByRole('button', { name: `Increase quantity of ${PRODUCT.name}` }).click();
    await page.getByRole('button', { name: `Increase quantity of ${PRODUCT.name}` }).click();
    await expect.element(page.getByRole('group', { name: `Quantity of ${PRODUCT.name}` })).toHaveTextContent('Quantity: 3');
    page.getByRole('button', { name: 'Add to Cart', exact: true }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenLastCalledWith(3, PRODUCT);
    await page.getByRole('button', { name: `Add ${PRODUCT.name} to Cart` }).click();
    expect(onAddToCart).toHaveBeenLastCalledWith(3, PRODUCT);
    expect(onAddToCart).toHaveBeenCalledTimes(2);
  });

  it('share a quantity the app holds (quantity with onQuantityChange)', async () => {
    const onAddToCart = vi.fn();
    function Controlled() {
      const [quantity, setQuantity] = useState(4);
      return (
        <>
          <output aria-label="App quantity">{quantity}</output>
          <Composed quantity={quantity} onQuantityChange={setQuantity} onAddToCart={onAddToCart} />
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(page.getByRole('group', { name: `Quantity of ${PRODUCT.name}` })).toHaveTextContent('Quantity: 4');
    await page.getByRole('button', { name: `Decrease quantity of ${PRODUCT.name}` }).click();
    await expect.element(page.getByRole('status', { name: 'App quantity' })).toHaveTextContent('3');
    await page.getByRole('button', { name: `Add ${PRODUCT.name} to Cart` }).click();
    expect(onAddToCart).toHaveBeenCalledWith(3, PRODUCT);
  });

  it('never add more than is left, and the quantity stops there', async () => {
    const onAddToCart = vi.fn();
    await render(<Composed quantity={5} stock={{ state: 'low-stock', label: 'Only 2 left', available: 2 }} onAddToCart={onAddToCart} />);
    await expect.element(page.getByRole('group', { name: `Quantity of ${PRODUCT.name}` })).toHaveTextContent('Quantity: 2');
    await expect.element(page.getByRole('button', { name: `Increase quantity of ${PRODUCT.name}` })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    expect(onAddToCart).toHaveBeenCalledWith(2, PRODUCT);
  });

  it('disable every Add to Cart while out of stock; the heart still works', async () => {
    const onAddToCart = vi.fn();
    const onWishlistToggle = vi.fn();
    await render(<Composed stock={{ state: 'out-of-stock', label: 'Out of stock' }} onAddToCart={onAddToCart} onWishlistToggle={onWishlistToggle} />);
    await expect.element(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: `Add ${PRODUCT.name} to Cart` })).toBeDisabled();
    expect(boxOf()).toHaveAttribute('data-stock', 'out-of-stock');
    await page.getByRole('button', { name: `Add ${PRODUCT.name} to wishlist` }).click();
    expect(onWishlistToggle).toHaveBeenCalledWith(PRODUCT);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('mark a copied link on the Copy link button and on the box', async () => {
    await render(<Composed copyText={async () => undefined} />);
    await page.getByRole('tab', { name: 'Team Buy' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Invite friends to your team' })).toBeVisible();
    expect(page.getByRole('tabpanel').element()).toHaveAttribute('data-team-complete', '');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(boxOf()).toHaveAttribute('data-copied', '');
    await expect.element(page.getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-copied', '');
  });

  it('tell a part used outside ProductBuyBoxRoot where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<ProductBuyBoxPrice />)).toThrow('ProductBuyBoxPrice must be used inside ProductBuyBoxRoot');
    expect(() => renderToString(<ProductBuyBoxAddToCart onAddToCart={() => undefined} />)).toThrow(
      'ProductBuyBoxAddToCart must be used inside ProductBuyBoxRoot',
    );
  });

  it('make up the box the product-modal entry and ProductModal.BuyBox use', () => {
    expect(ProductBuyBoxFromModal).toBe(ProductBuyBox);
    const html = renderToString(
      <ProductModal.BuyBox product={PRODUCT} onAddToCart={() => undefined} teamPrice={1} teamMembers={1} onJoinTeam={() => undefined} shareUrl="/p/13" />,
    );
    for (const slot of ['product-buy-box', 'product-buy-box-tabs', 'product-buy-box-individual', 'product-buy-box-add']) {
      expect(html).toContain(`data-slot="${slot}"`);
    }
  });
});
