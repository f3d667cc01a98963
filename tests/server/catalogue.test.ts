import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../storefront/core/catalogue/categories';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { teamSchema, type Team } from '../../storefront/core/contract/api';
import { priceCart, teamPrice } from '../../storefront/core/domain';
import { seedCatalogue } from '../../storefront/server/catalogue/seed';
import { createCatalogueStore } from '../../storefront/server/catalogue/store';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, storeApp, type TestAccount } from './harness';

const store = setUpTestStore();
const VISA = testPaymentMethodId('4242 4242 4242 4242');

let app: ReturnType<typeof storeApp>['app'];
beforeEach(() => {
  ({ app } = storeApp(store));
});

/** Every price and product this file changes goes back to the seed after each test. */
afterEach(async () => {
  await query(store.url, `DELETE FROM catalogue_prices WHERE starts_at IS NOT NULL OR ends_at IS NOT NULL`);
  for (const product of PRODUCTS) {
    await query(store.url, `UPDATE catalogue_prices SET amount = $2, compare_at = $3 WHERE variant_id = $1 AND (amount <> $2 OR compare_at IS DISTINCT FROM $3)`, [
      product.id,
      product.price,
      product.originalPrice ?? null,
    ]);
  }
  await query(store.url, `UPDATE catalogue_products SET status = 'active' WHERE status <> 'active'`);
});

const catalogue = () => createCatalogueStore(store.database.db);
const setPrice = (id: number, cents: number) => query(store.url, `UPDATE catalogue_prices SET amount = $2, compare_at = NULL WHERE variant_id = $1 AND starts_at IS NULL AND ends_at IS NULL`, [id, cents]);

