import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProduct } from '../../storefront/core/catalogue/products';
import { formatRand } from '../../storefront/core/domain/money';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useWishlistStore, WISHLIST_STORAGE_KEY } from '../../storefront/src/stores/wishlist-store';
import { renderApp, resetStores } from './test-utils';

function product(id: number) {
  const found = getProduct(id);
  if (!found) throw new Error(`Test needs product ${id}`);
  return found;
}

function seedWishlist(ids: unknown) {
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  void useWishlistStore.persist.rehydrate();
}

describe('wishlist page', () => {
  beforeEach(resetStores);
  afterEach(() => vi.restoreAllMocks());

  it('shows the empty state with a way back to the shop', async () => {
    const { screen } = await renderApp('/wishlist');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
    await expect.poll(() => document.title).toBe('Wishlist | Nexus');
  });

  it('lists saved products with image, name, description and price, skipping unknown ids', async () => {
    seedWishlist(['13', '999999', '40']);
    const { screen } = await renderApp('/wishlist');
    const main = screen.getByRole('main');
    for (const id of [13, 40]) {
      const card = main.getByRole('article', { name: product(id).name });
      await expect.element(card.getByRole('img', { name: product(id).imageAlt })).toBeVisible();
      await expect.element(card.getByText(product(id).description)).toBeInTheDocument();
      await expect.element(card.getByText(formatRand(product(id).price))).toBeVisible();
    }
    expect(main.getByRole('article').elements()).toHaveLength(2);
  });

  it('removes with the heart, rewriting storage and telling the shopper', async () => {
    seedWishlist(['13', '40']);
    const updated = vi.fn();
    window.addEventListener('wishlistUpdated', updated);
    const { screen } = await renderApp('/wishlist');
    await screen.getByRole('button', { name: `Remove ${product(13).name} from wishlist` }).click();
    window.removeEventListener('wishlistUpdated', updated);
    await expect.element(screen.getByText('Product removed from wishlist', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByRole('article', { name: product(13).name })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null')).toEqual(['40']);
    expect(updated).toHaveBeenCalled();
    await expect.element(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  it('adds a saved product to the cart', async () => {
    seedWishlist(['40']);
    const { screen } = await renderApp('/wishlist');
    await screen.getByRole('article', { name: product(40).name }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect.element(screen.getByText(`${product(40).name} added to cart`, { exact: true }).first()).toBeVisible();
    expect(useCartStore.getState().items).toEqual([{ id: 40, quantity: 1, team: false }]);
  });

  it('follows changes made in another tab', async () => {
    const { screen } = await renderApp('/wishlist');
    await expect.element(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['13']));
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    await expect.element(screen.getByRole('article', { name: product(13).name })).toBeVisible();
  });

  it('shows corrupt storage as an empty wishlist', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, '{oops');
    void useWishlistStore.persist.rehydrate();
    const { screen } = await renderApp('/wishlist');
    await expect.element(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  });

  it('raises an error toast when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    void useWishlistStore.persist.rehydrate();
    const { screen } = await renderApp('/wishlist');
    await expect.element(screen.getByText('Failed to load wishlist products', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to load wishlist products');
  });
});
