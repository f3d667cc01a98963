import { expect, test, type BrowserContext, type Page } from './fixtures';

// Every page is rendered on the server and hydrated in the browser. These tests prove the HTML is
// whole before any script runs, that what the browser stored never makes server HTML lie (an empty
// cart for a shopper who has items), that the cart its cookie carries is painted by the server, and
// that hydration matches (React reports any mismatch as an
// error in the console).

/** The app's code, which the page's entry script fetches after the first paint (src/boot.ts). */
const APP_SCRIPT = /\/assets\/main-[\w-]+\.js$/;

const CART = JSON.stringify({ state: { items: [{ id: 1, quantity: 2, team: false }] }, version: 1 });

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A missing product's page answers 404 on purpose; the browser logs that status as an error.
    const documentStatus = message.location().url === page.url() && message.text().includes('status of 404');
    if (message.type() === 'error' && !documentStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page arrives whole: title, heading, products and prices', async ({ page }) => {
    await page.goto('/category/laptops');
    await expect(page).toHaveTitle('Laptops | Nexus');
    await expect(page.getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/R\s?\d/);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
    // Not interactive until the app hydrates: the mark end-to-end tests wait for (fixtures.ts).
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });

  test('search results, the product page and its description are in the HTML', async ({ page }) => {
    await page.goto('/search?query=sony');
    await expect(page).toHaveTitle('Search: sony | Nexus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: "sony"');
    await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toBeVisible();

    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toContain('Nexus: laptops, phones');
  });

  test('screens of stored data show their loading state, never an empty state', async ({ page }) => {
    for (const [path, loading, title] of [
      ['/cart', 'Loading your cart...', 'Your Shopping Cart | Nexus'],
      ['/wishlist', 'Loading your wishlist...', 'Wishlist | Nexus'],
      ['/orders', 'Loading your orders...', 'My Orders | Nexus'],
      ['/checkout/details', 'Loading checkout...', 'Order Information | Nexus'],
      ['/checkout/payment', 'Loading checkout...', 'Payment Information | Nexus'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('main')).toContainText(loading);
      await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    }
  });

  test('a cart its cookie carries arrives whole: lines, totals and the header count', async ({ page, context, baseURL }) => {
    // The app mirrors the stored cart in this cookie (src/stores/cart-cookie.ts): 1 MacBook, 2 AirPods.
    await context.addCookies([{ name: 'nexus_cart', value: '1-1.14-2', url: baseURL! }]);
    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);
    await expect(main).toContainText('R 10 998');
    await expect(main).toContainText('R 35 997');
    await expect(main).not.toContainText('Loading your cart...');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).first()).toBeAttached();
    // Every page's header counts it.
    await page.goto('/category/laptops');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).first()).toBeAttached();

    // An emptied cart says so; a cookie nobody could have written is read as nothing, not as an error.
    for (const [value, text] of [
      ['', 'Your cart is empty'],
      ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Your cart is empty'],
      ['99999-1.1-0', 'Your cart is empty'],
    ] as const) {
      await context.addCookies([{ name: 'nexus_cart', value, url: baseURL! }]);
      const response = await page.goto('/cart');
      expect(response?.status()).toBe(200);
      await expect(main).toContainText(text);
    }
  });

  test('hostile text in the URL is escaped in the HTML', async ({ page, request }) => {
    const query = '</title><script>alert(1)</script>"\'&';
    const html = await (await request.get(`/search?query=${encodeURIComponent(query)}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    await page.goto(`/search?query=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for: "${query}"`);
    await expect(page).toHaveTitle(`Search: ${query} | Nexus`);
  });
});

/**
 * A page whose app code (the entry's `main` chunk) is held back until `release()`. It is not the
 * fixture's page (made from the context), so its navigation does not wait for the app.
 */
async function pageWithAppHeld(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  let release = () => {};
  const appHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await appHeld;
    await route.continue();
  });
  return { page, release };
}

test.describe('hydration', () => {
  const PATHS = [
    '/',
    '/category/laptops',
    '/category',
    '/search?query=sony',
    '/search?query=%00',
    '/product/1',
    '/product/9999',
    '/cart',
    '/wishlist',
    '/orders',
    '/orders/NX-00000000',
    '/checkout/details',
    '/help-and-advice',
    '/find-store',
    '/no/such/page',
  ];

  for (const visitor of ['first-time', 'returning'] as const) {
    test(`matches the server HTML on every screen for a ${visitor} visitor`, async ({ page }) => {
      if (visitor === 'returning') {
        await page.addInitScript((cart) => {
          localStorage.setItem('nexus.cart', cart);
          localStorage.setItem('wishlist', JSON.stringify(['1', '2']));
          localStorage.setItem('hasSpun', 'true');
        }, CART);
      }
      const errors = consoleErrors(page);
      for (const path of PATHS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(errors, `console errors on ${path}`).toEqual([]);
      }
    });
  }

  test('what the browser stored shows once the page hydrates', async ({ page }) => {
    await page.addInitScript((cart) => {
      localStorage.setItem('nexus.cart', cart);
      localStorage.setItem('wishlist', JSON.stringify(['1', '2']));
      localStorage.setItem('hasSpun', 'true');
    }, CART);
    await page.goto('/category/laptops');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    // A returning visitor's wheel stays shut; the stored cart is on the cart page.
    await page.goto('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('R 24 999');
  });

  test('the cart paints from its cookie and hydrates onto it; storage wins where they differ', async ({ page, context, baseURL }) => {
    const errors = consoleErrors(page);
    // Added on a product page: storage and the cookie say the same.
    await page.goto('/product/1');
    await page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'nexus_cart');
    expect(cookie).toMatchObject({ value: '1-1', path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    const { page: held, release } = await pageWithAppHeld(context);
    const heldErrors = consoleErrors(held);
    const response = await held.goto('/cart', { waitUntil: 'domcontentloaded' });
    expect(await response!.text()).not.toContain('Loading your cart...');
    await held.evaluate(() => {
      (window as unknown as { serverElements: Element[] }).serverElements = [...document.querySelectorAll('main button, main a, header a')];
    });
    release();
    await expect(held.locator('html')).toHaveAttribute('data-hydrated', '');
    await held.waitForTimeout(300);
    const replaced = await held.evaluate(() =>
      (window as unknown as { serverElements: Element[] }).serverElements.filter((element) => !element.isConnected).length,
    );
    expect(replaced, 'server elements replaced while hydrating').toBe(0);
    await held.getByRole('button', { name: 'Increase quantity of Apple MacBook Air 13" M3 (8GB, 256GB)' }).click();
    await expect.poll(async () => (await context.cookies()).find((entry) => entry.name === 'nexus_cart')?.value).toBe('1-2');
    await held.close();

    // A cookie out of step with storage (another browser tab, an old cookie): the server paints the
    // cookie's cart, and storage, the cart's record, replaces it as the page hydrates.
    await context.addCookies([{ name: 'nexus_cart', value: '14-1', url: baseURL! }]);
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText('R 49 998');
    await expect(page.getByRole('main')).not.toContainText('AirPods');
    expect((await context.cookies()).find((entry) => entry.name === 'nexus_cart')?.value).toBe('1-2');
    expect([...errors, ...heldErrors]).toEqual([]);
  });

  test('the page paints before the app is fetched, then becomes interactive', async ({ page }) => {
    await page.goto('/category/laptops');
    const { paint, entry, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entry: document.querySelector<HTMLScriptElement>('script[type="module"]')?.src,
      scripts: performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.endsWith('.js'))
        .map((resource) => ({ name: resource.name, start: resource.startTime })),
    }));
    expect(paint, 'the browser reports a first contentful paint').toBeGreaterThan(0);
    // Only the small entry script comes before the paint (src/boot.ts); the app and the page's code after.
    expect(scripts.map((script) => script.name)).toContain(entry);
    const app = scripts.filter((script) => script.name !== entry);
    expect(app.length).toBeGreaterThan(3);
    for (const script of app) expect(script.start, `${script.name} starts after the first paint`).toBeGreaterThanOrEqual(paint ?? 0);
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  // Server-rendered screens whose content does not come from browser storage: hydration must adopt the
  // server's elements, not replace them. A screen React had to client-render (its boundary received an
  // update, e.g. a changed context value, before its code arrived) loses every tap made on it before
  // the app loaded, and the shopper sees it flash. The floating dock's context did this (session 6).
  const KEPT_PATHS = ['/', '/category/laptops', '/search?query=sony', '/product/1', '/help-and-advice', '/find-store'];
  for (const path of KEPT_PATHS) {
    test(`hydration keeps the server's elements on ${path}`, async ({ context }) => {
      const { page, release } = await pageWithAppHeld(context);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        const marked = [...document.querySelectorAll('main button, main a, header button, header a')];
        (window as unknown as { serverElements: Element[] }).serverElements = marked;
      });
      expect(await page.evaluate(() => (window as unknown as { serverElements: Element[] }).serverElements.length)).toBeGreaterThan(3);
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      // The dock fills and late effects run after the mark.
      await page.waitForTimeout(300);
      const replaced = await page.evaluate(() =>
        (window as unknown as { serverElements: Element[] }).serverElements.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(replaced, 'server elements replaced while hydrating').toEqual([]);
    });
  }

  test('buttons tapped before the app has loaded take effect once it has, each tap once', async ({ context }) => {
    const { page, release } = await pageWithAppHeld(context);
    await page.goto('/category/laptops', { waitUntil: 'domcontentloaded' });
    const addToCart = page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await addToCart.click();
    await page.getByRole('button', { name: 'Chat with Linda' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with Linda' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('an early tap adds to the cart stored in the browser, not to an empty one', async ({ context }) => {
    // The stored cart loads as hydration commits; replayed taps run after it, so they add to it.
    await context.addInitScript((cart) => window.localStorage.setItem('nexus.cart', cart), CART);
    const { page, release } = await pageWithAppHeld(context);
    await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Add to Cart', exact: true }).click();
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('nexus.cart'))).toContain('"quantity":3');
  });

  test('a shopper who scrolled before the app has loaded stays where they scrolled', async ({ context }) => {
    // ScrollRestoration used to scroll to the top as the page hydrated: a tap below the fold then landed on
    // whatever had scrolled under the finger (an 'Add to Cart' lost in tests/e2e/orders.spec.ts).
    const { page, release } = await pageWithAppHeld(context);
    await page.goto('/category/laptops', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 900));
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('a form the app handles, submitted before the app has loaded, is handled once it has', async ({ context }) => {
    const { page, release } = await pageWithAppHeld(context);
    await page.goto('/help-and-advice', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('textbox', { name: 'Newsletter email address' });
    await email.fill('thandi@example.co.za');
    await email.press('Enter');
    // Not submitted natively: no reload, the address stays in the box.
    await expect(page).toHaveURL(/\/help-and-advice$/);
    await expect(email).toHaveValue('thandi@example.co.za');

    release();
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText('Thanks for signing up! Look out for deals in your inbox.');
    await expect(email).toHaveValue('');
  });

  test('the header search works before the app has loaded: the server answers the form', async ({ context }) => {
    const page = await context.newPage();
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto('/help-and-advice', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search products' }).fill('sony');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=sony$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: "sony"');
  });

  test('a first-time visitor still gets the prize wheel after hydration', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('pages are compressed, and built assets are sent precompressed and cached for good', async ({ request }) => {
  const page = await request.get('/category/laptops', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['vary']).toContain('Accept-Encoding');
});
