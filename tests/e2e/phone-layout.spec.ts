import { expect, test, type Locator, type Page } from './fixtures';

// "Deciding on a phone": what a shopper sees at 375x667 before scrolling.
const PHONE = { width: 375, height: 667 };
const PRODUCT = 'Apple MacBook Air 13" M3 (8GB, 256GB)';

test.use({ viewport: PHONE });

/** Whether the element is whole on the first screen, above the floating dock that covers its bottom. */
async function inFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const dock = await page.locator('[data-slot="floating-dock"]').boundingBox();
  if (!box || !dock) return false;
  return box.y >= 0 && box.y + box.height <= dock.y;
}

test('product page: price, stock line and Add to Cart without scrolling; the sticky bar adds to the cart', async ({ page }) => {
  await page.goto('/product/1');
  const article = page.getByRole('article', { name: PRODUCT });
  // The Individual Purchase panel: the sticky bar inside the buy box has a price of its own.
  const buyBox = article.locator('[data-slot="product-buy-box-individual"]');
  const add = article.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const part of [buyBox.locator('[data-slot="price"]'), buyBox.locator('[data-slot="stock-status"]'), add]) {
    await expect(part).toBeVisible();
    expect(await inFirstScreen(page, part), await part.innerText()).toBe(true);
  }
  await expect(buyBox.locator('[data-slot="stock-status"]')).toHaveText('In stock');
  // The sticky copy stays out of the way while the buy box's button is in view.
  const sticky = page.getByRole('button', { name: `Add ${PRODUCT} to Cart`, exact: true });
  await expect(sticky).toBeHidden();

  await page.mouse.wheel(0, 1200);
  await expect(sticky).toBeVisible();
  await expect(page.locator('[data-slot="sticky-add-to-cart"]')).toContainText('R 24 999');
  await sticky.click();
  await expect(page.getByText(`${PRODUCT} added to cart`, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();

  // Back at the top, the buy box's own button is the only one.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(sticky).toBeHidden();
});

test('the sticky bar slides in, except with reduced motion', async ({ browser, baseURL }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ baseURL, viewport: PHONE, reducedMotion });
    const page = await context.newPage();
    await page.goto('/product/1');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.mouse.wheel(0, 1200);
    const bar = page.locator('[data-slot="sticky-add-to-cart"]');
    await expect(bar).toBeVisible();
    const { property, duration } = await bar.evaluate((element) => ({
      property: getComputedStyle(element).transitionProperty,
      duration: Number.parseFloat(getComputedStyle(element).transitionDuration),
    }));
    if (reducedMotion === 'reduce') {
      expect(property).not.toContain('transform');
      expect(duration).toBeLessThan(0.001);
    } else {
      expect(property).toContain('transform');
      expect(duration).toBe(0.2);
    }
    await context.close();
  }
});

test('category page: the first product in the first screen; Filter & sort opens a sheet whose filter changes the results and the count', async ({ page }) => {
  await page.goto('/category/laptops');
  await expect(page.getByRole('region', { name: 'Products in category: Laptops' })).toBeVisible();
  // Found by its markup: while the modal sheet is open the page behind it is out of the accessibility tree.
  const results = page.locator('section[aria-labelledby="category-title"]');
  const firstCard = results.locator('[data-slot="product-card"]').first();
  await expect(firstCard).toBeVisible();
  const cardBox = await firstCard.boundingBox();
  expect(cardBox!.y).toBeLessThan(PHONE.height / 2);
  await expect(results.getByLabel('Max price (R)')).toBeHidden();
  const count = results.locator('[role="status"]');
  await expect(count).toHaveText('6 products');

  const button = page.getByRole('button', { name: 'Filter & sort', exact: true });
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filter & sort' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Max price (R)').fill('20000');
  await expect(page).toHaveURL(/\?maxPrice=20000$/);
  await expect(count).toHaveText(/^[1-5] products? at or under R 20 000$/);
  const shown = await results.locator('[data-slot="product-card"]').count();
  expect(shown).toBeLessThan(6);
  await sheet.getByRole('button', { name: `Show ${shown} result${shown === 1 ? '' : 's'}`, exact: true }).click();
  await expect(sheet).toBeHidden();

  const counted = page.getByRole('button', { name: 'Filter & sort, 1 filter on', exact: true });
  await expect(counted).toBeFocused();
  await expect(counted).toHaveText('Filter & sort(1)');
  // Escape closes it too, and focus comes back.
  await counted.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(counted).toBeFocused();
});
