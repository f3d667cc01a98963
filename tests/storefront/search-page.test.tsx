import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../storefront/src/catalogue/products';
import { searchProducts } from '../../storefront/src/domain/search';
import { renderApp, resetStores } from './test-utils';

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
});
