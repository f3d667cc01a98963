import { beforeEach, describe, expect, it } from 'vitest';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { outOfStockErrorSchema, stockListSchema, stockMovesSchema, type DeskStockList } from '../../storefront/core/contract/api';
import { createOrderStore } from '../../storefront/server/orders/store';
import { reconcilePendingOrders } from '../../storefront/server/orders/reconcile-pending';
import type { PaymentGateway } from '../../storefront/server/payments/gateway';
import { releaseStock, reserveStock, restockReturn, sellStock } from '../../storefront/server/stock/moves';
import { createStockStore } from '../../storefront/server/stock/store';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, signUpMerchant, storeApp } from './harness';

const VISA = testPaymentMethodId('4242 4242 4242 4242');
const DECLINED = testPaymentMethodId('4000 0000 0000 0002');
const store = setUpTestStore();
let app: ReturnType<typeof storeApp>['app'];

beforeEach(() => {
  ({ app } = storeApp(store));
});

let attempts = 0;
function pay(items: { id: number; quantity: number }[], paymentMethodId = VISA) {
  attempts += 1;
  return app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items, paymentMethodId, idempotencyKey: `stock-${attempts}-${Date.now()}`, customer: TEST_CUSTOMER }),
  });
}

async function setOnHand(productId: number, onHand: number) {
  const result = await createStockStore(store.database.db).adjust(productId, onHand, 'test setup', 'test');
  expect(result.kind).toBe('adjusted');
}

async function level(productId: number) {
  const [row] = await query<{ on_hand: number; reserved: number }>(
    store.url,
    'SELECT on_hand, reserved FROM stock_levels WHERE product_id = $1',
    [productId],
  );
  if (!row) throw new Error(`no stock row for ${productId}`);
  return { onHand: row.on_hand, reserved: row.reserved, available: row.on_hand - row.reserved };
}

describe('reserving stock when the order is written', () => {
  it('sells the last unit to exactly one of 20 shoppers paying at once; the others hear it is sold out', async () => {
    await setOnHand(8, 1);
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay([{ id: 8, quantity: 1 }])));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = outOfStockErrorSchema.parse(await response.json());
      expect(body.lines).toEqual([{ id: 8, name: expect.any(String), requested: 1, available: 0 }]);
    }
    // Paid and not yet shipped: the unit is still on the shelf, held by its order.
    expect(await level(8)).toEqual({ onHand: 1, reserved: 1, available: 0 });
    const paid = await query<{ status: string }>(store.url, 'SELECT status FROM orders');
    // Refused orders were rolled back with their reservation: no order without stock, none left pending.
    expect(paid).toEqual([{ status: 'paid' }]);
  });

  it('counts two lines of one product together', async () => {
    await setOnHand(3, 3);
    const refused = await pay([
      { id: 3, quantity: 2 },
      { id: 3, quantity: 2 },
    ]);
    expect(refused.status).toBe(409);
    const body = outOfStockErrorSchema.parse(await refused.json());
    expect(body.lines).toEqual([expect.objectContaining({ id: 3, requested: 4, available: 3 })]);
    expect(body.error).toMatch(/Only 3 of .* left/);
    expect(await level(3)).toEqual({ onHand: 3, reserved: 0, available: 3 });

    const taken = await pay([
      { id: 3, quantity: 1 },
      { id: 3, quantity: 2 },
    ]);
    expect(taken.status).toBe(200);
    expect(await level(3)).toEqual({ onHand: 3, reserved: 3, available: 0 });
  });

  it('refuses the whole order, charging nothing, when one of several products is short', async () => {
    await setOnHand(4, 0);
    const response = await pay([
      { id: 1, quantity: 1 },
      { id: 4, quantity: 1 },
    ]);
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('out_of_stock');
    expect(await level(1)).toMatchObject({ reserved: 0 });
    expect(await query(store.url, 'SELECT * FROM test_payment_intents')).toEqual([]);
    expect(await query(store.url, 'SELECT * FROM stock_reservations')).toEqual([]);
  });

  it('gives back what a failed payment held, and records every move', async () => {
    await setOnHand(5, 2);
    const declined = await pay([{ id: 5, quantity: 2 }], DECLINED);
    expect(declined.status).toBe(402);
    expect(await level(5)).toEqual({ onHand: 2, reserved: 0, available: 2 });
    const moves = await query<{ kind: string; reserved_change: number; order_id: number | null }>(
      store.url,
      "SELECT kind, reserved_change, order_id FROM stock_moves WHERE product_id = 5 AND kind <> 'seed' ORDER BY id",
    );
    expect(moves.map((move) => [move.kind, move.reserved_change])).toEqual([
      ['adjust', 0],
      ['reserve', 2],
      ['release', -2],
    ]);
    // The units are there for the next shopper.
    expect((await pay([{ id: 5, quantity: 2 }])).status).toBe(200);
  });
});

