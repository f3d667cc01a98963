import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, type Product } from '../../storefront/core/catalogue';
import {
  EMPTY_QUERY_MESSAGE,
  MAX_QUERY_LENGTH,
  matchingCategories,
  normaliseQuery,
  parseSearchRequest,
  searchCatalogue,
  searchProducts,
  suggest,
} from '../../storefront/core/domain';
import { caseMet, SEARCH_CASES } from './search-table';

const ids = (products: readonly Product[]): number[] => products.map((product) => product.id);
const sorted = (numbers: number[]): number[] => [...numbers].sort((a, b) => a - b);

/** The spec's rule (section 5), word by word: what it finds must always be found. */
function specMatches(query: string): Product[] {
  const words = (normaliseQuery(query) ?? '').toLowerCase().split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return PRODUCTS.filter((product) => {
    const fields = [product.name, product.description, product.brand].map((field) => field.toLowerCase());
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}

describe('normaliseQuery', () => {
  it.each([[''], ['   '], ['\t\n '], [null], [undefined]])('rejects %j', (raw) => {
    expect(normaliseQuery(raw)).toBeNull();
  });

  it('trims and collapses inner whitespace', () => {
    expect(normaliseQuery('  galaxy   s24 \n')).toBe('galaxy s24');
  });

  it('drops control characters, which HTML cannot carry, and rejects a query of nothing else', () => {
    expect(normaliseQuery('sony\u0000 tv\u0007\u009f')).toBe('sony tv');
    expect(normaliseQuery('\u0000\u001b')).toBeNull();
  });

  it(`caps queries at ${MAX_QUERY_LENGTH} characters`, () => {
    expect(normaliseQuery('a'.repeat(10_000))).toBe('a'.repeat(MAX_QUERY_LENGTH));
  });

  it('keeps the message the header alerts with', () => {
    expect(EMPTY_QUERY_MESSAGE).toBe('Please enter a search query.');
  });
});

describe('searchProducts', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(sorted(ids(searchProducts(PRODUCTS, 'MACBOOK')))).toEqual([1, 6]);
  });

  it('matches the description', () => {
    expect(ids(searchProducts(PRODUCTS, 'S Pen'))).toEqual([7]);
  });

  it('matches the brand and the category name', () => {
    expect(sorted(ids(searchProducts(PRODUCTS, 'logitech')))).toEqual([38, 39]);
    expect(sorted(ids(searchProducts(PRODUCTS, 'home technology')))).toEqual([41, 42, 43, 44, 45, 46]);
  });

  it('needs every word of a multi-word query, in any field and any order', () => {
    expect(ids(searchProducts(PRODUCTS, 'samsung watch'))).toEqual([35]);
    expect(ids(searchProducts(PRODUCTS, 'watch samsung'))).toEqual([35]);
    expect(ids(searchProducts(PRODUCTS, 'sony noise cancelling'))).toEqual([13]);
    expect(searchProducts(PRODUCTS, 'sony toaster')).toEqual([]);
  });

  it('ranks whole words in the name, brand or category above the description, and parts of words last', () => {
    // 'controller' is in the names of 28 and 29 and only in the description of 25.
    expect(ids(searchProducts(PRODUCTS, 'controller')).slice(0, 2).sort()).toEqual([28, 29]);
    expect(ids(searchProducts(PRODUCTS, 'controller'))).toContain(25);
    // Phones (the category's own word) first, then phones mentioned in descriptions, then headphones.
    const phone = searchProducts(PRODUCTS, 'phone');
    const firstHeadphones = phone.findIndex((product) => product.category === 'headphones');
    const lastPhone = phone.findLastIndex((product) => product.category === 'mobile-phones');
    expect(lastPhone).toBe(5);
    expect(firstHeadphones).toBeGreaterThan(lastPhone);
    // Whole words in descriptions ('charges a phone') come before parts of words ('headphones', 'microphone').
    expect(ids(phone.slice(lastPhone + 1, firstHeadphones)).sort()).toEqual([37, 44]);
  });

  it('finds the category from its synonyms and plurals', () => {
    for (const query of ['tv', 'tvs', 'television', 'televisions']) {
      expect(searchProducts(PRODUCTS, query).slice(0, 4).map((product) => product.category)).toEqual(Array(4).fill('televisions'));
    }
    for (const query of ['earphones', 'earbuds']) {
      expect(searchProducts(PRODUCTS, query).every((product) => product.category === 'headphones')).toBe(true);
    }
    expect(searchProducts(PRODUCTS, 'cellphone').map((product) => product.category)).toEqual(Array(6).fill('mobile-phones'));
  });

  it('still finds everything the plain substring rule finds', () => {
    for (const query of ['phone', 'tv', 'sam', 'pro', 'a', 'usb-c', '13"', 'smart tv', 'noise']) {
      const found = searchProducts(PRODUCTS, query);
      expect(found, query).toEqual(expect.arrayContaining(specMatches(query)));
    }
    // A query that once read 'up to 1' as a budget of R 1 ('up to 18 hours' in a description).
    expect(searchProducts(PRODUCTS, 'up to 1'), 'up to 1').toEqual(expect.arrayContaining(specMatches('up to 1')));
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCTS), fc.nat(), fc.integer({ min: 1, max: 8 }), (product, at, length) => {
        const text = `${product.name} ${product.description}`;
        const start = at % text.length;
        const query = text.slice(start, start + length);
        const found = searchProducts(PRODUCTS, query);
        return specMatches(query).every((match) => found.includes(match));
      }),
    );
  });

  it('forgives typos when nothing matches as typed, and says which spelling it used', () => {
    expect(searchCatalogue(PRODUCTS, 'samsng')).toMatchObject({ didYouMean: 'samsung' });
    expect(searchCatalogue(PRODUCTS, 'samsng').products.every((product) => product.brand === 'Samsung')).toBe(true);
    expect(searchCatalogue(PRODUCTS, 'iphnoe')).toMatchObject({ didYouMean: 'iphone' });
    expect(searchCatalogue(PRODUCTS, 'iphnoe').products[0]?.id).toBe(8);
    expect(searchCatalogue(PRODUCTS, 'playstaton').didYouMean).toBe('playstation');
    expect(searchCatalogue(PRODUCTS, 'samsng tv')).toMatchObject({ didYouMean: 'samsung tv' });
    expect(searchCatalogue(PRODUCTS, 'samsng tv').products[0]?.id).toBe(17);
    // Found as typed: no suggestion. Nothing close: none either.
    expect(searchCatalogue(PRODUCTS, 'samsung').didYouMean).toBeNull();
    expect(searchCatalogue(PRODUCTS, 'zzqx')).toEqual({ products: [], maxRand: null, didYouMean: null });
  });

  it('reads a budget: a ceiling filters, cheap orders by price', () => {
    const underBudget = searchCatalogue(PRODUCTS, 'phone under R15000');
    expect(underBudget.maxRand).toBe(15_000);
    expect(underBudget.products.length).toBeGreaterThan(0);
    expect(underBudget.products.every((product) => product.price <= 15_000_00)).toBe(true);
    expect(underBudget.products.slice(0, 4).map((product) => product.category)).toEqual(Array(4).fill('mobile-phones'));
    const cheap = searchProducts(PRODUCTS, 'cheap headphones').map((product) => product.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(searchProducts(PRODUCTS, 'under R1000').every((product) => product.price <= 1000_00)).toBe(true);
  });

  it.each(SEARCH_CASES.map((searchCase) => [searchCase.query, searchCase] as const))('%s', (_, searchCase) => {
    const results = searchProducts(PRODUCTS, searchCase.query);
    expect(caseMet(results, searchCase), `top ${searchCase.within}: ${results.slice(0, 3).map((product) => product.name).join(' | ')}`).toBe(true);
  });

  it('holds at least 40 real-world queries of every kind', () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEARCH_CASES.map((searchCase) => searchCase.kind))).toEqual(
      new Set(['word', 'typo', 'synonym', 'plural', 'brand', 'budget', 'phrase']),
    );
  });

  it('returns nothing for an empty or whitespace query', () => {
    expect(searchProducts(PRODUCTS, '')).toEqual([]);
    expect(searchProducts(PRODUCTS, '   ')).toEqual([]);
  });

  it.each(['(.*', '.*', '[', '\\', '^$', '*', '+?', '<script>alert(1)</script>', '"; DROP TABLE products; --', '%00', '\u0000'])(
    'treats %j as plain text',
    (hostile) => {
      expect(() => searchProducts(PRODUCTS, hostile)).not.toThrow();
      expect(searchProducts(PRODUCTS, hostile)).toEqual([]);
    },
  );

  it('matches regex characters literally when they are in the catalogue', () => {
    expect(ids(searchProducts(PRODUCTS, '13"'))).toContain(1);
    expect(ids(searchProducts(PRODUCTS, '(5th'))).toEqual([41]);
  });

  it('handles 10 000 characters quickly', () => {
    const started = performance.now();
    expect(searchProducts(PRODUCTS, 'a'.repeat(10_000))).toEqual([]);
    expect(searchProducts(PRODUCTS, 'a '.repeat(5_000))).toHaveLength(PRODUCTS.length);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('never throws and only returns catalogue products that contain the query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const results = searchProducts(PRODUCTS, query);
        return results.every((product) => PRODUCTS.includes(product)) && new Set(results).size === results.length;
      }),
    );
  });

  it('finds every product by its own name', () => {
    for (const product of PRODUCTS) {
      expect(searchProducts(PRODUCTS, product.name)[0]?.id).toBe(product.id);
    }
  });
});

