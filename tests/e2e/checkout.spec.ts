import { expect, test, type Locator, type Page } from './fixtures';
import { fillOrderForm } from './order-form';

// The prize wheel opens on a first visit; checkout is what these journeys are about. Every journey
// also proves the pages keep to their Content-Security-Policy: the browser reports no violation
// (zod's eval probe was one, on the cart and the order form).
const cspViolations = new WeakMap<Page, string[]>();

test.beforeEach(async ({ page }) => {
  const violations: string[] = [];
  cspViolations.set(page, violations);
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('hasSpun', 'true');
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
});

test.afterEach(({ page }) => {
  expect(cspViolations.get(page), 'Content-Security-Policy violations').toEqual([]);
});

const CHARGER = 'Anker Nano 20W USB-C Charger';
const CONTROLLER = 'Xbox Wireless Controller Carbon Black';

const SUCCESS = 'Payment successful! Thank you for your purchase.';

function summaryRow(page: Page, term: string, summary = 'Order Summary'): Locator {
  return page
    .getByRole('region', { name: summary, exact: true })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function addToCart(page: Page, category: string, name: string) {
  await page.goto(`/category/${category}`);
  await page.getByRole('article').filter({ hasText: name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to cart`, { exact: true }).first()).toBeVisible();
}

/** Fills the cart and goes through the order information stage; returns the cart total shown. */
async function checkout(page: Page): Promise<string> {
  await addToCart(page, 'accessories', CHARGER);
  await addToCart(page, 'gaming', CONTROLLER);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
  const total = (await summaryRow(page, 'Total').textContent()) ?? '';
  expect(total).toMatch(/^R /);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
  // The footer has its own email box, so the fields are looked up inside the form.
  const form = page.getByRole('form', { name: 'Order information' });
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('Please enter your full name.');

  await fillOrderForm(page, {
    name: 'Thandi Nkosi',
    email: 'thandi@example.co.za',
    contact: '082 123 4567',
    street: '12 Jan Smuts Avenue',
    suburb: 'Rosebank',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2196',
  });
  await expect(summaryRow(page, 'Total')).toHaveText(total);
  return total;
}

function paymentForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Payment' });
}

async function fillCard(page: Page, number: string) {
  const form = paymentForm(page);
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await form.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await expect(form.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Thandi Nkosi');
}

function paymentResponse(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent'));
}

test('pays with 4242 4242 4242 4242: the order page from the server, the cart total charged, and the order on /orders', async ({ page }) => {
  const total = await checkout(page);
  await fillCard(page, '4242 4242 4242 4242');
  const answered = paymentResponse(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const response = await answered;

  const sent: unknown = response.request().postDataJSON();
  expect(sent).toEqual({
    items: [
      { id: expect.any(Number), quantity: 1 },
      { id: expect.any(Number), quantity: 1 },
    ],
    paymentMethodId: 'pm_test_4242424242424242',
    idempotencyKey: expect.any(String),
    customer: expect.objectContaining({ name: 'Thandi Nkosi', email: 'thandi@example.co.za', suburb: 'Rosebank', province: 'Gauteng', postalCode: '2196' }),
  });
  expect(response.status()).toBe(200);
  const receipt = (await response.json()) as { orderNumber: string; amount: number; totals: { total: number } };
  expect(receipt.amount).toBe(receipt.totals.total);

  // Checkout lands on the order's own page, read back from the server.
  await expect(page).toHaveURL(`/orders/${receipt.orderNumber}`);
  const success = page.getByText(SUCCESS);
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${receipt.orderNumber} placed`);
  // The total is the amount the server charged; it must read exactly as the cart's total did.
  await expect(summaryRow(page, 'Total', 'Order summary')).toHaveText(total);
  const bought = page.getByRole('list', { name: `Items in order ${receipt.orderNumber}` });
  await expect(bought.getByRole('listitem')).toHaveCount(2);
  await expect(bought).toContainText(CHARGER);
  await expect(bought).toContainText(CONTROLLER);
  const deliverTo = page.getByRole('region', { name: 'Delivering to' });
  await expect(deliverTo).toContainText('12 Jan Smuts Avenue');
  await expect(deliverTo).toContainText('Rosebank');
  await expect(deliverTo).toContainText('Johannesburg 2196');
  await expect(deliverTo).toContainText('Gauteng');
  await expect(deliverTo).toContainText('South Africa');
  await expect(page.getByText(/Expected delivery:/)).toBeVisible();

  // The order page is an address of its own: a reload shows the same order.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${receipt.orderNumber} placed`);

  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('article', { name: `Order ${receipt.orderNumber}` });
  await expect(order).toContainText(CHARGER);
  await expect(order).toContainText(total);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('each checkout stage has its own address: reload stays, Back goes one stage back, unreachable stages redirect', async ({ page }) => {
  await page.goto('/checkout/payment');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  const total = await checkout(page);
  await expect(page).toHaveURL('/checkout/payment');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
  await expect(summaryRow(page, 'Total')).toHaveText(total);

  await page.goBack();
  await expect(page).toHaveURL('/checkout/details');
  await expect(page.getByRole('form', { name: 'Order information' }).getByRole('textbox', { name: 'Full name' })).toHaveValue('Thandi Nkosi');
  await page.goBack();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeVisible();
});

test('4000 0000 0000 0002 is declined and the cart and card stay', async ({ page }) => {
  const total = await checkout(page);
  await fillCard(page, '4000 0000 0000 0002');
  const answered = paymentResponse(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await answered).status()).toBe(402);

  await expect(paymentForm(page).getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(paymentForm(page).getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');

  // Reload keeps the shopper on the payment stage, with the cart.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
  await expect(summaryRow(page, 'Total')).toHaveText(total);
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
});