describe('the order leaving pending (settlePending) moves its stock', () => {
  /** A payment waiting for the shopper's bank (3-D Secure) that nobody finishes; cancelling it fails it. */
  const waiting: PaymentGateway = {
    mode: 'test',
    createPayment: (request) =>
      Promise.resolve({ status: 'requires_action', id: `pi_3ds_${request.idempotencyKey}`, amount: request.amount, currency: 'zar', clientSecret: 'secret' }),
    findPayment: (lookup) => Promise.resolve({ status: 'requires_action', id: lookup.id, amount: 0, currency: 'zar' }),
    cancelPayment: (id) => Promise.resolve({ status: 'failed', id, amount: 0, currency: 'zar', error: { code: 'payment_intent_canceled', message: 'Cancelled.' } }),
    refundPayment: () => Promise.reject(new Error('nothing to refund')),
  };

  it('holds the stock of an order waiting for 3-D Secure, and the expiry job gives it back', async () => {
    ({ app } = storeApp(store, { gateway: waiting }));
    await setOnHand(12, 2);
    const response = await pay([{ id: 12, quantity: 2 }]);
    expect(response.status).toBe(200);
    expect(await level(12)).toEqual({ onHand: 2, reserved: 2, available: 0 });
    // Held while pending: a second shopper hears it is sold out.
    expect((await pay([{ id: 12, quantity: 1 }])).status).toBe(409);

    const quiet = { info: () => undefined, error: () => undefined };
    const orders = createOrderStore(store.database.db);
    expect(await reconcilePendingOrders({ orders, gateway: waiting, logger: quiet, pendingExpiryMs: 0 })).toEqual({ paid: 0, expired: 1, skipped: 0 });
    expect(await level(12)).toEqual({ onHand: 2, reserved: 0, available: 2 });
    const moves = await query<{ kind: string; reason: string | null }>(store.url, 'SELECT kind, reason FROM stock_moves WHERE product_id = 12 ORDER BY id');
    expect(moves.map((move) => move.kind)).toEqual(['seed', 'adjust', 'reserve', 'release']);
    expect(moves.at(-1)?.reason).toBe('order expired');
    // Expired once: a second run moves nothing.
    expect(await reconcilePendingOrders({ orders, gateway: waiting, logger: quiet, pendingExpiryMs: 0 })).toEqual({ paid: 0, expired: 0, skipped: 0 });
    expect(await level(12)).toEqual({ onHand: 2, reserved: 0, available: 2 });
  });

  it('gives a declined order\'s stock back and holds a paid one\'s until it ships', async () => {
    await setOnHand(13, 3);
    expect((await pay([{ id: 13, quantity: 1 }], DECLINED)).status).toBe(402);
    expect(await level(13)).toEqual({ onHand: 3, reserved: 0, available: 3 });
    expect((await pay([{ id: 13, quantity: 1 }])).status).toBe(200);
    expect(await level(13)).toEqual({ onHand: 3, reserved: 1, available: 2 });
  });
});

