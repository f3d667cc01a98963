import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { getProduct } from '../../storefront/core/catalogue';
import { MAX_QUERY_LENGTH } from '../../storefront/core/domain';
import { TEST_CUSTOMER } from '../fixtures/customer';

/**
 * Hostile input against the built app: markup and patterns in the search box, junk in every
 * storage key the app reads, odd URLs, and malformed bodies sent straight at the payment API.
 * The page keeps working, nothing typed runs as code, and the server answers 4xx and stays up.
 */

const EMPTY_QUERY_ALERT = 'Please enter a search query.';

function productOf(id: number) {
  const product = getProduct(id);
  if (!product) throw new Error(`The catalogue has no product ${id}; pick another for this test.`);
  return product;
}
const nameOf = (id: number) => productOf(id).name;
const priceOf = (id: number) => productOf(id).price;

interface Watch {
  dialogs: string[];
  errors: string[];
}

/** Collects every dialog (dismissed at once) and every console error or uncaught exception. */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    // A missing product's page answers 404 on purpose; the browser logs that status as an error.
    const documentStatus = message.location().url === page.url() && message.text().includes('status of 404');
    if (message.type() === 'error' && !documentStatus) seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(`uncaught: ${error.message}`));
  return seen;
}

test.beforeEach(async ({ context }) => {
  // The prize wheel would cover every page. Junk put in 'hasSpun' by a test is left for the app to
  // read, and tests that seed storage themselves (seed() marks the session) set their own.
  await context.addInitScript(() => {
    if (localStorage.getItem('hasSpun') === null && !sessionStorage.getItem('hostile-seeded')) {
      localStorage.setItem('hasSpun', 'true');
    }
  });
});

