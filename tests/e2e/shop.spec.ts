import { expect, test, type Locator, type Page } from './fixtures';
import { createAccountOnEmulator, signInOnLoginPage, uniqueEmail } from './accounts';

// The prize wheel opens on a first visit; these journeys are about shopping, so it counts as spun.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('hasSpun', 'true');
  });
});

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function summaryRow(page: Page, term: string): Locator {
  return page.getByRole('region', { name: 'Order Summary' }).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

test.describe('search', () => {
  test('finds products from the header, by Enter and by the button', async ({ page }) => {
    await page.goto('/');
    const box = header(page).getByRole('combobox', { name: 'Search products' });
    await box.fill('sony');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=sony$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for: "sony"' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page).toHaveTitle('Search: sony | Nexus');

    await box.fill('qwertyuiop');
    await header(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No products found for "qwertyuiop"' })).toBeVisible();
    await expect(page.getByText('Try different keywords')).toBeVisible();
  });

  test('alerts on an empty query and stays on the page', async ({ page }) => {
    await page.goto('/category/cameras');
    const messages: string[] = [];
    page.on('dialog', async (dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
    });
    await header(page).getByRole('combobox', { name: 'Search products' }).fill('   ');
    await header(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => messages).toEqual(['Please enter a search query.']);
    await expect(page).toHaveURL(/\/category\/cameras$/);
  });
});

test('category filter by maximum price survives a reload and clears', async ({ page }) => {
  await page.goto('/category/laptops');
  const listing = page.getByRole('region', { name: 'Products in category: Laptops' });
  const cards = listing.getByRole('article');
  await expect(cards).toHaveCount(6);

  await page.getByRole('spinbutton', { name: 'Max price (R)' }).fill('15000');
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(/maxPrice=15000/);

  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('spinbutton', { name: 'Max price (R)' })).toHaveValue('15000');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(cards).toHaveCount(6);
  await expect(page).toHaveURL(/\/category\/laptops$/);
});

test('an unknown category lists the real ones; old names redirect', async ({ page }) => {
  await page.goto('/category/gadgets');
  await expect(page.getByRole('heading', { level: 1, name: 'No such category' })).toBeVisible();
  await page.getByRole('list', { name: 'Our categories' }).getByRole('link', { name: 'Home Technology' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products in category: Home Technology' })).toBeVisible();

  await page.goto('/category/television');
  await expect(page).toHaveURL(/\/category\/televisions$/);
});

test('the wishlist persists across a reload', async ({ page }) => {
  await page.goto('/category/headphones');
  const card = page.getByRole('article').filter({ hasText: 'JBL Tune 770NC' });
  await card.getByRole('button', { name: /^Add .* to wishlist$/ }).click();
  await expect(page.getByText(/added to wishlist$/).first()).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await header(page).getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('JBL Tune 770NC');
  expect(await page.evaluate(() => window.localStorage.getItem('wishlist'))).toMatch(/^\["\d+"\]$/);

  await saved.getByRole('button', { name: /^Remove .* from wishlist$/ }).click();
  await expect(page.getByText('Product removed from wishlist', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('cart arithmetic: quantities, the free-shipping threshold, removal and clearing', async ({ page }) => {
  await page.goto('/category/accessories');
  await page.getByRole('article').filter({ hasText: 'Anker Nano 20W USB-C Charger' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Anker Nano 20W USB-C Charger added to cart', { exact: true }).first()).toBeVisible();
  await page.goto('/category/gaming');
  await page.getByRole('article').filter({ hasText: 'Xbox Wireless Controller Carbon Black' }).getByRole('button', { name: 'Add to Cart' }).click();
  // The floating cart, in the dock's quick actions.
  const floatingCart = page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: 'Cart, 2 items' });
  await expect(floatingCart).toBeVisible();
  await floatingCart.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  await expect(summaryRow(page, 'Subtotal')).toHaveText('R 1 548,90');
  await expect(summaryRow(page, 'Shipping')).toHaveText('Free');
  await expect(summaryRow(page, 'Total')).toHaveText('R 1 548,90');

  await page.getByRole('button', { name: 'Remove Xbox Wireless Controller Carbon Black' }).click();
  await expect(page.getByText('Item removed from cart', { exact: true }).first()).toBeVisible();
  await expect(summaryRow(page, 'Subtotal')).toHaveText('R 349,90');
  await expect(summaryRow(page, 'Shipping')).toHaveText('R 99');
  await expect(summaryRow(page, 'Total')).toHaveText('R 448,90');

  const plus = page.getByRole('button', { name: 'Increase quantity of Anker Nano 20W USB-C Charger' });
  await plus.click();
  await expect(summaryRow(page, 'Total')).toHaveText('R 798,80');
  await plus.click();
  await expect(summaryRow(page, 'Subtotal')).toHaveText('R 1 049,70');
  await expect(summaryRow(page, 'Shipping')).toHaveText('Free');
  await expect(summaryRow(page, 'Total')).toHaveText('R 1 049,70');
  await expect(header(page).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await page.reload();
  await expect(summaryRow(page, 'Total')).toHaveText('R 1 049,70');

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Cart cleared successfully', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('product modal: tabs, and a team started only by a signed-in shopper (the team buy itself: team-buy.spec.ts)', async ({ page }) => {
  await page.goto('/category/mobile-phones');
  await page.getByRole('link', { name: 'Samsung Galaxy A55 5G 128GB', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Samsung Galaxy A55 5G 128GB' });
  await expect(dialog.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');

  await dialog.getByRole('tab', { name: 'Team Buy' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'Team Buy' })).toContainText('R 5 399');
  await expect(dialog.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuenow', '1');
  // No team is simulated in the browser: a guest is asked to sign in first, and the cart stays empty.
  await dialog.getByRole('button', { name: 'Start a team' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header(page).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a product has a shareable page with its own title', async ({ page }) => {
  await page.goto('/product/9');
  await expect(page).toHaveTitle('Samsung Galaxy A55 5G 128GB | Nexus');
  await expect(page.getByRole('heading', { level: 1, name: 'Samsung Galaxy A55 5G 128GB' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /IP67 water resistance/);
});

test('a screen loads its own code, with a spinner while it arrives', async ({ page }) => {
  await page.goto('/');
  await page.route('**/assets/wishlist-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await header(page).getByRole('link', { name: 'Wishlist, 0 items' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your wishlist...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  await expect(page).toHaveTitle('Wishlist | Nexus');
});

test('any other path falls back to Home', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page).toHaveTitle('Nexus | Electronics for South Africa');
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('mobile menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens a category grid and closes on Escape, outside click and a wide window', async ({ page }) => {
    await page.goto('/category/laptops');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('a[href^="/category/"]')).toHaveCount(9);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('menuitem', { name: 'Cameras' }).click();
    await expect(page).toHaveURL(/\/category\/cameras$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header is one row and the search, at most 120px, signed out and signed in alike', async ({ page, request }) => {
    const banner = page.getByRole('banner');
    async function expectCompactHeader(account: string) {
      expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(120);
      const row = await Promise.all(
        [
          banner.getByRole('button', { name: 'Menu', exact: true }),
          banner.getByRole('link', { name: 'Nexus' }),
          banner.getByRole('button', { name: account, exact: true }),
          banner.getByRole('link', { name: /^Cart, / }),
        ].map(async (locator) => (await locator.boundingBox())!),
      );
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      for (const box of row) expect(Math.abs(middle(box) - middle(row[0]!))).toBeLessThan(8);
      const search = (await banner.getByRole('combobox').boundingBox())!;
      expect(search.y).toBeGreaterThanOrEqual(row[0]!.y + row[0]!.height);
    }

    await page.goto('/');
    await expectCompactHeader('Sign in');

    const email = uniqueEmail('nomsa');
    await createAccountOnEmulator(request, email, 'lekker-2024', 'Nomsa Khumalo');
    await page.goto('/login');
    await signInOnLoginPage(page, email, 'lekker-2024');
    await expect(banner.getByRole('button', { name: 'Hi, Nomsa!' })).toBeVisible();
    // The welcome line is still said to screen readers, but takes no row on a phone.
    await expect(page.getByText('Welcome back, Nomsa Khumalo! Enjoy your shopping experience.')).toBeAttached();
    await expectCompactHeader('Hi, Nomsa!');
  });
});
