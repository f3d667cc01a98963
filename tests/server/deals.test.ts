import { beforeEach, describe, expect, it } from 'vitest';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { PRODUCTS } from '../../storefront/core/catalogue';
import { EMAIL_UNVERIFIED_CODE, VERIFY_EMAIL_FOR_DEALS } from '../../storefront/core/contract/api';
import type { CartItemRef } from '../../storefront/core/domain';
import { FLASH_ONCE_PER_PERSON, mailboxOf } from '../../storefront/server/coupons/flash-keys';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, storeApp, verifyEmail, type TestAccount } from './harness';

/**
 * Deals are for verified people: FLASH30 and the team price need an account whose email is verified
 * (the Auth emulator's verification link, opened), and FLASH30 is once per mailbox and once per card,
 * however many accounts one person makes.
 */
const store = setUpTestStore();
const VISA = testPaymentMethodId('4242 4242 4242 4242');
const MASTERCARD = testPaymentMethodId('5555 5555 5555 4444');
const product = [...PRODUCTS].filter((candidate) => candidate.price > 3_000_00).sort((a, b) => a.price - b.price)[0]!;
const items: CartItemRef[] = [{ id: product.id, quantity: 1 }];

let app: ReturnType<typeof storeApp>['app'];
let gateway: ReturnType<typeof storeApp>['gateway'];
beforeEach(() => {
  ({ app, gateway } = storeApp(store));
});

let attempts = 0;
function pay(account: TestAccount, card = VISA, couponCode: string | null = 'FLASH30') {
  attempts += 1;
  return app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(account) },
    body: JSON.stringify({ items, paymentMethodId: card, idempotencyKey: `deals-${attempts}-${Date.now()}`, customer: { ...TEST_CUSTOMER, email: account.email }, ...(couponCode ? { couponCode } : {}) }),
  });
}

function check(account: TestAccount) {
  return app.request('/api/coupons/check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(account) },
    body: JSON.stringify({ code: 'FLASH30', items }),
  });
}

function startTeam(account: TestAccount) {
  return app.request('/api/teams', { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(account) }, body: JSON.stringify({ productId: product.id }) });
}

const verifyRefusal = { error: VERIFY_EMAIL_FOR_DEALS, code: EMAIL_UNVERIFIED_CODE };

describe('an account whose email is not verified', () => {
  it('gets no FLASH30 and no team, is told to verify, and gets them after following the verification link', async () => {
    const unverified = await signUp('Thandi', { verified: false });
    for (const response of [await check(unverified), await pay(unverified), await startTeam(unverified)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(verifyRefusal);
    }
    expect(gateway.charges).toHaveLength(0);
    expect(await query(store.url, 'SELECT id FROM orders')).toHaveLength(0);

    // A verified member starts a team; the unverified one cannot join it.
    const starter = await signUp('Sipho');
    const team = (await (await startTeam(starter)).json()) as { code: string };
    const join = await app.request(`/api/teams/${team.code}/join`, { method: 'POST', headers: bearer(unverified) });
    expect(join.status).toBe(403);
    expect(await join.json()).toEqual(verifyRefusal);

    // The same person after opening the link in the verification mail.
    const verified = await verifyEmail(unverified);
    expect((await check(verified)).status).toBe(200);
    expect((await app.request(`/api/teams/${team.code}/join`, { method: 'POST', headers: bearer(verified) })).status).toBe(200);
    const paid = await pay(verified);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { totals: { discount: number } }).totals.discount).toBeGreaterThan(0);
  });
});

describe('FLASH30 is once per person', () => {
  it('twenty fresh accounts of one person, paying at once with one card, get FLASH30 once', async () => {
    const accounts = await Promise.all(Array.from({ length: 20 }, (_, index) => signUp(`Thandi ${index}`, { email: `thandi.${index}.${Date.now()}@example.co.za` })));
    const responses = await Promise.all(accounts.map((account) => pay(account)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    expect(gateway.charges).toHaveLength(1);
    // One after another too: the card has had it.
    const late = await pay(await signUp('Thandi again'));
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({ error: FLASH_ONCE_PER_PERSON, code: 'coupon_refused' });
    // Without FLASH30 the card pays as any card.
    expect((await pay(accounts[1]!, VISA, null)).status).toBe(200);
  });

  it('one mailbox however it is spelled, across accounts and cards', async () => {
    const stamp = Date.now();
    const first = await signUp('Lindiwe', { email: `lindiwe.${stamp}@gmail.com` });
    expect((await pay(first, VISA)).status).toBe(200);
    for (const spelling of [`LINDIWE${stamp}+deals@gmail.com`, `l.i.n.d.i.w.e.${stamp}@googlemail.com`]) {
      const again = await signUp('Lindiwe', { email: spelling });
      expect(await (await check(again)).json()).toEqual({ error: FLASH_ONCE_PER_PERSON, code: 'coupon_refused' });
      expect((await pay(again, MASTERCARD)).status).toBe(422);
    }
    // Another person with another card gets it.
    expect((await pay(await signUp('Ayanda'), MASTERCARD)).status).toBe(200);
  });

  it('reads a mailbox as its provider delivers it', () => {
    expect(mailboxOf(' A.B+shop@Gmail.com ')).toBe('ab@gmail.com');
    expect(mailboxOf('a.b@googlemail.com')).toBe('ab@gmail.com');
    expect(mailboxOf('a.b+x@example.co.za')).toBe('a.b@example.co.za');
  });
});
