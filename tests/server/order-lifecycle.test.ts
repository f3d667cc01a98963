import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deskDashboardSchema,
  deskOrderSchema,
  deskOrdersPageSchema,
  orderSchema,
  type DeskMoveRequest,
  type OrderStatus,
} from '../../storefront/core/contract/api';
import { STAFF_ONLY } from '../../storefront/core/contract/words';
import { createDeskStore } from '../../storefront/server/desk/store';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, signUpMerchant, storeApp, type TestAccount } from './harness';

const store = setUpTestStore();
let app: ReturnType<typeof storeApp>['app'];
let gateway: ReturnType<typeof storeApp>['gateway'];
let merchant: TestAccount;
let shopper: TestAccount;

beforeAll(async () => {
  [merchant, shopper] = await Promise.all([signUpMerchant(), signUp('Thandi Nkosi')]);
}, 30_000);

beforeEach(() => {
  ({ app, gateway } = storeApp(store));
});

let keys = 0;
/** A paid order (product 1 unless told), by `account` or a guest; its number. */
async function paidOrder(options: { account?: TestAccount; email?: string; id?: number; couponCode?: string; name?: string; card?: string } = {}): Promise<string> {
  keys += 1;
  const response = await app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(options.account ? bearer(options.account) : {}) },
    body: JSON.stringify({
      items: [{ id: options.id ?? 1, quantity: 1 }],
      paymentMethodId: options.card ?? 'pm_card_visa',
      idempotencyKey: `lifecycle-${keys}-${Date.now()}`,
      customer: { ...TEST_CUSTOMER, email: options.email ?? TEST_CUSTOMER.email, name: options.name ?? TEST_CUSTOMER.name },
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).orderNumber;
}

function desk(path: string, init: RequestInit = {}, account: TestAccount | null = merchant) {
  return app.request(`/api/desk${path}`, {
    ...init,
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...(account ? bearer(account) : {}), ...init.headers },
  });
}

function deskMove(number: string, move: DeskMoveRequest, account: TestAccount | null = merchant) {
  return desk(`/orders/${number}/moves`, { method: 'POST', body: JSON.stringify(move) }, account);
}

async function expectMoved(number: string, move: DeskMoveRequest, status: OrderStatus) {
  const response = await deskMove(number, move);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(deskOrderSchema.parse(await response.json()).status).toBe(status);
}

const SHIP = { action: 'ship', carrier: 'Aramex', trackingNumber: 'AX-000123' } as const;

/** Takes a paid order along the happy path up to `status`. */
async function orderIn(status: OrderStatus, account: TestAccount = shopper): Promise<string> {
  const number = await paidOrder({ account });
  const path: [OrderStatus, () => Promise<unknown>][] = [
    ['packed', () => expectMoved(number, { action: 'pack' }, 'packed')],
    ['shipped', () => expectMoved(number, SHIP, 'shipped')],
    ['delivered', () => expectMoved(number, { action: 'deliver' }, 'delivered')],
    ['return_requested', async () => expect((await shopperReturn(number, account)).status).toBe(200)],
    ['returned', () => expectMoved(number, { action: 'accept_return' }, 'returned')],
  ];
  if (status === 'cancelled') {
    await expectMoved(number, { action: 'cancel' }, 'cancelled');
    return number;
  }
  for (const [next, step] of path) {
    if (status === 'paid') break;
    await step();
    if (next === status) break;
  }
  return number;
}

function shopperReturn(number: string, account: TestAccount | null = shopper, reason = 'The screen is too small for me.') {
  return app.request(`/api/orders/${number}/return`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(account ? bearer(account) : {}) },
    body: JSON.stringify({ reason }),
  });
}

function shopperCancel(number: string, account: TestAccount | null = shopper, email?: string) {
  return app.request(`/api/orders/${number}/cancel${email ? `?email=${encodeURIComponent(email)}` : ''}`, {
    method: 'POST',
    headers: account ? bearer(account) : {},
  });
}

async function eventsOf(number: string) {
  return query<{ action: string; from_status: string; to_status: string; actor: string; actor_email: string | null; amount: number | null; gateway_reference: string | null; carrier: string | null; tracking_number: string | null }>(
    store.url,
    'SELECT e.* FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1 ORDER BY e.id',
    [number],
  );
}