describe('stock moves as functions', () => {
  async function pendingOrder(productId: number, quantity: number) {
    const [order] = await query<{ id: number }>(
      store.url,
      `INSERT INTO orders (order_number, idempotency_key, fingerprint, item_count, subtotal, shipping, vat, total, vat_mode, name, email, phone, street_address, city, postal_code, country)
       VALUES ('NX-' || substr(md5(random()::text), 1, 8), md5(random()::text), 'f', $1, 100, 0, 13, 100, 'inclusive', 'A', 'a@example.co.za', '+27821234567', '1 Road', 'Durban', '4001', 'South Africa') RETURNING id`,
      [quantity],
    );
    if (!order) throw new Error('no order');
    const db = store.database.db;
    expect(await db.transaction((tx) => reserveStock(tx, order.id, [{ id: productId, quantity }]))).toEqual({ ok: true });
    return order.id;
  }

  it('releases once, sells once, and puts returned units back once', async () => {
    const db = store.database.db;
    await setOnHand(10, 5);
    const released = await pendingOrder(10, 2);
    expect(await level(10)).toEqual({ onHand: 5, reserved: 2, available: 3 });
    await db.transaction((tx) => releaseStock(tx, released));
    expect(await db.transaction((tx) => releaseStock(tx, released))).toEqual([]);
    expect(await db.transaction((tx) => sellStock(tx, released))).toEqual([]);
    expect(await level(10)).toEqual({ onHand: 5, reserved: 0, available: 5 });

    const sold = await pendingOrder(10, 3);
    await db.transaction((tx) => sellStock(tx, sold));
    expect(await db.transaction((tx) => releaseStock(tx, sold))).toEqual([]);
    expect(await level(10)).toEqual({ onHand: 2, reserved: 0, available: 2 });
    expect(await db.transaction((tx) => restockReturn(tx, sold, 'merchant-uid'))).toEqual([{ id: 10, quantity: 3 }]);
    expect(await db.transaction((tx) => restockReturn(tx, sold, 'merchant-uid'))).toEqual([]);
    expect(await level(10)).toEqual({ onHand: 5, reserved: 0, available: 5 });
  });

  it('never takes reserved below zero or above on hand (the database refuses it too)', async () => {
    await setOnHand(11, 1);
    await expect(query(store.url, 'UPDATE stock_levels SET reserved = 2 WHERE product_id = 11')).rejects.toThrow(/stock_levels_reserved_check/);
    await expect(query(store.url, 'UPDATE stock_levels SET reserved = -1 WHERE product_id = 11')).rejects.toThrow(/stock_levels_reserved_check/);
  });
});

describe('GET /api/stock', () => {
  it('answers each product with its available count and state, cacheable for a few seconds', async () => {
    await setOnHand(1, 0);
    await setOnHand(2, 4);
    const response = await app.request('/api/stock?ids=1,2,3,99999');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(stockListSchema.parse(await response.json()).stock).toEqual([
      { id: 1, available: 0, state: 'out_of_stock' },
      { id: 2, available: 4, state: 'low_stock' },
      { id: 3, available: 1000, state: 'in_stock' },
    ]);
    expect((await app.request('/api/stock?ids=1,abc')).status).toBe(400);
  });
});

