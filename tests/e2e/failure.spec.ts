import { expect, test, type Page } from './fixtures';
import { fillOrderForm, fillTestCard } from './order-form';
import { EMULATOR } from './accounts';
import { usesRealFirebase } from '../../scripts/auth-emulator.mjs';
import { PAYMENT_TOO_MANY_ATTEMPTS } from '../../storefront/core/contract/api';

/**
 * What a shopper sees when something the store depends on is down, cut at the network edge with
 * `page.route`: the payment API, Stripe.js and the sign-in service. Each gives a clear message,
 * and the cart is kept.
 */

const CART = JSON.stringify({ state: { items: [{ id: 13, quantity: 2, team: false }] }, version: 1 });
const PAYMENT_API = '**/api/create-payment-intent';
const SUCCESS = 'Payment successful! Thank you for your purchase.';

test.beforeEach(async ({ context }) => {
  await context.addInitScript((cart) => {
    // Seeded once per test, so that what the page does to the cart later is what a reload sees.
    if (sessionStorage.getItem('failure-seeded')) return;
    sessionStorage.setItem('failure-seeded', '1');
    localStorage.setItem('hasSpun', 'true');
    localStorage.setItem('nexus.cart', cart);
  }, CART);
});

const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

async function goToPayment(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillOrderForm(page, {
    name: 'Sipho Dlamini',
    email: 'sipho@example.co.za',
    contact: '082 555 0199',
    street: '5 Jan Smuts Avenue',
    suburb: 'Rosebank',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2196',
  });
}

test.describe('payment API down', () => {
  test.skip(Boolean(process.env.VITE_STRIPE_PUBLISHABLE_KEY), 'The local card form is used only without a Stripe key.');

  test('an unreachable payment API gives a clear message, keeps the cart, and Pay Now works once it is back', async ({ page }) => {
    await goToPayment(page);
    await fillTestCard(page);
    let attempts = 0;
    await page.route(PAYMENT_API, (route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    });
    await page.getByRole('button', { name: 'Pay Now' }).click();

    const alert = page.getByRole('form', { name: 'Payment' }).getByRole('alert');
    await expect(alert).toContainText('Payment failed.');
    await expect(alert).toContainText('Check your connection and press Pay Now again');
    expect(attempts).toBe(1);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(cartLink(page, 2)).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);

    await page.unroute(PAYMENT_API);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(cartLink(page, 0)).toBeVisible();
  });

  test("a proxy's HTML error page instead of the API reads 'Payment failed on server' and keeps the cart", async ({ page }) => {
    await goToPayment(page);
    await fillTestCard(page);
    await page.route(PAYMENT_API, (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body><h1>503 Service Unavailable</h1></body></html>' }),
    );
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toContainText('Payment failed on server');
    await expect(cartLink(page, 2)).toBeVisible();

    // The cart survives a reload after the failure too.
    await page.reload();
    await expect(cartLink(page, 2)).toBeVisible();
  });
});

test.describe('too many payment attempts', () => {
  test.skip(Boolean(process.env.VITE_STRIPE_PUBLISHABLE_KEY), 'The local card form is used only without a Stripe key.');

  test("the server's 429 shows its sentence and keeps the cart", async ({ page }) => {
    await goToPayment(page);
    await fillTestCard(page);
    // The answer the payment-attempt limit gives (tests/server/abuse.test.ts proves the server sends it).
    await page.route(PAYMENT_API, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3600' },
        json: { error: PAYMENT_TOO_MANY_ATTEMPTS, code: 'payment_rate_limited' },
      }),
    );
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toContainText(PAYMENT_TOO_MANY_ATTEMPTS);
    await expect(cartLink(page, 2)).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await page.reload();
    await expect(cartLink(page, 2)).toBeVisible();
  });
});

test.describe('Stripe.js unavailable', () => {
  // Only a client built with a publishable key loads Stripe.js; without one the local card form is
  // used, and tests/storefront/failure-stripe.test.tsx covers the Stripe path in the browser.
  test.skip(!process.env.VITE_STRIPE_PUBLISHABLE_KEY, 'This build has no Stripe publishable key.');

  test('a blocked Stripe.js gives a clear message and keeps the cart', async ({ page }) => {
    await page.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'));
    await goToPayment(page);
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toContainText(
      'Card payments are unavailable right now. Please try again later.',
    );
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await expect(cartLink(page, 2)).toBeVisible();
  });
});

test.describe('sign-in service down', () => {
  test.skip(usesRealFirebase(), 'Cuts the Auth emulator; a real Firebase project is cut elsewhere.');

  test('the login page says sign-in is unavailable, and the rest of the store works', async ({ page }) => {
    const cut: string[] = [];
    await page.route(`${EMULATOR}/**`, (route) => {
      cut.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill('lindiwe@example.co.za');
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(main.getByRole('alert')).toHaveText('Sign-in is unavailable right now. Check your connection and try again in a moment.');
    await expect(main.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    expect(cut.length).toBeGreaterThan(0);

    // Browsing, the cart and checkout need no sign-in.
    await expect(cartLink(page, 2)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Headphones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products in category: Headphones' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink(page, 3)).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
  });
});
