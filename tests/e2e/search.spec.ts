import AxeBuilder from '@axe-core/playwright';
import { INTERACTIVE_ATTRIBUTE } from '../../storefront/src/platform/interactive';
import { expect, test, type Page } from './fixtures';

// The prize wheel opens on a first visit; these journeys are about searching, so it counts as spun.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
});

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

test('autocomplete suggests as the shopper types, and the keyboard opens a suggestion', async ({ page }) => {
  await page.goto('/help-and-advice');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('galaxy s2', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('Samsung Galaxy S24 Ultra 256GB');
  await expect(first).toContainText('R 26 999');
  await expect(first.locator('img')).toHaveAttribute('src', '/images/products/galaxy-s24-ultra.svg');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^1 product suggested\./);

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/7$/);
  await expect(listbox).toBeHidden();
});

test('a typo gets a did-you-mean in the suggestions and on the results page', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('samsng');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toContainText('Samsung');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=samsng$/);
  await expect(page.getByText(/No exact matches for "samsng"\. Did you mean samsung\?/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Samsung');
  await page.getByRole('main').getByRole('link', { name: 'samsung', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?query=samsung$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: "samsung"');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
});

test('results filter by brand, price and sort, and the URL keeps them across a reload', async ({ page }) => {
  await page.goto('/search?query=headphones');
  // The boxes follow the URL, which the router updates just after the click.
  const brands = page.getByRole('group', { name: 'Brand' });
  await brands.getByRole('checkbox', { name: /Sony/ }).click();
  await expect(brands.getByRole('checkbox', { name: /Sony/ })).toBeChecked();
  await brands.getByRole('checkbox', { name: /JBL/ }).click();
  await expect(brands.getByRole('checkbox', { name: /JBL/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/brand=Sony&brand=JBL&sort=price-asc/);
  const names = page.getByRole('main').getByRole('article').getByRole('heading');
  await expect(names).toHaveText(['JBL Tune 770NC Wireless Headphones', 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones']);
  await page.reload();
  await expect(names).toHaveText(['JBL Tune 770NC Wireless Headphones', 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones']);
  await expect(page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /JBL/ })).toBeChecked();
});

test('Linda answers a product request with a budget, with products and the filtered list', async ({ page }) => {
  await page.goto('/help-and-advice');
  await page.getByRole('button', { name: 'Chat with Linda' }).click();
  const input = page.getByRole('textbox', { name: 'Message Linda' });
  await input.fill('phone under R15000');
  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation with Linda' });
  await expect(log.getByText(/Here are the top 3 of \d+ matches for "phone" up to R 15 000:/)).toBeVisible();
  await expect(log.getByRole('link', { name: /^Huawei nova 12i 128GB, R 4 999$/ })).toHaveAttribute('href', '/product/12');
  await expect(input).toBeEnabled();
  await log.getByRole('link', { name: 'See all "phone" up to R 15 000' }).click();
  await expect(page).toHaveURL(/\/search\?query=phone&maxPrice=15000$/);
  await expect(page.getByRole('spinbutton', { name: 'Max price (R)' })).toHaveValue('15000');
});

test('the open suggestions pass axe', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
  const page = await context.newPage();
  await page.goto('/help-and-advice');
  await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await searchBox(page).fill('tv');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('header').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});
