import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PRODUCTS, productsInCategory } from '../../storefront/core/catalogue/products';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { WISHLIST_STORAGE_KEY } from '../../storefront/src/stores/wishlist-store';
import { chooseSort, renderApp, resetStores } from './test-utils';

const laptops = productsInCategory('laptops');

function listing(screen: Awaited<ReturnType<typeof renderApp>>['screen'], name: string) {
  return screen.getByRole('region', { name: `Products in category: ${name}` });
}

function names(region: ReturnType<typeof listing>): string[] {
  return region.getByRole('article').elements().map((card) => card.querySelector('h2, h3')?.textContent ?? '');
}

describe('category page', () => {
  beforeEach(resetStores);

  it('lists the category under its title and sets the document title', async () => {
    const { screen } = await renderApp('/category/laptops');
    const region = listing(screen, 'Laptops');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    await expect.poll(() => names(region)).toEqual(laptops.map((product) => product.name));
    await expect.poll(() => document.title).toBe('Laptops | Nexus');
  });

  it('loads the pictures of the first screenful at once and first, the rest lazily, the recommendations too', async () => {
    const { screen } = await renderApp('/category');
    const region = listing(screen, 'All');
    await expect.element(region).toBeVisible();
    const loading = region.getByRole('article').elements().map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
    expect(region.getByRole('article').elements()[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const recommended = screen.getByRole('region', { name: 'Recommended Products' }).getByRole('img').elements();
    expect(new Set(recommended.map((image) => image.getAttribute('loading')))).toEqual(new Set(['lazy']));
  });

  it('lists every product as All at /category', async () => {
    const { screen } = await renderApp('/category');
    const region = listing(screen, 'All');
    await expect.element(region).toBeVisible();
    expect(region.getByRole('article').elements()).toHaveLength(PRODUCTS.length);
  });

  it('filters by a maximum price in whole rand, keeps it in the URL, and clears it', async () => {
    const { screen, router } = await renderApp('/category/laptops');
    const region = listing(screen, 'Laptops');
    const maxPrice = screen.getByRole('spinbutton', { name: 'Max price (R)' });
    await expect.element(maxPrice).toHaveAttribute('min', '0');
    await userEvent.fill(maxPrice, '15000');
    const affordable = laptops.filter((product) => product.price <= 15_000_00).map((product) => product.name);
    expect(affordable.length).toBeGreaterThan(0);
    expect(affordable.length).toBeLessThan(laptops.length);
    await expect.poll(() => names(region)).toEqual(affordable);
    expect(router.state.location.search).toBe('?maxPrice=15000');
    await expect.element(screen.getByRole('status').filter({ hasText: 'products' })).toHaveTextContent(
      `${affordable.length} products at or under R 15 000`,
    );

    await screen.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => names(region)).toHaveLength(laptops.length);
    await expect.poll(() => (maxPrice.element() as HTMLInputElement).value).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('shows a way out when nothing is that cheap', async () => {
    const { screen } = await renderApp('/category/laptops?maxPrice=10');
    await expect.element(screen.getByRole('heading', { name: 'No products at or under R 10' })).toBeVisible();
    await screen.getByRole('button', { name: 'Clear filter' }).click();
    await expect.poll(() => names(listing(screen, 'Laptops'))).toHaveLength(laptops.length);
  });

  it('restores filter and sort from the URL and sorts by price and name', async () => {
    const { screen, router } = await renderApp('/category/laptops?maxPrice=30000&sort=price-desc');
    const region = listing(screen, 'Laptops');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await expect.element(sort).toHaveDisplayValue('Price: high to low');
    await expect.element(screen.getByRole('spinbutton', { name: 'Max price (R)' })).toHaveValue(30000);
    const byPriceDesc = laptops
      .filter((product) => product.price <= 30_000_00)
      .sort((a, b) => b.price - a.price)
      .map((product) => product.name);
    expect(names(region)).toEqual(byPriceDesc);

    await chooseSort(sort, 'Price: low to high');
    await expect.poll(() => names(region)).toEqual([...byPriceDesc].reverse());
    expect(router.state.location.search).toBe('?maxPrice=30000&sort=price-asc');

    await chooseSort(sort, 'Name: A to Z');
    await expect.poll(() => names(region)).toEqual([...byPriceDesc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    await chooseSort(sort, 'Featured');
    await expect.poll(() => router.state.location.search).toBe('?maxPrice=30000');
  });

  it('ignores a malformed price or sort in the URL', async () => {
    const { screen } = await renderApp('/category/laptops?maxPrice=abc&sort=cheapest');
    await expect.element(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Featured');
    expect(names(listing(screen, 'Laptops'))).toHaveLength(laptops.length);
  });

  it.each([
    ['television', '/category/televisions', 'Televisions'],
    ['mobilephones', '/category/mobile-phones', 'Mobile Phones'],
    ['LAPTOPS', '/category/LAPTOPS', 'Laptops'],
  ])('reads /category/%s as %s', async (param, path, name) => {
    const { screen, router } = await renderApp(`/category/${param}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: `Products in category: ${name}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('says so for an unknown category and links to the real ones', async () => {
    const { screen } = await renderApp('/category/gadgets');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'No such category' })).toBeVisible();
    await expect.element(screen.getByText(/no category called “gadgets”/)).toBeVisible();
    const links = screen.getByRole('list', { name: 'Our categories' }).getByRole('link');
    expect(links.elements().map((link) => link.getAttribute('href'))).toContain('/category/home-technology');
    expect(links.elements()).toHaveLength(9);
    await expect.poll(() => document.title).toBe('Category not found | Nexus');
  });

  it('toggles the wishlist heart with toasts and adds to the cart', async () => {
    const { screen } = await renderApp('/category/laptops');
    const first = laptops[0];
    if (!first) throw new Error('Test needs a laptop');
    const card = listing(screen, 'Laptops').getByRole('article', { name: first.name });

    await card.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
    await expect.element(screen.getByText(`${first.name} added to wishlist`, { exact: true }).first()).toBeVisible();
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([String(first.id)]);
    await card.getByRole('button', { name: `Remove ${first.name} from wishlist` }).click();
    await expect.element(screen.getByText(`${first.name} removed from wishlist`, { exact: true }).first()).toBeVisible();

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.element(screen.getByText(`${first.name} added to cart`, { exact: true }).first()).toBeVisible();
    expect(useCartStore.getState().items).toEqual([{ id: first.id, quantity: 1, team: false }]);
    const badge = screen.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: 'Cart, 1 item' });
    await expect.element(badge).toHaveAttribute('href', '/cart');
  });

  it('has the help banner, four recommended products, brand news and the support block', async () => {
    const { screen } = await renderApp('/category/cameras');
    await expect.element(screen.getByRole('link', { name: 'Visit Help & Advice' })).toHaveAttribute('href', '/help-and-advice');
    const recommended = screen.getByRole('region', { name: 'Recommended Products' });
    expect(recommended.getByRole('article').elements().map((card) => card.querySelector('h2, h3')?.textContent)).toEqual(
      PRODUCTS.slice(0, 4).map((product) => product.name),
    );
    const news = screen.getByRole('region', { name: 'Brand news for you' });
    await expect.element(news.getByRole('link', { name: /Health & Fitness/ })).toHaveAttribute('href', '/category/accessories');
    await expect.element(news.getByRole('link', { name: /Home Technology/ })).toHaveAttribute('href', '/category/home-technology');
    await expect.element(screen.getByRole('region', { name: 'We are here to help' })).toBeVisible();
  });
});