describe('desk routes: merchants only', () => {
  const routes: [string, RequestInit][] = [
    ['/orders', {}],
    ['/orders.csv', {}],
    ['/dashboard', {}],
    ['/orders/NX-ABCDEFGH', {}],
    ['/orders/NX-ABCDEFGH/moves', { method: 'POST', body: JSON.stringify({ action: 'pack' }) }],
    ['/orders/NX-ABCDEFGH/refunds', { method: 'POST', body: JSON.stringify({ amount: 100 }) }],
  ];

  it('answers 401 without a token and 403 to a shopper, on every desk route', async () => {
    const number = await paidOrder({ account: shopper });
    for (const [path, init] of routes) {
      const real = path.replace('NX-ABCDEFGH', number);
      const anonymous = await desk(real, init, null);
      expect(anonymous.status, real).toBe(401);
      const asShopper = await desk(real, init, shopper);
      expect(asShopper.status, real).toBe(403);
      expect(await asShopper.json()).toEqual({ error: STAFF_ONLY, code: 'staff_only' });
    }
    expect((await query<{ status: string }>(store.url, 'SELECT status FROM orders'))[0]?.status).toBe('paid');
    expect(await eventsOf(number)).toHaveLength(1);
  });

  it('answers the merchant', async () => {
    for (const [path, init] of routes.slice(0, 3)) expect((await desk(path, init)).status, path).toBe(200);
  });
});

