import { CATEGORY_ALIASES, isCategorySlug, type CategorySlug } from '../catalogue/categories';
import type { Product } from '../catalogue/products';
import { CENTS_PER_RAND } from './money';

export type CategoryResolution =
  | { kind: 'all' }
  | { kind: 'category'; slug: CategorySlug }
  /** An old name: the page redirects to `/category/<slug>`. */
  | { kind: 'alias'; slug: CategorySlug }
  | { kind: 'unknown'; name: string };

/** What `/category/:categoryName` shows. Names are matched lowercased, as the spec's route does. */
export function resolveCategory(param: string | undefined): CategoryResolution {
  const name = (param ?? '').trim().toLowerCase();
  if (name === '') return { kind: 'all' };
  if (isCategorySlug(name)) return { kind: 'category', slug: name };
  const aliased = Object.hasOwn(CATEGORY_ALIASES, name) ? CATEGORY_ALIASES[name] : undefined;
  if (aliased) return { kind: 'alias', slug: aliased };
  return { kind: 'unknown', name };
}

/** Above this a rand amount no longer fits in integer cents safely. */
const MAX_PRICE_RAND = Math.floor(Number.MAX_SAFE_INTEGER / CENTS_PER_RAND);

/**
 * Reads the max-price filter box: whole rand, 0 or more. Empty means no filter (null); anything
 * else that is not a whole number of rand is 'invalid'.
 */
export function parseMaxPrice(input: string): number | null | 'invalid' {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const rand = Number(trimmed);
  return rand <= MAX_PRICE_RAND ? rand : 'invalid';
}

/** Products priced at or below `maxRand` whole rand; all of them when there is no maximum. */
export function filterByMaxPrice<T extends Pick<Product, 'price'>>(products: readonly T[], maxRand: number | null): T[] {
  if (maxRand === null) return [...products];
  const maxCents = maxRand * CENTS_PER_RAND;
  return products.filter((product) => product.price <= maxCents);
}

export const SORT_ORDERS = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_ORDER_LABELS: Readonly<Record<SortOrder, string>> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** A sorted copy; equal keys keep the catalogue's order ('featured' is that order). */
export function sortProducts<T extends Pick<Product, 'price' | 'name'>>(products: readonly T[], order: SortOrder): T[] {
  const copy = [...products];
  switch (order) {
    case 'featured':
      return copy;
    case 'price-asc':
      return copy.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return copy.sort((a, b) => b.price - a.price);
    case 'name':
      return copy.sort((a, b) => compareText(a.name, b.name));
  }
}
