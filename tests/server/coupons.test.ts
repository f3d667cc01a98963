import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS, getProduct } from '../../storefront/core/catalogue';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import {
  COUPON_REFUSED,
  COUPON_TOO_MANY_TRIES,
  FLASH_ENDED,
  FLASH_FIRST_ORDER_ONLY,
  FLASH_SIGN_IN,
  SPIN_ALREADY_USED,
} from '../../storefront/core/contract/api';
import { linesFromItems, priceCart, type CartItemRef, type OrderDiscount } from '../../storefront/core/domain';
import { WHEEL_SEGMENTS } from '../../storefront/core/domain/wheel';
import { parseTrustedProxies } from '../../storefront/server/abuse/client-address';
import { couponRulesFromEnv, drawSegment, parseWheelOdds, type CouponRules } from '../../storefront/server/coupons/rules';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, storeApp, type TestAccount } from './harness';

const VISA = testPaymentMethodId('4242 4242 4242 4242');
const DECLINED = testPaymentMethodId('4000 0000 0000 0002');
const store = setUpTestStore();

/** Every spin wins R 1 000; addresses come from X-Forwarded-For so each test can be its own client. */
const RULES: CouponRules = { ...couponRulesFromEnv({}), wheelOdds: parseWheelOdds('0,0,1,0') };
/** One proxy in front: it appends the address it saw, the last X-Forwarded-For entry. */
const ONE_PROXY = parseTrustedProxies('1');
const R1000 = WHEEL_SEGMENTS.findIndex((segment) => segment.label === 'R1000');

let app: ReturnType<typeof storeApp>['app'];
let gateway: ReturnType<typeof storeApp>['gateway'];

function build(rules: Partial<CouponRules> = {}) {
  ({ app, gateway } = storeApp(store, { couponRules: { ...RULES, ...rules }, trustProxy: ONE_PROXY }));
}
beforeEach(() => build());

let clients = 0;
/** A new client address for each call unless one is given. */
const fromAddress = (address = `198.51.100.${(clients += 1)}`) => ({ 'X-Forwarded-For': address });

/** The device cookie a spin's answer set, to send back as that browser would. */
function deviceOf(response: Response): Record<string, string> {
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('The spin set no device cookie.');
  return { Cookie: cookie };
}

function spin(headers: Record<string, string> = fromAddress()) {
  return app.request('/api/spin', { method: 'POST', headers });
}

async function winVoucher(): Promise<string> {
  const response = await spin();
  expect(response.status).toBe(200);
  return ((await response.json()) as { coupon: string }).coupon;
}

function check(code: string, items: CartItemRef[], headers: Record<string, string> = fromAddress()) {
  return app.request('/api/coupons/check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ code, items }),
  });
}

let attempts = 0;
function pay(items: CartItemRef[], couponCode?: string, options: { card?: string; headers?: Record<string, string> } = {}) {
  attempts += 1;
  return app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromAddress(), ...options.headers },
    body: JSON.stringify({
      items,
      paymentMethodId: options.card ?? VISA,
      idempotencyKey: `coupon-attempt-${attempts}-${Date.now()}`,
      customer: TEST_CUSTOMER,
      ...(couponCode === undefined ? {} : { couponCode }),
    }),
  });
}

const priced = (items: CartItemRef[], discount?: OrderDiscount) => priceCart(linesFromItems(items, getProduct).lines, { discount });

/** Goods well above R 2 000, so that every voucher leaves something to pay. */
const product = [...PRODUCTS].filter((candidate) => candidate.price > 3_000_00).sort((a, b) => a.price - b.price)[0]!;
const items: CartItemRef[] = [{ id: product.id, quantity: 1 }];

