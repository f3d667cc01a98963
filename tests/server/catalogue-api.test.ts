import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../storefront/core/catalogue/categories';
import { PRODUCTS, type Product } from '../../storefront/core/catalogue/products';
import {
  CATALOGUE_API,
  CATALOGUE_PAGE_SIZE,
  categoryPageSchema,
  productAnswerSchema,
  searchPageSchema,
  suggestAnswerSchema,
} from '../../storefront/core/contract/api';
import { sortProducts, SORT_ORDERS } from '../../storefront/core/domain/category';
import { createCatalogueReads } from '../../storefront/server/catalogue/reads';
import { indexMissing } from '../../storefront/server/catalogue/search/index-missing';
import { createPostgresSearchEngine } from '../../storefront/server/catalogue/search/postgres-engine';
import { seedCatalogue } from '../../storefront/server/catalogue/seed';
import { createCatalogueStore } from '../../storefront/server/catalogue/store';
import { query, setUpTestStore, storeApp } from './harness';

const store = setUpTestStore();
let app: ReturnType<typeof storeApp>['app'];
beforeEach(() => {
  ({ app } = storeApp(store));
});

/** 40 more laptops, so that a category runs over two pages. */
const EXTRA: Product[] = Array.from({ length: 40 }, (_, index) => ({
  id: 1_001 + index,
  name: `Testbook ${String.fromCharCode(90 - (index % 26))}${index} Laptop`,
  brand: index % 2 === 0 ? 'Lenovo' : 'HP',
  description: 'A laptop made for paging tests.',
  price: (5_000 + ((index * 7_919) % 20_000)) * 100,
  category: 'laptops',
  image: `/images/products/testbook-${index}.svg`,
  imageAlt: `Testbook ${index}`,
  specs: [],
}));
const ALL = [...PRODUCTS, ...EXTRA];
const LAPTOPS = ALL.filter((product) => product.category === 'laptops');

beforeAll(async () => {
  await store.truncate();
  await seedCatalogue(store.database.db, { categories: CATEGORIES, products: ALL });
  await indexMissing(store.database.db, createCatalogueStore(store.database.db), createPostgresSearchEngine(store.database.db));
}, 60_000);

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  return { response, body: (await response.json().catch(() => null)) as unknown };
}

