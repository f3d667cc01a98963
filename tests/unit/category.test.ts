import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, PRODUCTS, productsInCategory } from '../../storefront/core/catalogue';
import { filterByMaxPrice, parseMaxPrice, resolveCategory, sortProducts } from '../../storefront/core/domain';

describe('resolveCategory', () => {
  it('lists all products without a name', () => {
    expect(resolveCategory(undefined)).toEqual({ kind: 'all' });
    expect(resolveCategory('')).toEqual({ kind: 'all' });
  });

  it.each(CATEGORY_SLUGS)('knows %s', (slug) => {
    expect(resolveCategory(slug)).toEqual({ kind: 'category', slug });
  });

  it('lowercases the route name', () => {
    expect(resolveCategory('Laptops')).toEqual({ kind: 'category', slug: 'laptops' });
    expect(resolveCategory('HOME-TECHNOLOGY')).toEqual({ kind: 'category', slug: 'home-technology' });
  });

  it('redirects the old names', () => {
    expect(resolveCategory('television')).toEqual({ kind: 'alias', slug: 'televisions' });
    expect(resolveCategory('mobilephones')).toEqual({ kind: 'alias', slug: 'mobile-phones' });
    expect(resolveCategory('Television')).toEqual({ kind: 'alias', slug: 'televisions' });
  });

  it('reports unknown names, gadgets included', () => {
    expect(resolveCategory('gadgets')).toEqual({ kind: 'unknown', name: 'gadgets' });
    expect(resolveCategory('toString')).toEqual({ kind: 'unknown', name: 'tostring' });
    expect(resolveCategory('__proto__')).toEqual({ kind: 'unknown', name: '__proto__' });
  });
});

describe('parseMaxPrice', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['5000', 5000],
    [' 1200 ', 1200],
  ])('reads %j as %j', (input, expected) => {
    expect(parseMaxPrice(input)).toBe(expected);
  });

  it.each(['-1', '12.5', '1e3', 'abc', '1 000', '0x10', '99999999999999999999'])('rejects %j', (input) => {
    expect(parseMaxPrice(input)).toBe('invalid');
  });
});

describe('filterByMaxPrice', () => {
  it('keeps products priced at or below the maximum, in whole rand', () => {
    const headphones = productsInCategory('headphones');
    expect(filterByMaxPrice(headphones, 7_999).map((product) => product.id)).toEqual([13, 14, 15]);
    expect(filterByMaxPrice(headphones, 7_998).map((product) => product.id)).toEqual([14, 15]);
    expect(filterByMaxPrice(headphones, 0)).toEqual([]);
  });

  it('keeps everything without a maximum', () => {
    expect(filterByMaxPrice(PRODUCTS, null)).toHaveLength(PRODUCTS.length);
  });
});

describe('sortProducts', () => {
  const sample = productsInCategory('headphones');

  it('keeps the catalogue order for featured', () => {
    expect(sortProducts(sample, 'featured').map((product) => product.id)).toEqual([13, 14, 15, 16]);
  });

  it('sorts by price both ways', () => {
    expect(sortProducts(sample, 'price-asc').map((product) => product.id)).toEqual([15, 14, 13, 16]);
    expect(sortProducts(sample, 'price-desc').map((product) => product.id)).toEqual([16, 13, 14, 15]);
  });

  it('sorts by name, ignoring case', () => {
    expect(sortProducts(sample, 'name').map((product) => product.id)).toEqual([14, 16, 15, 13]);
  });

  it('keeps equal prices in catalogue order and does not change its input', () => {
    const before = PRODUCTS.map((product) => product.id);
    const sorted = sortProducts(PRODUCTS, 'price-asc');
    expect(PRODUCTS.map((product) => product.id)).toEqual(before);
    for (let index = 1; index < sorted.length; index += 1) {
      const previous = sorted[index - 1];
      const current = sorted[index];
      if (!previous || !current) throw new Error('unreachable');
      expect(previous.price <= current.price).toBe(true);
      if (previous.price === current.price) expect(previous.id).toBeLessThan(current.id);
    }
  });
});
