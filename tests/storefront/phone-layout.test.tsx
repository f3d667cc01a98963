import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { HAS_SPUN_KEY, useSpinStore } from '../../storefront/src/stores/spin-store';
import { useWishlistStore, WISHLIST_STORAGE_KEY } from '../../storefront/src/stores/wishlist-store';
import { renderApp, resetStores } from './test-utils';

/**
 * On a 375px phone: product grids show two compact cards a row (one card a row made a short
 * list a long page), and the fixed controls live in one dock whose height the page reserves.
 */

/** The product cards of the first list under `root`, with their boxes. */
function cardBoxes(root: ParentNode = document): DOMRect[] {
  const list = root.querySelector('ul:has(> li > [data-slot="product-card"])');
  if (!list) throw new Error('No product grid');
  return [...list.querySelectorAll('[data-slot="product-card"]')].map((card) => card.getBoundingClientRect());
}

async function expectTwoCardsARow(root?: ParentNode) {
  await expect.poll(() => cardBoxes(root).length).toBeGreaterThanOrEqual(2);
  const [first, second, third] = cardBoxes(root);
  if (!first || !second) throw new Error('Fewer than two cards');
  // Side by side on one row, both whole on the screen, each about half of it.
  expect(Math.round(second.top)).toBe(Math.round(first.top));
  expect(second.left).toBeGreaterThanOrEqual(first.right);
  expect(first.left).toBeGreaterThanOrEqual(0);
  expect(second.right).toBeLessThanOrEqual(window.innerWidth);
  expect(first.width).toBeLessThan(window.innerWidth / 2);
  // The third card starts the next row.
  if (third) expect(third.top).toBeGreaterThanOrEqual(first.bottom);
}

function compactHeadingSize(root: ParentNode = document): string {
  const heading = root.querySelector('[data-slot="product-card"] :is(h2, h3)');
  if (!heading) throw new Error('No card heading');
  return getComputedStyle(heading).fontSize;
}

describe('on a 375px phone', () => {
  beforeEach(async () => {
    resetStores();
    localStorage.setItem(HAS_SPUN_KEY, 'true');
    useSpinStore.getState().load();
    await page.viewport(375, 800);
  });
  afterEach(() => page.viewport(1280, 800));

  it('shows a category as two compact cards a row', async () => {
    const { screen } = await renderApp('/category/laptops');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    await expectTwoCardsARow();
    expect(compactHeadingSize()).toBe('14px');
    await expect.element(screen.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  });

  it('shows search results as two cards a row', async () => {
    const { screen } = await renderApp('/search?query=sony');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for: "sony"');
    await expectTwoCardsARow();
  });

  it('shows the wishlist as two cards a row', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['1', '7', '13']));
    await useWishlistStore.persist.rehydrate();
    const { screen } = await renderApp('/wishlist');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    await expectTwoCardsARow();
  });

  it('narrows the home rail to compact cards, a whole one and the next peeking in', async () => {
    // The rail keeps its arrows, so two whole cards do not fit beside them; the peek says it scrolls.
    const { screen } = await renderApp('/');
    const rail = screen.getByRole('region', { name: 'All Categories products' });
    await expect.element(rail).toBeVisible();
    const cards = () => [...rail.element().querySelectorAll('[data-slot="product-card"]')].map((card) => card.getBoundingClientRect());
    await expect.poll(() => cards().length).toBeGreaterThanOrEqual(2);
    const [first, second] = cards();
    expect(first!.width).toBeLessThan(window.innerWidth / 2);
    expect(Math.round(second!.top)).toBe(Math.round(first!.top));
    expect(second!.left).toBeLessThan(window.innerWidth);
    expect(compactHeadingSize(rail.element())).toBe('14px');
  });

  it('keeps RESET SPIN and Prize wheel in the dock at the bottom left, as icons named by their words', async () => {
    await renderApp('/');
    const actions = page.getByRole('region', { name: 'Quick actions' });
    const reset = actions.getByRole('button', { name: 'RESET SPIN', exact: true });
    await expect.element(reset).toBeVisible();
    await expect.element(reset).toHaveAttribute('title', 'RESET SPIN');
    await expect.element(actions.getByRole('button', { name: 'Prize wheel', exact: true })).toBeVisible();
    const box = reset.element().getBoundingClientRect();
    expect(box.left).toBeLessThan(window.innerWidth / 4);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(box.top).toBeGreaterThan(window.innerHeight - 64);
    // On a phone the words are for screen readers and the tooltip only.
    expect(reset.element().textContent).toBe('RESET SPIN');
    expect(box.width).toBeLessThanOrEqual(44);
    // Linda's teaser gives the dock's room to the controls.
    await expect.element(page.getByText('Need help? Ask Linda')).not.toBeVisible();
  });

  it('reserves the dock height below the footer, so the page ends above the dock', async () => {
    await renderApp('/find-store');
    const dock = document.querySelector<HTMLElement>('[data-slot="floating-dock"]');
    expect(dock).not.toBeNull();
    await expect.poll(() => dock!.getBoundingClientRect().height).toBeGreaterThan(0);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const footer = document.querySelector('footer');
    expect(footer!.getBoundingClientRect().bottom).toBeLessThanOrEqual(dock!.getBoundingClientRect().top + 0.5);
  });
});

describe('on a 1280px desktop', () => {
  beforeEach(async () => {
    resetStores();
    await page.viewport(1280, 900);
  });

  it('keeps four comfortable cards a row', async () => {
    await renderApp('/category/laptops');
    await expect.poll(() => cardBoxes().length).toBeGreaterThanOrEqual(4);
    const boxes = cardBoxes();
    expect(new Set(boxes.slice(0, 4).map((box) => Math.round(box.top))).size).toBe(1);
    expect(compactHeadingSize()).toBe('16px');
    await expect.element(page.getByText('Need help? Ask Linda')).toBeVisible();
  });
});