describe('the whole life of an order', () => {
  it('pays, packs, ships with tracking, delivers, is returned by its shopper and refunded in full, every move an event', async () => {
    const number = await paidOrder({ account: shopper });
    await expectMoved(number, { action: 'pack' }, 'packed');
    const noTracking = await deskMove(number, { action: 'ship', carrier: 'Aramex' });
    expect(noTracking.status).toBe(409);
    expect(await noTracking.json()).toMatchObject({ code: 'missing_detail', error: 'Give the tracking number to ship.' });
    await expectMoved(number, SHIP, 'shipped');

    const seen = orderSchema.parse(await (await app.request(`/api/orders/${number}`, { headers: bearer(shopper) })).json());
    expect(seen.status).toBe('shipped');
    expect(seen.events.at(-1)).toMatchObject({ to: 'shipped', carrier: 'Aramex', trackingNumber: 'AX-000123', trackingUrl: 'https://www.aramex.co.za/tools/track?l=AX-000123' });
    expect(JSON.stringify(seen)).not.toContain(merchant.email);
    expect(seen.actions).toEqual([]);

    await expectMoved(number, { action: 'deliver' }, 'delivered');
    const delivered = orderSchema.parse(await (await app.request(`/api/orders/${number}`, { headers: bearer(shopper) })).json());
    expect(delivered.actions).toEqual(['request_return']);
    expect(Date.parse(delivered.returnBy ?? '') - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    expect((await shopperReturn(number, shopper, '')).status).toBe(400);
    const returned = await shopperReturn(number);
    expect(returned.status).toBe(200);
    expect(orderSchema.parse(await returned.json()).status).toBe('return_requested');
    await expectMoved(number, { action: 'accept_return' }, 'returned');

    const order = deskOrderSchema.parse(await (await desk(`/orders/${number}`)).json());
    expect(order.refunded).toBe(order.totals.total);
    expect(order.actions).toEqual([]);
    expect(gateway.refunded).toEqual([expect.objectContaining({ paymentId: order.paymentReference, amount: order.totals.total })]);
    expect((await eventsOf(number)).map((event) => [event.action, event.from_status, event.to_status, event.actor])).toEqual([
      ['pay', 'pending', 'paid', 'system'],
      ['pack', 'paid', 'packed', 'merchant'],
      ['ship', 'packed', 'shipped', 'merchant'],
      ['deliver', 'shipped', 'delivered', 'merchant'],
      ['request_return', 'delivered', 'return_requested', 'shopper'],
      ['accept_return', 'return_requested', 'returned', 'merchant'],
    ]);
    const events = await eventsOf(number);
    expect(events[1]?.actor_email).toBe(merchant.email);
    expect(events[5]).toMatchObject({ amount: order.totals.total });
    // The refund the return owed is a record, carried out at once and confirmed by the gateway.
    expect(order.refunds).toEqual([expect.objectContaining({ kind: 'move', amount: order.totals.total, state: 'succeeded', gatewayReference: gateway.refunded[0]?.id })]);
    // Every move the shopper hears of is mailed, queued in the move's transaction.
    const mails = await query<{ kind: string; recipient: string }>(store.url, 'SELECT kind, recipient FROM mail_outbox ORDER BY id');
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation', 'order-shipped', 'order-delivered', 'return-requested', 'return-accepted']);
    expect(new Set(mails.map((mail) => mail.recipient))).toEqual(new Set([order.email]));
  });

  it('never changes or removes an event', async () => {
    const number = await paidOrder();
    await expect(query(store.url, "UPDATE order_events SET note = 'rewritten'")).rejects.toThrow(/never changed or removed/);
    await expect(query(store.url, 'DELETE FROM order_events')).rejects.toThrow(/never changed or removed/);
    expect(await eventsOf(number)).toHaveLength(1);
  });
});

describe('every illegal move is refused with 409 and changes nothing', () => {
  const MERCHANT_MOVES: DeskMoveRequest[] = [
    { action: 'pack' },
    SHIP,
    { action: 'deliver' },
    { action: 'cancel' },
    { action: 'refund', amount: 100 },
    { action: 'accept_return' },
  ];
  const LEGAL: Record<string, string[]> = {
    paid: ['pack', 'cancel', 'refund'],
    packed: ['ship', 'cancel', 'refund'],
    shipped: ['deliver', 'refund'],
    delivered: ['refund'],
    return_requested: ['accept_return', 'refund'],
    returned: [],
    cancelled: [],
  };

  it.each(Object.keys(LEGAL))('from %s', async (state) => {
    const number = await orderIn(state as OrderStatus);
    const before = await eventsOf(number);
    for (const move of MERCHANT_MOVES) {
      if (LEGAL[state]?.includes(move.action)) continue;
      const response = await deskMove(number, move);
      expect(response.status, `${move.action} from ${state}`).toBe(409);
      expect((await response.json()).error).toMatch(/only possible when|refunded already/);
    }
    const shopperLegal = state === 'paid' ? ['cancel'] : state === 'delivered' ? ['request_return'] : [];
    if (!shopperLegal.includes('cancel')) expect((await shopperCancel(number)).status, `shopper cancel from ${state}`).toBe(409);
    if (!shopperLegal.includes('request_return')) expect((await shopperReturn(number)).status, `shopper return from ${state}`).toBe(409);
    expect(await eventsOf(number)).toEqual(before);
    expect(gateway.refunded.length).toBe(before.filter((event) => event.amount !== null).length);
  });

  it('refuses a failed order every move', async () => {
    keys += 1;
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_chargeDeclined', idempotencyKey: `declined-${keys}-${Date.now()}`, customer: TEST_CUSTOMER }),
    });
    expect(response.status).toBe(402);
    const [order] = await query<{ order_number: string }>(store.url, "SELECT order_number FROM orders WHERE status = 'failed'");
    for (const move of MERCHANT_MOVES) expect((await deskMove(order!.order_number, move)).status).toBe(409);
    expect((await eventsOf(order!.order_number)).map((event) => event.action)).toEqual(['fail']);
  });

  it('answers 404 for an order that does not exist and 400 for a move that is not one', async () => {
    expect((await deskMove('NX-ABCDEFGH', { action: 'pack' })).status).toBe(404);
    const number = await paidOrder();
    expect((await desk(`/orders/${number}/moves`, { method: 'POST', body: JSON.stringify({ action: 'pay' }) })).status).toBe(400);
    expect((await desk(`/orders/${number}/moves`, { method: 'POST', body: JSON.stringify({ action: 'refund', amount: -1 }) })).status).toBe(400);
  });

  it('lets a shopper return only within 7 days of delivery', async () => {
    const number = await orderIn('delivered');
    const later = storeApp(store, {});
    const eightDaysOn = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const { app: lateApp } = storeApp(store, { desk: createDeskStore(store.database.db, { gateway: later.gateway, now: () => eightDaysOn }) });
    const response = await lateApp.request(`/api/orders/${number}/return`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(shopper) },
      body: JSON.stringify({ reason: 'Changed my mind' }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'return_window_closed' });
  });
});