test.describe('search input', () => {
  const HOSTILE_QUERIES = [
    '<img src=x onerror=alert(1)>',
    '"><script>alert(1)</script>',
    '(.*',
    '\\',
    '%00',
    '[a-z]+$^{1,}|?',
    '{{constructor.constructor("alert(1)")()}}',
    '<b>x</b>'.repeat(1250),
  ];

  for (const query of HOSTILE_QUERIES) {
    const label = query.length > 40 ? `${query.slice(0, 24)}… (${query.length} characters)` : query;
    test(`${label} typed in the header search renders as text`, async ({ page }) => {
      const seen = watch(page);
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await box.fill(query);
      await box.press('Enter');

      const shown = query.trim().slice(0, MAX_QUERY_LENGTH);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(`Search Results for: "${shown}"`);
      await expect(page).toHaveURL(/\/search\?query=/);
      // The search page's own markup: no element from the query reached the DOM.
      await expect(page.locator('main img[src="x"], main script, main b')).toHaveCount(0);
      expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
      // The box shows what was searched, as typed.
      await expect(box).toHaveValue(shown);
      expect(seen.dialogs).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  }

  test('the same strings straight in the URL render as text', async ({ page }) => {
    const seen = watch(page);
    for (const query of HOSTILE_QUERIES.slice(0, 5)) {
      await page.goto(`/search?query=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for: "${query}"`);
    }
    // A NUL byte, a lone percent sign and a broken escape in the raw query string.
    for (const raw of ['%00', '%', '%E0%A4%A', '%uD800']) {
      await page.goto(`/search?query=${raw}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // No script runs from the page itself; the stock snapshot is a JSON data block, which never runs.
    expect(await page.evaluate(() => document.querySelectorAll('img[src="x"], body script:not([src]):not([type="application/json"])').length)).toBe(0);
    expect(seen.dialogs).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('only an empty or blank query raises the spec’s alert, and it does not navigate', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/help-and-advice');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.press('Enter');
    await box.fill(' \t  ');
    await box.press('Enter');
    await expect.poll(() => seen.dialogs).toEqual([EMPTY_QUERY_ALERT, EMPTY_QUERY_ALERT]);
    await expect(page).toHaveURL(/\/help-and-advice$/);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('storage the app reads', () => {
  /** Values no release of the app writes: broken JSON, wrong shapes and types, pollution attempts. */
  const JUNK = [
    '{not json',
    '',
    'undefined',
    'null',
    '42',
    '"text"',
    'true',
    '[]',
    '{}',
    '{"__proto__":{"polluted":true},"state":{"__proto__":{"polluted":true}}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '[{"__proto__":{"polluted":true}}]',
    'x'.repeat(100_000),
  ];

  /** Seeds storage before the app's first script runs, once per test (a reload sees what the app left). */
  async function seed(page: Page, values: Record<string, string>) {
    await page.context().addInitScript((entries) => {
      if (sessionStorage.getItem('hostile-seeded')) return;
      sessionStorage.setItem('hostile-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, values);
  }

  async function expectNoPollution(page: Page) {
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
  }

  const KEYS = ['nexus.cart', 'wishlist', 'nexus.orders', 'hasSpun', 'discountCoupon', 'nexus.session'];

  for (const key of KEYS) {
    test(`junk in '${key}' is ignored: every page renders, with empty defaults`, async ({ page }) => {
      // Every screen, each loaded in turn: minutes on two busy cores.
      test.setTimeout(150_000);
      const seen = watch(page);
      await page.goto('/help-and-advice');
      for (const value of JUNK) {
        // Each value gets a clean slate (the previous one may have been dropped or rewritten) and a
        // fresh page load, which is when the app reads storage.
        await page.evaluate(
          ([k, v]) => {
            localStorage.clear();
            localStorage.setItem('hasSpun', 'true');
            localStorage.setItem(k, v);
          },
          [key, value] as const,
        );
        await page.goto('/cart');
        await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' }), `${key}=${value.slice(0, 40)}`).toBeVisible();
        await expect(page.getByText('Your cart is empty')).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
        await expectNoPollution(page);
      }
      for (const path of ['/wishlist', '/orders', '/account']) {
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JUNK[0] ?? ''] as const);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      expect(seen.errors).toEqual([]);
    });
  }

  test('a cart with some good lines keeps them and drops the rest', async ({ page }) => {
    const items = [
      '{"id":1,"quantity":2,"team":false}',
      '{"id":999999,"quantity":1}',
      '{"id":2,"quantity":-5}',
      '{"id":"3","quantity":1}',
      '{"id":4,"quantity":1.5}',
      '{"id":1,"quantity":7,"team":false}',
      // Raw JSON: an object literal would set the prototype instead of an own "__proto__" key.
      '{"__proto__":{"polluted":true},"id":5,"quantity":1,"price":1}',
    ];
    await seed(page, { 'nexus.cart': `{"state":{"items":[${items.join(',')}]},"version":1}` });
    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(main.getByText(nameOf(1)).first()).toBeVisible();
    await expect(main.getByText(nameOf(5)).first()).toBeVisible();
    for (const dropped of [2, 3, 4]) await expect(main.getByText(nameOf(dropped))).toHaveCount(0);
    await expectNoPollution(page);
  });

  test('a wishlist with some good ids keeps them and drops the rest', async ({ page }) => {
    await seed(page, { wishlist: JSON.stringify(['1', 'abc', 1, '999999', '1', '-2', '01', null, { id: '3' }, '13']) });
    await page.goto('/wishlist');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: nameOf(13) })).toBeVisible();
  });

  test("a foreign 'hasSpun' reopens the wheel and is dropped; a forged coupon without a spin is dropped", async ({ page }) => {
    await seed(page, { hasSpun: 'TRUE', discountCoupon: '<img src=x onerror=alert(1)>' });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('hasSpun'), localStorage.getItem('discountCoupon')])).toEqual([null, null]);
  });

  test("a malformed coupon next to a real spin is dropped and the wheel stays shut", async ({ page }) => {
    await seed(page, { hasSpun: 'true', discountCoupon: 'NEXUS-<script>' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Spin & Win!' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('discountCoupon'))).toBeNull();
  });
});

test.describe('odd URLs', () => {
  const CASES: Array<{ path: string; heading: string | RegExp; status?: number }> = [
    { path: '/category/%E0%A4%A', heading: 'No such category' },
    { path: '/category/..%2f..%2fetc', heading: 'No such category' },
    { path: '/category/%3Cscript%3Ealert(1)%3C%2Fscript%3E', heading: 'No such category' },
    { path: '/category/LAPTOPS', heading: 'Products in category: Laptops' },
    { path: '/product/abc', heading: 'Product not found', status: 404 },
    { path: '/product/999999', heading: 'Product not found', status: 404 },
    { path: '/product/-1', heading: 'Product not found', status: 404 },
    { path: '/product/1e1', heading: 'Product not found', status: 404 },
    { path: '/product/%00', heading: 'Product not found', status: 404 },
    { path: '/search', heading: 'Search' },
    { path: '/search?query=', heading: 'Search' },
    { path: '/search?query=%20%20', heading: 'Search' },
    { path: '/search?query=a&query=b', heading: /Search Results for/ },
    { path: '/a/very/deep/unknown/path/that/goes/on', heading: 'Nexus: electronics for South Africa' },
    { path: '/%E0%A4%A', heading: 'Nexus: electronics for South Africa' },
    { path: '/cart/../../etc/passwd', heading: 'Nexus: electronics for South Africa' },
  ];

  for (const { path, heading, status = 200 } of CASES) {
    test(`${path} renders a page`, async ({ page }) => {
      const seen = watch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Nexus' })).toBeVisible();
      expect(seen.dialogs).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  }

  test('no path reaches files outside the built app', async ({ request }) => {
    for (const path of ['/..%2f..%2fpackage.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/..\\..\\package.json']) {
      const response = await request.get(path);
      const text = await response.text();
      expect(text, path).not.toContain('"workspaces"');
      expect(text, path).not.toContain('"devDependencies"');
    }
  });
});

test.describe('the payment API', () => {
  const ENDPOINT = '/api/create-payment-intent';
  const VALID_ITEMS = [{ id: 1, quantity: 1 }];
  let keyCount = 0;
  const newKey = () => `hostile-${Date.now()}-${(keyCount += 1)}-${Math.random().toString(36).slice(2)}`;

  async function postRaw(request: APIRequestContext, body: string | Buffer, contentType = 'application/json') {
    return request.post(ENDPOINT, { headers: { 'Content-Type': contentType }, data: Buffer.isBuffer(body) ? body : Buffer.from(body) });
  }

  async function expectRefused(response: Awaited<ReturnType<typeof postRaw>>, what: string, status?: number) {
    expect(response.status(), what).toBeGreaterThanOrEqual(400);
    expect(response.status(), what).toBeLessThan(500);
    if (status !== undefined) expect(response.status(), what).toBe(status);
    expect(response.headers()['content-type'], what).toContain('application/json');
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error, `${what}: ${JSON.stringify(body)}`).toBe('string');
    expect(String(body.error).length, what).toBeGreaterThan(0);
    // The answer is about the request: it does not echo stack traces or internals.
    expect(JSON.stringify(body), what).not.toMatch(/at .+\.(js|ts):\d+|node_modules|TypeError/);
  }

  async function expectStillServing(request: APIRequestContext) {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const payment = await request.post(ENDPOINT, {
      data: { items: VALID_ITEMS, paymentMethodId: 'pm_card_visa', idempotencyKey: newKey(), customer: TEST_CUSTOMER },
    });
    expect(payment.status(), await payment.text()).toBe(200);
    // Priced at the individual price: a polluted prototype (team: true by default) would change it.
    const receipt = (await payment.json()) as { lines: Array<{ team: boolean; unitPrice: number }> };
    expect(receipt.lines).toEqual([expect.objectContaining({ team: false, unitPrice: priceOf(1) })]);
    expect(JSON.stringify(receipt)).not.toContain('polluted');
  }

  test('malformed JSON gets 400 with an error', async ({ request }) => {
    for (const body of ['{', '{"items": [', "{'items': []}", 'NaN', '\u0000', '{"items":[{"id":1,"quantity":1}]}}', '\uFEFF{}']) {
      await expectRefused(await postRaw(request, body), `body ${JSON.stringify(body)}`);
    }
    await expectStillServing(request);
  });

  test('an oversized body gets 413, with or without a declared length', async ({ request }) => {
    const huge = JSON.stringify({
      items: VALID_ITEMS,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: newKey(),
      padding: 'x'.repeat(17 * 1024),
    });
    await expectRefused(await postRaw(request, huge), '17 KB body', 413);
    const manyItems = JSON.stringify({
      items: Array.from({ length: 2_000 }, (_, index) => ({ id: (index % 40) + 1, quantity: 1 })),
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: newKey(),
    });
    await expectRefused(await postRaw(request, manyItems), '2 000 items', 413);
    const junk = await postRaw(request, Buffer.alloc(1024 * 1024, 'a'));
    await expectRefused(junk, '1 MB of junk', 413);
    // The server stops reading a body this big and drops the connection; it must say so, or a
    // client that reuses the connection (as this one does) gets a reset on its next request.
    expect(junk.headers().connection, 'Connection header of a 413 whose body was not read').toBe('close');
    await expectStillServing(request);
  });

  test('type-confused bodies get 400 with an error', async ({ request }) => {
    const base = { items: VALID_ITEMS, paymentMethodId: 'pm_card_visa' };
    const bodies: unknown[] = [
      null,
      42,
      'items',
      true,
      [],
      [base],
      {},
      { ...base, items: 'all of them' },
      { ...base, items: {} },
      { ...base, items: [] },
      { ...base, items: [null] },
      { ...base, items: [1, 2, 3] },
      { ...base, items: [{ id: '1', quantity: 1 }] },
      { ...base, items: [{ id: 1, quantity: '1' }] },
      { ...base, items: [{ id: 1, quantity: 1.5 }] },
      { ...base, items: [{ id: 1, quantity: 0 }] },
      { ...base, items: [{ id: 1, quantity: -1 }] },
      { ...base, items: [{ id: 1, quantity: 1e308 }] },
      { ...base, items: [{ id: 1.5, quantity: 1 }] },
      { ...base, items: [{ id: 1, quantity: 1, team: 'yes' }] },
      { ...base, items: [{ id: 1, quantity: 1, price: 1 }] },
      { ...base, items: [{ id: 999_999, quantity: 1 }] },
      { ...base, items: [{ id: -1, quantity: 1 }] },
      { ...base, amount: 1 },
      { ...base, paymentMethodId: 123 },
      { ...base, paymentMethodId: '' },
      { ...base, paymentMethodId: ['pm_card_visa'] },
      { ...base, paymentMethodId: 'x'.repeat(10_000) },
      { ...base, idempotencyKey: 12_345_678 },
      { ...base, idempotencyKey: [] },
      { ...base, idempotencyKey: 'short' },
    ];
    for (const body of bodies) {
      const data = JSON.stringify(
        body !== null && typeof body === 'object' && !Array.isArray(body) && !('idempotencyKey' in body) ? { ...body, idempotencyKey: newKey() } : body,
      );
      await expectRefused(await postRaw(request, data), data.slice(0, 120));
    }
    await expectStillServing(request);
  });

  test('a prototype-pollution payload is refused and pollutes nothing on the server', async ({ request }) => {
    const payloads = [
      `{"__proto__":{"polluted":true,"team":true},"items":[{"id":1,"quantity":1}],"paymentMethodId":"pm_card_visa","idempotencyKey":"${newKey()}"}`,
      `{"constructor":{"prototype":{"polluted":true,"team":true}},"items":[{"id":1,"quantity":1}],"paymentMethodId":"pm_card_visa","idempotencyKey":"${newKey()}"}`,
      `{"items":[{"id":1,"quantity":1,"__proto__":{"team":true,"polluted":true}}],"paymentMethodId":"pm_card_visa","idempotencyKey":"${newKey()}"}`,
      `{"items":[{"id":1,"quantity":1,"constructor":{"prototype":{"team":true}}}],"paymentMethodId":"pm_card_visa","idempotencyKey":"${newKey()}"}`,
      `{"items":{"__proto__":[]},"paymentMethodId":"pm_card_visa","idempotencyKey":"${newKey()}"}`,
    ];
    for (const body of payloads) await expectRefused(await postRaw(request, body), body.slice(0, 120), 400);
    await expectStillServing(request);
  });

  test('the wrong media type or method is refused', async ({ request }) => {
    const body = JSON.stringify({ items: VALID_ITEMS, paymentMethodId: 'pm_card_visa', idempotencyKey: newKey(), customer: TEST_CUSTOMER });
    await expectRefused(await postRaw(request, body, 'text/plain'), 'text/plain', 415);
    await expectRefused(await postRaw(request, body, 'application/x-www-form-urlencoded'), 'a form post', 415);
    await expectRefused(await request.get(ENDPOINT), 'GET', 405);
    await expectRefused(await request.put(ENDPOINT, { data: body }), 'PUT', 405);
    await expectStillServing(request);
  });
});
