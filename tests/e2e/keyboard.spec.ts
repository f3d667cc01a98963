import { expect, test } from './fixtures';
import { fillOrderForm, tabTo, typeInto } from './order-form';

/**
 * A whole purchase with the keyboard alone: no clicks, no `fill`, only `page.keyboard`. Every step
 * checks where focus is, the way a keyboard user sees the page.
 */

const PRODUCT = 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones';
const SUCCESS = 'Payment successful! Thank you for your purchase.';

test.skip(Boolean(process.env.VITE_STRIPE_PUBLISHABLE_KEY), "Stripe's card field is a cross-origin iframe; this journey uses the local card form.");

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('hasSpun', 'true'));
});

test('search, open a product, add it to the cart and pay, with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');

  // The first Tab reaches the skip link, which takes focus past the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // Search from the header.
  const search = banner.getByRole('combobox', { name: 'Search products' });
  await tabTo(page, search, { backward: true });
  await page.keyboard.type('sony');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=sony$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for: "sony"' })).toBeVisible();

  // Open the product's modal from the results.
  const opener = main.getByRole('link', { name: PRODUCT, exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: PRODUCT });
  await expect(dialog).toBeVisible();

  // The tabs follow the arrow keys (automatic activation).
  const individual = dialog.getByRole('tab', { name: 'Individual Purchase' });
  const team = dialog.getByRole('tab', { name: 'Team Buy' });
  await tabTo(page, individual);
  await page.keyboard.press('ArrowRight');
  await expect(team).toBeFocused();
  await expect(team).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel', { name: 'Team Buy' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(individual).toBeFocused();
  await expect(individual).toHaveAttribute('aria-selected', 'true');

  // Add to cart from the Individual Purchase tab.
  await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');

  // Escape closes the modal and focus goes back to what opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // To the cart through the header link.
  const cartLink = banner.getByRole('link', { name: 'Cart, 1 item' });
  await tabTo(page, cartLink, { backward: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  await expect(main.getByText(PRODUCT).first()).toBeVisible();

  await tabTo(page, main.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();

  // The order form, field by field, the province picked from its list by type-ahead.
  const payment = await fillOrderForm(
    page,
    {
      name: 'Naledi Mokoena',
      email: 'naledi@example.co.za',
      contact: '0825550142',
      street: '21 Florida Road',
      suburb: 'Morningside',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
    },
    { keyboard: true },
  );

  // The local card form (the embedded test gateway), with Stripe's public test card.
  await typeInto(page, payment.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
  await typeInto(page, payment.getByRole('textbox', { name: 'Expiry date' }), '12/34');
  await typeInto(page, payment.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await tabTo(page, payment.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');

  const success = page.getByText(SUCCESS);
  await expect(success).toBeVisible();
  // Focus moves to the outcome, so a screen reader reads it and the keyboard continues from there.
  await expect(success).toBeFocused();
  await expect(banner.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
