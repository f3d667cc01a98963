import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { SPIN_ALREADY_USED } from '../../storefront/core/contract/api';
import { RootLayout } from '../../storefront/src/layout/root-layout';
import HomePage from '../../storefront/src/pages/home/home-page';
import { COUPON_KEY, HAS_SPUN_KEY, useSpinStore } from '../../storefront/src/stores/spin-store';
import { resetStores } from './reset-stores';

/**
 * The server's answer to POST /api/spin (it draws the prize); every other request is left to the
 * real fetch. Returns the spy, to see what was asked.
 */
function serverSpins(status: number, body: unknown) {
  const realFetch = globalThis.fetch.bind(globalThis);
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input) === '/api/spin'
      ? Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
      : realFetch(input, init),
  );
}
const EXPIRES = new Date(Date.now() + 30 * 86_400_000).toISOString();
/** The spin takes 4 s; the result shows just after. */
const SPIN_TIMEOUT = { timeout: 6_000 };

/** A page load of Home with the given storage. */
async function visitHome(storage: Record<string, string> = {}) {
  resetStores();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  useSpinStore.getState().load();
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <HomePage /> }] }], {
    initialEntries: ['/'],
  });
  return render(<RouterProvider router={router} />);
}

const wheel = () => page.getByRole('dialog', { name: 'Spin & Win!' });

describe('prize wheel on the home page', () => {
  beforeEach(() => page.viewport(1280, 800));
  afterEach(() => vi.restoreAllMocks());

  it('opens on a first visit with SPIN focused, and closes and reopens', async () => {
    await visitHome();
    await expect.element(wheel()).toBeVisible();
    await expect.element(wheel().getByRole('button', { name: 'SPIN', exact: true })).toHaveFocus();
    await wheel().getByRole('button', { name: 'Close' }).click();
    await expect.element(wheel()).not.toBeInTheDocument();
    // Closing without spinning uses nothing up: the wheel comes back on the next visit.
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Prize wheel' }).click();
    await expect.element(wheel().getByRole('button', { name: 'SPIN', exact: true })).toBeVisible();
  });

  it('turns to the prize the server drew, stores its coupon in discountCoupon and then reads ALREADY SPUN', async () => {
    const fetch = serverSpins(200, { segment: 1, coupon: 'NEXUS-AB12CD34', value: 500_00, expiresAt: EXPIRES });
    await visitHome();
    await wheel().getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect.poll(() => fetch.mock.calls.some(([url, init]) => url === '/api/spin' && init?.method === 'POST')).toBe(true);
    // The spin is used up the moment the wheel starts, so a reload mid-spin cannot earn another.
    await expect.poll(() => localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    await expect.element(wheel().getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    await expect.element(wheel().getByText('You won R500!'), SPIN_TIMEOUT).toBeVisible();
    expect(localStorage.getItem(COUPON_KEY)).toBe('NEXUS-AB12CD34');
    await expect.element(wheel().getByText('NEXUS-AB12CD34', { exact: true })).toBeVisible();
    await expect.element(wheel().getByRole('button', { name: 'ALREADY SPUN' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("gives no coupon for 'Try Again'", async () => {
    serverSpins(200, { segment: 0, coupon: null, value: 0, expiresAt: null });
    await visitHome();
    await wheel().getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect.element(wheel().getByText('No prize this time. Try again next time!'), SPIN_TIMEOUT).toBeVisible();
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    await expect.element(wheel().getByRole('button', { name: 'ALREADY SPUN' })).toBeVisible();
  });

  it('says so when the server refuses a second spin, and gives no coupon', async () => {
    serverSpins(429, { error: SPIN_ALREADY_USED, code: 'already_spun' });
    await visitHome();
    await wheel().getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect.element(wheel().getByText(SPIN_ALREADY_USED)).toBeVisible();
    await expect.element(wheel().getByRole('button', { name: 'ALREADY SPUN' })).toBeVisible();
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
  });

  it('stays closed for a returning visitor, shows ALREADY SPUN and the coupon on request, and RESET SPIN reopens it', async () => {
    await visitHome({ [HAS_SPUN_KEY]: 'true', [COUPON_KEY]: 'NEXUS-AB12CD34' });
    await expect.element(page.getByRole('button', { name: 'RESET SPIN' })).toBeVisible();
    expect(wheel().query()).toBeNull();

    await page.getByRole('button', { name: 'Prize wheel' }).click();
    await expect.element(wheel().getByRole('button', { name: 'ALREADY SPUN' })).toBeVisible();
    await expect.element(wheel().getByText('NEXUS-AB12CD34', { exact: true })).toBeVisible();
    // The shop's words, which the kit leaves to the shop.
    await expect.element(wheel().getByText('Your coupon code')).toBeVisible();
    await expect.element(wheel()).toHaveAccessibleDescription('Spin the wheel once for a chance to win a discount coupon.');
    await userEvent.keyboard('{Escape}');
    await expect.element(wheel()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Prize wheel' })).toHaveFocus();

    await page.getByRole('button', { name: 'RESET SPIN' }).click();
    await expect.element(wheel().getByRole('button', { name: 'SPIN', exact: true })).toBeVisible();
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    expect(wheel().getByText('NEXUS-AB12CD34').query()).toBeNull();
  });

  it('treats corrupt storage as not spun', async () => {
    await visitHome({ [HAS_SPUN_KEY]: 'yes please', [COUPON_KEY]: '{"broken":' });
    await expect.element(wheel().getByRole('button', { name: 'SPIN', exact: true })).toBeVisible();
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
  });
});
