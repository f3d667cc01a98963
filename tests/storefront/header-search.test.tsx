import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { formatRand } from '../../storefront/core/domain/money';
import { suggest } from '../../storefront/core/domain/search';
import { renderApp, resetStores } from './test-utils';

async function openSearch(path = '/help-and-advice') {
  const { screen, router } = await renderApp(path);
  const box = screen.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect.element(box).toBeVisible();
  return { screen, router, box };
}

describe('header search (combobox)', () => {
  beforeEach(async () => {
    resetStores();
    await page.viewport(1024, 768);
  });

  it('is a collapsed combobox tied to its list until the shopper types', async () => {
    const { box } = await openSearch();
    await expect.element(box).toHaveAttribute('aria-autocomplete', 'list');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await expect.element(box).toHaveAttribute('type', 'search');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it('suggests categories and products (image, name, price) as the shopper types, and announces the count', async () => {
    const { screen, box } = await openSearch();
    await userEvent.type(box, 'phon');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    await expect.element(listbox).toBeVisible();
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    await expect.element(box).toHaveAttribute('aria-controls', listbox.element().id);

    const expected = suggest(PRODUCTS, 'phon', 6);
    await expect.element(listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Category: Mobile Phones' })).toBeVisible();
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect.poll(() => products.elements().length).toBe(expected.products.length);
    const first = products.elements()[0] as HTMLElement;
    const firstProduct = expected.products[0];
    if (!firstProduct) throw new Error('expected a product');
    expect(first.textContent).toContain(firstProduct.name);
    expect(first.textContent).toContain(formatRand(firstProduct.price));
    expect(first.querySelector('img')?.getAttribute('src')).toBe(firstProduct.image);

    const status = screen.getByRole('banner').getByRole('status');
    await expect.element(status).toHaveTextContent(`${expected.products.length} products and 1 category suggested.`);
    const results = await axe.run(document.querySelector('header') as HTMLElement);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('moves through the options with the arrows, and Enter opens the active one', async () => {
    const { screen, box, router } = await openSearch();
    await userEvent.type(box, 'sony tv');
    const options = screen.getByRole('option');
    await expect.poll(() => options.elements().length).toBeGreaterThan(1);
    const count = options.elements().length;

    await userEvent.keyboard('{ArrowDown}');
    const firstId = (options.elements()[0] as HTMLElement).id;
    await expect.element(box).toHaveAttribute('aria-activedescendant', firstId);
    await expect.element(options.first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(box).toHaveAttribute('aria-activedescendant', (options.elements()[1] as HTMLElement).id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option goes back to the box itself.
    await expect.poll(() => box.element().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(box).toHaveAttribute('aria-activedescendant', (options.elements()[count - 1] as HTMLElement).id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(box).toHaveAttribute('aria-activedescendant', firstId);
    expect(document.activeElement).toBe(box.element());

    // Categories come first: 'tv' names Televisions.
    await expect.element(options.first()).toHaveAccessibleName('Category: Televisions');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/category/televisions');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches what is typed when Enter is pressed with no option active', async () => {
    const { box, router } = await openSearch();
    await userEvent.type(box, 'samsng');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => `${router.state.location.pathname}${router.state.location.search}`).toBe('/search?query=samsng');
  });

  it('says which spelling it used when the words as typed find nothing', async () => {
    const { screen, box } = await openSearch();
    await userEvent.type(box, 'iphnoe');
    await expect.element(screen.getByText(/^Showing results for iphone$/)).toBeVisible();
    await expect.element(screen.getByRole('option', { name: /Apple iPhone 15/ })).toBeVisible();
    await expect.element(screen.getByRole('banner').getByRole('status')).toHaveTextContent(/^Showing results for iphone\./);
  });

  it('closes with Escape (keeping the text), clears with a second Escape, and closes when focus leaves', async () => {
    const { screen, box } = await openSearch();
    await userEvent.type(box, 'laptop');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    expect(box.element().getAttribute('aria-activedescendant')).toBeNull();
    await expect.element(box).toHaveValue('laptop');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    await expect.element(box).toHaveValue('');

    await userEvent.type(box, 'mouse');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.tab();
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a category or product clicked in the list', async () => {
    const { screen, box, router } = await openSearch();
    await userEvent.type(box, 'tv');
    await screen.getByRole('option', { name: 'Category: Televisions' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/category/televisions');
    await userEvent.fill(box, 'instax');
    await screen.getByRole('option', { name: /Fujifilm Instax Mini 12/ }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/product/23');
  });
});
