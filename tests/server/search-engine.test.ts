import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, type Product } from '../../storefront/core/catalogue/products';
import { createPostgresSearchEngine } from '../../storefront/server/catalogue/search/postgres-engine';
import { indexMissing } from '../../storefront/server/catalogue/search/index-missing';
import { createCatalogueStore } from '../../storefront/server/catalogue/store';
import { caseMet, SEARCH_CASES } from '../unit/search-table';
import { query, setUpTestStore } from './harness';

// The search-quality suite of the shop's search (tests/unit/search-table.ts), unchanged, against the
// server's PostgreSQL engine over the 46 products of the seed.

const store = setUpTestStore();
const engine = () => createPostgresSearchEngine(store.database.db);
const byId = new Map(PRODUCTS.map((product) => [product.id, product]));

async function found(text: string, limit = 100): Promise<Product[]> {
  const page = await engine().search({ query: text, limit });
  return page.ids.map((id) => byId.get(id)!);
}
const ids = async (text: string) => (await found(text)).map((product) => product.id);

beforeAll(async () => {
  await store.truncate();
  await indexMissing(store.database.db, createCatalogueStore(store.database.db), engine());
}, 60_000);

describe('the PostgreSQL search engine', () => {
  it('indexes every active product once', async () => {
    const [row] = await query<{ n: number }>(store.url, 'SELECT count(*)::int AS n FROM catalogue_search_documents');
    expect(row?.n).toBe(PRODUCTS.length);
    expect(await indexMissing(store.database.db, createCatalogueStore(store.database.db), engine())).toBe(0);
  });

  it.each(SEARCH_CASES.map((searchCase) => [searchCase.query, searchCase] as const))('%s', async (_, searchCase) => {
    const results = await found(searchCase.query);
    expect(caseMet(results, searchCase), `top ${searchCase.within}: ${results.slice(0, 3).map((product) => product.name).join(' | ')}`).toBe(true);
  });

  it('needs every word, ranks title words above the description and parts of words last', async () => {
    expect(await ids('samsung watch')).toEqual([35]);
    expect(await ids('sony toaster')).toEqual([]);
    expect((await ids('logitech')).sort((a, b) => a - b)).toEqual([38, 39]);
    expect((await ids('controller')).slice(0, 2).sort()).toEqual([28, 29]);
    const phone = await found('phone');
    const firstHeadphones = phone.findIndex((product) => product.category === 'headphones');
    const lastPhone = phone.findLastIndex((product) => product.category === 'mobile-phones');
    expect(lastPhone).toBe(5);
    expect(firstHeadphones).toBeGreaterThan(lastPhone);
  });

  it('forgives typos when nothing matches as typed, and says which spelling it used', async () => {
    expect(await engine().search({ query: 'samsng' })).toMatchObject({ didYouMean: 'samsung' });
    expect((await found('samsng')).every((product) => product.brand === 'Samsung')).toBe(true);
    expect(await engine().search({ query: 'iphnoe' })).toMatchObject({ didYouMean: 'iphone' });
    expect((await engine().search({ query: 'samsng tv' })).ids[0]).toBe(17);
    expect((await engine().search({ query: 'samsung' })).didYouMean).toBeNull();
    expect(await engine().search({ query: 'zzqx' })).toMatchObject({ ids: [], total: 0, didYouMean: null });
  });

  it('reads a budget, filters by brand and category, and counts the facets', async () => {
    const budget = await engine().search({ query: 'phone under R15000', limit: 100 });
    expect(budget.maxRand).toBe(15_000);
    expect(budget.ids.length).toBeGreaterThan(0);
    expect(budget.ids.every((id) => byId.get(id)!.price <= 15_000_00)).toBe(true);
    const cheap = (await found('cheap headphones')).map((product) => product.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));

    const tv = await engine().search({ query: 'tv', limit: 100 });
    expect(tv.facets.categories[0]).toEqual({ value: 'televisions', count: PRODUCTS.filter((p) => p.category === 'televisions').length });
    const samsungTvs = await engine().search({ query: 'tv', brands: ['Samsung'], categories: ['televisions'] });
    expect(samsungTvs.ids.every((id) => byId.get(id)!.brand === 'Samsung' && byId.get(id)!.category === 'televisions')).toBe(true);
    expect(samsungTvs.total).toBe(samsungTvs.ids.length);
    // Facet counts stay those of the query, so the other brands can still be picked.
    expect(samsungTvs.facets.brands.length).toBeGreaterThan(1);
    const sorted = await engine().search({ query: 'tv', sort: 'price-asc', limit: 100 });
    const prices = sorted.ids.map((id) => byId.get(id)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages: every hit once, in order', async () => {
    const all = await engine().search({ query: 'a', limit: 100 });
    const pages: number[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await engine().search({ query: 'a', limit: 7, offset });
      pages.push(...page.ids);
      offset = page.nextOffset;
    }
    expect(pages).toEqual(all.ids);
    expect(all.total).toBe(all.ids.length);
  });

  it.each(['(.*', '.*', '[', '\\', '^$', '*', '+?', "'", "a'b", '<script>alert(1)</script>', '"; DROP TABLE products; --', '%00', '\u0000', ':*', '!', '&|'])(
    'treats %j as plain text',
    async (hostile) => {
      expect(await ids(hostile)).toEqual([]);
    },
  );

  it('matches regex and LIKE characters literally when they are in the catalogue, and any size or alphabet safely', async () => {
    expect(await ids('13"')).toContain(1);
    expect(await ids('(5th')).toEqual([41]);
    // LIKE's wildcards are plain characters: '%' finds what says '%', '_' nothing.
    const withPercent = PRODUCTS.filter((product) => `${product.name} ${product.description}`.includes('%')).map((product) => product.id);
    expect(withPercent.length).toBeGreaterThan(0);
    expect((await ids('%')).sort((a, b) => a - b)).toEqual(withPercent);
    expect(await ids('_')).toEqual([]);
    expect(await ids('a'.repeat(10_000))).toEqual([]);
    expect(await ids('a '.repeat(5_000))).toHaveLength(PRODUCTS.length);
    for (const text of ['Смартфон', '手机 电视', '😀📱', 'téléviseur', 'ñ'.repeat(500)]) {
      await expect(engine().search({ query: text })).resolves.toMatchObject({ total: expect.any(Number) });
    }
    expect(await ids('Sámsung Gálaxy')).toContain(7);
  });

  it('finds every product by its own name', async () => {
    for (const product of PRODUCTS) expect((await ids(product.name))[0], product.name).toBe(product.id);
  });

  it('suggests the best few, the categories named and the count', async () => {
    const offered = await engine().suggest('sams', 4);
    expect(offered.ids).toHaveLength(4);
    expect(offered.ids.every((id) => byId.get(id)!.brand === 'Samsung')).toBe(true);
    expect(offered.total).toBe((await engine().search({ query: 'sams' })).total);
    expect(await engine().suggest('televisons')).toMatchObject({ didYouMean: 'televisions', categories: ['televisions'] });
  });

  it('forgets a removed product and finds a re-indexed one by its new words', async () => {
    await engine().remove([37]);
    expect(await ids('powerbank')).not.toContain(37);
    const [row] = await query<{ n: number }>(store.url, `SELECT count(*)::int AS n FROM catalogue_search_terms WHERE term = 'powerbank'`);
    expect(row?.n).toBe(0);
    const product = (await createCatalogueStore(store.database.db).products([37])).get(37)!;
    await engine().index([{ ...product, name: `${product.name} Zapwatt` }]);
    expect(await ids('zapwatt')).toEqual([37]);
    await engine().index([product]);
    expect(await ids('zapwatt')).toEqual([]);
    expect(await ids('powerbank')).toContain(37);
  });
});
