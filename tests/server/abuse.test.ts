import { readFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../storefront/core/catalogue';
import { storablePaymentMethodId, testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { COUPON_TOO_MANY_TRIES, PAYMENT_TOO_MANY_ATTEMPTS, STORE_UNAVAILABLE } from '../../storefront/core/contract/api';
import { ORDER_LOOKUP_TOO_MANY_TRIES } from '../../storefront/server/abuse/order-lookups';
import type { CartItemRef } from '../../storefront/core/domain';
import { parseTrustedProxies, type TrustedProxies } from '../../storefront/server/abuse/client-address';
import { DEFAULT_PAYMENT_ATTEMPT_RULES, createPaymentAttemptLimiter, paymentAttemptRulesFromEnv, type PaymentAttemptRules } from '../../storefront/server/abuse/payment-attempts';
import { stripeCardFingerprint } from '../../storefront/server/abuse/card-key';
import { CROSS_SITE_REFUSED } from '../../storefront/server/abuse/same-origin';
import { StripePaymentGateway } from '../../storefront/server/payments/stripe-gateway';
import type { AppOptions } from '../../storefront/server/app';
import { couponRulesFromEnv, parseWheelOdds, type CouponRules } from '../../storefront/server/coupons/rules';
import { createCouponStore, type CouponStore } from '../../storefront/server/coupons/store';
import { migrationsFolder, openDatabase } from '../../storefront/server/db';
import { removeExpiredRows } from '../../storefront/server/housekeeping';
import { STORE_JOBS, type StoreJobDeps } from '../../storefront/server/jobs';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, paymentLimiter, query, setUpTestStore, signUp, storeApp } from './harness';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/**
 * Abuse: card testing, forged client addresses, guessing coupon codes in bursts, cross-site
 * requests, card numbers at rest, old counters. Against the real PostgreSQL, requests in parallel.
 */

const VISA = testPaymentMethodId('4242 4242 4242 4242');
const DECLINED = testPaymentMethodId('4000 0000 0000 0002');
const INSUFFICIENT = testPaymentMethodId('4000 0000 0000 9995');
const LOST = testPaymentMethodId('4000 0000 0000 9987');
const STOLEN = testPaymentMethodId('4000 0000 0000 9979');
const store = setUpTestStore();

const cheapest = [...PRODUCTS].sort((a, b) => a.price - b.price)[0]!;
const items: CartItemRef[] = [{ id: cheapest.id, quantity: 1 }];
/** One proxy in front: the last X-Forwarded-For entry is the address it saw. */
const ONE_PROXY = parseTrustedProxies('1');

function appWith(options: Partial<AppOptions> & { paymentRules?: PaymentAttemptRules } = {}) {
  const { paymentRules, ...rest } = options;
  return storeApp(store, {
    trustProxy: ONE_PROXY,
    paymentAttempts: paymentLimiter(store, paymentRules ?? DEFAULT_PAYMENT_ATTEMPT_RULES),
    ...rest,
  });
}

let attempts = 0;
function payRequest(card: string, headers: Record<string, string>): RequestInit {
  attempts += 1;
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ items, paymentMethodId: card, idempotencyKey: `abuse-${attempts}-${Date.now()}`, customer: TEST_CUSTOMER }),
  };
}

