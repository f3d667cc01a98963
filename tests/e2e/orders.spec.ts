import { usesRealFirebase } from '../../scripts/auth-emulator.mjs';
import { checkOutAndPay, createAccountOnEmulator, header, main, signInOnLoginPage, signOutFromMenu, uniqueEmail, type CheckoutDetails } from './accounts';
import { expect as baseExpect, test, waitForInteractive, type Browser, type Page } from './fixtures';

// A page opened by a signed-in shopper first restores the session (the Firebase SDK loads) and then
// asks the server: on two busy cores that is more than the default few seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

// Orders are the server's: one account sees the same orders on every device, a guest finds theirs in
// the browser that placed them, and signing out leaves nothing personal for the next person.
test.skip(usesRealFirebase(), 'These tests create accounts; they run against the Auth emulator only.');
// Several shoppers, each signing in and paying: far more steps than one journey.
test.slow();

const CHARGER = 'Anker Nano 20W USB-C Charger';
const PASSWORD = 'braai-2024';

async function newShopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
  // Like the fixture's `page`: a click right after `goto` must not land before the app has hydrated
  // (an early tap is the business of the early-tap tests, not of these).
  return waitForInteractive(await context.newPage());
}

async function signIn(page: Page, email: string, greeting: string) {
  await page.goto('/login');
  await signInOnLoginPage(page, email, PASSWORD);
  await expect(header(page).getByRole('button', { name: greeting })).toBeVisible();
}

/** Adds the charger, goes through checkout and pays with Stripe's test Visa; returns the order number. */
async function buyCharger(page: Page, details: CheckoutDetails): Promise<string> {
  await page.goto('/category/accessories');
  await page.getByRole('article').filter({ hasText: CHARGER }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${CHARGER} added to cart`, { exact: true }).first()).toBeVisible();
  return checkOutAndPay(page, details);
}

test("an account's orders are the same on two devices; another account cannot read them; Sign Out leaves nothing behind", async ({ browser, request }) => {
  const email = uniqueEmail('ayanda');
  await createAccountOnEmulator(request, email, PASSWORD, 'Ayanda Dlamini');

  const laptop = await newShopper(browser);
  await signIn(laptop, email, 'Hi, Ayanda!');
  // The checkout form starts from the account: its name and email.
  const number = await buyCharger(laptop, { street: '3 Long Street' });

  // A second device: the same account, the same order, from the server.
  const phone = await newShopper(browser);
  await signIn(phone, email, 'Hi, Ayanda!');
  await phone.goto('/orders');
  const order = phone.getByRole('article', { name: `Order ${number}` });
  await expect(order).toContainText(CHARGER);
  await expect(order).toContainText('Ayanda Dlamini, Cape Town');
  // The next checkout on this device is filled from the account, last delivery address included.
  await buyChargerFormPrefilled(phone);

  // Another account cannot read it, and is not told that the number exists.
  const stranger = await newShopper(browser);
  const strangerEmail = uniqueEmail('stranger');
  await createAccountOnEmulator(request, strangerEmail, PASSWORD, 'Sipho Mokoena');
  await signIn(stranger, strangerEmail, 'Hi, Sipho!');
  await stranger.goto(`/orders/${number}`);
  await expect(main(stranger).getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await stranger.goto('/orders');
  await expect(main(stranger).getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();

  // Sign Out on the laptop: the next person at it sees none of Ayanda's orders or details.
  await laptop.goto('/orders');
  await expect(laptop.getByRole('article', { name: `Order ${number}` })).toBeVisible();
  await signOutFromMenu(laptop, 'Hi, Ayanda!');
  await expect(main(laptop).getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
  await laptop.goto(`/orders/${number}`);
  await expect(main(laptop).getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  const stored = await laptop.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('Long Street');
  expect(stored).not.toContain(email);
  expect(stored).not.toContain('Ayanda');
});

async function buyChargerFormPrefilled(page: Page) {
  await page.goto('/category/accessories');
  await page.getByRole('article').filter({ hasText: CHARGER }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${CHARGER} added to cart`, { exact: true }).first()).toBeVisible();
  await page.goto('/checkout/details');
  const form = page.getByRole('form', { name: 'Order information' });
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ayanda Dlamini');
  await expect(form.getByRole('textbox', { name: 'Street address' })).toHaveValue('3 Long Street');
  await expect(form.getByRole('textbox', { name: 'Suburb' })).toHaveValue('Cape Town City Centre');
  await expect(form.getByRole('combobox', { name: 'Province' })).toHaveText('Western Cape');
  await expect(form.getByRole('textbox', { name: 'Postal code' })).toHaveValue('8001');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(/^ayanda-/);
}

test('a guest finds their order again in the browser that placed it, signed in or not', async ({ browser, request }) => {
  const guest = await newShopper(browser);
  const number = await buyCharger(guest, { name: 'Guest Shopper', email: 'guest@example.co.za', street: '9 Guest Lane' });

  await guest.goto('/orders');
  await expect(guest.getByRole('article', { name: `Order ${number}` })).toContainText('Guest Shopper, Cape Town');

  // Signing in adds the account's orders; the guest order placed here stays listed.
  const email = uniqueEmail('guest-then-account');
  await createAccountOnEmulator(request, email, PASSWORD, 'Guest Shopper');
  await signIn(guest, email, 'Hi, Guest!');
  await guest.goto('/orders');
  await expect(guest.getByRole('article', { name: `Order ${number}` })).toBeVisible();

  // Another browser knows neither the number's email nor the account: nothing.
  const other = await newShopper(browser);
  await other.goto(`/orders/${number}`);
  await expect(main(other).getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
});
