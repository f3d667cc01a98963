import { usesRealFirebase } from '../../scripts/auth-emulator.mjs';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { VERIFY_EMAIL_FOR_DEALS } from '../../storefront/core/contract/words';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { EMULATOR, createAccountOnEmulator, header, main, openVerificationLink, uniqueEmail } from './accounts';
import { expect, test, type Page } from './fixtures';
import { CAPE_TOWN, fillOrderForm, fillTestCard } from './order-form';

/**
 * Deals are for verified people: an account whose email is not verified gets no FLASH30 and no team,
 * and is told to verify (with the link sent again on request); after following the emulator's
 * verification link it gets them. Twenty fresh accounts of one person on one card get FLASH30 once.
 */
test.skip(usesRealFirebase(), 'These tests create accounts; they run against the Auth emulator only.');
test.slow();

const PASSWORD = 'braai-2024';
const CHARGER_ID = 40;

async function createAccountInTheStore(page: Page, email: string) {
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await main(page).getByRole('textbox', { name: 'Display name' }).fill('Thandi Nkosi');
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(header(page).getByRole('button', { name: 'Hi, Thandi!' })).toBeVisible();
}

async function toPayment(page: Page, email: string) {
  await page.goto('/category/laptops');
  const laptop = page.getByRole('article').first();
  const name = await laptop.getByRole('heading').first().innerText();
  await laptop.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to cart`, { exact: true }).first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('form', { name: 'Order information' })).toBeVisible({ timeout: 20_000 });
  await fillOrderForm(page, { ...CAPE_TOWN, name: 'Thandi Nkosi', email, street: '1 Verified Road' });
  return fillTestCard(page);
}

test('an unverified account gets no FLASH30 and no team and is told to verify; after the link, it gets both', async ({ browser, request }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
  const page = await context.newPage();
  const email = uniqueEmail('thandi-deals');
  await createAccountInTheStore(page, email);

  // The team price: starting a team is refused with the reason.
  await page.goto(`/product/${CHARGER_ID}`);
  await main(page).getByRole('tab', { name: 'Team Buy' }).click();
  await main(page).getByRole('button', { name: 'Start a team' }).click();
  await expect(page.getByText(VERIFY_EMAIL_FOR_DEALS).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${CHARGER_ID}$`));

  // FLASH30 at the payment stage: refused with the reason and a way to have the link sent again.
  const payment = await toPayment(page, email);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('FLASH30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(VERIFY_EMAIL_FOR_DEALS)).toBeVisible();
  await page.getByRole('button', { name: 'Resend the verification link' }).click();
  await expect(page.getByText(`Sent to ${email}. Open it, then apply the code again.`)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByRole('textbox', { name: 'Coupon code' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`verify-email-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The shopper opens the link from the mail; applying the code again works, and so does paying.
  await openVerificationLink(request, email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon FLASH30 applied')).toBeVisible();
  const paid = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent'));
  await payment.getByRole('button', { name: 'Pay Now' }).click();
  const receipt = await (await paid).json();
  expect(receipt.totals.discount).toBeGreaterThan(0);
  await expect(page.getByText('Payment successful! Thank you for your purchase.')).toBeVisible();

  // And a team.
  await page.goto(`/product/${CHARGER_ID}`);
  await main(page).getByRole('tab', { name: 'Team Buy' }).click();
  await main(page).getByRole('button', { name: 'Start a team' }).click();
  await expect(page).toHaveURL(/\/team\/[0-9A-Z]{8}$/);
  await context.close();
});

test('twenty fresh verified accounts of one person, paying at once with one card, get FLASH30 once', async ({ request }) => {
  const card = testPaymentMethodId('5555 5555 5555 4444');
  const tokens = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const email = uniqueEmail(`sipho-${index}`);
      await createAccountOnEmulator(request, email, PASSWORD, `Sipho ${index}`);
      const signIn = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, { data: { email, password: PASSWORD, returnSecureToken: true } });
      return { email, idToken: ((await signIn.json()) as { idToken: string }).idToken };
    }),
  );
  const answers = await Promise.all(
    tokens.map(({ email, idToken }, index) =>
      request.post('/api/create-payment-intent', {
        headers: { Authorization: `Bearer ${idToken}` },
        data: { items: [{ id: 1, quantity: 1 }], paymentMethodId: card, couponCode: 'FLASH30', idempotencyKey: `deals-e2e-${index}-${Date.now()}`, customer: { ...TEST_CUSTOMER, email } },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 422)).toHaveLength(19);
});
