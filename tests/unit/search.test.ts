import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, type Product } from '../../storefront/src/catalogue';
import { EMPTY_QUERY_MESSAGE, MAX_QUERY_LENGTH, normaliseQuery, searchProducts } from '../../storefront/src/domain';

const ids = (products: readonly Product[]): number[] => products.map((product) => product.id);

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
    expect(ids(searchProducts(PRODUCTS, 'MACBOOK'))).toEqual([1, 6]);
  });

  it('matches the description', () => {
    expect(ids(searchProducts(PRODUCTS, 'S Pen'))).toEqual([7]);
  });

  it('matches the brand and the category name', () => {
    expect(ids(searchProducts(PRODUCTS, 'logitech'))).toEqual([38, 39]);
    expect(ids(searchProducts(PRODUCTS, 'home technology'))).toEqual([41, 42, 43, 44, 45, 46]);
  });

  it('needs every word of a multi-word query, in any field and any order', () => {
    expect(ids(searchProducts(PRODUCTS, 'samsung watch'))).toEqual([35]);
    expect(ids(searchProducts(PRODUCTS, 'watch samsung'))).toEqual([35]);
    expect(ids(searchProducts(PRODUCTS, 'sony noise cancelling'))).toEqual([13]);
    expect(searchProducts(PRODUCTS, 'sony toaster')).toEqual([]);
  });

  it('ranks name matches first and keeps catalogue order otherwise', () => {
    // 'controller' is in the names of 28 and 29 and only in the description of 25, which comes first.
    expect(ids(searchProducts(PRODUCTS, 'controller'))).toEqual([28, 29, 25]);
    expect(ids(searchProducts(PRODUCTS, 'smart'))).toEqual([17, 18, 19, 36, 41, 34, 35, 39, 42, 43, 46]);
    expect(ids(searchProducts(PRODUCTS, '4K'))).toEqual([17, 18, 19, 20, 46, 21, 24, 26]);
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
    expect(ids(searchProducts(PRODUCTS, '13"'))).toEqual([1]);
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
