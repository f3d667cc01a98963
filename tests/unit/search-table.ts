// Real-world queries and what a shopper expects at the top. Shared by the unit test (every row must
// hold) and the search bench (which reports the share met beside the speed).
import type { CategorySlug } from '../../storefront/core/catalogue/categories';
import type { Product } from '../../storefront/core/catalogue/products';

export type Expected = { id: number } | { category: CategorySlug } | { brand: string };

export interface SearchCase {
  query: string;
  /** Which product (or which kind of product) must come first (1) or within the first three (3). */
  expect: Expected;
  within: 1 | 3;
  kind: 'word' | 'typo' | 'synonym' | 'plural' | 'brand' | 'budget' | 'phrase';
}

const first = (query: string, expect: Expected, kind: SearchCase['kind']): SearchCase => ({ query, expect, within: 1, kind });
const top3 = (query: string, expect: Expected, kind: SearchCase['kind']): SearchCase => ({ query, expect, within: 3, kind });

export const SEARCH_CASES: readonly SearchCase[] = [
  first('phone', { category: 'mobile-phones' }, 'word'),
  first('phones', { category: 'mobile-phones' }, 'plural'),
  first('cellphone', { category: 'mobile-phones' }, 'synonym'),
  first('smartphone', { category: 'mobile-phones' }, 'synonym'),
  first('tv', { category: 'televisions' }, 'synonym'),
  first('tvs', { category: 'televisions' }, 'synonym'),
  first('television', { category: 'televisions' }, 'synonym'),
  first('samsung tv', { id: 17 }, 'phrase'),
  first('sony tv', { id: 20 }, 'phrase'),
  first('4k tv', { category: 'televisions' }, 'phrase'),
  top3('earbuds', { id: 14 }, 'synonym'),
  first('earphones', { category: 'headphones' }, 'synonym'),
  first('headphones', { category: 'headphones' }, 'word'),
  top3('noise cancelling headphones', { id: 13 }, 'phrase'),
  first('samsng', { brand: 'Samsung' }, 'typo'),
  first('iphnoe', { id: 8 }, 'typo'),
  top3('playstaton', { id: 25 }, 'typo'),
  top3('macbok', { id: 1 }, 'typo'),
  first('televisons', { category: 'televisions' }, 'typo'),
  first('hedphones', { category: 'headphones' }, 'typo'),
  first('labtop', { category: 'laptops' }, 'typo'),
  first('nikkon', { id: 22 }, 'typo'),
  first('galaxy s24', { id: 7 }, 'phrase'),
  first('iphone', { id: 8 }, 'word'),
  first('iphone 15', { id: 8 }, 'phrase'),
  first('ps5', { id: 25 }, 'synonym'),
  top3('xbox', { id: 26 }, 'brand'),
  first('nintendo switch', { id: 27 }, 'phrase'),
  first('gaming laptop', { id: 5 }, 'phrase'),
  first('laptop for gaming', { id: 5 }, 'phrase'),
  first('laptops', { category: 'laptops' }, 'plural'),
  first('macbook pro', { id: 6 }, 'phrase'),
  first('phone under R15000', { category: 'mobile-phones' }, 'budget'),
  first('cheap headphones', { id: 15 }, 'budget'),
  first('cheap phone', { id: 12 }, 'budget'),
  first('tv under 10000', { id: 19 }, 'budget'),
  first('laptop under R12 000', { id: 3 }, 'budget'),
  first('headphones below 3k', { id: 15 }, 'budget'),
  first('cameras', { category: 'cameras' }, 'plural'),
  top3('mirrorless camera', { id: 21 }, 'phrase'),
  first('instax', { id: 23 }, 'word'),
  first('apple watch', { id: 34 }, 'phrase'),
  first('smartwatch', { category: 'accessories' }, 'word'),
  first('power bank', { id: 37 }, 'phrase'),
  first('powerbank', { id: 37 }, 'synonym'),
  first('mouse', { id: 38 }, 'word'),
  first('keyboard', { id: 39 }, 'word'),
  first('monitor', { category: 'monitors' }, 'word'),
  top3('gaming monitor', { id: 30 }, 'phrase'),
  first('lg oled', { id: 18 }, 'phrase'),
  first('dell monitor', { id: 32 }, 'phrase'),
  first('doorbell', { id: 44 }, 'word'),
  first('robot vacuum', { id: 45 }, 'phrase'),
  top3('smart speaker', { id: 41 }, 'phrase'),
  first('logitech', { brand: 'Logitech' }, 'brand'),
  first('hisense', { id: 19 }, 'brand'),
  first('bose headphones', { id: 16 }, 'phrase'),
  first('airpods', { id: 14 }, 'word'),
  first('controller', { category: 'gaming' }, 'word'),
  first('samsung galaxy watch', { id: 35 }, 'phrase'),
  first('canon camera', { id: 21 }, 'phrase'),
  first('xiaomi phone', { id: 10 }, 'phrase'),
  first('google pixel', { id: 11 }, 'phrase'),
  first('fire tv stick', { id: 46 }, 'phrase'),
  first('gaming', { category: 'gaming' }, 'word'),
];

export function meets(product: Product, expected: Expected): boolean {
  if ('id' in expected) return product.id === expected.id;
  if ('category' in expected) return product.category === expected.category;
  return product.brand === expected.brand;
}

/** Whether the ranked results meet the case. */
export function caseMet(results: readonly Product[], searchCase: SearchCase): boolean {
  return results.slice(0, searchCase.within).some((product) => meets(product, searchCase.expect));
}