describe('one move wins', () => {
  it('10 parallel "ship" requests make one shipped event; the other 9 are told why', async () => {
    const number = await orderIn('packed');
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => deskMove(number, { ...SHIP, trackingNumber: `AX-${index}` })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const refused = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json()));
    for (const body of refused) expect(body).toMatchObject({ code: 'wrong_state', error: expect.stringMatching(/This order is shipped/) });
    expect((await eventsOf(number)).filter((event) => event.to_status === 'shipped')).toHaveLength(1);
  });

  it('parallel refunds never pass what was paid', async () => {
    const number = await paidOrder({ account: shopper });
    const order = deskOrderSchema.parse(await (await desk(`/orders/${number}`)).json());
    // Four quarters of all but R 100, so that a cancellation has something left to refund.
    const quarter = Math.floor((order.totals.total - 10_000) / 4);
    // More at once than the store has connections (10): each holds one while it waits for the order's
    // lock, and the refund in hand still reaches its gateway (which has connections of its own).
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => desk(`/orders/${number}/refunds`, { method: 'POST', body: JSON.stringify({ amount: quarter }) })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(4).fill(200), ...Array(16).fill(409)]);
    const [row] = await query<{ refunded: number; total: number; status: string }>(store.url, 'SELECT refunded, total, status FROM orders WHERE order_number = $1', [number]);
    expect(row).toEqual({ refunded: quarter * 4, total: order.totals.total, status: 'paid' });
    expect(gateway.refunded.reduce((sum, refund) => sum + refund.amount, 0)).toBe(quarter * 4);
    // A cancellation then refunds only what is left.
    await expectMoved(number, { action: 'cancel' }, 'cancelled');
    expect(gateway.refunded.at(-1)?.amount).toBe(order.totals.total - quarter * 4);
    const [after] = await query<{ refunded: number }>(store.url, 'SELECT refunded FROM orders WHERE order_number = $1', [number]);
    expect(after?.refunded).toBe(order.totals.total);
  });
});

describe('what an order gives back', () => {
  async function voucher(code: string) {
    await query(store.url, "INSERT INTO coupons (code, kind, value, expires_at) VALUES ($1, 'voucher', 50000, now() + interval '30 days')", [code]);
  }
  const couponState = async (code: string) => (await query<{ state: string }>(store.url, 'SELECT state FROM coupons WHERE code = $1', [code]))[0]?.state;

  it('a cancelled order’s voucher is usable again; a returned order’s is not', async () => {
    await voucher('NEXUS-CANCEL01');
    const cancelled = await paidOrder({ account: shopper, couponCode: 'NEXUS-CANCEL01' });
    expect(await couponState('NEXUS-CANCEL01')).toBe('redeemed');
    expect((await shopperCancel(cancelled)).status).toBe(200);
    expect(await couponState('NEXUS-CANCEL01')).toBe('available');

    await voucher('NEXUS-RETURN01');
    const returned = await paidOrder({ account: shopper, couponCode: 'NEXUS-RETURN01' });
    await expectMoved(returned, { action: 'pack' }, 'packed');
    await expectMoved(returned, SHIP, 'shipped');
    await expectMoved(returned, { action: 'deliver' }, 'delivered');
    expect((await shopperReturn(returned)).status).toBe(200);
    await expectMoved(returned, { action: 'accept_return' }, 'returned');
    expect(await couponState('NEXUS-RETURN01')).toBe('redeemed');
  });

  it('an expired voucher stays used when its order is cancelled', async () => {
    await voucher('NEXUS-EXPIRE01');
    const number = await paidOrder({ account: shopper, couponCode: 'NEXUS-EXPIRE01' });
    await query(store.url, "UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE code = 'NEXUS-EXPIRE01'");
    expect((await shopperCancel(number)).status).toBe(200);
    expect(await couponState('NEXUS-EXPIRE01')).toBe('redeemed');
  });

  it('FLASH30 comes back with a cancelled first order, and a shipped order still counts as paid', async () => {
    const flashShopper = await signUp('Sipho Dlamini');
    const first = await paidOrder({ account: flashShopper, couponCode: 'FLASH30' });
    await expectMoved(first, { action: 'pack' }, 'packed');
    await expectMoved(first, SHIP, 'shipped');
    keys += 1;
    const again = await app.request('/api/coupons/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(flashShopper) },
      body: JSON.stringify({ code: 'FLASH30', items: [{ id: 1, quantity: 1 }] }),
    });
    expect(again.status).not.toBe(200);

    // Another person with a card of their own (FLASH30 is once per card too).
    const other = await signUp('Lerato');
    const cancelled = await paidOrder({ account: other, couponCode: 'FLASH30', card: 'pm_card_mastercard' });
    expect((await shopperCancel(cancelled, other)).status).toBe(200);
    await paidOrder({ account: other, couponCode: 'FLASH30', card: 'pm_card_mastercard' });
  });
});

