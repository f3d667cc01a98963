import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { searchProducts } from '../../storefront/core/domain/search';

const cardNames = (): (string | null | undefined)[] =>
  [...document.querySelectorAll('main article')].map((card) => card.querySelector('h2, h3')?.textContent);
import { chooseSort, renderApp, resetStores } from './test-utils';

describe('search page', () => {
  beforeEach(resetStores);

  it('shows the matches for the query under its title', async () => {
    const { screen } = await renderApp('/search?query=sony');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Search Results for: "sony"' })).toBeVisible();
    const expected = searchProducts(PRODUCTS, 'sony').map((product) => product.name);
    expect(expected.length).toBeGreaterThan(1);
    const cards = screen.getByRole('main').getByRole('article');
    expect(cards.elements().map((card) => card.querySelector('h2, h3')?.textContent)).toEqual(expected);
    await expect.element(screen.getByRole('status').filter({ hasText: 'found' })).toHaveTextContent(`${expected.length} products found`);
    await expect.poll(() => document.title).toBe('Search: sony | Nexus');
  });

  it('matches case-insensitively and opens the product dialog from a result', async () => {
    const { screen } = await renderApp('/search?query=MACBOOK%20AIR');
    const first = searchProducts(PRODUCTS, 'macbook air')[0];
    if (!first) throw new Error('Test needs a MacBook Air');
    await screen.getByRole('link', { name: first.name, exact: true }).click();
    const dialog = screen.getByRole('dialog', { name: first.name });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says nothing was found and suggests other keywords', async () => {
    const { screen } = await renderApp('/search?query=zzqx');
    await expect.element(screen.getByRole('heading', { name: 'No products found for "zzqx"' })).toBeVisible();
    await expect.element(screen.getByText('Try different keywords')).toBeVisible();
    expect(screen.getByRole('main').getByRole('article').elements()).toHaveLength(0);
  });

  it('shows a hostile query as text, never as markup', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const { screen } = await renderApp(`/search?query=${encodeURIComponent(hostile)}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: `Search Results for: "${hostile}"` })).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('asks for a query when there is none', async () => {
    const { screen } = await renderApp('/search?query=%20%20');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect.element(screen.getByText('Type what you are looking for in the search box above.')).toBeVisible();
  });

  it('says which spelling it searched when the query as typed finds nothing', async () => {
    const { screen } = await renderApp('/search?query=samsng');
    await expect.element(screen.getByText(/No exact matches for "samsng"\. Did you mean/)).toBeVisible();
    const suggestion = screen.getByRole('link', { name: 'samsung', exact: true });
    await expect.element(suggestion).toHaveAttribute('href', '/search?query=samsung');
    const samsung = PRODUCTS.filter((product) => product.brand === 'Samsung').map((product) => product.name);
    expect([...cardNames()].sort()).toEqual([...samsung].sort());
  });

  it('filters by price, brand and category, sorts, and keeps it all in the URL', async () => {
    const { screen, router } = await renderApp('/search?query=phone');
    const phones = searchProducts(PRODUCTS, 'phone');
    await expect.poll(cardNames).toEqual(phones.map((product) => product.name));

    await screen.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /Mobile Phones/ }).click();
    await screen.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /Samsung/ }).click();
    await chooseSort(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await userEvent.fill(screen.getByRole('spinbutton', { name: 'Max price (R)' }), '20000');
    const expected = phones
      .filter((product) => product.category === 'mobile-phones' && product.brand === 'Samsung' && product.price <= 20_000_00)
      .sort((a, b) => a.price - b.price);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(cardNames).toEqual(expected.map((product) => product.name));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'query=phone&category=mobile-phones&brand=Samsung&sort=price-asc&maxPrice=20000',
    );
    await expect.element(screen.getByRole('status').filter({ hasText: 'found' })).toHaveTextContent(
      `${expected.length} product${expected.length === 1 ? '' : 's'} found at or under R 20 000 in Samsung, Mobile Phones`,
    );
  });

  it('restores filters from the URL and counts each choice within the others', async () => {
    const { screen } = await renderApp('/search?query=samsung&category=televisions&category=monitors&sort=name');
    const expected = searchProducts(PRODUCTS, 'samsung')
      .filter((product) => product.category === 'televisions' || product.category === 'monitors')
      .sort((a, b) => a.name.localeCompare(b.name));
    await expect.poll(cardNames).toEqual(expected.map((product) => product.name));
    const categories = screen.getByRole('group', { name: 'Category' });
    await expect.element(categories.getByRole('checkbox', { name: /Televisions/ })).toBeChecked();
    await expect.element(categories.getByRole('checkbox', { name: /Mobile Phones \(2\)/ })).not.toBeChecked();
  });

  it('takes a budget from the words and lets the shopper lift it', async () => {
    const { screen } = await renderApp('/search?query=phone%20under%20R15000');
    const maxPrice = screen.getByRole('spinbutton', { name: 'Max price (R)' });
    await expect.element(maxPrice).toHaveValue(15000);
    await expect.poll(() => document.querySelectorAll('main article').length).toBeGreaterThan(0);
    const prices = searchProducts(PRODUCTS, 'phone under R15000').map((product) => product.name);
    await expect.poll(cardNames).toEqual(prices);
    await screen.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => cardNames().length).toBe(searchProducts(PRODUCTS, 'phone').length);
  });

  it('offers to clear filters that leave nothing', async () => {
    const { screen } = await renderApp('/search?query=sony&maxPrice=10');
    await expect.element(screen.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
    await screen.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cardNames().length).toBe(searchProducts(PRODUCTS, 'sony').length);
  });
});
