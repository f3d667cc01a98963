import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { checkOutAndPay, createAccountOnEmulator, header, main, signInOnLoginPage, uniqueEmail } from './accounts';
import { expect, test, waitForInteractive, type Browser, type Page } from './fixtures';

/**
 * The merchant's desk and the order's life after "paid" (issue 26), in the built app: a merchant made
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
  execFileSync('npm', ['run', '--silent', 'merchant', '--', 'grant', email], { stdio: 'pipe' });
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
  await desk.getByRole('button', { name: /^Accept return and refund/ }).click();
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
  await visitor.goto('/desk');
  await slow(visitor.getByText("This page is for the store's staff.")).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();

  const email = uniqueEmail('shopper');
  await createAccountOnEmulator(request, email, PASSWORD, 'Thabo Shopper');
  const shopper = await newPage(browser, baseURL);
  await shopper.goto('/login');
  await signInOnLoginPage(shopper, email, PASSWORD);
  await slow(header(shopper).getByRole('button', { name: /Thabo/ })).toBeVisible();
  await shopper.goto('/desk');
  await slow(shopper.getByText("This page is for the store's staff.")).toBeVisible();
  await expect(shopper.getByRole('table')).toHaveCount(0);
});

test('desk pages pass axe at 375 and 1280 px, and the table works by keyboard', async ({ browser, baseURL, request }) => {
  test.setTimeout(400_000);
  mkdirSync(SHOTS, { recursive: true });
  const shopper = await newPage(browser, baseURL);
  const orderNumber = await buyCharger(shopper, 'Ayanda Zulu', uniqueEmail('ayanda'));
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const desk = await newMerchant(browser, baseURL, request, viewport);
    await desk.goto('/desk');
    await slow(desk.getByRole('table')).toBeVisible();
    await axe(desk, `/desk at ${viewport.width}`);
    await desk.screenshot({ path: `${SHOTS}/desk-list-${viewport.width}.png`, fullPage: true });
    await desk.goto(`/desk/orders/${orderNumber}`);
    await slow(desk.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await desk.getByRole('button', { name: 'Ship…' }).or(desk.getByRole('button', { name: 'Pack' })).first().waitFor();
    await axe(desk, `/desk/orders at ${viewport.width}`);
    await desk.screenshot({ path: `${SHOTS}/desk-order-${viewport.width}.png`, fullPage: true });
    await desk.context().close();
  }

  // Keyboard: focus the table's sort button for Total, sort with Enter, then open an order with Enter.
  const desk = await newMerchant(browser, baseURL, request);
  await desk.goto('/desk');
  await slow(desk.getByRole('table')).toBeVisible();
  const total = desk.getByRole('columnheader', { name: /Total/ });
  await expect(total).toHaveAttribute('aria-sort', 'none');
  await desk.getByRole('region', { name: 'Orders table' }).focus();
  for (let step = 0; step < 30; step += 1) {
    await desk.keyboard.press('Tab');
    if (await total.getByRole('button').evaluate((button) => button === document.activeElement)) break;
  }
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(/sort=-total/);
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(/sort=total/);
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  const link = desk.getByRole('table').getByRole('link', { name: orderNumber });
  await link.focus();
  await desk.keyboard.press('Enter');
  await slow(desk.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
});
