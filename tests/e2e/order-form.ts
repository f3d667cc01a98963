import type { Province } from '../../storefront/core/domain/provinces';
import { expect, type Locator, type Page } from './fixtures';

/**
 * The one way end-to-end tests fill checkout's order form (/checkout/details). Every spec that needs
 * an order goes through `fillOrderForm`, so a change to the form is made here once.
 */

export interface OrderFormValues {
  /** Left out: the field keeps what it shows (for a signed-in shopper, what the account filled in). */
  name?: string;
  email?: string;
  contact?: string;
  street?: string;
  suburb?: string;
  city?: string;
  province?: Province;
  postalCode?: string;
}

/** A complete South African address, for tests that do not care where the order goes. */
export const CAPE_TOWN = {
  contact: '082 123 4567',
  street: '12 Long Street',
  suburb: 'Cape Town City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  postalCode: '8001',
} as const satisfies OrderFormValues;

export const orderForm = (page: Page) => page.getByRole('form', { name: 'Order information' });
export const paymentForm = (page: Page) => page.getByRole('form', { name: 'Payment' });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a user would, and fails if it is not
 * reached within `limit` presses: an unreachable control is a keyboard trap or a missing tab stop.
 */
export async function tabTo(page: Page, target: Locator, { backward = false, limit = 60 } = {}) {
  // A control that is not on the page fails here, with its name, rather than after `limit` presses.
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Letters and digits only: the card fields format what is typed ('4242 4242…', '12 / 34'). */
const significant = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');

/** Tabs to `field` and types `text` with the keyboard alone (no `fill`). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  // Select what is there, so typing replaces it as `fill` would.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect.poll(async () => significant(await field.inputValue())).toBe(significant(text));
}

export interface FillOptions {
  /** Tab, type and pick with the keyboard alone, as a keyboard user does. @default false */
  keyboard?: boolean;
}

/** Chooses the province from the form's list (the kit's Select: a combobox and a listbox). */
async function chooseProvince(page: Page, province: Province, { keyboard = false }: FillOptions) {
  const trigger = orderForm(page).getByRole('combobox', { name: 'Province' });
  const option = page.getByRole('listbox').getByRole('option', { name: province, exact: true });
  if (keyboard) {
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    // Type-ahead moves to the option; Enter picks it and focus returns to the combobox.
    await page.keyboard.type(province);
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toBeFocused();
  } else {
    await trigger.click();
    await option.click();
  }
  await expect(trigger).toHaveText(province);
}

/**
 * Fills the order form with `values` (fields left out keep what they show), checks that the country
 * is South Africa, presses Continue to Payment and waits for the payment stage: it stops before any
 * card is entered or Pay is pressed. Returns the payment form.
 */
export async function fillOrderForm(page: Page, values: OrderFormValues, options: FillOptions = {}): Promise<Locator> {
  const form = orderForm(page);
  await expect(form).toBeVisible({ timeout: 20_000 });
  const text = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const field = form.getByRole('textbox', { name: label, exact: true });
    if (options.keyboard) await typeInto(page, field, value);
    else await field.fill(value);
  };
  await text('Full name', values.name);
  await text('Email address', values.email);
  await text('Contact number', values.contact);
  await text('Street address', values.street);
  await text('Suburb', values.suburb);
  await text('City or town', values.city);
  if (values.province) await chooseProvince(page, values.province, options);
  await text('Postal code', values.postalCode);
  await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('South Africa');

  const next = form.getByRole('button', { name: 'Continue to Payment' });
  if (options.keyboard) {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  } else {
    await next.click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
  return paymentForm(page);
}

/** Stripe's public test Visa in the local card form (the embedded test gateway). */
export async function fillTestCard(page: Page, number = '4242 4242 4242 4242') {
  const payment = paymentForm(page);
  await payment.getByRole('textbox', { name: 'Card number' }).fill(number);
  await payment.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await payment.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  return payment;
}
