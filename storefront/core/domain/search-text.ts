import { CATEGORIES, categoryName, type CategorySlug } from '../catalogue/categories';
import { CATEGORY_SYNONYMS, normaliseQuery, parseSearchRequest } from './search-query';

/**
 * How the shop reads words, for every search engine: the browser's index (search.ts) and the
 * server's PostgreSQL engine split, fold and weigh words the same way, so both find the same things.
 */

export interface SearchableText {
  name: string;
  brand: string;
  description: string;
  category: CategorySlug;
}

/** Compound words shoppers type as one ('powerbank'), added to products whose names spell them apart. */
const NAME_ALIASES: readonly (readonly [RegExp, string])[] = [
  [/power bank/i, 'powerbank'],
  [/smart speaker/i, 'smartspeaker'],
  [/playstation 5/i, 'ps5'],
];

/** Words that say nothing about the product ('a laptop for gaming'); they are left out of the index query. */
export const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'for', 'with', 'and', 'of', 'in', 'to', 'me', 'my', 'i', 'some', 'show', 'want', 'need', 'looking', 'please', 'new']);

/**
 * One form per word, so that plurals meet their singular ('phones', 'phone'; 'accessories',
 * 'accessory'). Deliberately light: shoppers' words are short and a full stemmer would merge
 * model names.
 */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

// MiniSearch's own tokenizer, kept explicit because the vocabulary must split words the same way.
const SPLIT = /[\n\r\p{Z}\p{P}]+/u;
export const tokenize = (text: string): string[] => text.split(SPLIT).filter(Boolean);

/** Typos allowed per word: none in short words (too many false friends), one from 4 letters, two from 6. */
export function typoDistance(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 6 ? 1 : 2;
}

/** The category's name and synonyms and the name's compound words: indexed as the product's own words. */
export function keywordsOf(product: Pick<SearchableText, 'name' | 'category'>): string {
  const aliases = NAME_ALIASES.filter(([pattern]) => pattern.test(product.name)).map(([, alias]) => alias);
  return [categoryName(product.category), ...CATEGORY_SYNONYMS[product.category], ...aliases].join(' ');
}

/** The words of a query to look up: processed, without stop words unless it is nothing but. */
export function queryTerms(text: string): string[] {
  const terms = tokenize(text)
    .map((word) => processTerm(word))
    .filter((term): term is string => term !== null && term !== '');
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}

/** Fields joined by a character no normalised query holds, so that a word cannot span two fields. */
export const HAYSTACK_SEPARATOR = '\u0000';

/** Lowercased name, description, brand and category name: the spec's substring rule reads these. */
export function haystackOf(product: SearchableText, separator = HAYSTACK_SEPARATOR): string {
  return [product.name, product.description, product.brand, categoryName(product.category)].join(separator).toLowerCase();
}

/** The words of a product's text, each once, with the spelling it first had (lower case). */
export function termsOf(text: string): Map<string, string> {
  const terms = new Map<string, string>();
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (term && !terms.has(term)) terms.set(term, word.toLowerCase());
  }
  return terms;
}

/** Only plain words can be typos of a catalogue word: 'wh-1000xm5' or '<script>' are not typos of anything. */
export function correctableTerm(word: string, known: (term: string) => boolean): string | null {
  const term = /^[\p{L}\p{N}]+$/u.test(word) ? processTerm(word) : null;
  if (!term || known(term) || STOP_WORDS.has(term)) return null;
  return term;
}

/** Categories a query names, by their name or a synonym ('tv' → Televisions), a word's start counting. */
export function matchingCategories(query: string): CategorySlug[] {
  const terms = queryTerms(parseSearchRequest(normaliseQuery(query) ?? '').text).filter((term) => term.length >= 2);
  if (terms.length === 0) return [];
  return CATEGORIES.filter((category) => {
    const words = tokenize([category.name, ...CATEGORY_SYNONYMS[category.slug]].join(' '))
      .map((word) => processTerm(word))
      .filter((word): word is string => word !== null);
    return terms.some((term) => words.some((word) => word.startsWith(term)));
  }).map((category) => category.slug);
}
