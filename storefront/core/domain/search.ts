import MiniSearch, { type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { CategorySlug } from '../catalogue/categories';
import type { Product } from '../catalogue/products';
import { CENTS_PER_RAND } from './money';
import { normaliseQuery, parseSearchRequest } from './search-query';
import { correctableTerm, haystackOf, keywordsOf, matchingCategories, processTerm, queryTerms, tokenize, typoDistance } from './search-text';

export { matchingCategories } from './search-text';

export {
  CATEGORY_SYNONYMS,
  EMPTY_QUERY_MESSAGE,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  parseSearchRequest,
  type SearchRequest,
} from './search-query';

type SearchableProduct = Pick<Product, 'name' | 'description' | 'brand' | 'category' | 'price'>;

/**
 * Field weights: a word in the name, brand or category counts more than one in the description, and a
 * category's own words most, so that 'gaming' lists consoles before a gaming monitor.
 */
const BOOST = { name: 3, brand: 3, keywords: 4, description: 1 } as const;
const TITLE_FIELDS = new Set(['name', 'brand', 'keywords']);

interface IndexedDocument {
  id: number;
  name: string;
  brand: string;
  keywords: string;
  description: string;
}

interface SearchIndex {
  engine: MiniSearch<IndexedDocument>;
  /** Lowercased name, description, brand and category name: the spec's substring rule reads these. */
  haystacks: readonly string[];
  /** Indexed term → how many products use it, searchable by edit distance. */
  terms: SearchableMap<number>;
  /** Indexed term → the word as the catalogue spells it, for 'Did you mean'. */
  spellings: ReadonlyMap<string, string>;
}

function buildIndex(products: readonly SearchableProduct[]): SearchIndex {
  const engine = new MiniSearch<IndexedDocument>({
    fields: ['name', 'brand', 'keywords', 'description'],
    tokenize,
    processTerm,
    searchOptions: { boost: { ...BOOST }, tokenize, processTerm },
  });
  const spellings = new Map<string, string>();
  const terms = new SearchableMap<number>();
  const documents = products.map((product, id) => {
    const document: IndexedDocument = {
      id,
      name: product.name,
      brand: product.brand,
      keywords: keywordsOf(product),
      description: product.description,
    };
    const seen = new Set<string>();
    for (const word of tokenize(`${document.name} ${document.brand} ${document.keywords} ${document.description}`)) {
      const term = processTerm(word);
      if (!term || seen.has(term)) continue;
      seen.add(term);
      if (!spellings.has(term)) spellings.set(term, word.toLowerCase());
      terms.update(term, (uses = 0) => uses + 1);
    }
    return document;
  });
  engine.addAll(documents);
  const haystacks = products.map((product) => haystackOf(product));
  return { engine, haystacks, terms, spellings };
}

const indexes = new WeakMap<readonly SearchableProduct[], SearchIndex>();

/** The index of a product list, built on first use and kept as long as the list is. */
function indexFor(products: readonly SearchableProduct[]): SearchIndex {
  let index = indexes.get(products);
  if (!index) {
    index = buildIndex(products);
    indexes.set(products, index);
  }
  return index;
}

/** Every word of the query is in the name, description, brand or category name (spec section 5). */
function substringMatches(index: SearchIndex, words: readonly string[]): number[] {
  if (words.length === 0) return [];
  const found: number[] = [];
  index.haystacks.forEach((haystack, id) => {
    if (words.every((word) => haystack.includes(word))) found.push(id);
  });
  return found;
}

interface Hit {
  id: number;
  /** 0: every word found in a name, brand or category; 1: some only in a description; 2: only as part of a word. */
  tier: number;
  score: number;
}

function tierOf(result: SearchResult): number {
  return Object.values(result.match).every((fields) => fields.some((field) => TITLE_FIELDS.has(field))) ? 0 : 1;
}

function engineSearch(index: SearchIndex, terms: readonly string[], fuzzy: boolean): SearchResult[] {
  if (terms.length === 0) return [];
  return index.engine.search(terms.join(' '), {
    combineWith: 'AND',
    prefix: (term) => term.length >= 2,
    fuzzy: fuzzy ? (term) => typoDistance(term) : false,
    weights: { prefix: 0.4, fuzzy: 0.3 },
  });
}

/**
 * The known word closest to `term` (MiniSearch's radix tree finds those within the typo distance):
 * the fewest edits wins, then the word more products use, so 'samsng' is 'samsung', not 'gaming'.
 */
function closestKnownTerm(index: SearchIndex, term: string): string | null {
  const distance = typoDistance(term);
  if (distance === false) return null;
  let best: { term: string; edits: number; uses: number } | null = null;
  for (const [candidate, [uses, edits]] of index.terms.fuzzyGet(term, distance)) {
    if (!best || edits < best.edits || (edits === best.edits && uses > best.uses)) best = { term: candidate, edits, uses };
  }
  return best?.term ?? null;
}

/** The query with each word the catalogue does not know replaced by the closest one it does. */
function correctedQuery(index: SearchIndex, text: string): string | null {
  let changed = false;
  const words = text.split(' ').map((word) => {
    const term = correctableTerm(word, (known) => index.terms.has(known));
    if (!term) return word;
    const closest = closestKnownTerm(index, term);
    if (closest === null) return word;
    changed = true;
    return index.spellings.get(closest) ?? closest;
  });
  return changed ? words.join(' ') : null;
}

export interface SearchOutcome<T> {
  /** Matching products, best first. */
  products: T[];
  /** The budget read from the query ('under R15000'), in whole rand; already applied to `products`. */
  maxRand: number | null;
  /**
   * When nothing matches the query as typed but a close spelling does, that spelling ('samsung' for
   * 'samsng'); `products` are then its matches.
   */
  didYouMean: string | null;
}

/**
 * Searches a product list the way a shopper means it:
 * - every product the spec's rule finds (each word a case-insensitive substring of the name,
 *   description, brand or category name) is found;
 * - whole words rank above parts of words, and words in the name, brand or category above words only
 *   in the description, so 'phone' lists phones before headphones; category synonyms ('tv',
 *   'cellphone', 'earbuds') and plurals count as the category's own words;
 * - a budget in the query ('under R15000', 'cheap') orders by price and filters, unless `applyBudget`
 *   is false (a page that shows the budget as a filter the shopper can change applies it itself);
 * - when nothing matches as typed, typos are forgiven ('samsng') and the spelling used is returned.
 * Word and typo matching is MiniSearch's (an inverted index with prefix and edit-distance search), built
 * once per product list.
 */
export function searchCatalogue<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
  options: { applyBudget?: boolean } = {},
): SearchOutcome<T> {
  const normalised = normaliseQuery(query);
  if (normalised === null) return { products: [], maxRand: null, didYouMean: null };
  const index = indexFor(products);
  const request = parseSearchRequest(normalised);
  const terms = queryTerms(request.text);

  const hits = new Map<number, Hit>();
  for (const result of engineSearch(index, terms, false)) {
    hits.set(result.id as number, { id: result.id as number, tier: tierOf(result), score: result.score });
  }
  for (const id of substringMatches(index, request.text.toLowerCase().split(' ').filter(Boolean))) {
    if (!hits.has(id)) hits.set(id, { id, tier: 2, score: 0 });
  }

  let didYouMean: string | null = null;
  if (hits.size === 0 && terms.length > 0) {
    // Nothing as typed: search the closest spelling the catalogue knows, else anything within typo reach.
    didYouMean = correctedQuery(index, request.text);
    const corrected = didYouMean === null ? [] : engineSearch(index, queryTerms(didYouMean), false);
    const results = corrected.length > 0 ? corrected : engineSearch(index, terms, true);
    for (const result of results) {
      hits.set(result.id as number, { id: result.id as number, tier: tierOf(result), score: result.score });
    }
    if (hits.size === 0) didYouMean = null;
  }
  // A query that is only a budget ('under R2000', 'cheap stuff' after the budget) lists everything in it.
  if (hits.size === 0 && terms.length === 0 && (request.maxRand !== null || request.cheapFirst)) {
    products.forEach((_, id) => hits.set(id, { id, tier: 0, score: 0 }));
  }

  const maxCents = request.maxRand === null || options.applyBudget === false ? null : request.maxRand * CENTS_PER_RAND;
  const ranked = [...hits.values()]
    .filter((hit) => maxCents === null || (products[hit.id] as T).price <= maxCents)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (request.cheapFirst ? (products[a.id] as T).price - (products[b.id] as T).price : 0) ||
        b.score - a.score ||
        a.id - b.id,
    );
  return { products: ranked.map((hit) => products[hit.id] as T), maxRand: request.maxRand, didYouMean };
}

/** The products `searchCatalogue` finds for `query`, best first. */
export function searchProducts<T extends SearchableProduct>(products: readonly T[], query: string): T[] {
  return searchCatalogue(products, query).products;
}

export interface Suggestions<T> {
  products: T[];
  categories: CategorySlug[];
  /** How many products the full search finds. */
  total: number;
  didYouMean: string | null;
}

/** What the header's autocomplete offers as the shopper types: the best few products and the categories named. */
export function suggest<T extends SearchableProduct>(products: readonly T[], query: string, limit = 6): Suggestions<T> {
  const outcome = searchCatalogue(products, query);
  return {
    products: outcome.products.slice(0, limit),
    categories: matchingCategories(outcome.didYouMean ?? query).slice(0, 3),
    total: outcome.products.length,
    didYouMean: outcome.didYouMean,
  };
}