describe('parseSearchRequest', () => {
  it.each([
    ['phone under R15000', { text: 'phone', maxRand: 15_000, cheapFirst: false }],
    ['laptop under R12 000', { text: 'laptop', maxRand: 12_000, cheapFirst: false }],
    ['tv below 10,000', { text: 'tv', maxRand: 10_000, cheapFirst: false }],
    ['headphones less than 3k', { text: 'headphones', maxRand: 3_000, cheapFirst: false }],
    ['laptop for R9999', { text: 'laptop', maxRand: 9_999, cheapFirst: false }],
    ['laptop for gaming', { text: 'laptop for gaming', maxRand: null, cheapFirst: false }],
    ['cheap headphones', { text: 'headphones', maxRand: null, cheapFirst: true }],
    ['affordable tv max 8000', { text: 'tv', maxRand: 8_000, cheapFirst: true }],
    ['iphone 15', { text: 'iphone 15', maxRand: null, cheapFirst: false }],
    // A small bare number is a spec, not a budget; with R, k or 'rand' it is money.
    ['up to 1', { text: 'up to 1', maxRand: null, cheapFirst: false }],
    ['battery up to 18 hours', { text: 'battery up to 18 hours', maxRand: null, cheapFirst: false }],
    ['cable under R50', { text: 'cable', maxRand: 50, cheapFirst: false }],
    ['case under 50 rand', { text: 'case', maxRand: 50, cheapFirst: false }],
    ['mouse under 500', { text: 'mouse', maxRand: 500, cheapFirst: false }],
  ])('%s', (query, expected) => {
    expect(parseSearchRequest(query)).toEqual(expected);
  });
});

describe('matchingCategories and suggest', () => {
  it('names the categories a query starts to spell', () => {
    expect(matchingCategories('tv')).toEqual(['televisions']);
    expect(matchingCategories('phon')).toEqual(['mobile-phones']);
    expect(matchingCategories('head')).toEqual(['headphones']);
    expect(matchingCategories('zzqx')).toEqual([]);
  });

  it('offers the best few products, the categories and the count', () => {
    const offered = suggest(PRODUCTS, 'sams', 4);
    expect(offered.products).toHaveLength(4);
    expect(offered.products.every((product) => product.brand === 'Samsung')).toBe(true);
    expect(offered.total).toBe(searchProducts(PRODUCTS, 'sams').length);
    expect(suggest(PRODUCTS, 'televisons')).toMatchObject({ didYouMean: 'televisions', categories: ['televisions'] });
  });
});
