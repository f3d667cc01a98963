import '../../ui-kit/src/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProductCard, type ProductCardProduct } from '../../ui-kit/src/product-card';

const FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#ccc"/></svg>',
)}`;
const WORKING_IMAGE = FALLBACK.replace('%23ccc', '%23fff');

const pixel: ProductCardProduct = {
  id: 9,
  name: 'Google Pixel 8',
  brand: 'Google',
  description: 'Compact Android phone with the Tensor G3 chip and seven years of updates.',
  price: 12_999_00,
  originalPrice: 14_999_00,
  label: 'Sale',
  image: WORKING_IMAGE,
  imageAlt: 'Google Pixel 8, product illustration',
};

describe('ProductCard', () => {
  it('shows the product with a lazy image of fixed size, its label and both prices', async () => {
    const screen = await render(<ProductCard product={pixel} fallbackSrc={FALLBACK} />);
    const card = screen.getByRole('article', { name: 'Google Pixel 8' });
    const image = screen.getByRole('img', { name: 'Google Pixel 8, product illustration' });
    await expect.element(image).toHaveAttribute('loading', 'lazy');
    await expect.element(image).toHaveAttribute('width', '400');
    await expect.element(image).toHaveAttribute('height', '300');
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Google Pixel 8' })).toBeVisible();
    await expect.element(screen.getByText('Sale', { exact: true })).toBeVisible();
    await expect.element(card).toHaveTextContent(/Now R 12 999\s*Was R 14 999/);
    expect(screen.getByText('R 14 999').element().closest('s')).not.toBeNull();
  });

  it('loads the image at once and first with imagePriority, for the cards a page shows first', async () => {
    const screen = await render(<ProductCard product={pixel} imagePriority />);
    const image = screen.getByRole('img', { name: 'Google Pixel 8, product illustration' });
    await expect.element(image).toHaveAttribute('loading', 'eager');
    await expect.element(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws the label as a solid badge in the tone the app gives it, neutral without one', async () => {
    const screen = await render(
      <>
        <ProductCard product={pixel} labelVariant="danger" />
        <ProductCard product={{ ...pixel, id: 10, name: 'Refurbished Pixel', label: 'Refurbished' }} />
      </>,
    );
    const sale = screen.getByText('Sale', { exact: true });
    await expect.element(sale).toHaveAttribute('data-variant', 'danger');
    await expect.element(sale).toHaveAttribute('data-emphasis', 'solid');
    await expect.element(screen.getByText('Refurbished', { exact: true })).toHaveAttribute('data-variant', 'neutral');
  });

  it('shows one price, without Was/Now, when there is no reduction', async () => {
    const { originalPrice: _, label: __, ...regular } = pixel;
    const screen = await render(<ProductCard product={{ ...regular, price: 1_149_50 }} />);
    const card = screen.getByRole('article', { name: 'Google Pixel 8' });
    await expect.element(card).toHaveTextContent('R 1 149,50');
    await expect.element(card).not.toHaveTextContent('Was');
    await expect.element(card).not.toHaveTextContent('Now');
  });

  it('swaps a broken image for the fallback with its own alt text', async () => {
    const screen = await render(
      <ProductCard product={{ ...pixel, image: '/no-such-image.png' }} fallbackSrc={FALLBACK} />,
    );
    const fallback = screen.getByRole('img', { name: 'Product image not available' });
    await expect.element(fallback).toHaveAttribute('src', FALLBACK);
    await expect.element(fallback).toHaveAttribute('data-fallback', '');
  });

  it('shows a placeholder image when there is no fallback to load either', async () => {
    const screen = await render(<ProductCard product={{ ...pixel, image: '/no-such-image.png' }} />);
    await expect.element(screen.getByRole('img', { name: 'Product image not available' })).toBeVisible();
  });

  it('opens the details from the name, by keyboard or by clicking anywhere on the card', async () => {
    const onOpen = vi.fn();
    const screen = await render(<ProductCard product={pixel} onOpen={onOpen} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Google Pixel 8' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(pixel);
    await userEvent.click(screen.getByRole('img', { name: 'Google Pixel 8, product illustration' }), { force: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('toggles the wishlist and adds to cart without opening the details, and nests no controls', async () => {
    const onOpen = vi.fn();
    const onWishlistToggle = vi.fn();
    const onAddToCart = vi.fn();
    const props = { product: pixel, onOpen, onWishlistToggle, onAddToCart };
    const screen = await render(<ProductCard {...props} />);

    const heart = screen.getByRole('button', { name: 'Add Google Pixel 8 to wishlist' });
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onWishlistToggle).toHaveBeenCalledWith(pixel);

    await screen.rerender(<ProductCard {...props} wishlisted />);
    const filledHeart = screen.getByRole('button', { name: 'Remove Google Pixel 8 from wishlist' });
    await expect.element(filledHeart).toHaveAttribute('aria-pressed', 'true');

    const addToCart = screen.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect.element(addToCart).toHaveAccessibleDescription('Google Pixel 8');
    await userEvent.click(addToCart);
    expect(onAddToCart).toHaveBeenCalledWith(pixel);
    expect(onOpen).not.toHaveBeenCalled();

    const card = screen.getByRole('article').element();
    expect(card.querySelectorAll('button button, button a, a button, a a')).toHaveLength(0);
  });

  it('links to a details page when given an href', async () => {
    const screen = await render(<ProductCard product={pixel} href="#product-9" headingLevel="h2" />);
    await expect.element(screen.getByRole('link', { name: 'Google Pixel 8' })).toHaveAttribute('href', '#product-9');
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Google Pixel 8' })).toBeVisible();
  });

  it('with href and onOpen, opens the quick view on a plain click and leaves modified clicks to the browser', async () => {
    const onOpen = vi.fn();
    const followed: { ctrl: boolean; meta: boolean; shift: boolean; button: number; prevented: boolean }[] = [];
    const screen = await render(<ProductCard product={pixel} href="/product/9" onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Google Pixel 8' });
    await expect.element(link).toHaveAttribute('href', '/product/9');
    // Seen after the card's handler: whether the browser would still follow the link.
    const record = (event: MouseEvent) => {
      followed.push({
        ctrl: event.ctrlKey,
        meta: event.metaKey,
        shift: event.shiftKey,
        button: event.button,
        prevented: event.defaultPrevented,
      });
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      await link.click();
      expect(onOpen).toHaveBeenCalledWith(pixel);
      expect(followed.at(-1)?.prevented).toBe(true);

      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
        link.element().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
        expect(followed.at(-1)?.prevented).toBe(false);
      }
      link.element().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
      expect(followed.at(-1)?.prevented).toBe(false);
      expect(onOpen).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('lays the compact variant out as a row', async () => {
    const screen = await render(<ProductCard product={pixel} variant="compact" />);
    const card = screen.getByRole('article', { name: 'Google Pixel 8' });
    await expect.element(card).toHaveAttribute('data-variant', 'compact');
    expect(getComputedStyle(card.element()).flexDirection).toBe('row');
  });
});
