import { expect, test, type Page } from './fixtures';
import { CAPE_TOWN, fillOrderForm, fillTestCard } from './order-form';

// The server draws the prize (playwright.config.ts fixes NEXUS_WHEEL_ODDS to R1000), the shopper pays
// with the coupon, and the same coupon is refused on the next order.
test.slow();

const COUPON = /^NEXUS-[A-Z0-9]{8}$/;

async function checkoutOneLaptop(page: Page) {
  await page.goto('/category/laptops');
  const laptop = page.getByRole('article').first();
  const name = await laptop.getByRole('heading').first().innerText();
  await laptop.getByRole('button', { name: 'Add to Cart' }).click();
  // Add to Cart asks the server for the stock first: wait for its answer before leaving the page.
  await expect(page.getByText(`${name} added to cart`, { exact: true }).first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillOrderForm(page, { ...CAPE_TOWN, name: 'Thandi Nkosi', email: 'thandi@example.co.za' });
  return fillTestCard(page);
}

test('spin, win, pay with the coupon, see the discount on the order; the coupon is refused next time', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto('/');
  const wheel = page.getByRole('dialog', { name: 'Spin & Win!' });
  const spun = page.waitForResponse((response) => response.url().endsWith('/api/spin'));
  await wheel.getByRole('button', { name: 'SPIN', exact: true }).click();
  expect((await spun).status()).toBe(200);
  await expect(wheel.getByText('You won R1000!')).toBeVisible();
  const coupon = await page.evaluate(() => window.localStorage.getItem('discountCoupon'));
  expect(coupon).toMatch(COUPON);
  await wheel.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon);
  await page.keyboard.press('Escape');

  const payment = await checkoutOneLaptop(page);
  // Filled in from the wheel and checked by the server.
  await expect(page.getByText(`Coupon ${coupon} applied`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(`Discount (${coupon})`)).toBeVisible();
  await expect(summary.getByText('−R 1 000')).toBeVisible();
  const paid = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent'));
  await payment.getByRole('button', { name: 'Pay Now' }).click();
  const receipt = await (await paid).json();
  expect(receipt.totals.discount).toBe(1_000_00);
  expect(receipt.amount).toBe(receipt.totals.subtotal - 1_000_00 + receipt.totals.shipping);
  await expect(page.getByText('Payment successful! Thank you for your purchase.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText(`Discount (${coupon})`)).toBeVisible();

  // The same coupon again, typed in by hand on a second order.
  const second = await checkoutOneLaptop(page);
  const couponBox = page.getByRole('textbox', { name: 'Coupon code' });
  const removal = page.getByRole('button', { name: `Remove coupon ${coupon}` });
  // The wheel's coupon is still in storage: the server refuses it as the stage opens.
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await expect(removal).toHaveCount(0);
  await couponBox.fill(coupon!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(/^Discount/)).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await context.close();
});