const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('payment attempts are limited on the attacker, not the crowd (card testing)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());

  /** The app on Stripe (its stand-in), whose PaymentMethods carry a card fingerprint. */
  function stripeApp(rules: PaymentAttemptRules = DEFAULT_PAYMENT_ATTEMPT_RULES) {
    return appWith({ paymentRules: rules, gateway: new StripePaymentGateway(standIn.client), cardFingerprint: stripeCardFingerprint(standIn.client) });
  }

  it('30 declined attempts at once with one card meet 429 after 5, from any device; other cards on that address still pay', async () => {
    const { app, gateway } = appWith();
    const tester = from('198.51.100.7');
    // Each attempt from a browser with no cookie: a new device every time.
    const responses = await Promise.all(Array.from({ length: 30 }, () => app.request('/api/create-payment-intent', payRequest(DECLINED, tester))));
    const statuses = responses.map((response) => response.status);
    // 15 points a card, 3 a decline (taken before the card is tried): 5 declines, then 429.
    expect(statuses.filter((status) => status === 402)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(gateway.paymentIntents).toHaveLength(5);
    const limited = responses.find((response) => response.status === 429)!;
    expect(await limited.json()).toEqual({ error: PAYMENT_TOO_MANY_ATTEMPTS, code: 'payment_rate_limited' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing was written for the refused attempts.
    expect(await query(store.url, 'SELECT id FROM orders')).toHaveLength(5);
    // No card number is a limit's key.
    const keys = await query<{ key: string }>(store.url, 'SELECT key FROM rate_limiter_points');
    expect(keys.some((row) => row.key.includes('4000000000000002'))).toBe(false);

    // The tester's card stays refused; a shopper on the same address with a card of their own pays.
    expect((await app.request('/api/create-payment-intent', payRequest(DECLINED, tester))).status).toBe(429);
    expect((await app.request('/api/create-payment-intent', payRequest(VISA, tester))).status).toBe(200);
  });

  it('one card entered again and again (a new Stripe PaymentMethod each time) is one card: its fingerprint is limited', async () => {
    const { app } = stripeApp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, entry) => app.request('/api/create-payment-intent', payRequest(`pm_card_chargeDeclined.stolen.${entry}`, from('198.51.100.20')))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 402)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('30 declined attempts from one device, a different card each time, meet 429 after 10', async () => {
    const { app } = stripeApp();
    const first = await app.request('/api/create-payment-intent', payRequest('pm_card_chargeDeclined.card0.1', from('198.51.100.21')));
    expect(first.status).toBe(402);
    const device = /nexus_device=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0];
    expect(device).toBeDefined();
    const rest = await Promise.all(
      Array.from({ length: 29 }, (_, index) =>
        // Each from another address too: the device is what they share.
        app.request('/api/create-payment-intent', payRequest(`pm_card_chargeDeclined.card${index + 1}.1`, { ...from(`198.51.100.${30 + index}`), Cookie: device! })),
      ),
    );
    const statuses = rest.map((response) => response.status);
    // 30 points a device: 10 declines, the first included.
    expect(statuses.filter((status) => status === 402)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    // The same browser after throwing its cookies away is a new device; its card is still its card.
    expect((await app.request('/api/create-payment-intent', payRequest('pm_card_chargeDeclined.card1.2', from('198.51.100.21')))).status).toBe(402);
  });

  it('200 shoppers behind one address (a mobile network), each with their own card and device, all pay within the hour, while a card tester among them is refused', async () => {
    const { app } = stripeApp();
    const network = from('41.13.200.1');
    const statuses: number[] = [];
    const tester: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const [shoppers, testing] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            Promise.resolve(app.request('/api/create-payment-intent', payRequest(`pm_card_visa.shopper${batch * 20 + index}.1`, network))).then((response) => response.status),
          ),
        ),
        Promise.all(
          Array.from({ length: 3 }, (_, index) =>
            Promise.resolve(app.request('/api/create-payment-intent', payRequest(`pm_card_chargeDeclined.tested.${batch * 3 + index}`, network))).then((response) => response.status),
          ),
        ),
      ]);
      statuses.push(...shoppers);
      tester.push(...testing);
    }
    expect(statuses).toEqual(Array(200).fill(200));
    expect(tester.filter((status) => status === 402)).toHaveLength(5);
    expect(tester.filter((status) => status === 429)).toHaveLength(25);
    expect(await query(store.url, "SELECT id FROM orders WHERE status = 'paid'")).toHaveLength(200);
  }, 180_000);

  it('the address ceiling counts an IPv6 client by its /64', async () => {
    // A small ceiling to see it: 3 declines per address.
    const { app } = appWith({ paymentRules: { ...DEFAULT_PAYMENT_ATTEMPT_RULES, pointsPerAddress: 9 } });
    const cards = [DECLINED, INSUFFICIENT, LOST, STOLEN];
    const statuses: number[] = [];
    for (const [index, card] of cards.entries()) {
      statuses.push((await app.request('/api/create-payment-intent', payRequest(card, from(`2001:db8:1:2::${index + 1}`)))).status);
    }
    expect(statuses).toEqual([402, 402, 402, 429]);
    // The next /64 is another client.
    expect((await app.request('/api/create-payment-intent', payRequest(VISA, from('2001:db8:1:3::1')))).status).toBe(200);
    const [budget] = await query<{ key: string }>(store.url, "SELECT key FROM rate_limiter_points WHERE key LIKE 'pay-address:%' ORDER BY key LIMIT 1");
    expect(budget!.key).toBe('pay-address:2001:db8:1:2::/64');
  });

  it('limits a signed-in account wherever it pays from, and is shared by every server process', async () => {
    const account = await signUp();
    // Two server processes on one database.
    const processes = [appWith().app, appWith().app];
    const cards = [DECLINED, INSUFFICIENT, LOST, STOLEN];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const app = processes[attempt % 2]!;
      const response = await app.request('/api/create-payment-intent', payRequest(cards[attempt % cards.length]!, { ...from(`198.51.100.${100 + attempt}`), ...bearer(account) }));
      statuses.push(response.status);
    }
    // 30 points an account: 10 declines, from 10 different addresses and 4 cards (3 declines each at most).
    expect(statuses).toEqual([...Array(10).fill(402), 429, 429]);
    // Another account on those addresses is not affected.
    const other = await signUp();
    expect((await processes[0]!.request('/api/create-payment-intent', payRequest(VISA, { ...from('198.51.100.100'), ...bearer(other) }))).status).toBe(200);
  });

  it('takes its limits from the environment (the allowance tests and load tests use)', () => {
    expect(paymentAttemptRulesFromEnv({})).toEqual(DEFAULT_PAYMENT_ATTEMPT_RULES);
    expect(
      paymentAttemptRulesFromEnv({
        NEXUS_PAYMENT_POINTS_PER_CARD: '20',
        NEXUS_PAYMENT_POINTS_PER_DEVICE: '40',
        NEXUS_PAYMENT_POINTS_PER_ADDRESS: '1000',
        NEXUS_PAYMENT_POINTS_PER_ACCOUNT: '500',
        NEXUS_PAYMENT_WINDOW_MINUTES: '10',
        NEXUS_PAYMENT_DECLINE_WEIGHT: '5',
      }),
    ).toEqual({ pointsPerCard: 20, pointsPerDevice: 40, pointsPerAddress: 1000, pointsPerAccount: 500, windowSeconds: 600, declineWeight: 5 });
    expect(() => paymentAttemptRulesFromEnv({ NEXUS_PAYMENT_POINTS_PER_ADDRESS: '0' })).toThrow(/NEXUS_PAYMENT_POINTS_PER_ADDRESS/);
    expect(() => paymentAttemptRulesFromEnv({ NEXUS_PAYMENT_POINTS_PER_CARD: 'many' })).toThrow(/NEXUS_PAYMENT_POINTS_PER_CARD/);
  });

  it('answers 503 with the store’s sentence when the attempt cannot be counted', async () => {
    const broken = openDatabase({ url: 'postgres://nobody:wrong@127.0.0.1:1/none' });
    try {
      const { app } = storeApp(store, { paymentAttempts: createPaymentAttemptLimiter(broken.pool, DEFAULT_PAYMENT_ATTEMPT_RULES) });
      const response = await app.request('/api/create-payment-intent', payRequest(VISA, {}));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: STORE_UNAVAILABLE, code: 'store_unavailable' });
    } finally {
      await broken.close();
    }
  });
});

