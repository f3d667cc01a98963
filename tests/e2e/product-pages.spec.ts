import { getProduct } from '../../storefront/core/catalogue/products';
import { expect, test, type Page } from './fixtures';

/**
 * Product pages as shoppers and crawlers meet them: a shared link opens a page (no dialog), cards
 * open a quick view on a click but are links for everything else, the quick view lives in history,
 * a page opened by address starts at the top, and the structured data parses under the CSP.
 */

function product(id: number) {
  const found = getProduct(id);
  if (!found) throw new Error(`The catalogue has no product ${id}; pick another for this test.`);
  return found;
}

/** CSP violations and page errors, which a JSON-LD block treated as script would cause. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a shared product link opens its page with the buy box, and no dialog', async ({ page }) => {
  const phone = product(9);
  const errors = watchErrors(page);
  const response = await page.goto('/product/9');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
  // The page's largest image is fetched first: it is what Lighthouse measures as LCP.
  await expect(main.getByRole('img', { name: phone.imageAlt })).toHaveAttribute('fetchpriority', 'high');
  await expect(main.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText(/^Expected delivery:/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await main.getByRole('button', { name: `Increase quantity of ${phone.name}` }).click();
  await main.getByRole('article', { name: phone.name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('unknown product ids answer 404 with the helpful page; other unknown paths fall back to Home', async ({ page }) => {
  const missing = await page.goto('/product/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products in category: All' })).toBeVisible();

  const elsewhere = await page.goto('/no/such/page');
  expect(elsewhere?.status()).toBe(200);
  // By text, not role: a first visit to Home opens the prize wheel, which hides the page beneath it.
  await expect(page.locator('h1')).toHaveText('Nexus: electronics for South Africa');
});

test('a product page fetches the not-found view and the Team Buy content only when they show; the buy box tabs work by keyboard after hydration', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const laptop = product(1);
  await page.goto('/product/1');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: laptop.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((file) => /\/(page-states|empty-state)-/.test(file))).toEqual([]);
  // The Team Buy panel's content (team progress, share links, Copy link) loads when its tab is used.
  const teamCode = () => scripts.filter((file) => /\/(team-buy-content|team-progress|use-copy-to-clipboard)-/.test(file));
  expect(teamCode()).toEqual([]);
  const team = main.getByRole('tab', { name: 'Team Buy' });
  await team.focus();
  await expect(team).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel', { name: 'Team Buy' }).getByRole('button', { name: 'Start a team' })).toBeVisible();
  await expect(main.getByRole('tabpanel', { name: 'Team Buy' }).getByRole('progressbar', { name: 'Team members' })).toBeVisible();
  expect(teamCode().some((file) => file.includes('/team-buy-content-'))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Individual Purchase' })).toBeFocused();
  await expect(main.getByRole('tabpanel', { name: 'Individual Purchase' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  // A link to a product that is gone, followed in the app: the not-found view loads then.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/product/999999');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  expect(scripts.filter((file) => /\/page-states-/.test(file))).toHaveLength(1);
  await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
});

test('structured data parses, has the required fields, and raises no CSP violation', async ({ page }) => {
  const macbook = product(1);
  const errors = watchErrors(page);
  await page.goto('/product/1');
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
  const data = blocks.find((block) => block['@type'] === 'Product');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    name: macbook.name,
    sku: '1',
    brand: { name: macbook.brand },
    offers: { '@type': 'Offer', price: '24999.00', priceCurrency: 'ZAR', availability: 'https://schema.org/InStock' },
  });
  expect((data?.image as string[])[0]).toMatch(/^https?:\/\/[^/]+\/images\/products\/.+/);
  expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/1$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/products\//);
  expect(errors).toEqual([]);
});

test('sitemap.xml lists products and categories; robots.txt names it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/product/1</loc>');
  expect(xml).toContain('/category/laptops</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test.describe('product cards', () => {
  const phone = product(9);

  test('a click opens the quick view; Back closes it and stays on the list; Forward reopens it', async ({ page }) => {
    await page.goto('/category/mobile-phones');
    const link = page.getByRole('main').getByRole('link', { name: phone.name, exact: true });
    await expect(link).toHaveAttribute('href', '/product/9');
    await link.click();
    const dialog = page.getByRole('dialog', { name: phone.name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/category\/mobile-phones$/);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/category\/mobile-phones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products in category: Mobile Phones' })).toBeVisible();

    await page.goForward();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/category\/mobile-phones$/);
  });

  test('Ctrl-click and middle-click open the product page in a new tab; the list stays as it was', async ({ page, context }) => {
    await page.goto('/category/mobile-phones');
    const link = page.getByRole('main').getByRole('link', { name: phone.name, exact: true });
    for (const click of [() => link.click({ modifiers: ['ControlOrMeta'] }), () => link.click({ button: 'middle' })]) {
      const [opened] = await Promise.all([context.waitForEvent('page'), click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe('/product/9');
      await expect(opened.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
      await opened.close();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/category\/mobile-phones$/);
  });
});

test.describe('scroll position', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('a page opened by its address starts at the top; Back restores where the shopper was', async ({ page }) => {
    await page.goto('/category/laptops');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const listPosition = await page.evaluate(() => window.scrollY);

    await page.goto('/product/1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/cart');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listPosition - 50);
  });

  test('a reload returns to where the shopper was; the next page opened afresh starts at the top', async ({ page }) => {
    await page.goto('/category/laptops');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.goto('/search?query=sony');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
