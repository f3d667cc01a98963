import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { draftFromAccount } from '../../storefront/src/pages/cart/checkout-details-page';
import { OrderInfoStage } from '../../storefront/src/pages/cart/order-info-stage';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { CHECKOUT_STORAGE_KEY, emptyDraft, useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { resetStores } from './reset-stores';

function resetCheckout() {
  resetStores();
  useCheckoutStore.getState().reset();
  sessionStorage.clear();
  useCartStore.getState().add(1);
}

async function renderStage() {
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const screen = await render(<OrderInfoStage onBack={onBack} onContinue={onContinue} />, { wrapper: MemoryRouter });
  return { screen, onBack, onContinue };
}

const VALID = {
  'Full name': 'Thandi Nkosi',
  'Email address': 'thandi@example.co.za',
  'Contact number': '082 123 4567',
  'Street address': '12 Jan Smuts Avenue',
  Suburb: 'Rosebank',
  'City or town': 'Johannesburg',
  'Postal code': '2196',
};

/** Opens the province list from the keyboard and picks by type-ahead, as a keyboard user does. */
async function chooseProvince(screen: Awaited<ReturnType<typeof renderStage>>['screen'], province: string) {
  const trigger = screen.getByRole('combobox', { name: 'Province' });
  trigger.element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('listbox')).toBeVisible();
  await userEvent.keyboard(province);
  await expect.element(page.getByRole('option', { name: province })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(trigger).toHaveTextContent(province);
}

async function fillValid(screen: Awaited<ReturnType<typeof renderStage>>['screen'], pad = '') {
  for (const [label, value] of Object.entries(VALID)) await userEvent.fill(screen.getByRole('textbox', { name: label }), `${pad}${value}${pad ? ' ' : ''}`);
  await chooseProvince(screen, 'Gauteng');
}

describe('Order Information stage', () => {
  beforeEach(resetCheckout);

  it('shows the form with every field labelled and South Africa as the country', async () => {
    const { screen } = await renderStage();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Order Information' })).toHaveFocus();
    for (const name of Object.keys(VALID)) {
      await expect.element(screen.getByRole('textbox', { name })).toBeRequired();
    }
    const province = screen.getByRole('combobox', { name: 'Province' });
    await expect.element(province).toBeRequired();
    await expect.element(province).toHaveTextContent('Choose a province');
    // The country is shown, not asked: it cannot be typed over.
    const country = screen.getByRole('textbox', { name: 'Country' });
    await expect.element(country).toHaveValue('South Africa');
    await expect.element(country).toHaveAttribute('readonly');
    await expect.element(country).toHaveAccessibleDescription('Nexus delivers in South Africa only.');
    await userEvent.type(country, 'Zimbabwe');
    await expect.element(country).toHaveValue('South Africa');
    await expect.element(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('autocomplete', 'email');
    await expect.element(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('explains every missing field next to it and moves focus to the first', async () => {
    const { screen, onContinue } = await renderStage();
    await screen.getByRole('button', { name: 'Continue to Payment' }).click();

    const name = screen.getByRole('textbox', { name: 'Full name' });
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveAccessibleDescription('Please enter your full name.');
    await expect
      .element(screen.getByRole('textbox', { name: 'Email address' }))
      .toHaveAccessibleDescription('We send your receipt here. Please enter your email address.');
    await expect.element(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'Please enter your 4-digit postal code, e.g. 2196.',
    );
    await expect.element(screen.getByRole('textbox', { name: 'Suburb' })).toHaveAccessibleDescription('Please enter your suburb.');
    const province = screen.getByRole('combobox', { name: 'Province' });
    await expect.element(province).toHaveAttribute('aria-invalid', 'true');
    await expect.element(province).toHaveAccessibleDescription('Please choose your province.');
    await expect.element(screen.getByRole('textbox', { name: 'Country' })).not.toHaveAttribute('aria-invalid');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('lists the nine provinces, picks one by keyboard, and clears the province’s message', async () => {
    const { screen, onContinue } = await renderStage();
    for (const [label, value] of Object.entries(VALID)) await userEvent.fill(screen.getByRole('textbox', { name: label }), value);
    await screen.getByRole('button', { name: 'Continue to Payment' }).click();

    // Everything else is filled in, so focus goes to the province, which says what it needs.
    const province = screen.getByRole('combobox', { name: 'Province' });
    await expect.element(province).toHaveFocus();
    await expect.element(province).toHaveAccessibleDescription('Please choose your province.');
    expect(onContinue).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(page.getByRole('option').elements().map((option) => option.textContent)).toEqual([
      'Eastern Cape',
      'Free State',
      'Gauteng',
      'KwaZulu-Natal',
      'Limpopo',
      'Mpumalanga',
      'Northern Cape',
      'North West',
      'Western Cape',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect.element(province).toHaveFocus();

    await chooseProvince(screen, 'KwaZulu-Natal');
    await expect.element(province).toHaveFocus();
    await expect.element(province).not.toHaveAttribute('aria-invalid');
    expect(useCheckoutStore.getState().draft.province).toBe('KwaZulu-Natal');

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Limpopo' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(province).toHaveTextContent('Limpopo');

    await screen.getByRole('button', { name: 'Continue to Payment' }).click();
    expect(onContinue).toHaveBeenCalledOnce();
    expect(useCheckoutStore.getState().orderInfo).toMatchObject({ province: 'Limpopo', country: 'South Africa' });
  });

  it('catches a mistyped email, phone number and postal code, and focuses the first of them', async () => {
    const { screen, onContinue } = await renderStage();
    await fillValid(screen);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Email address' }), 'thandi@example');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Contact number' }), '12345');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Postal code' }), '21');
    await screen.getByRole('button', { name: 'Continue to Payment' }).click();

    const email = screen.getByRole('textbox', { name: 'Email address' });
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect
      .element(screen.getByRole('textbox', { name: 'Contact number' }))
      .toHaveAccessibleDescription(/Please enter a South African phone number/);
    await expect.element(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
    expect(onContinue).not.toHaveBeenCalled();

    // The message goes as soon as the mistake is fixed.
    await userEvent.fill(email, 'thandi@example.co.za');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows a field’s message when the shopper leaves it half-typed, not when they tab past it empty', async () => {
    const { screen } = await renderStage();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(name);
    await userEvent.tab();
    await expect.element(name).not.toHaveAttribute('aria-invalid');

    const postalCode = screen.getByRole('textbox', { name: 'Postal code' });
    await userEvent.fill(postalCode, '21a');
    await userEvent.tab();
    await expect.element(postalCode).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the checked information, keeps it in sessionStorage and moves on', async () => {
    const { screen, onContinue } = await renderStage();
    await fillValid(screen, '  ');
    await screen.getByRole('button', { name: 'Continue to Payment' }).click();

    expect(onContinue).toHaveBeenCalledOnce();
    expect(useCheckoutStore.getState().orderInfo).toEqual({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      contact: '082 123 4567',
      streetAddress: '12 Jan Smuts Avenue',
      suburb: 'Rosebank',
      city: 'Johannesburg',
      province: 'Gauteng',
      postalCode: '2196',
      country: 'South Africa',
    });
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null')).toMatchObject({
      state: { orderInfo: { email: 'thandi@example.co.za' }, draft: { name: '  Thandi Nkosi ' } },
    });
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('brings back what was typed after a reload, and drops a corrupt saved form', async () => {
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ state: { draft: { name: 'Sipho Dlamini', city: 42, email: 'x'.repeat(1000) }, orderInfo: { name: '' } }, version: 1 }),
    );
    await useCheckoutStore.persist.rehydrate();
    const { screen } = await renderStage();
    await expect.element(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sipho Dlamini');
    await expect.element(screen.getByRole('textbox', { name: 'City or town' })).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(useCheckoutStore.getState().orderInfo).toBeNull();

    // What an older release kept: no suburb or province, a typed country, and checked information of
    // that shape. The form comes back without them, asks for them, and the old check is not trusted.
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        state: {
          draft: { name: 'Sipho Dlamini', streetAddress: '1 Long Street', city: 'Cape Town', postalCode: '8001', country: 'Zimbabwe', province: 'Matabeleland' },
          orderInfo: { name: 'Sipho Dlamini', email: 'sipho@example.co.za', contact: '082 123 4567', streetAddress: '1 Long Street', city: 'Cape Town', postalCode: '8001', country: 'Zimbabwe' },
        },
        version: 1,
      }),
    );
    await useCheckoutStore.persist.rehydrate();
    await expect.element(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Long Street');
    await expect.element(screen.getByRole('textbox', { name: 'Suburb' })).toHaveValue('');
    await expect.element(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Choose a province');
    await expect.element(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('South Africa');
    expect(useCheckoutStore.getState().orderInfo).toBeNull();
    expect(useCheckoutStore.getState().draft).not.toHaveProperty('country');

    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState().draft.name).toBe('');
  });

  it('goes back to the cart', async () => {
    const { screen, onBack } = await renderStage();
    await screen.getByRole('button', { name: 'Back to cart' }).click();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('starts a signed-in shopper’s form from the last delivery address, suburb and province included', () => {
    const lastDeliverTo = {
      name: 'Ayanda Dlamini',
      streetAddress: '3 Long Street',
      suburb: 'Cape Town City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8001',
      country: 'South Africa',
      phone: '+27821234567',
    };
    const account = { uid: 'u1', email: 'ayanda@example.co.za', name: 'Ayanda', lastDeliverTo };
    expect(draftFromAccount(emptyDraft(), account)).toEqual({
      name: 'Ayanda Dlamini',
      email: 'ayanda@example.co.za',
      contact: '+27821234567',
      streetAddress: '3 Long Street',
      suburb: 'Cape Town City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8001',
    });
    // What the shopper already typed or chose stays.
    expect(draftFromAccount({ ...emptyDraft(), suburb: 'Sea Point', province: 'Gauteng' }, account)).not.toHaveProperty('province');
    // An order from before the form asked for them has no suburb or province: those stay empty.
    const older = draftFromAccount(emptyDraft(), { ...account, lastDeliverTo: { ...lastDeliverTo, suburb: null, province: null } });
    expect(older).not.toHaveProperty('suburb');
    expect(older).not.toHaveProperty('province');
    expect(draftFromAccount(emptyDraft(), { ...account, lastDeliverTo: { ...lastDeliverTo, province: 'Transvaal' } })).not.toHaveProperty('province');
  });
});
