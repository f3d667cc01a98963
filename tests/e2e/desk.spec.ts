import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { checkOutAndPay, createAccountOnEmulator, grantMerchant, header, main, signInOnLoginPage, uniqueEmail } from './accounts';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { expect, test, waitForInteractive, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures';

/**
 * The merchant's desk and the order's life after "paid", in the built app: a merchant made
 * with `npm run merchant -- grant`, a shopper who pays, ships, returns; another who cancels.
 */

const CHARGER = 'Anker Nano 20W USB-C Charger';
const PASSWORD = 'braai-2024';
const SHOTS = process.env.DESK_SCREENSHOTS ?? 'test-results/desk-screenshots';
const slow = expect.configure({ timeout: 20_000 });
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function newPage(browser: Browser, baseURL: string | undefined, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
  return waitForInteractive(await context.newPage());
}

/** A staff account: signed up on the emulator, made a merchant with the npm script, signed in. */
async function newMerchant(browser: Browser, baseURL: string | undefined, request: Parameters<typeof createAccountOnEmulator>[0], viewport?: { width: number; height: number }) {
  const email = uniqueEmail('staff');
  await createAccountOnEmulator(request, email, PASSWORD, 'Nomsa Staff');
  grantMerchant(email);
  const page = await newPage(browser, baseURL, viewport);
  await page.goto('/login');
  await signInOnLoginPage(page, email, PASSWORD);
  await slow(header(page).getByRole('button', { name: /Nomsa/ })).toBeVisible();
  return page;
}

async function buyCharger(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/category/accessories');
  await page.getByRole('article').filter({ hasText: CHARGER }).getByRole('button', { name: 'Add to Cart' }).click();
  await slow(page.getByText(`${CHARGER} added to cart`, { exact: true }).first()).toBeVisible();
  return checkOutAndPay(page, { name, email, street: '12 Long Street' });
}

async function openOnDesk(desk: Page, email: string, orderNumber: string) {
  await desk.goto('/desk');
  const search = desk.getByRole('search', { name: 'Orders' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(email);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const table = desk.getByRole('table');
  await slow(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: orderNumber }).click();
  await slow(desk.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

async function move(desk: Page, button: string, status: string) {
  await desk.getByRole('button', { name: button }).click();
  await slow(main(desk).getByText(status, { exact: true }).first()).toBeVisible();
}

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    results.violations.map((violation) => violation.id),
    `${where}: ${results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')}`,
  ).toEqual([]);
}

test('a paid order is packed, shipped with tracking, delivered, returned and refunded; the shopper sees each step', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const shopperEmail = uniqueEmail('lerato');
  const shopper = await newPage(browser, baseURL);
  const orderNumber = await buyCharger(shopper, 'Lerato Mokoena', shopperEmail);

  const desk = await newMerchant(browser, baseURL, request);
  await openOnDesk(desk, shopperEmail, orderNumber);
  await move(desk, 'Pack', 'Packed.');
  await desk.getByRole('button', { name: 'Ship…' }).click();
  await desk.getByRole('combobox', { name: 'Carrier' }).fill('Aramex');
  await desk.getByRole('textbox', { name: 'Tracking number' }).fill('AX7781234');
  await desk.getByRole('button', { name: 'Ship', exact: true }).click();
  await slow(desk.getByText('Shipped.', { exact: true })).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/desk-order-1280.png`, fullPage: true });

  await shopper.goto(`/orders/${orderNumber}`);
  await slow(main(shopper).getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(main(shopper).getByRole('link', { name: 'AX7781234' }).first()).toHaveAttribute('href', /aramex.*AX7781234/);
  await expect(main(shopper).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await move(desk, 'Mark delivered', 'Marked delivered.');

  await shopper.reload();
  await main(shopper).getByRole('button', { name: 'Return this order' }).click();
  await main(shopper).getByRole('textbox', { name: 'Why are you returning it?' }).fill('It charges my phone too slowly.');
  await main(shopper).getByRole('button', { name: 'Request the return' }).click();
  await slow(main(shopper).getByText('We have your return request', { exact: false })).toBeVisible();

  await desk.reload();
  await desk.getByRole('button', { name: /^Accept return and refund/ }).focus();
  await desk.keyboard.press('Enter');
  await slow(desk.getByText(/^Return accepted; R .* refunded\.$/)).toBeVisible();

  await shopper.reload();
  await slow(main(shopper).getByText('Returned', { exact: true }).first()).toBeVisible();
  await expect(main(shopper).getByText(/^Refunded R .* to the card you paid with\.$/)).toBeVisible();
  await shopper.screenshot({ path: `${SHOTS}/shopper-order-1280.png`, fullPage: true });
});

test('a shopper cancels a paid order before it is packed and sees the refund', async ({ browser, baseURL }) => {
  const shopper = await newPage(browser, baseURL, { width: 375, height: 812 });
  const orderNumber = await buyCharger(shopper, 'Sipho Dlamini', uniqueEmail('sipho'));
  await main(shopper).getByRole('button', { name: 'Cancel order' }).click();
  await main(shopper).getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await slow(main(shopper).getByText(/^Refunded R .* to the card you paid with\.$/)).toBeVisible();
  await expect(main(shopper).getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await shopper.reload();
  await slow(main(shopper).getByText(/^Refunded R .* to the card you paid with\.$/)).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await shopper.screenshot({ path: `${SHOTS}/shopper-cancelled-375.png`, fullPage: true });
  expect(orderNumber).toMatch(/^NX-/);
});

test('the desk tells a shopper and a signed-out visitor it is for staff', async ({ browser, baseURL, request }) => {
  const visitor = await newPage(browser, baseURL);
  const asked: string[] = [];
  visitor.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await visitor.goto('/desk');
  await slow(visitor.getByText("This page is for the store's staff.")).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
  // Not the staff's sections: only the refusal.
  await expect(visitor.getByRole('navigation', { name: 'Desk' })).toBeHidden();
  // Signed out in this browser, the refusal needs no answer from the server, and the sections' code
  // (the orders table, the answers' schemas) is not downloaded.
  await visitor.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith('/api/desk') || /\/assets\/(desk-orders-page|desk-order-page|desk-stock-page|api)-/.test(path))).toEqual([]);

  const email = uniqueEmail('shopper');
  await createAccountOnEmulator(request, email, PASSWORD, 'Thabo Shopper');
  const shopper = await newPage(browser, baseURL);
  await shopper.goto('/login');
  await signInOnLoginPage(shopper, email, PASSWORD);
  await slow(header(shopper).getByRole('button', { name: /Thabo/ })).toBeVisible();
  await shopper.goto('/desk');
  await slow(shopper.getByText("This page is for the store's staff.")).toBeVisible();
  await expect(shopper.getByRole('table')).toHaveCount(0);
  await expect(shopper.getByRole('navigation', { name: 'Desk' })).toBeHidden();
  await shopper.goto('/desk/stock');
  await slow(shopper.getByText("This page is for the store's staff.")).toBeVisible();
  await expect(shopper.getByRole('navigation', { name: 'Desk' })).toBeHidden();
});

/**
 * Code the desk must not load, each known by a name its minified build keeps as a string
 * (the checkout's details page loads the first four: the kit's Select for the province). The status
 * filter is the browser's own select, not Radix Select with Floating UI's popper and Radix's focus and
 * dismiss layers; the desk's answers are read with zod/mini, not zod classic (`ZodObject` is classic's
 * name for its object schema; mini's is `ZodMiniObject`, core's `$ZodObject`).
 */
const NOT_ON_THE_DESK = ['SelectTrigger', 'PopperContent', 'FocusScope', 'DismissableLayer', 'ZodObject'].map((name) => new RegExp(`[\`"']${name}[\`"']`));

/** The scripts this document loaded (from the network or the cache), each with the markers above it carries. */
async function heavyScripts(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  expect(urls.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const url of urls) {
    const body = await (await page.request.get(url)).text();
    for (const marker of NOT_ON_THE_DESK) if (marker.test(body)) found.push(`${new URL(url).pathname} ${marker.source}`);
  }
  return found;
}

test('the desk loads no Radix Select, Floating UI or zod classic, signed out or as a merchant', async ({ browser, baseURL, request }) => {
  const visitor = await newPage(browser, baseURL);
  await visitor.goto('/desk');
  await slow(visitor.getByText("This page is for the store's staff.")).toBeVisible();
  expect(await heavyScripts(visitor)).toEqual([]);

  const desk = await newMerchant(browser, baseURL, request);
  await desk.goto('/desk');
  await slow(desk.getByRole('table')).toBeVisible();
  await slow(desk.getByRole('term').first()).toBeVisible();
  await expect(desk.getByRole('combobox', { name: 'Status' })).toHaveJSProperty('tagName', 'SELECT');
  expect(await heavyScripts(desk)).toEqual([]);
});

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/** A paid guest order made through the payment API (as the browser's checkout sends it); its number. */
async function paidByApi(request: APIRequestContext, customer: { name: string; email: string }): Promise<string> {
  const response = await request.post('/api/create-payment-intent', {
    data: {
      items: [{ id: 14, quantity: 1 }],
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `desk-e2e-${Date.now()}-${Math.random()}`,
      customer: { ...TEST_CUSTOMER, ...customer },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).orderNumber;
}

/** Axe finds nothing, and the page never scrolls sideways (wide tables scroll inside their own box). */
async function checkScreen(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.waitForLoadState('networkidle');
  await axe(page, `${name} at ${width}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} at ${width} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/**
 * Presses Tab (or Shift+Tab when the target comes earlier in the page) until `target` has focus: the
 * way someone on a keyboard gets there.
 */
async function tabTo(page: Page, target: Locator, most = 80) {
  await target.waitFor();
  for (let step = 0; step < most; step += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (element === active) return 'here';
      if (!active || active === document.body) return 'after';
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${most} presses of Tab`);
}

test('every desk page passes axe at 375 and 1280 px and never scrolls sideways; screenshots of each', async ({ browser, baseURL, request }) => {
  test.setTimeout(400_000);
  mkdirSync(SHOTS, { recursive: true });
  const orderNumber = await paidByApi(request, { name: 'Ayanda Zulu', email: uniqueEmail('ayanda') });

  const desk = await newMerchant(browser, baseURL, request, PHONE);
  for (const viewport of [PHONE, DESKTOP]) {
    await desk.setViewportSize(viewport);
    await desk.goto('/desk');
    await slow(desk.getByRole('table')).toBeVisible();
    await slow(desk.getByRole('term').first()).toBeVisible();
    await checkScreen(desk, 'desk-orders');

    await desk.goto(`/desk/orders/${orderNumber}`);
    await slow(desk.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await checkScreen(desk, 'desk-order');
    await desk.getByRole('button', { name: 'Cancel and refund…' }).click();
    await expect(desk.getByRole('button', { name: 'Keep the order' })).toBeFocused();
    await checkScreen(desk, 'desk-order-cancel-open');

    await desk.goto('/desk/stock');
    await slow(desk.getByRole('heading', { level: 2, name: 'Levels' })).toBeVisible();
    await checkScreen(desk, 'desk-stock');
  }

  const visitor = await newPage(browser, baseURL, PHONE);
  const email = uniqueEmail('shopper');
  await createAccountOnEmulator(request, email, PASSWORD, 'Thabo Shopper');
  const shopper = await newPage(browser, baseURL, PHONE);
  await shopper.goto('/login');
  await signInOnLoginPage(shopper, email, PASSWORD);
  await slow(header(shopper).getByRole('button', { name: /Thabo/ })).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    for (const [page, who] of [
      [visitor, 'signed-out'],
      [shopper, 'shopper'],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [path, name] of [
        ['/desk', 'desk-refused'],
        ['/desk/stock', 'desk-stock-refused'],
      ] as const) {
        await page.goto(path);
        await slow(page.getByText("This page is for the store's staff.")).toBeVisible();
        await checkScreen(page, `${name}-${who}`);
      }
    }
  }
});

test('the desk works by keyboard alone: find an order by email, open it, pack, ship, deliver; refund and cancel another; sort and page', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  // 26 orders under one surname: two pages of the list (25 a page).
  const surname = `Kbd${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
  const email = uniqueEmail('keyboard');
  const first = await paidByApi(request, { name: `Lindiwe ${surname}`, email });
  const second = await paidByApi(request, { name: `Lindiwe ${surname}`, email: uniqueEmail('keyboard') });
  for (let made = 2; made < 26; made += 1) await paidByApi(request, { name: `Lindiwe ${surname}`, email: uniqueEmail('keyboard') });

  const desk = await newMerchant(browser, baseURL, request);
  await desk.goto('/desk');
  const table = desk.getByRole('table');
  await slow(table).toBeVisible();
  const press = (key: string) => desk.keyboard.press(key);

  // Find the order by email and open it.
  await tabTo(desk, desk.getByRole('searchbox', { name: 'Search' }));
  await desk.keyboard.type(email);
  await press('Enter');
  await slow(table.getByRole('row')).toHaveCount(2);
  await tabTo(desk, table.getByRole('link', { name: first }));
  await press('Enter');
  await slow(desk.getByRole('heading', { level: 1, name: `Order ${first}` })).toBeVisible();

  // Pack; focus lands on what happened (the Pack button is gone).
  await tabTo(desk, desk.getByRole('button', { name: 'Pack', exact: true }));
  await press('Enter');
  const said = (text: string | RegExp) => desk.getByRole('status').filter({ hasText: text });
  await slow(said('Packed.')).toBeFocused();

  // Ship: the form takes focus, Escape closes it and gives focus back, then carrier + tracking number.
  const ship = desk.getByRole('button', { name: 'Ship…' });
  await tabTo(desk, ship);
  await press('Enter');
  await expect(desk.getByRole('combobox', { name: 'Carrier' })).toBeFocused();
  await press('Escape');
  await expect(ship).toBeFocused();
  await expect(ship).toHaveAttribute('aria-expanded', 'false');
  await press('Enter');
  await desk.keyboard.type('Aramex');
  await press('Tab');
  await expect(desk.getByRole('textbox', { name: 'Tracking number' })).toBeFocused();
  await desk.keyboard.type('AX7781234');
  await press('Enter');
  await slow(said('Shipped.')).toBeFocused();

  await tabTo(desk, desk.getByRole('button', { name: 'Mark delivered' }));
  await press('Enter');
  await slow(said('Marked delivered.')).toBeFocused();
  await expect(main(desk).getByText('Delivered', { exact: true }).first()).toBeVisible();

  // Another order, found by its number: refund R 10, then cancel (the safe choice has focus first).
  await tabTo(desk, desk.getByRole('link', { name: 'All orders' }));
  await press('Enter');
  await tabTo(desk, desk.getByRole('searchbox', { name: 'Search' }));
  await press('ControlOrMeta+A');
  await desk.keyboard.type(second);
  await press('Enter');
  await tabTo(desk, table.getByRole('link', { name: second }));
  await press('Enter');
  await slow(desk.getByRole('heading', { level: 1, name: `Order ${second}` })).toBeVisible();
  await tabTo(desk, desk.getByRole('button', { name: 'Refund an amount…' }));
  await press('Enter');
  await expect(desk.getByRole('textbox', { name: 'Amount in rand' })).toBeFocused();
  await desk.keyboard.type('10');
  await press('Enter');
  await slow(said('R 10 refunded.')).toBeFocused();
  const cancel = desk.getByRole('button', { name: 'Cancel and refund…' });
  await tabTo(desk, cancel);
  await press('Enter');
  await expect(desk.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await press('Enter');
  await expect(cancel).toBeFocused();
  await press('Enter');
  await press('Shift+Tab');
  await expect(desk.getByRole('button', { name: /^Cancel and refund R / })).toBeFocused();
  await press('Enter');
  await slow(said(/^Cancelled; R .* refunded\.$/)).toBeFocused();

  // The list by name: sort by total with the header's button (aria-sort on the header), then page.
  await tabTo(desk, desk.getByRole('link', { name: 'All orders' }));
  await press('Enter');
  await tabTo(desk, desk.getByRole('searchbox', { name: 'Search' }));
  await desk.keyboard.type(surname);
  await press('Enter');
  await slow(desk.getByText('26 orders', { exact: true })).toBeVisible();
  const total = desk.getByRole('columnheader', { name: /Total/ });
  await expect(total).toHaveAttribute('aria-sort', 'none');
  await tabTo(desk, total.getByRole('button'));
  await press('Enter');
  await expect(desk).toHaveURL(/sort=-total/);
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await expect(total.getByRole('button')).toBeFocused();
  await press('Enter');
  await expect(desk).toHaveURL(/sort=total/);
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await expect(total.getByRole('button')).toBeFocused();
  const pages = desk.getByRole('navigation', { name: 'Pages' });
  await tabTo(desk, pages.getByRole('button', { name: 'Next' }));
  await press('Enter');
  await slow(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(pages.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await expect(table.getByRole('row')).toHaveCount(2);
  await tabTo(desk, table.getByRole('link').first());
  await press('Enter');
  await slow(desk.getByRole('heading', { level: 1, name: /^Order NX-/ })).toBeVisible();
});