interface CouponRow {
  code: string;
  kind: string;
  value: number;
  state: string;
  reserved_by: number | null;
  expires_at: Date;
  account_uid: string | null;
}
const couponRows = () => query<CouponRow>(store.url, 'SELECT * FROM coupons ORDER BY id');
const orderRows = () =>
  query<{ id: number; status: string; total: number; discount: number; coupon_code: string | null }>(store.url, 'SELECT * FROM orders ORDER BY id');

describe('the wheel’s odds', () => {
  it('draws each segment in proportion to its weight', () => {
    const odds = [60, 28, 10, 2];
    const counts = [0, 0, 0, 0];
    for (let ticket = 0; ticket < 100; ticket += 1) counts[drawSegment(odds, () => ticket)]! += 1;
    expect(counts).toEqual(odds);
  });

  it('refuses odds that are not one weight per segment', () => {
    expect(() => parseWheelOdds('1,2,3')).toThrow(/4 whole weights/);
    expect(() => parseWheelOdds('0,0,0,0')).toThrow(/above 0/);
    expect(() => couponRulesFromEnv({ NEXUS_FLASH_SALE_ENDS_AT: 'soon' })).toThrow(/NEXUS_FLASH_SALE_ENDS_AT/);
  });
});

describe('POST /api/spin', () => {
  it('draws the segment on the server and issues a 30-day voucher of its value', async () => {
    const response = await spin();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ segment: R1000, coupon: expect.stringMatching(/^NEXUS-[A-Z0-9]{8}$/), value: 1_000_00, expiresAt: expect.any(String) });
    const [row] = await couponRows();
    expect(row).toMatchObject({ code: body.coupon, kind: 'voucher', value: 1_000_00, state: 'available', reserved_by: null });
    const days = (row!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('issues no coupon on Try Again, and that spin still counts', async () => {
    build({ wheelOdds: parseWheelOdds('1,0,0,0') });
    const first = await spin();
    expect(await first.json()).toEqual({ segment: 0, coupon: null, value: 0, expiresAt: null });
    expect(await couponRows()).toEqual([]);
    expect((await spin({ ...fromAddress(), ...deviceOf(first) })).status).toBe(409);
  });

  it('gives one spin per device, whatever address it comes from (RESET SPIN in the browser mints nothing more)', async () => {
    const first = await spin();
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^nexus_device=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await spin({ ...fromAddress(), ...deviceOf(first) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: SPIN_ALREADY_USED, code: 'already_spun' });
    // A device id the server did not sign is a new device (and a forged one cannot block another's).
    const forged = await spin({ ...fromAddress(), Cookie: cookie.split(';')[0]!.replace(/\.[^.]*$/, '.forged') });
    expect(forged.status).toBe(200);
    expect(await couponRows()).toHaveLength(2);
  });

  it('caps the spins of one client address (a machine throwing its cookies away), 20 a day by default', async () => {
    expect(couponRulesFromEnv({}).spinsPerAddress).toBe(20);
    build({ spinsPerAddress: 3 });
    const address = fromAddress();
    const statuses = [];
    for (let device = 0; device < 5; device += 1) statuses.push((await spin(address)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await spin(address);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: SPIN_ALREADY_USED, code: 'already_spun' });
    expect(await couponRows()).toHaveLength(3);
  });

  it('gives one spin per signed-in account, from any address, even when asked at once', async () => {
    build({ spinsPerAddress: 100 });
    const account = await signUp();
    const responses = await Promise.all(Array.from({ length: 5 }, () => spin({ ...fromAddress(), ...bearer(account) })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await couponRows()).toHaveLength(1);
    expect((await couponRows())[0]!.account_uid).toBe(account.uid);
  });
});

describe('POST /api/coupons/check', () => {
  it('answers the voucher’s discount and the totals the pricing module makes', async () => {
    const code = await winVoucher();
    const response = await check(code.toLowerCase(), items);
    expect(response.status).toBe(200);
    const totals = priced(items, { kind: 'voucher', value: 1_000_00 });
    expect(await response.json()).toEqual({ code, kind: 'voucher', discount: 1_000_00, totals });
    expect(totals.total).toBe(product.price - 1_000_00);
  });

  it('refuses unknown, forged, expired and used codes in the same words', async () => {
    const expired = await winVoucher();
    await query(store.url, `UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE code = $1`, [expired]);
    const used = await winVoucher();
    expect((await pay(items, used)).status).toBe(200);

    const answers = [];
    for (const code of ['NEXUS-AAAAAAAA', 'NEXUS-1000R100', 'FREEMONEY', expired, used]) {
      const response = await check(code, items);
      answers.push({ status: response.status, body: await response.json() });
    }
    for (const answer of answers) expect(answer).toEqual({ status: 422, body: { error: COUPON_REFUSED, code: 'coupon_refused' } });
  });

  it('slows a client that tries too many wrong codes down with 429', async () => {
    build({ wrongCodesPerAddress: 3 });
    const guesser = fromAddress();
    const statuses = [];
    for (let guess = 0; guess < 5; guess += 1) statuses.push((await check(`NEXUS-GUESS00${guess}`, items, guesser)).status);
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
    const code = await winVoucher();
    const blocked = await check(code, items, guesser);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: COUPON_TOO_MANY_TRIES, code: 'coupon_rate_limited' });
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not slowed down.
    expect((await check(code, items)).status).toBe(200);
  });
});

