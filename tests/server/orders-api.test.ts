import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountSchema, orderSchema, ordersListSchema } from '../../storefront/core/contract/api';
import { openDatabase } from '../../storefront/server/db';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, createTestDatabase, query, setUpTestStore, signUp, storeApp, type TestAccount } from './harness';

const store = setUpTestStore();
let app: ReturnType<typeof storeApp>['app'];
beforeEach(() => {
  ({ app } = storeApp(store));
});

let keys = 0;
async function placeOrder(account?: TestAccount, customer: Record<string, string> = { ...TEST_CUSTOMER }, id = 1): Promise<string> {
  keys += 1;
  const response = await app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(account ? bearer(account) : {}) },
    body: JSON.stringify({ items: [{ id, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: `orders-test-${keys}`, customer }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).orderNumber;
}

describe('GET /api/orders', () => {
  it('lists the signed-in account’s orders, newest first, and no one else’s', async () => {
    const [thandi, sipho] = await Promise.all([signUp(), signUp()]);
    const first = await placeOrder(thandi, TEST_CUSTOMER, 1);
    await placeOrder(sipho);
    await placeOrder();
    const second = await placeOrder(thandi, TEST_CUSTOMER, 2);

    const response = await app.request('/api/orders', { headers: bearer(thandi) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { orders } = ordersListSchema.parse(await response.json());
    expect(orders.map((order) => order.orderNumber)).toEqual([second, first]);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      lines: [{ id: 2, quantity: 1 }],
      deliverTo: { suburb: TEST_CUSTOMER.suburb, city: TEST_CUSTOMER.city, province: TEST_CUSTOMER.province, country: 'South Africa' },
    });
    expect(JSON.stringify(orders)).not.toContain(thandi.uid);
  });

  it('answers 401 without a token, and with an expired or forged one', async () => {
    const account = await signUp();
    const [head, payload] = account.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700 })).toString('base64url')}.`;
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /Sign in to see your orders/],
      [{ Authorization: `Bearer ${expired}` }, /expired/],
      [{ Authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' }, /could not be verified/],
    ];
    for (const [headers, message] of cases) {
      const response = await app.request('/api/orders', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect((await response.json()).error).toMatch(message);
    }
  });
});

describe('GET /api/orders/:number', () => {
  it('shows the order to its owner', async () => {
    const account = await signUp();
    const number = await placeOrder(account);
    const response = await app.request(`/api/orders/${number}`, { headers: bearer(account) });
    expect(response.status).toBe(200);
    const order = orderSchema.parse(await response.json());
    expect(order).toMatchObject({ orderNumber: number, status: 'paid', email: TEST_CUSTOMER.email, phone: '+27821234567' });
    expect(order.paidAt).not.toBeNull();
  });

  it('answers 404 to another account, exactly as for a number that does not exist', async () => {
    const [owner, stranger] = await Promise.all([signUp(), signUp()]);
    const number = await placeOrder(owner);
    const foreign = await app.request(`/api/orders/${number}`, { headers: bearer(stranger) });
    const unknown = await app.request('/api/orders/NX-00000000', { headers: bearer(stranger) });
    const malformed = await app.request('/api/orders/not-a-number', { headers: bearer(stranger) });
    expect([foreign.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([foreign.json(), unknown.json(), malformed.json()]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toEqual(bodies[2]);
  });

  it('shows a guest order to whoever gives its number and email (any case), and 404 otherwise', async () => {
    const number = await placeOrder();
    const right = await app.request(`/api/orders/${number.toLowerCase()}?email=${encodeURIComponent(' THANDI@example.co.za ')}`);
    expect(right.status).toBe(200);
    expect((await right.json()).orderNumber).toBe(number);
    const wrong = await app.request(`/api/orders/${number}?email=someone@example.co.za`);
    expect(wrong.status).toBe(404);
    const noEmail = await app.request(`/api/orders/${number}`);
    expect(noEmail.status).toBe(401);
  });

  it('does not show an account’s order to a guest who knows only the number', async () => {
    const account = await signUp();
    const number = await placeOrder(account);
    const guess = await app.request(`/api/orders/${number}?email=attacker@example.co.za`);
    expect(guess.status).toBe(404);
  });
});

describe('GET /api/account', () => {
  it('gives the verified account and the last delivery address', async () => {
    const account = await signUp('Thandi Nkosi');
    const before = accountSchema.parse(await (await app.request('/api/account', { headers: bearer(account) })).json());
    expect(before).toEqual({ uid: account.uid, email: account.email, name: 'Thandi Nkosi', lastDeliverTo: null });

    await placeOrder(account);
    await placeOrder(account, {
      ...TEST_CUSTOMER,
      streetAddress: '1 Long Street',
      suburb: 'Cape Town City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8001',
    });
    const after = accountSchema.parse(await (await app.request('/api/account', { headers: bearer(account) })).json());
    expect(after.lastDeliverTo).toEqual({
      name: TEST_CUSTOMER.name,
      streetAddress: '1 Long Street',
      suburb: 'Cape Town City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8001',
      country: 'South Africa',
      phone: '+27821234567',
    });
  });

  it('still reads an order placed before the form asked for a suburb and province', async () => {
    const account = await signUp('Sipho Dlamini');
    const number = await placeOrder(account);
    // What a row written before migration 0004 holds: no suburb, no province.
    await query(store.url, 'UPDATE orders SET suburb = NULL, province = NULL WHERE order_number = $1', [number]);

    const account_ = accountSchema.parse(await (await app.request('/api/account', { headers: bearer(account) })).json());
    expect(account_.lastDeliverTo).toMatchObject({ suburb: null, province: null, city: TEST_CUSTOMER.city, country: 'South Africa' });
    const order = orderSchema.parse(await (await app.request(`/api/orders/${number}`, { headers: bearer(account) })).json());
    expect(order.deliverTo).toEqual({
      name: TEST_CUSTOMER.name,
      streetAddress: TEST_CUSTOMER.streetAddress,
      suburb: null,
      city: TEST_CUSTOMER.city,
      province: null,
      postalCode: TEST_CUSTOMER.postalCode,
      country: 'South Africa',
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await app.request('/api/account')).status).toBe(401);
  });
});

const MIGRATIONS = JSON.parse(readFileSync(new URL('../../storefront/drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

describe('migrations', () => {
  it('run once when three processes start together on a fresh database', async () => {
    const url = await createTestDatabase();
    const databases = [0, 1, 2].map(() => openDatabase({ url }));
    await Promise.all(databases.map((database) => database.migrate()));
    const applied = await query(url, 'SELECT * FROM drizzle.__drizzle_migrations');
    // Each committed migration once, however many processes raced to apply it.
    expect(applied).toHaveLength(MIGRATIONS.entries.length);
    await Promise.all(databases.map((database) => database.close()));
  });
});