describe('a shopper’s own orders only', () => {
  it('cannot cancel or return another’s order, signed in or as a guest with the wrong email', async () => {
    const stranger = await signUp('Stranger');
    const number = await paidOrder({ account: shopper });
    expect((await shopperCancel(number, stranger)).status).toBe(404);
    expect((await shopperCancel(number, null, 'someone@example.com')).status).toBe(404);
    expect((await shopperCancel(number, null)).status).toBe(401);
    expect((await app.request(`/api/orders/${number}`, { headers: bearer(stranger) })).status).toBe(404);
    expect((await eventsOf(number)).map((event) => event.action)).toEqual(['pay']);
  });

  it('a guest cancels with the order’s email, refunded at once; not once it is packed', async () => {
    const guest = await paidOrder({ email: 'guest@example.co.za' });
    const response = await shopperCancel(guest, null, 'GUEST@example.co.za');
    expect(response.status, await response.clone().text()).toBe(200);
    const order = orderSchema.parse(await response.json());
    expect(order).toMatchObject({ status: 'cancelled', refunded: order.totals.total });
    expect(order.events.at(-1)).toMatchObject({ action: 'cancel', by: 'shopper', amount: order.totals.total });

    const packed = await orderIn('packed');
    const late = await shopperCancel(packed);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(/only possible when it is paid/);
  });
});

describe('the desk’s list, export and dashboard', () => {
  it('finds orders by number, email and name; filters by status and date; sorts; pages', async () => {
    const a = await paidOrder({ email: 'zanele@example.co.za', name: 'Zanele Mokoena', id: 1 });
    const b = await paidOrder({ email: 'pieter@example.co.za', name: 'Pieter van Wyk', id: 2 });
    await expectMoved(b, { action: 'pack' }, 'packed');
    const list = async (params: string) => deskOrdersPageSchema.parse(await (await desk(`/orders?${params}`)).json());

    expect((await list(`query=${a.toLowerCase()}`)).orders.map((o) => o.orderNumber)).toEqual([a]);
    expect((await list('query=PIETER@EXAMPLE')).orders.map((o) => o.orderNumber)).toEqual([b]);
    expect((await list('query=mokoena')).orders.map((o) => o.orderNumber)).toEqual([a]);
    expect((await list('query=%25')).orders).toEqual([]);
    expect((await list('status=packed')).orders.map((o) => o.orderNumber)).toEqual([b]);
    expect((await list('sort=placed')).orders.map((o) => o.orderNumber)).toEqual([a, b]);
    expect((await list('')).orders.map((o) => o.orderNumber)).toEqual([b, a]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
    expect((await list(`from=${today}&to=${today}`)).total).toBe(2);
    expect((await list('to=2020-01-01')).total).toBe(0);
    expect((await desk('/orders?status=lost')).status).toBe(400);
    expect((await desk('/orders?from=yesterday')).status).toBe(400);

    await query(
      store.url,
      `INSERT INTO orders (order_number, idempotency_key, fingerprint, status, item_count, subtotal, shipping, vat, total, vat_mode, name, email, phone, street_address, city, postal_code, country)
       SELECT 'NX-' || upper(lpad(to_hex(n), 8, '0')), 'bulk-' || n, 'f', 'paid', 1, 10000, 0, 1304, 10000, 'inclusive', 'Bulk ' || n, 'bulk' || n || '@example.co.za', '+27820000000', '1 Road', 'Durban', '4001', 'South Africa'
       FROM generate_series(1, 60) AS n`,
    );
    const second = await list('page=2&status=paid');
    expect(second).toMatchObject({ page: 2, pageSize: 25, total: 61 });
    expect(second.orders).toHaveLength(25);
    expect((await list('page=3&status=paid')).orders).toHaveLength(11);
  });

  it('exports the filtered orders as CSV, formulas defused', async () => {
    const number = await paidOrder({ name: '=HYPERLINK("http://evil")', email: 'csv@example.co.za' });
    await paidOrder({ email: 'other@example.co.za' });
    const response = await desk('/orders.csv?query=csv@example.co.za');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="nexus-orders-\d{4}-\d\d-\d\d\.csv"/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order number,Placed,Paid,Status,Name,Email/);
    expect(lines[1]).toContain(number);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('counts today’s and this week’s paid orders and revenue, and what waits', async () => {
    const one = await paidOrder();
    const two = await paidOrder({ id: 2 });
    await expectMoved(two, { action: 'pack' }, 'packed');
    const totals = await query<{ total: number }>(store.url, 'SELECT total FROM orders');
    const revenue = totals.reduce((sum, row) => sum + row.total, 0);
    const dashboard = deskDashboardSchema.parse(await (await desk('/dashboard')).json());
    expect(dashboard).toEqual({
      today: { orders: 2, revenue, refunded: 0 },
      week: { orders: 2, revenue, refunded: 0 },
      toPack: 1,
      toShip: 1,
      returnsRequested: 0,
    });
    expect(one).not.toBe(two);
  });
});