describe('paying with a voucher', () => {
  it('charges the discounted total, records the code and discount, and redeems the voucher', async () => {
    const code = await winVoucher();
    const response = await pay(items, code);
    expect(response.status).toBe(200);
    const receipt = await response.json();
    const totals = priced(items, { kind: 'voucher', value: 1_000_00 });
    expect(receipt.totals).toEqual(totals);
    expect(gateway.charges.map((charge) => charge.amount)).toEqual([totals.total]);
    const [order] = await orderRows();
    expect(order).toMatchObject({ status: 'paid', discount: 1_000_00, coupon_code: code, total: totals.total });
    expect((await couponRows())[0]).toMatchObject({ state: 'redeemed', reserved_by: order!.id });

    const read = await app.request(`/api/orders/${receipt.orderNumber}?email=${encodeURIComponent(TEST_CUSTOMER.email)}`);
    expect(await read.json()).toMatchObject({ couponCode: code, totals: { discount: 1_000_00, total: totals.total } });
  });

  it('takes the value from the store, not from the request', async () => {
    const code = await winVoucher();
    await query(store.url, `UPDATE coupons SET value = 50000 WHERE code = $1`, [code]);
    const forged = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items, paymentMethodId: VISA, idempotencyKey: 'forged-value-1', customer: TEST_CUSTOMER, couponCode: code, discount: 2_000_00 }),
    });
    expect(forged.status).toBe(400);
    const paid = await (await pay(items, code)).json();
    expect(paid.totals.discount).toBe(500_00);
    expect(gateway.charges.map((charge) => charge.amount)).toEqual([product.price - 500_00]);
  });

  it('the same voucher in 20 parallel checkouts: one pays with the discount, the others are refused, one charge', async () => {
    const code = await winVoucher();
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(items, code)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    const refusals = await Promise.all(responses.filter((response) => response.status === 422).map((response) => response.json()));
    for (const refusal of refusals) expect(refusal).toEqual({ error: COUPON_REFUSED, code: 'coupon_refused' });

    const discounted = priced(items, { kind: 'voucher', value: 1_000_00 }).total;
    expect(gateway.charges.map((charge) => charge.amount)).toEqual([discounted]);
    const orders = await orderRows();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', discount: 1_000_00, coupon_code: code });
    expect(await couponRows()).toMatchObject([{ state: 'redeemed', reserved_by: orders[0]!.id }]);
    expect(await query(store.url, 'SELECT * FROM test_payment_intents')).toHaveLength(1);
  });

  it('gives the voucher back when the payment fails, so it can be used again', async () => {
    const code = await winVoucher();
    const declined = await pay(items, code, { card: DECLINED });
    expect(declined.status).toBe(402);
    expect(await couponRows()).toMatchObject([{ state: 'available', reserved_by: null }]);
    expect((await check(code, items)).status).toBe(200);

    const paid = await pay(items, code);
    expect(paid.status).toBe(200);
    expect((await paid.json()).totals.discount).toBe(1_000_00);
    expect((await orderRows()).map((order) => [order.status, order.coupon_code])).toEqual([
      ['failed', code],
      ['paid', code],
    ]);
  });

  it('refuses an order with a code that does not work, and writes nothing', async () => {
    const response = await pay(items, 'NEXUS-AAAAAAAA');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: COUPON_REFUSED, code: 'coupon_refused' });
    expect(await orderRows()).toEqual([]);
    expect(gateway.charges).toHaveLength(0);
  });
});

