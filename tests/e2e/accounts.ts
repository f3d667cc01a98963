import { AUTH_EMULATOR_HOST } from '../../scripts/auth-emulator.mjs';
import { expect, type APIRequestContext, type Page } from './fixtures';

/** Accounts on the Firebase Auth emulator that playwright.config.ts starts, and signing in with them. */

export const EMULATOR = `http://${AUTH_EMULATOR_HOST}`;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`;
}

/** Creates an email account straight on the emulator, for tests that start from an existing account. */
export async function createAccountOnEmulator(request: APIRequestContext, email: string, password: string, displayName?: string) {
  const response = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    data: { email, password, displayName, returnSecureToken: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
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
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
}