/** Every page of a category, following nextCursor. */
async function allPages(slug: string, params: Record<string, string | string[]> = {}): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const { response, body } = await get(CATALOGUE_API.categoryProducts(slug, { ...params, ...(cursor ? { cursor } : {}) }));
    expect(response.status).toBe(200);
    const page = categoryPageSchema.parse(body);
    expect(page.products.length).toBeLessThanOrEqual(CATALOGUE_PAGE_SIZE);
    expect(page.stock.map((line) => line.id)).toEqual(page.products.map((product) => product.id));
    ids.push(...page.products.map((product) => product.id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return ids;
}

describe('GET /api/products/:id', () => {
  it('answers the product with its variants and stock, an ETag, and 304 when unchanged', async () => {
    const { response, body } = await get(CATALOGUE_API.product(1));
    expect(response.status).toBe(200);
    const answer = productAnswerSchema.parse(body);
    expect(answer.product).toMatchObject({ id: 1, name: PRODUCTS[0]!.name, price: PRODUCTS[0]!.price, originalPrice: PRODUCTS[0]!.originalPrice, slug: 'macbook-air-m3' });
    expect(answer.product.variants).toHaveLength(1);
    expect(answer.stock).toEqual([{ id: 1, available: 1000, state: 'in_stock' }]);
    const tag = response.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect((await app.request(CATALOGUE_API.product(1), { headers: { 'If-None-Match': tag! } })).status).toBe(304);
  });

  it('answers 404 for an unknown, malformed, draft or archived product', async () => {
    for (const id of ['99999', '0', 'abc', '1e3', '-1', '123456789012', '%00']) {
      const { response, body } = await get(`/api/products/${id}`);
      expect(response.status, id).toBe(404);
      expect(body).toMatchObject({ code: 'not_found' });
    }
    await query(store.url, `UPDATE catalogue_products SET status = 'archived' WHERE id = 1040`);
    try {
      await expect.poll(async () => (await get(CATALOGUE_API.product(1040))).response.status).toBe(404);
    } finally {
      await query(store.url, `UPDATE catalogue_products SET status = 'active' WHERE id = 1040`);
    }
  });
});

describe('GET /api/categories/:slug/products', () => {
  it('pages a category by keyset in each sort: every product once, in the order the shop sorts', async () => {
    for (const sort of SORT_ORDERS) {
      const ids = await allPages('laptops', { sort });
      expect(new Set(ids).size, sort).toBe(LAPTOPS.length);
      if (sort === 'price-desc') {
        const prices = ids.map((id) => ALL.find((product) => product.id === id)!.price);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));
      } else {
        expect(ids, sort).toEqual(sortProducts(LAPTOPS, sort).map((product) => product.id));
      }
    }
  });

  it('filters by maximum price and brand, and gives a crawlable first page without a cursor', async () => {
    const cheap = await allPages('laptops', { maxPrice: '12000', brand: ['HP', 'Dell'] });
    expect(cheap).toEqual(
      LAPTOPS.filter((product) => product.price <= 12_000_00 && ['HP', 'Dell'].includes(product.brand)).map((product) => product.id),
    );
    const first = categoryPageSchema.parse((await get(CATALOGUE_API.categoryProducts('televisions'))).body);
    expect(first.products.map((product) => product.id)).toEqual(PRODUCTS.filter((product) => product.category === 'televisions').map((product) => product.id));
    expect(first.nextCursor).toBeNull();
  });

  it('answers 404 for an unknown category and 400, saying what to send, for a bad sort, price or cursor', async () => {
    expect((await get('/api/categories/toasters/products')).response.status).toBe(404);
    const cases: Array<[string, RegExp]> = [
      ['sort=cheapest', /sort must be one of featured, price-asc, price-desc, name/],
      ['maxPrice=abc', /maxPrice must be a whole number of rand/],
      ['maxPrice=-5', /maxPrice/],
      ['maxPrice=99999999999999999999', /maxPrice/],
      ['cursor=%%%', /cursor is not one this list gave/],
      ['cursor=eyJzIjoiZmVhdHVyZWQiLCJrIjpbMSwiYSJdfQ', /cursor/],
      [`cursor=${'A'.repeat(2_000)}`, /cursor/],
    ];
    for (const [params, message] of cases) {
      const { response, body } = await get(`/api/categories/laptops/products?${params}`);
      expect(response.status, params).toBe(400);
      expect((body as { error: string }).error, params).toMatch(message);
    }
    // A cursor of one sort is not one of another.
    const first = categoryPageSchema.parse((await get(CATALOGUE_API.categoryProducts('laptops', { sort: 'name' }))).body);
    expect(first.nextCursor).not.toBeNull();
    expect((await get(CATALOGUE_API.categoryProducts('laptops', { sort: 'price-asc', cursor: first.nextCursor! }))).response.status).toBe(400);
  });
});

