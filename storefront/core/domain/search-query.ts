import type { CategorySlug } from '../catalogue/categories';

/**
 * Reading what a shopper typed, without the search index: the header and Linda use these on the first
 * load, while the index (and its library) loads only when a search runs.
 */

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

/** A query split into the words to look for and the budget said around them. */
export interface SearchRequest {
  /** The words to match, budget phrases removed ('phone' for 'phone under R15000'); may be ''. */
  text: string;
  /** A ceiling in whole rand ('under R15 000', 'below 2k', 'max R900'), or null. */
  maxRand: number | null;
  /** The shopper asked for cheap things ('cheap', 'budget', 'affordable'): cheapest first. */
  cheapFirst: boolean;
}

// 'R15000', 'R 15 000', '15,000', '15k', 'R1.5k'. Spaces inside a number only between groups of three.
const AMOUNT = String.raw`(r)?\s?(\d{1,3}(?:[ ,]\d{3})+|\d+(?:\.\d+)?)\s?(k)?`;
const CEILING = new RegExp(
  String.raw`(?:^|\s)(?:under|below|less than|cheaper than|max(?:imum)?|up to|within|at most|for|<=?)\s?${AMOUNT}(\s?rand)?(?=\s|$)`,
  'i',
);
/** A bare number below this is a spec ('up to 18 hours', 'for 2 players'), not a budget. */
const SMALLEST_BARE_BUDGET_RAND = 100;
const CHEAP = /(?:^|\s)(?:cheap(?:est)?|budget|affordable|inexpensive|low[- ]cost|bargain)(?=\s|$)/gi;

function amountToRand(digits: string, thousands: string | undefined): number | null {
  const value = Number(digits.replace(/[ ,]/g, '')) * (thousands ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
}

/**
 * Reads a budget out of a query: 'phone under R15000' is phones up to R 15 000, 'cheap headphones' is
 * headphones cheapest first. 'for' counts only before an amount ('laptop for R10000'), so 'laptop for
 * gaming' keeps its words, and so does a small bare number ('up to 18 hours').
 */
export function parseSearchRequest(query: string): SearchRequest {
  let text = ` ${query} `;
  let maxRand: number | null = null;
  const ceiling = CEILING.exec(text);
  if (ceiling?.[2] !== undefined) {
    const [, currency, digits, thousands, rand] = ceiling;
    const amount = amountToRand(digits, thousands);
    const saysMoney = Boolean(currency || thousands || rand);
    if (amount !== null && (saysMoney || amount >= SMALLEST_BARE_BUDGET_RAND)) {
      maxRand = amount;
      text = `${text.slice(0, ceiling.index)} ${text.slice(ceiling.index + ceiling[0].length)}`;
    }
  }
  const withoutCheap = text.replace(CHEAP, ' ');
  const cheapFirst = withoutCheap !== text;
  return { text: withoutCheap.replace(/\s+/g, ' ').trim(), maxRand, cheapFirst };
}

/**
 * Words shoppers use for each category. Indexed with the category, so 'tv' finds televisions, 'phone'
 * and 'cellphone' find mobile phones and 'earbuds' finds headphones.
 */
export const CATEGORY_SYNONYMS: Readonly<Record<CategorySlug, readonly string[]>> = {
  laptops: ['laptop', 'notebook', 'ultrabook', 'computer', 'pc'],
  'mobile-phones': ['phone', 'cellphone', 'cell', 'smartphone', 'mobile'],
  headphones: ['headphone', 'earphones', 'earbuds', 'headset', 'buds'],
  televisions: ['television', 'tv', 'tvs', 'telly'],
  cameras: ['camera', 'photography'],
  gaming: ['games', 'console', 'gamer'],
  monitors: ['monitor', 'screen', 'display'],
  accessories: ['accessory', 'wearable'],
  'home-technology': ['smart home', 'home'],
};
