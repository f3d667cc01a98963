import { categoryName } from '../catalogue/categories';
import type { Product } from '../catalogue/products';

/** Longer queries are cut here: no product text is longer, and it bounds the work per keystroke. */
export const MAX_QUERY_LENGTH = 200;

export const EMPTY_QUERY_MESSAGE = 'Please enter a search query.';

/**
 * The query to search for, or null when there is nothing to search (empty or whitespace only).
 * Control characters (a NUL from `?query=%00`, say) are dropped: they are not something anyone
 * searches for, and HTML cannot carry them, so the server's page would differ from the browser's.
 */
export function normaliseQuery(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const collapsed = raw
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (collapsed === '') return null;
  return Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

type SearchableProduct = Pick<Product, 'name' | 'description' | 'brand' | 'category'>;

/**
 * Products whose name, description, brand or category name contain every word of the query
 * (case-insensitive substrings, no patterns). Products with every word in the name come first;
 * otherwise the catalogue's order is kept.
 */
export function searchProducts<T extends SearchableProduct>(products: readonly T[], query: string): T[] {
  const normalised = normaliseQuery(query);
  if (normalised === null) return [];
  const words = normalised.toLowerCase().split(' ');
  const nameMatches: T[] = [];
  const otherMatches: T[] = [];
  for (const product of products) {
    const name = product.name.toLowerCase();
    const fields = [name, product.description.toLowerCase(), product.brand.toLowerCase(), categoryName(product.category).toLowerCase()];
    if (!words.every((word) => fields.some((field) => field.includes(word)))) continue;
    if (words.every((word) => name.includes(word))) nameMatches.push(product);
    else otherMatches.push(product);
  }
  return [...nameMatches, ...otherMatches];
}
