import { sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import {
  CATALOGUE_PAGE_SIZE,
  SUGGEST_LIMIT,
  type ApiError,
  type CatalogueProductAnswer,
  type CategoryPage,
  type ProductAnswer,
  type ProductStock,
  type SearchPageAnswer,
  type SuggestAnswer,
} from '../../core/contract/api';
import { isCategorySlug, type CategorySlug } from '../../core/catalogue/categories';
import { parseMaxPrice, SORT_ORDERS, type SortOrder } from '../../core/domain/category';
import { CENTS_PER_RAND } from '../../core/domain/money';
import { EMPTY_QUERY_MESSAGE, normaliseQuery } from '../../core/domain/search-query';
import { answerStoreErrors } from '../api-errors';
import type { Database } from '../db';
import { productStock } from '../stock/api';
import type { StockStore } from '../stock/store';
import type { CatalogueReads } from './reads';
import type { SearchEngine } from './search/engine';
import type { CatalogueProduct } from './store';

/**
 * The catalogue's public routes: a product, a category's products a page at a time (keyset on
 * indexed columns), search and suggestions. Each answer carries the stock of the products it shows
 * (looked up by key) and an ETag; bad parameters answer 400 saying what to send instead.
 */

export interface CatalogueApiOptions {
  db: Database;
  reads: CatalogueReads;
  search: SearchEngine;
  stock: StockStore;
  logger?: Pick<Console, 'info' | 'error'>;
}

/** Seconds an answer may be reused: it carries stock, which shoppers decide on. */
const MAX_AGE_SECONDS = 5;
const MAX_FILTER_VALUES = 20;
const MAX_FILTER_LENGTH = 100;

type Keyset = readonly (string | number)[];

interface Cursor {
  sort: SortOrder;
  key: Keyset;
}

/** A cursor is opaque to clients: base64url JSON of the sort and the last row's key. */
function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeCursor(text: string): unknown {
  if (text.length > 500 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const KEY_SHAPES: Record<SortOrder, readonly ('int' | 'text')[]> = {
  featured: ['int', 'int'],
  'price-asc': ['int', 'int', 'int'],
  'price-desc': ['int', 'int', 'int'],
  name: ['text', 'int'],
};

function categoryCursor(text: string, sort: SortOrder): Cursor | null {
  const value = decodeCursor(text) as { s?: unknown; k?: unknown } | undefined;
  if (!value || value.s !== sort || !Array.isArray(value.k)) return null;
  const shape = KEY_SHAPES[sort];
  const key = value.k as unknown[];
  if (key.length !== shape.length) return null;
  const fits = key.every((part, index) =>
    shape[index] === 'int' ? Number.isSafeInteger(part) && (part as number) >= 0 && (part as number) <= 2_147_483_647 : typeof part === 'string' && part.length <= 500,
  );
  return fits ? { sort, key: key as Keyset } : null;
}

function searchCursor(text: string): number | null {
  const value = decodeCursor(text) as { o?: unknown } | undefined;
  return value && Number.isSafeInteger(value.o) && (value.o as number) > 0 && (value.o as number) <= 10_000 ? (value.o as number) : null;
}

function bad(c: Context, error: string) {
  return c.json<ApiError>({ error, code: 'bad_request' }, 400);
}

function notFound(c: Context, error: string) {
  return c.json<ApiError>({ error, code: 'not_found' }, 404);
}

export function productAnswer(product: CatalogueProduct): CatalogueProductAnswer {
  const { status: _status, position: _position, specs, ...answer } = product;
  return { ...answer, specs: [...specs] };
}

interface ListParams {
  sort: SortOrder;
  maxRand: number | null;
  brands: string[];
}

/** Reads sort, maxPrice and brand, or says in words what is wrong. */
function listParams(c: Context): ListParams | string {
  const sortText = c.req.query('sort') ?? 'featured';
  if (!(SORT_ORDERS as readonly string[]).includes(sortText)) return `sort must be one of ${SORT_ORDERS.join(', ')}.`;
  const maxText = c.req.query('maxPrice');
  const maxRand = maxText === undefined ? null : parseMaxPrice(maxText);
  if (maxRand === 'invalid') return 'maxPrice must be a whole number of rand, 0 or more, e.g. maxPrice=15000.';
  const brands = c.req.queries('brand') ?? [];
  if (brands.length > MAX_FILTER_VALUES || brands.some((brand) => brand.length > MAX_FILTER_LENGTH)) {
    return `brand may be given up to ${MAX_FILTER_VALUES} times, each up to ${MAX_FILTER_LENGTH} characters.`;
  }
  return { sort: sortText as SortOrder, maxRand, brands: brands.filter((brand) => brand !== '') };
}

function keysetOrder(sort: SortOrder, after: Keyset | null): { where: SQL; order: SQL; key: (row: KeyRow) => Keyset } {
  switch (sort) {
    case 'featured':
      return {
        where: after ? sql`(d.position, d.product_id) > (${after[0]}, ${after[1]})` : sql`true`,
        order: sql`d.position asc, d.product_id asc`,
        key: (row) => [row.position, row.product_id],
      };
    case 'price-asc':
      return {
        where: after ? sql`(d.price, d.position, d.product_id) > (${after[0]}, ${after[1]}, ${after[2]})` : sql`true`,
        order: sql`d.price asc, d.position asc, d.product_id asc`,
        key: (row) => [row.price, row.position, row.product_id],
      };
    case 'price-desc':
      // The index read backwards: equal prices then come in reverse catalogue order.
      return {
        where: after ? sql`(d.price, d.position, d.product_id) < (${after[0]}, ${after[1]}, ${after[2]})` : sql`true`,
        order: sql`d.price desc, d.position desc, d.product_id desc`,
        key: (row) => [row.price, row.position, row.product_id],
      };
    case 'name':
      return {
        where: after ? sql`(d.name_key, d.product_id) > (${after[0]}, ${after[1]})` : sql`true`,
        order: sql`d.name_key asc, d.product_id asc`,
        key: (row) => [row.name_key, row.product_id],
      };
  }
}

interface KeyRow {
  product_id: number;
  position: number;
  price: number;
  name_key: string;
}

export function createCatalogueApi(options: CatalogueApiOptions): Hono {
  const { db, reads, search, stock } = options;
  const logger = options.logger ?? console;
  const api = new Hono();

  // An unchanged answer costs the shopper's phone a 304 and no body.
  api.use('/products/*', etag({ weak: true }));
  api.use('/categories/*', etag({ weak: true }));
  api.use('/search', etag({ weak: true }));
  api.use('/search/*', etag({ weak: true }));
  const cacheable = async (c: Context, next: () => Promise<void>) => {
    await next();
    if (c.res.status === 200 || c.res.status === 304) c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
  };
  for (const path of ['/products/*', '/categories/*', '/search', '/search/*']) api.use(path, cacheable);

  /** The stock of the products a page shows, looked up by key. */
  async function stockOf(ids: readonly number[]): Promise<ProductStock[]> {
    if (ids.length === 0) return [];
    const levels = new Map((await stock.levels(ids)).map((level) => [level.productId, level]));
    return ids.map((id) => productStock(id, levels.get(id)));
  }

  /** These products in this order, as the cache has them. */
  async function productsInOrder(ids: readonly number[]): Promise<CatalogueProduct[]> {
    const found = await reads.products(ids);
    return ids.flatMap((id) => {
      const product = found.get(id);
      return product ? [product] : [];
    });
  }

  api.get('/products/:id', async (c) => {
    const text = c.req.param('id');
    const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
    const product = id === null ? undefined : (await reads.products([id])).get(id);
    if (!product) return notFound(c, `Product ${text.slice(0, 40)} is not in our catalogue.`);
    return c.json<ProductAnswer>({ product: productAnswer(product), stock: await stockOf([product.id]) });
  });

  api.get('/categories/:slug/products', async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    const known = isCategorySlug(slug)
      ? true
      : (await db.execute<{ n: number }>(sql`select 1 as n from catalogue_categories where slug = ${slug.slice(0, 200)}`)).rows.length > 0;
    if (!known) return notFound(c, `There is no category '${slug.slice(0, 40)}'.`);
    const params = listParams(c);
    if (typeof params === 'string') return bad(c, params);
    const cursorText = c.req.query('cursor');
    const cursor = cursorText === undefined || cursorText === '' ? null : categoryCursor(cursorText, params.sort);
    if (cursorText && cursor === null) {
      return bad(c, 'cursor is not one this list gave for this sort: ask for the first page again (leave cursor out).');
    }
    const keyset = keysetOrder(params.sort, cursor?.key ?? null);
    const filters = [
      sql`d.category = ${slug}`,
      keyset.where,
      params.maxRand === null ? sql`true` : sql`d.price <= ${params.maxRand * CENTS_PER_RAND}`,
      params.brands.length > 0 ? sql`d.brand = any(${sql.param(params.brands)}::text[])` : sql`true`,
    ];
    const rows = await db.execute<KeyRow & Record<string, unknown>>(sql`
      select d.product_id, d.position, d.price, d.name_key from catalogue_search_documents d
      where ${sql.join(filters, sql` and `)}
      order by ${keyset.order} limit ${CATALOGUE_PAGE_SIZE + 1}`);
    const page = rows.rows.slice(0, CATALOGUE_PAGE_SIZE);
    const last = page.at(-1);
    const products = await productsInOrder(page.map((row) => row.product_id));
    return c.json<CategoryPage>({
      category: slug,
      products: products.map(productAnswer),
      stock: await stockOf(products.map((product) => product.id)),
      nextCursor: rows.rows.length > CATALOGUE_PAGE_SIZE && last ? encodeCursor({ s: params.sort, k: keyset.key(last) }) : null,
    });
  });

  api.get('/search', async (c) => {
    const raw = c.req.query('query') ?? '';
    const query = normaliseQuery(raw);
    if (query === null) return bad(c, `${EMPTY_QUERY_MESSAGE} Send query=<what to look for>.`);
    const params = listParams(c);
    if (typeof params === 'string') return bad(c, params);
    const categories = c.req.queries('category') ?? [];
    if (categories.length > MAX_FILTER_VALUES || categories.some((category) => category.length > MAX_FILTER_LENGTH)) {
      return bad(c, `category may be given up to ${MAX_FILTER_VALUES} times, each up to ${MAX_FILTER_LENGTH} characters.`);
    }
    const cursorText = c.req.query('cursor');
    const offset = cursorText === undefined || cursorText === '' ? 0 : searchCursor(cursorText);
    if (offset === null) return bad(c, 'cursor is not one this search gave: ask for the first page again (leave cursor out).');
    const found = await search.search({
      query,
      brands: params.brands,
      categories: categories.filter((category) => category !== '') as CategorySlug[],
      maxRand: params.maxRand,
      sort: params.sort,
      limit: CATALOGUE_PAGE_SIZE,
      offset,
    });
    const products = await productsInOrder(found.ids);
    return c.json<SearchPageAnswer>({
      query,
      products: products.map(productAnswer),
      stock: await stockOf(products.map((product) => product.id)),
      total: found.total,
      maxRand: found.maxRand,
      didYouMean: found.didYouMean,
      facets: found.facets,
      nextCursor: found.nextOffset === null ? null : encodeCursor({ o: found.nextOffset }),
    });
  });

  api.get('/search/suggest', async (c) => {
    const query = normaliseQuery(c.req.query('query') ?? '');
    if (query === null) return c.json<SuggestAnswer>({ products: [], categories: [], total: 0, didYouMean: null });
    const offered = await search.suggest(query, SUGGEST_LIMIT);
    const products = await productsInOrder(offered.ids);
    return c.json<SuggestAnswer>({ products: products.map(productAnswer), categories: offered.categories, total: offered.total, didYouMean: offered.didYouMean });
  });

  api.onError(answerStoreErrors('catalogue', logger));
  return api;
}