describe('guessing a guest order’s email', () => {
  async function guestOrder(app: ReturnType<typeof appWith>['app']): Promise<string> {
    const response = await app.request('/api/create-payment-intent', payRequest(VISA, from('198.51.100.60')));
    expect(response.status).toBe(200);
    return ((await response.json()) as { orderNumber: string }).orderNumber;
  }

  it('meets 429 after 10 wrong emails for one order number, from any number of addresses; the owner’s right email costs nothing', async () => {
    const { app } = appWith();
    const [number, other] = [await guestOrder(app), await guestOrder(app)];
    // The guest reads the order many times: a right email gives its count back.
    for (let read = 0; read < 12; read += 1) {
      expect((await app.request(`/api/orders/${number}?email=${encodeURIComponent(TEST_CUSTOMER.email)}`, { headers: from('198.51.100.60') })).status).toBe(200);
    }
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => app.request(`/api/orders/${number}?email=guess${index}%40example.co.za`, { headers: from(`203.0.113.${index + 1}`) })),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const limited = guesses.find((response) => response.status === 429)!;
    expect(await limited.json()).toEqual({ error: ORDER_LOOKUP_TOO_MANY_TRIES, code: 'order_lookup_rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Past the limit even the right email waits (else a 429 and a 200 would tell the guesser which is right),
    // and so do the guest's moves on it; another order is not affected.
    expect((await app.request(`/api/orders/${number}?email=${encodeURIComponent(TEST_CUSTOMER.email)}`)).status).toBe(429);
    expect((await app.request(`/api/orders/${number}/cancel?email=${encodeURIComponent(TEST_CUSTOMER.email)}`, { method: 'POST' })).status).toBe(429);
    expect((await app.request(`/api/orders/${other}?email=${encodeURIComponent(TEST_CUSTOMER.email)}`)).status).toBe(200);
    expect((await app.request(`/api/orders/${other.toLowerCase()}?email=nobody%40example.co.za`)).status).toBe(404);
  });
});

/** The app on a real socket, so that the connection's own address counts. */
async function listen(options: Partial<AppOptions>): Promise<{ origin: string; close: () => Promise<void> }> {
  const { app } = appWith(options);
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('one honest client address', () => {
  const COUPONS: CouponRules = { ...couponRulesFromEnv({}), wheelOdds: parseWheelOdds('0,0,1,0'), spinsPerAddress: 3, wrongCodesPerAddress: 3 };
  let server: Awaited<ReturnType<typeof listen>>;
  afterEach(async () => {
    await server?.close();
  });

  for (const [name, trust] of [
    ['a trusted proxy network (loopback)', parseTrustedProxies('loopback')],
    ['one trusted proxy hop', parseTrustedProxies('1')],
  ] as Array<[string, TrustedProxies]>) {
    it(`forged X-Forwarded-For entries get no extra spins or coupon guesses behind ${name}`, async () => {
      server = await listen({ trustProxy: trust, couponRules: COUPONS });
      // The client writes any left part it likes; the proxy (this test, on 127.0.0.1) appends what it saw.
      const forged = (index: number) => ({ 'X-Forwarded-For': `10.9.8.${index}, 192.0.2.${index}, 203.0.113.77` });
      const spins: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        spins.push((await fetch(`${server.origin}/api/spin`, { method: 'POST', headers: forged(index) })).status);
      }
      expect(spins).toEqual([200, 200, 200, 429, 429]);
      const guesses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${server.origin}/api/coupons/check`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...forged(index) },
          body: JSON.stringify({ code: `NEXUS-GUESS00${index}`, items }),
        });
        guesses.push(response.status);
      }
      expect(guesses).toEqual([422, 422, 422, 429, 429]);
      const addresses = await query<{ client_address: string }>(store.url, 'SELECT DISTINCT client_address FROM wheel_spins');
      expect(addresses).toEqual([{ client_address: '203.0.113.77' }]);
      // Another client behind the same proxy is not affected.
      expect((await fetch(`${server.origin}/api/spin`, { method: 'POST', headers: from('203.0.113.78') })).status).toBe(200);
    });
  }

  it('never takes a forwarded value that is not an IP address: such requests count as the proxy’s', async () => {
    server = await listen({ trustProxy: parseTrustedProxies('loopback'), couponRules: COUPONS });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await fetch(`${server.origin}/api/spin`, { method: 'POST', headers: { 'X-Forwarded-For': `client-${index}` } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await query(store.url, 'SELECT DISTINCT client_address FROM wheel_spins')).toEqual([{ client_address: '127.0.0.1' }]);
  });

  it('believes no X-Forwarded-For at all when no proxy is trusted', async () => {
    server = await listen({ trustProxy: parseTrustedProxies(undefined), couponRules: COUPONS });
    for (let index = 0; index < 3; index += 1) await fetch(`${server.origin}/api/spin`, { method: 'POST', headers: from(`203.0.113.${index}`) });
    expect((await fetch(`${server.origin}/api/spin`, { method: 'POST', headers: from('203.0.113.200') })).status).toBe(429);
  });
});

describe('the wrong-code limit counts atomically', () => {
  it('100 parallel wrong codes from one address: only the limit’s worth are looked up, the rest get 429', async () => {
    const coupons = createCouponStore(store.database.db);
    let lookups = 0;
    const counting: CouponStore = {
      ...coupons,
      usableVoucher: (code) => {
        lookups += 1;
        return coupons.usableVoucher(code);
      },
    };
    const { app } = appWith({ coupons: counting, couponRules: { ...couponRulesFromEnv({}), wrongCodesPerAddress: 10 } });
    const guesser = from('198.51.100.66');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        app.request('/api/coupons/check', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...guesser },
          body: JSON.stringify({ code: `NEXUS-${String(index).padStart(8, '0')}`, items }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect(lookups).toBe(10);
    const refused = await responses.find((response) => response.status === 429)!.json();
    expect(refused).toEqual({ error: COUPON_TOO_MANY_TRIES, code: 'coupon_rate_limited' });
  });

  it('a right code does not use up the budget', async () => {
    const { app } = appWith({ couponRules: { ...couponRulesFromEnv({}), wheelOdds: parseWheelOdds('0,0,1,0'), wrongCodesPerAddress: 2 } });
    const { coupon } = (await (await app.request('/api/spin', { method: 'POST', headers: from('198.51.100.67') })).json()) as { coupon: string };
    const check = (code: string) =>
      app.request('/api/coupons/check', { method: 'POST', headers: { 'Content-Type': 'application/json', ...from('198.51.100.68') }, body: JSON.stringify({ code, items: [{ id: PRODUCTS.find((product) => product.price > 2_000_00)!.id, quantity: 1 }] }) });
    const statuses = [];
    for (const code of [coupon, coupon, coupon, 'NEXUS-AAAAAAAA', coupon, 'NEXUS-BBBBBBBB', 'NEXUS-CCCCCCCC']) statuses.push((await check(code)).status);
    expect(statuses).toEqual([200, 200, 200, 422, 200, 422, 429]);
  });
});

describe('the wrong-code limit counts codes, not tries', () => {
  const itemsOver2000 = [{ id: PRODUCTS.find((product) => product.price > 2_000_00)!.id, quantity: 1 }];
  const checkFrom = (app: Awaited<ReturnType<typeof appWith>>['app'], address: string) => (code: string) =>
    app.request('/api/coupons/check', { method: 'POST', headers: { 'Content-Type': 'application/json', ...from(address) }, body: JSON.stringify({ code, items: itemsOver2000 }) });

  it('20 parallel tries of one right code from one address (a payment retried) are all looked up, and use no budget', async () => {
    const { app } = appWith({ couponRules: { ...couponRulesFromEnv({}), wheelOdds: parseWheelOdds('0,0,1,0'), wrongCodesPerAddress: 2 } });
    const { coupon } = (await (await app.request('/api/spin', { method: 'POST', headers: from('198.51.100.70') })).json()) as { coupon: string };
    const check = checkFrom(app, '198.51.100.71');
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => check(coupon)))).map((response) => response.status);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    // The budget is whole: two wrong codes are still answered, the third is the limit.
    const after = [];
    for (const code of ['NEXUS-AAAAAAAA', 'NEXUS-BBBBBBBB', 'NEXUS-CCCCCCCC']) after.push((await check(code)).status);
    expect(after).toEqual([422, 422, 429]);
  });

  it('the same wrong code again is no new guess; a new code past the limit is 429, and so is an old one', async () => {
    const { app } = appWith({ couponRules: { ...couponRulesFromEnv({}), wrongCodesPerAddress: 2 } });
    const check = checkFrom(app, '198.51.100.72');
    const statuses = [];
    for (const code of ['NEXUS-AAAAAAAA', 'NEXUS-AAAAAAAA', 'NEXUS-AAAAAAAA', 'NEXUS-BBBBBBBB', 'NEXUS-BBBBBBBB', 'NEXUS-CCCCCCCC', 'NEXUS-AAAAAAAA']) {
      statuses.push((await check(code)).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
    const [miss] = await query<{ hits: number }>(store.url, `SELECT hits FROM rate_limits WHERE scope = 'coupon-miss' AND client_key = '198.51.100.72'`);
    expect(miss?.hits).toBe(3);
    // The codes tried are kept as hashes, never as the codes themselves.
    const tried = await query<{ client_key: string }>(store.url, `SELECT client_key FROM rate_limits WHERE scope = 'coupon-tried' AND client_key LIKE '198.51.100.72 %'`);
    expect(tried).toHaveLength(3);
    expect(tried.some((row) => row.client_key.includes('AAAAAAAA'))).toBe(false);
  });
});

describe('state-changing /api routes refuse cross-site requests', () => {
  it('refuses a cross-site POST by Sec-Fetch-Site or Origin, and writes nothing', async () => {
    const { app, gateway } = appWith({ publicOrigin: 'https://shop.example.co.za' });
    const attacks: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://evil.shop.example.co.za' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ];
    for (const headers of attacks) {
      for (const response of [
        await app.request('/api/create-payment-intent', payRequest(VISA, headers)),
        await app.request('/api/spin', { method: 'POST', headers }),
        await app.request('/api/teams', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' }),
      ]) {
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED, code: 'cross_site' });
      }
    }
    expect(gateway.paymentIntents).toHaveLength(0);
    expect(await query(store.url, 'SELECT id FROM orders UNION ALL SELECT id FROM wheel_spins')).toEqual([]);
  });

  it('lets the store’s own pages, the public origin and non-browser clients through; reads are not checked', async () => {
    const { app } = appWith({ publicOrigin: 'https://shop.example.co.za' });
    const own: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.example.co.za' },
      { Origin: 'https://shop.example.co.za' },
      { Origin: 'http://localhost' },
      {},
    ];
    for (const headers of own) expect((await app.request('/api/create-payment-intent', payRequest(VISA, headers))).status, JSON.stringify(headers)).toBe(200);
    expect((await app.request('/api/flash-sale', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200);
  });

  it('does not refuse Stripe’s webhook, which is signed instead', async () => {
    const { app } = appWith();
    const response = await app.request('/api/stripe/webhook', { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://stripe.com' }, body: '{}' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('webhook_refused');
  });
});

describe('no card number is stored', () => {
  it('keeps at most the last four digits of a local card form payment, in the order and the test ledger', async () => {
    const { app } = appWith();
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '3782 822463 10005']) {
      await app.request('/api/create-payment-intent', payRequest(testPaymentMethodId(card), {}));
    }
    const dump = JSON.stringify(await query(store.url, 'SELECT row_to_json(o) AS row FROM orders o UNION ALL SELECT row_to_json(t) FROM test_payment_intents t'));
    expect(dump).toContain('pm_test_last4_4242');
    expect(dump).toContain('pm_test_last4_0005');
    for (const digits of ['4242424242424242', '4000000000000002', '378282246310005', '42424242', '822463']) expect(dump).not.toContain(digits);
  });

  it('migration 0005 rewrites older rows exactly as the server now writes them', async () => {
    const migration = readFileSync(path.join(migrationsFolder(), '0005_abuse_limits.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('UPDATE "orders"'));
    expect(updates).toHaveLength(1);
    const card = testPaymentMethodId('4000 0566 5566 5556');
    const old = JSON.stringify([[[1, 1, false]], 100, card]);
    await query(
      store.url,
      `INSERT INTO orders (order_number, idempotency_key, fingerprint, item_count, subtotal, shipping, vat, total, vat_mode, name, email, phone, street_address, city, postal_code, country)
       VALUES ('NX-OLD00001', 'old-key-1', $1, 1, 100, 0, 13, 100, 'inclusive', 'A', 'a@example.co.za', '0821234567', '1 Street', 'Durban', '4001', 'South Africa')`,
      [old],
    );
    await query(store.url, updates[0]!.replace(/^--.*$/gm, ''));
    const [row] = await query<{ fingerprint: string }>(store.url, 'SELECT fingerprint FROM orders');
    expect(row!.fingerprint).toBe(JSON.stringify([[[1, 1, false]], 100, storablePaymentMethodId(card)]));
  });
});

describe('headers and files', () => {
  it('sends HSTS only when the public origin is https', async () => {
    expect((await appWith({ publicOrigin: 'https://shop.example.co.za' }).app.request('/api/flash-sale')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await appWith({ publicOrigin: 'http://localhost:3000' }).app.request('/api/flash-sale')).headers.get('strict-transport-security')).toBeNull();
  });

  it('does not serve source maps', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-maps-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-abcdef12.js'), 'console.log(1)');
    writeFileSync(path.join(clientDir, 'assets', 'index-abcdef12.js.map'), '{"version":3}');
    const { app } = appWith({ clientDir });
    expect((await app.request('/assets/index-abcdef12.js')).status).toBe(200);
    expect((await app.request('/assets/index-abcdef12.js.map')).status).toBe(404);
  });
});

describe('housekeeping', () => {
  beforeEach(async () => {
    await query(
      store.url,
      `INSERT INTO rate_limits (scope, client_key, window_started_at, hits) VALUES
         ('spin', 'old', now() - interval '25 hours', 3), ('spin', 'current', now() - interval '23 hours', 3),
         ('coupon-miss', 'old', now() - interval '16 minutes', 9), ('coupon-miss', 'current', now() - interval '14 minutes', 9),
         ('coupon-tried', 'old', now() - interval '16 minutes', 1), ('coupon-tried', 'current', now() - interval '14 minutes', 1),
         ('other', 'old', now() - interval '2 days', 1), ('other', 'current', now() - interval '1 hour', 1)`,
    );
    await query(store.url, `INSERT INTO rate_limiter_points (key, points, expire) VALUES ('pay-address:old', 3, $1), ('pay-address:current', 3, $2), ('pay-account:old', 3, $1)`, [
      Date.now() - 1000,
      Date.now() + 60_000,
    ]);
    await query(store.url, `INSERT INTO stripe_events (id, type, received_at) VALUES ('evt_old', 'x', now() - interval '31 days'), ('evt_current', 'x', now() - interval '4 days')`);
  });

  it('removes rate-limit, spin-counter, payment-budget and webhook-event rows older than their window, and nothing else', async () => {
    expect(await removeExpiredRows(store.database.db)).toEqual({ rateLimits: 4, paymentAttemptBudgets: 2, stripeEvents: 1 });
    expect(await query(store.url, 'SELECT scope, client_key FROM rate_limits ORDER BY scope')).toEqual([
      { scope: 'coupon-miss', client_key: 'current' },
      { scope: 'coupon-tried', client_key: 'current' },
      { scope: 'other', client_key: 'current' },
      { scope: 'spin', client_key: 'current' },
    ]);
    expect(await query(store.url, 'SELECT key FROM rate_limiter_points')).toEqual([{ key: 'pay-address:current' }]);
    expect(await query(store.url, 'SELECT id FROM stripe_events')).toEqual([{ id: 'evt_current' }]);
    // Again: nothing left to remove.
    expect(await removeExpiredRows(store.database.db)).toEqual({ rateLimits: 0, paymentAttemptBudgets: 0, stripeEvents: 0 });
  });

  it('runs every hour as one of the store’s jobs (pg-boss runs each occurrence once across processes)', async () => {
    const job = STORE_JOBS.find((candidate) => candidate.name === 'housekeeping.remove-expired-rows');
    expect(job?.schedule).toBe('17 * * * *');
    const logged: string[] = [];
    const logger = { info: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
    // Housekeeping reads only the database and the logger of the jobs' deps.
    const deps = { db: store.database.db, logger } as Pick<StoreJobDeps, 'db' | 'logger'> as StoreJobDeps;
    await job!.run(undefined as never, deps);
    expect(logged).toEqual(['[housekeeping] removed 4 rate-limit windows, 2 payment-attempt budgets, 1 webhook events']);
    expect(await query(store.url, 'SELECT id FROM stripe_events')).toEqual([{ id: 'evt_current' }]);
  });
});
