import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { expect, test } from './fixtures';

// Stock seeded for this run (playwright.config.ts, NEXUS_STOCK_SEED): product 18 has 3, 20 none, 24 one.
const OLED = 'LG 55" OLED evo C4 4K Smart TV';
const BRAVIA = 'Sony BRAVIA 7 65" Mini LED 4K Google TV';
const VLOG_CAMERA = 'Sony ZV-E10 II Vlog Camera with 16-50mm';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
});

test('an out-of-stock product says so and cannot be added to the cart; the wishlist still takes it', async ({ page }) => {
  await page.goto('/product/20');
  const buyBox = page.locator('[data-slot="product-buy-box"]');
  await expect(buyBox.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(buyBox.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await buyBox.getByRole('button', { name: `Add ${BRAVIA} to wishlist` }).click();
  await expect(page.getByText(`${BRAVIA} added to wishlist`, { exact: true }).first()).toBeVisible();

  await page.goto('/category/televisions');
  const card = page.getByRole('article').filter({ hasText: BRAVIA });
  await expect(card.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('article').filter({ hasText: OLED }).getByText('Only 3 left', { exact: true })).toBeVisible();
});

test('the last unit bought in one browser shows as sold out in another after a reload', async ({ page, browser }) => {
  await page.goto('/product/24');
  const buyBox = page.locator('[data-slot="product-buy-box"]');
  await expect(buyBox.getByText('Only 1 left', { exact: true })).toBeVisible();
  await expect(buyBox.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // Another shopper, in a browser of their own, buys the last one.
  const other = await browser.newContext();
  const bought = await other.request.post('/api/create-payment-intent', {
    data: {
      items: [{ id: 24, quantity: 1 }],
      paymentMethodId: testPaymentMethodId('4242 4242 4242 4242'),
      idempotencyKey: `stock-e2e-${Date.now()}`,
      customer: TEST_CUSTOMER,
    },
  });
  expect(bought.status()).toBe(200);
  // A second try at it is refused before any charge.
  const refused = await other.request.post('/api/create-payment-intent', {
    data: {
      items: [{ id: 24, quantity: 1 }],
      paymentMethodId: testPaymentMethodId('4242 4242 4242 4242'),
      idempotencyKey: `stock-e2e-again-${Date.now()}`,
      customer: TEST_CUSTOMER,
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('out_of_stock');
  await other.close();

  await page.reload();
  await expect(buyBox.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(buyBox.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByText(VLOG_CAMERA, { exact: true }).first()).toBeVisible();
});

test('a cart line above what is left says so and offers the number available', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('nexus.cart', '{"state":{"items":[{"id":18,"quantity":5,"team":false}]},"version":1}'),
  );
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: OLED });
  await expect(line.getByText('Only 3 left: we cannot send 5.')).toBeVisible();
  await line.getByRole('button', { name: 'Change to 3' }).click();
  await expect(line.getByText('Only 3 left', { exact: true })).toBeVisible();
  await expect(line.getByText(/we cannot send/)).toHaveCount(0);
});
