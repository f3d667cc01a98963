import { execFileSync } from 'node:child_process';
import { AUTH_EMULATOR_PROJECT } from '../../scripts/auth-emulator.mjs';
import { expect, type APIRequestContext, type Page } from './fixtures';
import { CAPE_TOWN, fillOrderForm, fillTestCard } from './order-form';

/** Accounts on the Firebase Auth emulator that playwright.config.ts starts, and signing in with them. */

/** The run's emulator (playwright.config.ts gives it a port of its own). */
export const EMULATOR = `http://${process.env.E2E_AUTH_EMULATOR_HOST}`;

/** Makes an account a merchant with `npm run merchant`, as staff would, on this run's emulator. */
export function grantMerchant(email: string): void {
  execFileSync('npm', ['run', '--silent', 'merchant', '--', 'grant', email], {
    stdio: 'pipe',
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST },
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`;
}

/** Creates an email account straight on the emulator, for tests that start from an existing account. */
export async function createAccountOnEmulator(request: APIRequestContext, email: string, password: string, displayName?: string, { verified = true } = {}) {
  const response = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    data: { email, password, displayName, returnSecureToken: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  if (!verified) return;
  // The deals need a verified email: the verification mail is sent and its link opened, as a shopper would.
  const { idToken } = (await response.json()) as { idToken: string };
  const sent = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-key`, { data: { requestType: 'VERIFY_EMAIL', idToken } });
  expect(sent.ok(), await sent.text()).toBe(true);
  await openVerificationLink(request, email);
}

/**
 * Opens the newest email verification link the emulator holds for `email` (the emulator lists the
 * links it would have mailed at `GET /emulator/v1/projects/<project>/oobCodes`).
 */
export async function openVerificationLink(request: APIRequestContext, email: string): Promise<void> {
  const listed = await request.get(`${EMULATOR}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/oobCodes`);
  expect(listed.ok()).toBe(true);
  const { oobCodes } = (await listed.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  const link = oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  expect(link, `a verification link for ${email}`).toBeDefined();
  expect((await request.get(link!)).ok()).toBe(true);
}


export const header = (page: Page) => page.getByRole('banner');
export const main = (page: Page) => page.getByRole('main');

export async function openUserMenu(page: Page, buttonName: string) {
  const button = header(page).getByRole('button', { name: buttonName, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

export async function signInOnLoginPage(page: Page, email: string, password: string) {
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOutFromMenu(page: Page, greeting: string) {
  await openUserMenu(page, greeting);
  await header(page).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
}

export interface CheckoutDetails {
  /** Left out for a signed-in shopper: the form is filled from the account. */
  name?: string;
  email?: string;
  street: string;
}

/** Pages that first restore a session and then ask the server take a while on two busy cores. */
const slow = expect.configure({ timeout: 20_000 });

/** From the cart through checkout, paying with Stripe's test Visa; returns the order number. */
export async function checkOutAndPay(page: Page, details: CheckoutDetails): Promise<string> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const form = page.getByRole('form', { name: 'Order information' });
  await slow(form).toBeVisible();
  // A signed-in shopper's name and email come from the account.
  if (!details.name) await slow(form.getByRole('textbox', { name: 'Full name' })).not.toHaveValue('');
  await fillOrderForm(page, { ...CAPE_TOWN, name: details.name, email: details.email, street: details.street });
  const payment = await fillTestCard(page);
  await payment.getByRole('button', { name: 'Pay Now' }).click();
  await slow(page.getByText('Payment successful! Thank you for your purchase.')).toBeVisible();
  const number = /\/orders\/(NX-[0-9A-Z]{8})$/.exec(page.url())?.[1];
  expect(number).toBeDefined();
  return number!;
}