describe('FLASH30', () => {
  let account: TestAccount;
  beforeEach(async () => {
    account = await signUp();
  });

  it('tells the browser when the sale ends', async () => {
    const endsAt = new Date('2031-01-01T10:00:00.000Z');
    build({ flashSaleEndsAt: endsAt });
    expect(await (await app.request('/api/flash-sale')).json()).toEqual({ code: 'FLASH30', percent: 15, endsAt: endsAt.toISOString() });
  });

  it('runs for 8h 6m 14s from the server’s start when nothing is configured', () => {
    const started = new Date('2030-05-01T08:00:00Z');
    expect(couponRulesFromEnv({}, started).flashSaleEndsAt.toISOString()).toBe('2030-05-01T16:06:14.000Z');
  });

  it('takes 15% off the goods of a signed-in account’s first order, once', async () => {
    const totals = priced(items, { kind: 'percent', percent: 15 });
    expect(await (await check('flash30', items, bearer(account))).json()).toEqual({ code: 'FLASH30', kind: 'flash', discount: totals.discount, totals });

    const first = await pay(items, 'FLASH30', { headers: bearer(account) });
    expect(first.status).toBe(200);
    expect((await first.json()).totals).toEqual(totals);
    expect(gateway.charges.map((charge) => charge.amount)).toEqual([totals.total]);

    for (const response of [await check('FLASH30', items, bearer(account)), await pay(items, 'FLASH30', { headers: bearer(account) })]) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: FLASH_FIRST_ORDER_ONLY, code: 'coupon_refused' });
    }
    expect(gateway.charges).toHaveLength(1);
  });

  it('is not for an account that already has a paid order', async () => {
    expect((await pay(items, undefined, { headers: bearer(account) })).status).toBe(200);
    expect(await (await check('FLASH30', items, bearer(account))).json()).toEqual({ error: FLASH_FIRST_ORDER_ONLY, code: 'coupon_refused' });
  });

  it('goes to one of two orders placed at once', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => pay(items, 'FLASH30', { headers: bearer(account) })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422, 422]);
    expect(gateway.charges).toHaveLength(1);
  });

  it('is refused after the sale window', async () => {
    build({ flashSaleEndsAt: new Date(Date.now() - 1000) });
    for (const response of [await check('FLASH30', items, bearer(account)), await pay(items, 'FLASH30', { headers: bearer(account) })]) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: FLASH_ENDED, code: 'coupon_refused' });
    }
  });

  it('is refused signed out', async () => {
    for (const response of [await check('FLASH30', items), await pay(items, 'FLASH30')]) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: FLASH_SIGN_IN, code: 'coupon_refused' });
    }
    expect(await orderRows()).toEqual([]);
  });

  it('comes back when the first order’s payment fails', async () => {
    expect((await pay(items, 'FLASH30', { card: DECLINED, headers: bearer(account) })).status).toBe(402);
    expect((await pay(items, 'FLASH30', { headers: bearer(account) })).status).toBe(200);
  });
});
