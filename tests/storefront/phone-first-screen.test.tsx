import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getProduct } from '../../storefront/core/catalogue/products';
import { HAS_SPUN_KEY, useSpinStore } from '../../storefront/src/stores/spin-store';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useStockStore } from '../../storefront/src/stores/stock-store';
import { renderApp, resetStores } from './test-utils';

/**
 * At 375x667: the product page's first screen has the price, the stock line and Add to Cart,
 * and a sticky Add to Cart bar takes over once the buy box's button has scrolled away; category and
 * search pages show results first, their filters behind 'Filter & sort'.
 */

const PRODUCT_ID = 1;
const product = getProduct(PRODUCT_ID)!;

const bar = () => document.querySelector<HTMLElement>('[data-slot="sticky-add-to-cart"]');
const dockTop = () => document.querySelector('[data-slot="floating-dock"]')!.getBoundingClientRect().top;

function scrollToEnd() {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'instant' });
}

describe('a product page on a 375x667 phone', () => {
  beforeEach(async () => {
    resetStores();
    // The router restores a page's scroll position from sessionStorage (shared by the test files of
    // this browser): a first screen starts at the top.
    sessionStorage.clear();
    localStorage.setItem(HAS_SPUN_KEY, 'true');
    useSpinStore.getState().load();
    await page.viewport(375, 667);
    scrollToTop();
  });
  afterEach(async () => {
    scrollToTop();
    await page.viewport(1280, 800);
  });

  it('shows the price, the stock line and Add to Cart above the dock, and no sticky bar', async () => {
    useStockStore.getState().receive([{ id: PRODUCT_ID, available: 3, state: 'low_stock' }]);
    const { screen } = await renderApp(`/product/${PRODUCT_ID}`);
    const article = screen.getByRole('article', { name: product.name });
    const add = article.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect.element(add).toBeVisible();
    for (const element of [article.getByText('Only 3 left', { exact: true }).element(), add.element(), document.querySelector('[data-slot="product-buy-box"] [data-slot="price"]')!]) {
      const box = element.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(dockTop());
    }
    // The bar is a copy of that button: out of the accessibility tree while the original is in view.
    expect(bar()?.hidden).toBe(true);
    expect(bar()?.inert).toBe(true);
    expect(screen.getByRole('button', { name: `Add ${product.name} to Cart` }).query()).toBeNull();
  });

  it('shows the sticky bar once the buy box button is out of view; it adds what the buy box would', async () => {
    const { screen } = await renderApp(`/product/${PRODUCT_ID}`);
    const article = screen.getByRole('article', { name: product.name });
    await article.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect.element(article.getByRole('group', { name: `Quantity of ${product.name}` })).toHaveTextContent('Quantity: 2');

    scrollToEnd();
    const sticky = screen.getByRole('button', { name: `Add ${product.name} to Cart`, exact: true });
    await expect.element(sticky).toBeVisible();
    expect(bar()?.inert).toBe(false);
    expect(bar()?.textContent).toContain(product.name);
    // Above the dock, and the page ends above the bar: its last line is not covered.
    // Once it has slid in: above the dock, and the page ends above the bar (its last line uncovered).
    await expect.poll(() => bar()!.getBoundingClientRect().bottom).toBeCloseTo(dockTop(), 0);
    scrollToEnd();
    await expect
      .poll(() => document.querySelector('footer')!.getBoundingClientRect().bottom)
      .toBeLessThanOrEqual(bar()!.getBoundingClientRect().top + 0.5);

    await sticky.click();
    await expect.poll(() => useCartStore.getState().items).toEqual([{ id: PRODUCT_ID, quantity: 2, team: false }]);
    await expect.element(screen.getByText(`${product.name} added to cart`, { exact: true }).first()).toBeVisible();

    scrollToTop();
    await expect.poll(() => bar()?.hidden).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--sticky-bar-height')).toBe('');
  });

  it('disables the sticky button when the product is out of stock, as the buy box does', async () => {
    useStockStore.getState().receive([{ id: PRODUCT_ID, available: 0, state: 'out_of_stock' }]);
    const { screen } = await renderApp(`/product/${PRODUCT_ID}`);
    const article = screen.getByRole('article', { name: product.name });
    await expect.element(article.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
    scrollToEnd();
    await expect.element(screen.getByRole('button', { name: `Add ${product.name} to Cart` })).toBeDisabled();
  });
});

describe('a product page on a desktop', () => {
  beforeEach(async () => {
    resetStores();
    // The router restores a page's scroll position from sessionStorage (shared by the test files of
    // this browser): a first screen starts at the top.
    sessionStorage.clear();
    await page.viewport(1280, 800);
  });
  afterEach(scrollToTop);

  it('shows no sticky bar, even scrolled to the end', async () => {
    const { screen } = await renderApp(`/product/${PRODUCT_ID}`);
    const article = screen.getByRole('article', { name: product.name });
    await expect.element(article.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
    scrollToEnd();
    // Out of view, so the bar is no longer `hidden`, but there is no room for it to be needed.
    await expect.poll(() => bar()?.hidden).toBe(false);
    expect(getComputedStyle(bar()!).display).toBe('none');
    expect(screen.getByRole('button', { name: `Add ${product.name} to Cart` }).query()).toBeNull();
  });
});

describe('filters on a 375px phone', () => {
  beforeEach(async () => {
    resetStores();
    // The router restores a page's scroll position from sessionStorage (shared by the test files of
    // this browser): a first screen starts at the top.
    sessionStorage.clear();
    localStorage.setItem(HAS_SPUN_KEY, 'true');
    useSpinStore.getState().load();
    await page.viewport(375, 667);
  });
  afterEach(() => page.viewport(1280, 800));

  it('puts the results first and the filters in a sheet that keeps focus and gives it back', async () => {
    const { screen, router } = await renderApp('/category/laptops');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    // The inline filters are for wider screens.
    await expect.element(screen.getByLabelText('Max price (R)')).not.toBeVisible();
    const firstCard = document.querySelector('[data-slot="product-card"]')!;
    expect(firstCard.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);

    const cards = () => document.querySelectorAll('section[aria-labelledby="category-title"] [data-slot="product-card"]').length;
    const allLaptops = cards();
    const button = screen.getByRole('button', { name: 'Filter & sort', exact: true });
    await button.click();
    const sheet = screen.getByRole('dialog', { name: 'Filter & sort' });
    await expect.element(sheet).toBeVisible();
    await expect.element(sheet.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    // Focus stays in the sheet, however far the shopper tabs.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.keyboard('{Tab}');
      expect(sheet.element().contains(document.activeElement)).toBe(true);
    }

    await sheet.getByLabelText('Max price (R)').fill('20000');
    await expect.poll(() => router.state.location.search).toBe('?maxPrice=20000');
    // The results behind the sheet follow at once, and its button says how many there are.
    await expect.poll(cards).toBeLessThan(allLaptops);
    await expect.element(sheet.getByRole('button', { name: `Show ${cards()} result${cards() === 1 ? '' : 's'}`, exact: true })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(sheet).not.toBeInTheDocument();
    const counted = screen.getByRole('button', { name: 'Filter & sort, 1 filter on', exact: true });
    await expect.element(counted).toHaveFocus();
    await expect.element(counted).toHaveTextContent('Filter & sort(1)');

    await counted.click();
    await screen.getByRole('dialog', { name: 'Filter & sort' }).getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(counted).toHaveFocus();
  });

  it('counts every filter on a search page: the price, each brand and each category', async () => {
    const { screen } = await renderApp('/search?query=sony&maxPrice=100000&category=headphones');
    await expect.element(screen.getByRole('button', { name: 'Filter & sort, 2 filters on', exact: true })).toBeVisible();
    await screen.getByRole('button', { name: 'Filter & sort, 2 filters on' }).click();
    const sheet = screen.getByRole('dialog', { name: 'Filter & sort' });
    await sheet.getByRole('checkbox', { name: /Cameras/ }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Filter & sort, 3 filters on', exact: true })).toHaveFocus();
  });
});