function json(method: string, path: string, account?: TestAccount, body?: unknown) {
  return app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(account ? bearer(account) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

let attempt = 0;
function pay(items: unknown[], account?: TestAccount) {
  return json('POST', '/api/create-payment-intent', account, {
    items,
    paymentMethodId: VISA,
    idempotencyKey: `catalogue-${(attempt += 1)}-${Date.now()}`,
    customer: TEST_CUSTOMER,
  });
}

describe('the catalogue in PostgreSQL', () => {
  it('holds today\'s catalogue with its ids, one variant each, its prices, pictures and the home page\'s collections', async () => {
    const products = await catalogue().all();
    expect(products.map((product) => product.id)).toEqual(PRODUCTS.map((product) => product.id));
    for (const [index, seeded] of PRODUCTS.entries()) {
      const stored = products[index]!;
      expect({ ...stored, slug: undefined, status: undefined, position: undefined, imageWidth: undefined, imageHeight: undefined, variants: undefined }).toEqual({
        ...seeded,
        slug: undefined,
        status: undefined,
        position: undefined,
        imageWidth: undefined,
        imageHeight: undefined,
        variants: undefined,
      });
      expect(stored.status).toBe('active');
      expect(stored.variants).toEqual([{ id: seeded.id, sku: expect.stringMatching(/^NX-\d{6}$/), options: {}, price: seeded.price, compareAt: seeded.originalPrice ?? null }]);
    }
    expect(new Set(products.map((product) => product.slug)).size).toBe(PRODUCTS.length);
    expect(products[0]).toMatchObject({ slug: 'macbook-air-m3', imageWidth: 400, imageHeight: 400 });

    const categories = await query<{ slug: string }>(store.url, 'SELECT slug FROM catalogue_categories ORDER BY position');
    expect(categories.map((row) => row.slug)).toEqual(CATEGORIES.map((category) => category.slug));
    const collections = await query<{ kind: string; slug: string; products: number[] | null }>(
      store.url,
      `SELECT c.kind, c.slug, (SELECT array_agg(product_id ORDER BY position) FROM catalogue_collection_products WHERE collection_id = c.id) AS products
       FROM catalogue_collections c ORDER BY c.kind, c.position`,
    );
    expect(collections).toEqual([
      { kind: 'brand', slug: 'samsung-galaxy', products: null },
      { kind: 'brand', slug: 'sony-audio', products: null },
      { kind: 'deals', slug: 'featured-deals', products: [1, 17, 13, 25] },
      { kind: 'featured', slug: 'work-study', products: null },
      { kind: 'featured', slug: 'home-cinema', products: null },
      { kind: 'featured', slug: 'creator-kit', products: null },
      { kind: 'featured', slug: 'game-on', products: null },
    ]);
  });

  it('seeds only what is missing: a second run (another process, a restart) adds nothing, moves no version and keeps a merchant\'s change', async () => {
    await setPrice(3, 9_999_00);
    const version = await catalogue().version();
    const results = await Promise.all([seedCatalogue(store.database.db), seedCatalogue(store.database.db)]);
    expect(results).toEqual([0, 0]);
    expect(await catalogue().version()).toBe(version);
    expect((await catalogue().products([3])).get(3)?.price).toBe(9_999_00);
  });

  it('moves the version with every change and tells every process (NOTIFY nexus_catalogue)', async () => {
    const client = await store.database.pool.connect();
    try {
      const heard: string[] = [];
      client.on('notification', (message) => {
        if (message.channel === 'nexus_catalogue' && message.payload) heard.push(message.payload);
      });
      await client.query('LISTEN nexus_catalogue');
      const before = await catalogue().version();
      await setPrice(5, 20_000_00);
      const after = await catalogue().version();
      expect(after).toBeGreaterThan(before);
      await expect.poll(() => heard).toContain(String(after));
      await client.query('UNLISTEN nexus_catalogue');
    } finally {
      client.release();
    }
  });

  it('charges a scheduled sale price only between its start and end, and the base price around it', async () => {
    await query(
      store.url,
      `INSERT INTO catalogue_prices (variant_id, amount, compare_at, starts_at, ends_at) VALUES (2, $1, $2, '2030-01-01T00:00:00Z', '2030-01-08T00:00:00Z')`,
      [12_999_00, 14_999_00],
    );
    const at = async (iso: string) => (await catalogue().products([2], { at: new Date(iso) })).get(2);
    expect(await at('2029-12-31T23:59:59Z')).toMatchObject({ price: 14_999_00 });
    expect(await at('2030-01-01T00:00:00Z')).toMatchObject({ price: 12_999_00, originalPrice: 14_999_00 });
    expect(await at('2030-01-08T00:00:00Z')).toMatchObject({ price: 14_999_00 });
    expect((await catalogue().products([2])).get(2)?.price).toBe(14_999_00);
  });

  it('refuses a "was" price at or below the price, and a second base price', async () => {
    await expect(query(store.url, `UPDATE catalogue_prices SET compare_at = amount WHERE variant_id = 1`)).rejects.toThrow(/compare_at/);
    await expect(query(store.url, `INSERT INTO catalogue_prices (variant_id, amount) VALUES (1, 100)`)).rejects.toThrow(/catalogue_prices_base_unique/);
  });
});

describe('payments are priced from the database', () => {
  it('charges the price in the database at the moment of payment, with no restart', async () => {
    await setPrice(3, 7_777_00);
    const response = await pay([{ id: 3, quantity: 2 }]);
    expect(response.status).toBe(200);
    const [order] = await query<{ subtotal: number; total: number; unit_price: number }>(
      store.url,
      'SELECT o.subtotal, o.total, l.unit_price FROM orders o JOIN order_lines l ON l.order_id = o.id',
    );
    expect(order).toEqual({ subtotal: 15_554_00, total: priceCart([{ unitPrice: 7_777_00, quantity: 2 }]).total, unit_price: 7_777_00 });
  });

  it('does not sell a draft or archived product', async () => {
    await query(store.url, `UPDATE catalogue_products SET status = 'archived' WHERE id = 4`);
    const response = await pay([{ id: 4, quantity: 1 }]);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'unknown_product' });
    expect(await query(store.url, 'SELECT id FROM orders')).toEqual([]);
  });

  it('the coupon check prices the cart from the database too', async () => {
    await setPrice(3, 5_000_00);
    const shopper = await signUp('Thandi Nkosi');
    const response = await json('POST', '/api/coupons/check', shopper, { code: 'FLASH30', items: [{ id: 3, quantity: 1 }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ totals: { subtotal: 5_000_00, discount: 750_00 } });
  });
});

describe('a team keeps its price', () => {
  it('prices the team line from the price the team started at, whatever the catalogue says later', async () => {
    const product = PRODUCTS.find((p) => p.id === 2)!;
    const members = await Promise.all([signUp('Ayanda Dlamini'), signUp('Pieter van Wyk'), signUp('Lerato Mokoena')]);
    const started = await json('POST', '/api/teams', members[0], { productId: product.id });
    expect(started.status).toBe(201);
    const team: Team = teamSchema.parse(await started.json());
    for (const member of members.slice(1)) expect((await json('POST', `/api/teams/${team.code}/join`, member)).status).toBe(200);

    await setPrice(product.id, product.price + 5_000_00);
    const shown = teamSchema.parse(await (await json('GET', `/api/teams/${team.code}`)).json());
    expect(shown).toMatchObject({ price: product.price, teamPrice: teamPrice(product.price) });

    const response = await pay([{ id: product.id, quantity: 1, team: true, teamCode: team.code }], members[1]);
    expect(response.status).toBe(200);
    const lines = await query<{ unit_price: number }>(store.url, 'SELECT unit_price FROM order_lines');
    expect(lines).toEqual([{ unit_price: teamPrice(product.price) }]);
    // A line without the team pays the catalogue's price now.
    expect((await pay([{ id: product.id, quantity: 1 }], members[2])).status).toBe(200);
    expect((await query<{ unit_price: number }>(store.url, 'SELECT unit_price FROM order_lines ORDER BY order_id')).map((row) => row.unit_price)).toEqual([
      teamPrice(product.price),
      product.price + 5_000_00,
    ]);
  });
});
