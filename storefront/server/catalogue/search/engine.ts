import type { CategorySlug } from '../../../core/catalogue/categories';
import type { SortOrder } from '../../../core/domain/category';
import type { CatalogueProduct } from '../store';

/**
 * The store's search, behind one small interface, so that a dedicated engine (Meilisearch, Typesense)
 * can take over from the PostgreSQL one for larger catalogues: the API and pages only see this.
 */

export interface SearchParams {
  /** What the shopper typed (any size, any alphabet: normalised and bounded by the engine). */
  query: string;
  /** Only these brands (names as shown) / categories; all when empty. */
  brands?: readonly string[];
  categories?: readonly CategorySlug[];
  /** A ceiling in whole rand chosen on the page; a budget said in the query applies as well. */
  maxRand?: number | null;
  /** 'featured' is relevance. @default 'featured' */
  sort?: SortOrder;
  /** Hits per page. @default 24 */
  limit?: number;
  /** Hits to skip (from the previous page's cursor). @default 0 */
  offset?: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchPage {
  /** Product ids of this page, best first. */
  ids: number[];
  /** Every hit of the query and filters, over all pages. */
  total: number;
  /** The budget read from the query ('under R15000'), in whole rand. */
  maxRand: number | null;
  /** The spelling searched when nothing matched as typed ('samsung' for 'samsng'). */
  didYouMean: string | null;
  /** Hits per brand and per category, before the brand and category filters. */
  facets: { brands: FacetCount[]; categories: FacetCount[] };
  /** The offset of the next page, or null on the last. */
  nextOffset: number | null;
}

export interface SuggestPage {
  /** The best few products, best first. */
  ids: number[];
  /** Categories the query names ('tv' -> televisions). */
  categories: CategorySlug[];
  /** How many products the full search finds. */
  total: number;
  didYouMean: string | null;
}

export interface SearchEngine {
  search(params: SearchParams): Promise<SearchPage>;
  suggest(query: string, limit?: number): Promise<SuggestPage>;
  /** Adds or replaces these products' documents (a product that is not active is removed). */
  index(products: readonly CatalogueProduct[]): Promise<void>;
  remove(productIds: readonly number[]): Promise<void>;
}