describe('GET /api/search and /api/search/suggest', () => {
  it('searches on the server: results, stock, Did you mean, facets and pages', async () => {
    const typo = searchPageSchema.parse((await get(CATALOGUE_API.search({ query: 'samsng tv' }))).body);
    expect(typo).toMatchObject({ didYouMean: 'samsung tv', query: 'samsng tv' });
    expect(typo.products[0]?.id).toBe(17);
    expect(typo.stock.map((line) => line.id)).toEqual(typo.products.map((product) => product.id));

    const laptops = searchPageSchema.parse((await get(CATALOGUE_API.search({ query: 'laptop' }))).body);
    expect(laptops.total).toBe(LAPTOPS.length);
    expect(laptops.facets.categories).toEqual([{ value: 'laptops', count: LAPTOPS.length }]);
    const ids = laptops.products.map((product) => product.id);
    let cursor = laptops.nextCursor;
    while (cursor) {
      const page = searchPageSchema.parse((await get(CATALOGUE_API.search({ query: 'laptop', cursor }))).body);
      ids.push(...page.products.map((product) => product.id));
      cursor = page.nextCursor;
    }
    expect(new Set(ids).size).toBe(LAPTOPS.length);

    const filtered = searchPageSchema.parse((await get(CATALOGUE_API.search({ query: 'laptop', brand: ['Dell'], maxPrice: '40000' }))).body);
    expect(filtered.products.every((product) => product.brand === 'Dell' && product.price <= 40_000_00)).toBe(true);
    expect(filtered.total).toBe(LAPTOPS.filter((product) => product.brand === 'Dell').length);
  });

  it('takes any search string safely and refuses bad parameters with 400', async () => {
    for (const text of ["'; DROP TABLE catalogue_products; --", '\\', '%_%', ':*&|!', '😀📱', 'Смартфон', 'x'.repeat(20_000)]) {
      const { response } = await get(CATALOGUE_API.search({ query: text }));
      expect(response.status, text.slice(0, 20)).toBe(200);
    }
    expect((await get('/api/search')).response.status).toBe(400);
    expect(((await get('/api/search?query=%20%20')).body as { error: string }).error).toMatch(/Please enter a search query/);
    expect((await get('/api/search?query=tv&sort=up')).response.status).toBe(400);
    expect((await get('/api/search?query=tv&maxPrice=R500')).response.status).toBe(400);
    expect((await get('/api/search?query=tv&cursor=bm9wZQ')).response.status).toBe(400);
  });

  it('suggests products and the categories named', async () => {
    const offered = suggestAnswerSchema.parse((await get(CATALOGUE_API.suggest('televisons'))).body);
    expect(offered).toMatchObject({ didYouMean: 'televisions', categories: ['televisions'] });
    expect(offered.products.length).toBeGreaterThan(0);
    expect(suggestAnswerSchema.parse((await get(CATALOGUE_API.suggest(''))).body)).toEqual({ products: [], categories: [], total: 0, didYouMean: null });
  });
});

describe('stock and caches', () => {
  it('refuses /api/stock without ids', async () => {
    const { response, body } = await get('/api/stock');
    expect(response.status).toBe(400);
    expect((body as { error: string }).error).toMatch(/ids is required/);
  });

  it('every process sees a price change within seconds (two processes, LISTEN/NOTIFY), with no restart', async () => {
    const catalogue = createCatalogueStore(store.database.db);
    const processes = [createCatalogueReads(catalogue, { listen: store.url, pollMs: 60_000 }), createCatalogueReads(catalogue, { listen: store.url, pollMs: 60_000 })];
    try {
      for (const reads of processes) expect((await reads.products([2])).get(2)?.price).toBe(PRODUCTS[1]!.price);
      await expect.poll(async () => (await Promise.all(processes.map((reads) => reads.version()))).every((version) => version > 0)).toBe(true);
      await query(store.url, `UPDATE catalogue_prices SET amount = 12345600 WHERE variant_id = 2 AND starts_at IS NULL`);
      for (const reads of processes) await expect.poll(async () => (await reads.products([2])).get(2)?.price, { timeout: 5_000 }).toBe(123_456_00);
      // The category page sorts and filters by the new price too.
      const dearest = async () => categoryPageSchema.parse((await get(CATALOGUE_API.categoryProducts('laptops', { sort: 'price-desc' }))).body).products[0];
      await expect.poll(dearest, { timeout: 5_000 }).toMatchObject({ id: 2, price: 123_456_00 });
    } finally {
      await query(store.url, `UPDATE catalogue_prices SET amount = $1 WHERE variant_id = 2 AND starts_at IS NULL`, [PRODUCTS[1]!.price]);
      await Promise.all(processes.map((reads) => reads.stop()));
    }
  });
});