describe('PATCH /api/desk/products/:id/stock', () => {
  const patch = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/desk/products/${id}/stock`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('is for merchants only', async () => {
    expect((await patch(1, { onHand: 3, reason: 'counted' })).status).toBe(401);
    const shopper = await signUp();
    const forbidden = await patch(1, { onHand: 3, reason: 'counted' }, bearer(shopper));
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error).toBe("This page is for the store's staff.");
    expect(await level(1)).toMatchObject({ onHand: 1000 });
    expect((await app.request('/api/desk/stock', { headers: bearer(shopper) })).status).toBe(403);
  });

  it('sets on hand with the reason and who, and refuses to go below what orders hold', async () => {
    const merchant = await signUpMerchant();
    const response = await patch(7, { onHand: 12, reason: 'Stock take, aisle 4' }, bearer(merchant));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 7, onHand: 12, reserved: 0, available: 12, state: 'in_stock' });

    const moves = stockMovesSchema.parse(await (await app.request('/api/desk/stock/moves?productId=7', { headers: bearer(merchant) })).json());
    expect(moves.moves[0]).toMatchObject({ kind: 'adjust', onHandChange: 12 - 1000, onHandAfter: 12, reason: 'Stock take, aisle 4', actor: merchant.uid });

    const list = (await (await app.request('/api/desk/stock', { headers: bearer(merchant) })).json()) as DeskStockList;
    expect(list.levels.find((row) => row.id === 7)).toMatchObject({ onHand: 12, available: 12 });

    await query(store.url, 'UPDATE stock_levels SET reserved = 5 WHERE product_id = 7');
    const below = await patch(7, { onHand: 4, reason: 'miscount' }, bearer(merchant));
    expect(below.status).toBe(409);
    expect((await below.json()).code).toBe('below_reserved');
    expect((await patch(7, { onHand: -1, reason: 'x' }, bearer(merchant))).status).toBe(400);
    expect((await patch(99999, { onHand: 1, reason: 'nothing' }, bearer(merchant))).status).toBe(404);
  });
});

describe('on hand means on the shelf', () => {
  const SHIP = { action: 'ship', carrier: 'Aramex', trackingNumber: 'AX-1' };
  async function deskMove(merchant: Awaited<ReturnType<typeof signUpMerchant>>, number: string, body: unknown) {
    const response = await app.request(`/api/desk/orders/${number}/moves`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(merchant) }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  const count = (merchant: Awaited<ReturnType<typeof signUpMerchant>>, onHand: number) =>
    app.request('/api/desk/products/14/stock', { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...bearer(merchant) }, body: JSON.stringify({ onHand, reason: 'shelf count' }) });

  it('a count after a sale cannot oversell, a cancel before shipping adds no phantom unit, and units leave on hand when shipped', async () => {
    const merchant = await signUpMerchant();
    await setOnHand(14, 1);
    const first = await pay([{ id: 14, quantity: 1 }]);
    expect(first.status).toBe(200);
    const { orderNumber } = (await first.json()) as { orderNumber: string };
    // The merchant counts the unit still on the shelf: one.
    expect((await count(merchant, 1)).status).toBe(200);
    expect(await level(14)).toEqual({ onHand: 1, reserved: 1, available: 0 });
    // A second shopper cannot buy the unit the first one paid for.
    expect((await pay([{ id: 14, quantity: 1 }])).status).toBe(409);
    // Cancelled before shipping: the hold goes, the unit was always on hand; nothing is added.
    await deskMove(merchant, orderNumber, { action: 'cancel' });
    expect(await level(14)).toEqual({ onHand: 1, reserved: 0, available: 1 });

    const second = await pay([{ id: 14, quantity: 1 }]);
    const { orderNumber: shipped } = (await second.json()) as { orderNumber: string };
    await deskMove(merchant, shipped, { action: 'pack' });
    await deskMove(merchant, shipped, SHIP);
    expect(await level(14)).toEqual({ onHand: 0, reserved: 0, available: 0 });
    const kinds = await query<{ kind: string; reason: string | null }>(store.url, 'SELECT kind, reason FROM stock_moves WHERE product_id = 14 ORDER BY id');
    expect(kinds.map((move) => move.kind)).toEqual(['seed', 'adjust', 'reserve', 'adjust', 'release', 'reserve', 'sell']);
    expect(kinds.at(-1)?.reason).toBe('order shipped');
  });
});
