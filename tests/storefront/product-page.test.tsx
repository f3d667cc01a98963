import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getProduct } from '../../storefront/src/catalogue/products';
import { formatRand } from '../../storefront/src/domain/money';
import { teamPrice } from '../../storefront/src/domain/pricing';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useWishlistStore } from '../../storefront/src/stores/wishlist-store';
import { renderApp, resetStores } from './test-utils';

const PHONE = 9;

function product(id: number) {
  const found = getProduct(id);
  if (!found) throw new Error(`Test needs product ${id}`);
  return found;
}

function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('product page', () => {
  beforeEach(resetStores);

  it('shows the product at its URL with a title and meta description for sharing', async () => {
    const { screen } = await renderApp(`/product/${PHONE}`);
    const dialog = screen.getByRole('dialog', { name: product(PHONE).name });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('heading', { level: 1, name: product(PHONE).name })).toBeVisible();
    await expect.element(screen.getByRole('main').getByText(formatRand(product(PHONE).price), { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mobile Phones' })).toHaveAttribute(
      'href',
      '/category/mobile-phones',
    );
    await expect.poll(() => document.title).toBe(`${product(PHONE).name} | Nexus`);
    await expect.poll(metaDescription).toBe(product(PHONE).description);

    await screen.getByRole('button', { name: 'Buy or team up' }).click();
    await expect.element(screen.getByRole('dialog', { name: product(PHONE).name })).toBeVisible();
  });

  it('restores the site description when the shopper leaves the product', async () => {
    const before = metaDescription();
    const { router } = await renderApp(`/product/${PHONE}`);
    await expect.poll(metaDescription).toBe(product(PHONE).description);
    await router.navigate('/category');
    await expect.poll(metaDescription).toBe(before);
  });

  it.each(['999999', 'abc', '01', '1e1'])('shows a clear not-found state for /product/%s', async (id) => {
    const { screen } = await renderApp(`/product/${id}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/category');
    await expect.poll(() => document.title).toBe('Product not found | Nexus');
  });

  it('buys individually: quantity, Add to Cart and the wishlist heart', async () => {
    const { screen } = await renderApp(`/product/${PHONE}`);
    const dialog = screen.getByRole('dialog', { name: product(PHONE).name });
    await dialog.getByRole('button', { name: `Increase quantity of ${product(PHONE).name}` }).click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    expect(useCartStore.getState().items).toEqual([{ id: PHONE, quantity: 2, team: false }]);
    await expect.element(screen.getByText(`${product(PHONE).name} added to cart`, { exact: true }).first()).toBeVisible();

    await dialog.getByRole('button', { name: `Add ${product(PHONE).name} to wishlist` }).click();
    expect(useWishlistStore.getState().ids).toEqual([String(PHONE)]);
    await expect.element(dialog.getByRole('button', { name: `Remove ${product(PHONE).name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  });

  it('builds a team of 3 and adds the product at the team price', async () => {
    const { screen } = await renderApp(`/product/${PHONE}`);
    const dialog = screen.getByRole('dialog', { name: product(PHONE).name });
    await dialog.getByRole('tab', { name: 'Team Buy' }).click();
    await expect.element(dialog.getByText(formatRand(teamPrice(product(PHONE).price)))).toBeVisible();
    const progress = dialog.getByRole('progressbar', { name: 'Team members' });
    await expect.element(progress).toHaveAttribute('aria-valuenow', '1');
    const join = dialog.getByRole('button', { name: 'Join Team' });
    await join.click();
    await expect.element(progress).toHaveAttribute('aria-valuenow', '2');
    await join.click();
    await expect.element(progress).toHaveAttribute('aria-valuenow', '3');
    await expect.element(dialog.getByText('Team complete! You got 40% discount!')).toBeVisible();

    await dialog.getByRole('button', { name: 'Add to Cart at team price' }).click();
    expect(useCartStore.getState().items).toEqual([{ id: PHONE, quantity: 1, team: true }]);
    await expect.element(screen.getByText(`${product(PHONE).name} added to cart`, { exact: true }).first()).toBeVisible();
  });

  it('shares the product page address', async () => {
    const { screen } = await renderApp(`/product/${PHONE}`);
    const dialog = screen.getByRole('dialog', { name: product(PHONE).name });
    await dialog.getByRole('tab', { name: 'Team Buy' }).click();
    const whatsapp = dialog.getByRole('link', { name: /WhatsApp/ }).element().getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain(`${window.location.origin}/product/${PHONE}`);
  });
});
